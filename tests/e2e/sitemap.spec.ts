import { expect, test } from "@playwright/test";
import { pages } from "../../app/pages";

// sitemap.xml and robots.txt: every public page in both languages, absolute URLs from PUBLIC_URL
// (the test server's own origin), account and purchase pages kept out.

const listed = pages.filter(
  (page) => !("account" in page && page.account) && !("unlisted" in page && page.unlisted),
);

test("sitemap.xml is well-formed and lists every public page in English and Spanish", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const xml = await response.text();

  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const sitemapNs = "http://www.sitemaps.org/schemas/sitemap/0.9";
    return {
      errors: doc.getElementsByTagName("parsererror").length,
      urls: [...doc.getElementsByTagNameNS(sitemapNs, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(sitemapNs, "loc")[0]?.textContent ?? "",
        alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map(
          (link) => `${link.getAttribute("hreflang")} ${link.getAttribute("href")}`,
        ),
      })),
    };
  }, xml);

  expect(parsed.errors).toBe(0);
  expect(parsed.urls).toHaveLength(listed.length * 2);
  const locs = parsed.urls.map((url) => url.loc);
  for (const entry of listed) {
    const en = new URL(`/${entry.path}`, baseURL).href;
    const es = new URL(entry.path ? `/es/${entry.path}` : "/es", baseURL).href;
    expect(locs).toContain(en);
    expect(locs).toContain(es);
    const alternates = parsed.urls.find((url) => url.loc === es)?.alternates;
    expect(alternates).toEqual([`en ${en}`, `es ${es}`, `x-default ${en}`]);
  }
  for (const path of ["/my-account", "/mycourse", "/checkout", "/welcome", "/set-password"]) {
    expect(locs).not.toContain(new URL(path, baseURL).href);
  }
});

test("robots.txt points to the sitemap and keeps the account pages out", async ({ request, baseURL }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toContain("User-agent: *");
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const disallowed = text
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length));
  const accountPages = pages.filter((page) => "account" in page && page.account);
  expect(accountPages.length).toBeGreaterThan(0);
  for (const entry of accountPages) {
    expect(disallowed).toContain(`/${entry.path}`);
    expect(disallowed).toContain(`/es/${entry.path}`);
  }
  expect(disallowed).toContain("/api/");
  // Nothing public is blocked, the purchase steps included: their personal URLs say noindex.
  for (const entry of pages.filter((page) => !("account" in page && page.account))) {
    expect(disallowed).not.toContain(`/${entry.path}`);
    expect(disallowed).not.toContain(`/es/${entry.path}`);
  }
});

test("a purchase step may be indexed, its personal URL never", async ({ request }) => {
  const robots = async (url: string) =>
    /<meta name="robots" content="noindex"/.test(await (await request.get(url)).text());
  const noindex: Record<string, boolean> = {
    "/welcome": false,
    "/es/set-password": false,
    "/forgot-password": false,
    "/checkout?product=examiner-course": true,
    "/welcome?session_id=cs_test_someone": true,
    "/es/welcome?session_id=cs_test_someone": true,
    "/set-password?token=abc": true,
    "/checkout?product=examiner-course&email=someone%40example.com": true,
  };
  for (const [url, expected] of Object.entries(noindex)) {
    expect(await robots(url), url).toBe(expected);
  }
});
