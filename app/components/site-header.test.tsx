import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { textsIn } from "~/i18n/catalogs.server";
import { localeFromPath } from "~/i18n/locale";
import { ServerUiTextsContext } from "~/i18n/ui-texts";
import type { CurrentUser } from "~/server/auth/current-user.server";

const texts = { en: textsIn("ui", "en"), es: textsIn("ui", "es") };
import { SiteHeader } from "./site-header";

const customer: CurrentUser = { id: "u1", email: "ana@example.com", displayName: "Ana", staff: false };

const staffMember: CurrentUser = { ...customer, id: "u2", staff: true };

function StaffHeader() {
  return <SiteHeader user={staffMember} />;
}

function VisitorHeader() {
  return <SiteHeader user={null} />;
}

function CustomerHeader() {
  return <SiteHeader user={customer} />;
}

function render(path: string, user: CurrentUser | null): string {
  const Component = user?.staff ? StaffHeader : user ? CustomerHeader : VisitorHeader;
  const Stub = createRoutesStub([{ path: "*", Component }]);
  // On the server the texts of the URL's language come from entry.server's context.
  return renderToString(
    <ServerUiTextsContext.Provider value={texts[localeFromPath(path.split("?")[0] ?? path)]}>
      <Stub initialEntries={[path]} />
    </ServerUiTextsContext.Provider>,
  );
}

function linkTexts(html: string): string[] {
  return [...html.matchAll(/<(?:a|button)[^>]*>([^<]+)<\/(?:a|button)>/g)].map((m) => m[1] as string);
}

describe("SiteHeader", () => {
  it("shows the visitor's menu", () => {
    expect(linkTexts(render("/about-us", null))).toEqual([
      "About us",
      "Success stories",
      "Services &amp; prices",
      "Blog",
      "Log in",
      "Free gift",
      "Español",
    ]);
  });

  it("shows the customer's menu", () => {
    expect(linkTexts(render("/about-us", customer))).toEqual([
      "My account",
      "My conversion",
      "Services &amp; prices",
      "Blog",
      "Log out",
      "Español",
    ]);
  });

  it("shows the staff link to staff only, in the page's language", () => {
    expect(linkTexts(render("/about-us", customer))).not.toContain("Staff");
    expect(linkTexts(render("/about-us", staffMember))).toEqual([
      "My account",
      "Staff",
      "Services &amp; prices",
      "Blog",
      "Log out",
      "Español",
    ]);
    const spanish = render("/es/about-us", staffMember);
    expect(linkTexts(spanish)).toContain("Personal");
    expect(spanish).toContain('href="/es/staff"');
  });

  it("speaks Spanish under /es and links within /es", () => {
    const html = render("/es/blog?page=2", null);
    expect(linkTexts(html)).toContain("Sobre nosotros");
    expect(html).toContain('href="/es/about-us"');
    // The language link points at the same page in English, query kept.
    expect(html).toMatch(/hrefLang="en-GB"[^>]*href="\/blog\?page=2"/);
  });
});
