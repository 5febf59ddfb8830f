import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { englishTheoryLessonsHtml, itemArticle, type LegalSlug, legalPageHtml } from "./articles.server";
import { guideHtml } from "./guide.server";

const locales = ["en", "es"] as const;
const legalSlugs: LegalSlug[] = ["legal-notice", "contact-information", "privacy-policy", "terms-of-service"];

describe("articles", () => {
  it.each(locales)("renders every legal page in %s with the site config filled in", (locale) => {
    for (const slug of legalSlugs) {
      const html = legalPageHtml(slug, locale);
      expect(html).not.toContain("{{");
      expect(html).toContain("<h2");
    }
    const notice = legalPageHtml("legal-notice", locale);
    for (const value of [site.contactEmail, site.office.street, site.office.postalCode, site.vatId]) {
      expect(notice).toContain(value);
    }
  });

  it.each(locales)("renders the English theory lessons article in %s with the partner links", (locale) => {
    const html = englishTheoryLessonsHtml(locale);
    expect(html).toContain(`href="${site.partners.theoryGuidebook}"`);
    expect(html).toContain(`href="${site.partners.theoryInstructorWebsite}"`);
  });

  it.each(locales)("gives tips and trips whose images exist in public/ (%s)", (locale) => {
    const tips = itemArticle("exam-anxiety-tips", locale);
    const trips = itemArticle("family-day-trips", locale);
    expect(tips.items).toHaveLength(5);
    expect(trips.items).toHaveLength(10);
    for (const item of [...tips.items, ...trips.items]) {
      expect(existsSync(path.join("public", item.image))).toBe(true);
      expect(item.html).toMatch(/^<p>/);
    }
  });

  it.each(locales)("splits the guide before its closing call to action (%s)", (locale) => {
    const { bodyHtml, closingHtml } = guideHtml(locale);
    expect(bodyHtml).toContain("<table>");
    expect(closingHtml).toMatch(/^<h2>/);
    expect(closingHtml.match(/<h2>/g)).toHaveLength(1);
  });
});
