import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { CurrentUser } from "~/server/current-user.server";
import { SiteHeader } from "./site-header";

const customer: CurrentUser = { id: "u1", email: "ana@example.com", displayName: "Ana" };

function VisitorHeader() {
  return <SiteHeader user={null} />;
}

function CustomerHeader() {
  return <SiteHeader user={customer} />;
}

function render(path: string, user: CurrentUser | null): string {
  const Stub = createRoutesStub([{ path: "*", Component: user ? CustomerHeader : VisitorHeader }]);
  return renderToString(<Stub initialEntries={[path]} />);
}

function linkTexts(html: string): string[] {
  return [...html.matchAll(/<(?:a|button)[^>]*>([^<]+)<\/(?:a|button)>/g)].map((m) => m[1] as string);
}

describe("SiteHeader (SPEC §2)", () => {
  it("shows the visitor's menu", () => {
    expect(linkTexts(render("/about-us", null))).toEqual([
      "About Us",
      "Success Stories",
      "Services &amp; Prices",
      "Blog",
      "Log In",
      "Free Gift",
      "Español",
    ]);
  });

  it("shows the customer's menu", () => {
    expect(linkTexts(render("/about-us", customer))).toEqual([
      "My Account",
      "Services &amp; Prices",
      "Blog",
      "Log Out",
      "Español",
    ]);
  });

  it("speaks Spanish under /es and links within /es", () => {
    const html = render("/es/blog?page=2", null);
    expect(linkTexts(html)).toContain("Sobre nosotros");
    expect(html).toContain('href="/es/about-us"');
    // The language link points at the same page in English, query kept.
    expect(html).toMatch(/hrefLang="en-GB"[^>]*href="\/blog\?page=2"/);
  });
});
