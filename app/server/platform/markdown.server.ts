import { readFile } from "node:fs/promises";
import { escapeHtml } from "./html-escape.server";
import { projectPath } from "./project-root.server";
import { Marked } from "marked";
import { courseFigures } from "~/content/course/figures";
import { temporaryProtection } from "~/content/licence-rules/temporary-protection";
import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { textsIn } from "~/i18n/catalogs.server";
import { plural } from "~/i18n/plural";

// Long texts (legal pages, articles, lessons) are Markdown files per language, rendered on the
// server. Raw HTML in a content file is shown as text, never injected.
// `:de[Können Sie das bitte wiederholen?]` marks German words inside English or Spanish text, so
// screen readers pronounce them in German (WCAG 3.1.2) and the language tests know they are German.
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
  },
  extensions: [
    {
      name: "german",
      level: "inline",
      start: (source) => source.indexOf(":de["),
      tokenizer(source) {
        const match = /^:de\[([^\]]+)\]/.exec(source);
        if (!match) return undefined;
        return { type: "german", raw: match[0], tokens: this.lexer.inlineTokens(match[1] as string) };
      },
      renderer(token) {
        return `<span lang="de">${this.parser.parseInline(token.tokens ?? [])}</span>`;
      },
    },
  ],
});

export function renderMarkdown(source: string): string {
  return marked.parse(source, { async: false });
}

/**
 * Values content files may name as {{site.…}}, {{partners.…}} or {{course.…}}: the site config and
 * the course figures, never retyped.
 */
export function siteTokens(locale: Locale): Record<string, string> {
  return {
    "site.brandName": site.brandName,
    "site.legalName": site.legalName,
    "site.owners": site.owners.join(", "),
    "site.contactEmail": site.contactEmail,
    "site.supportEmail": site.supportEmail,
    "site.phoneDisplay": site.phoneDisplay,
    "site.vatId": site.vatId,
    "site.auditLogYears": String(site.auditLogYears),
    "site.office.street": site.office.street,
    "site.office.postalCode": site.office.postalCode,
    "site.office.city": site.office.city,
    "site.office.country": site.office.country[locale],
    "site.firstAidVenue.name": site.firstAidVenue.name,
    "site.firstAidVenue.street": site.firstAidVenue.street,
    "site.firstAidVenue.postalCode": site.firstAidVenue.postalCode,
    "site.firstAidVenue.city": site.firstAidVenue.city,
    "partners.theoryInstructorWebsite": site.partners.theoryInstructorWebsite,
    "partners.theoryGuidebook": site.partners.theoryGuidebook,
    "partners.reviewsPage": site.partners.reviewsPage,
    // The guarantee's days (terms of service §9) come from the course figures, like on the pages,
    // with their noun in the page's language ("30 days", "30 días").
    "course.guaranteePeriod": plural(
      textsIn("ui", locale).messages.course.guaranteeDays,
      courseFigures.guaranteeDays,
      locale,
    ),
    // Ukrainian licences under temporary protection: the end date, its decision and the day we
    // checked it live in one data file, which the licence check reads too.
    "protection.endsOn": formatDate(temporaryProtection.endsOn, locale, "long"),
    "protection.checkedOn": formatDate(temporaryProtection.checkedOn, locale, "long"),
    "protection.decision": temporaryProtection.decision.number,
    "protection.decisionUrl": temporaryProtection.decision.url,
    "protection.regulation": temporaryProtection.regulation.number,
    "protection.regulationUrl": temporaryProtection.regulation.url,
  };
}

/** Replaces {{name}} tokens; an unknown token is an error, so a typo never reaches a page. */
export function fillTokens(source: string, tokens: Record<string, string>): string {
  return source.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_match, name: string) => {
    const value = tokens[name];
    if (value === undefined) throw new Error(`Unknown content token {{${name}}}`);
    return value;
  });
}

/** Reads a content file below app/content (found from the server's own files, like migrations). */
export function readContentFile(...segments: string[]): Promise<string> {
  return readFile(projectPath("app", "content", ...segments), "utf8");
}
