import { describe, expect, it } from "vitest";
import { pages } from "~/pages";
import { robotsTxt } from "./robots[.]txt";
import { sitemapXml } from "~/server/site/sitemap.server";

const origin = "https://www.example.com";
const listed = pages.filter(
  (page) => !("account" in page && page.account) && !("unlisted" in page && page.unlisted),
);

describe("sitemap.xml", () => {
  const xml = sitemapXml(origin);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it("lists every public page once per language, with absolute URLs", () => {
    expect(locs).toHaveLength(listed.length * 2);
    expect(locs).toContain(`${origin}/`);
    expect(locs).toContain(`${origin}/es`);
    expect(locs).toContain(`${origin}/highway-sign-quiz`);
    expect(locs).toContain(`${origin}/es/highway-sign-quiz`);
    expect(locs).toContain(`${origin}/licence-check`);
    expect(locs).toContain(`${origin}/es/licence-check`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  it("leaves out account and unlisted pages", () => {
    for (const path of ["/my-account", "/mycourse", "/module", "/checkout", "/welcome", "/set-password"]) {
      expect(locs).not.toContain(`${origin}${path}`);
      expect(locs).not.toContain(`${origin}/es${path}`);
    }
  });

  it("gives each URL its en, es and x-default alternates", () => {
    const entry = xml.split("<url>").find((part) => part.includes(`<loc>${origin}/es/flashcard</loc>`));
    expect(entry).toContain(`hreflang="en" href="${origin}/flashcard"`);
    expect(entry).toContain(`hreflang="es" href="${origin}/es/flashcard"`);
    expect(entry).toContain(`hreflang="x-default" href="${origin}/flashcard"`);
  });
});

describe("robots.txt", () => {
  const text = robotsTxt(origin);

  it("allows crawling and points to the sitemap", () => {
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });

  it("keeps the account area and API out in both languages, and nothing else", () => {
    const accountPaths = pages
      .filter((page) => "account" in page && page.account)
      .map((page) => `/${page.path}`);
    for (const path of accountPaths) {
      expect(text).toContain(`Disallow: ${path}\n`);
      expect(text).toContain(`Disallow: /es${path}\n`);
    }
    expect(text).toContain("Disallow: /api/\n");
    // The purchase steps say noindex on their personal URLs, which needs them crawlable.
    expect(text.match(/^Disallow: /gm)).toHaveLength(accountPaths.length * 2 + 1);
  });
});
