import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localeTags } from "~/i18n/locale";
import { escapeHtml } from "../platform/html-escape.server";
import { legalFilesOnDisk, legalHtml, withdrawalHtml } from "../site/legal-documents.server";
import type { MailAttachment } from "./mail-builders.server";

// § 312f (2) BGB: the confirmation of a contract concluded online must hand the consumer the
// terms and the withdrawal information (Art. 246a § 1 (2) EGBGB, with the model withdrawal form of
// Anlage 2) on a durable medium. A link to a page that can change is not one; a file in the
// customer's own mailbox is. So every purchase mail carries both documents, in its language,
// rendered from the same Markdown files as the pages (app/content/legal/{en,es}), read from disk
// so a purchase recorded outside the Vite build (the seed script) gets them too.

/** The seller as the documents name it: legal name, address, e-mail (Art. 246a § 1 (1) Nr. 2, 3 EGBGB). */
export function sellerLine(locale: Locale): string {
  const { office } = site;
  return `${site.legalName}, ${office.street}, ${office.postalCode} ${office.city}, ${office.country[locale]} · ${site.supportEmail}`;
}

function htmlDocument(
  locale: Locale,
  title: string,
  body: string,
  publicUrl: string,
  sentWith: string,
): string {
  // Links inside the pages are site paths ("/test"); in a saved file they must name the site.
  const absoluteBody = body.replace(/href="\//g, `href="${publicUrl}/`);
  return [
    "<!doctype html>",
    `<html lang="${localeTags[locale]}">`,
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} – ${escapeHtml(site.brandName)}</title>`,
    "<style>body{font-family:system-ui,sans-serif;color:#1c2430;line-height:1.5;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{font-size:1.6rem}h2{font-size:1.3rem;margin-top:2rem}h3,h4{font-size:1.1rem}</style>",
    "</head>",
    "<body>",
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(sellerLine(locale))}<br>${escapeHtml(sentWith)}</p>`,
    absoluteBody,
    "</body>",
    "</html>",
  ].join("\n");
}

// The two texts change only with a release, which restarts the process: rendered once per language
// instead of inside every payment's transaction (a Markdown render of the whole terms each time).
const bodies = new Map<Locale, { terms: string; withdrawal: string }>();
function legalBodies(locale: Locale) {
  let rendered = bodies.get(locale);
  if (!rendered) {
    rendered = {
      terms: legalHtml(legalFilesOnDisk, "terms-of-service", locale),
      withdrawal: withdrawalHtml(legalFilesOnDisk, locale),
    };
    bodies.set(locale, rendered);
  }
  return rendered;
}

/** The terms of service and the withdrawal information with the model form, as HTML files. */
export function purchaseDocuments(locale: Locale, publicUrl: string, orderedOn: IsoDate): MailAttachment[] {
  const t = textsIn("mail", locale).documents;
  const sentWith = fill(t.sentWith, { date: formatDate(orderedOn, locale, "long") });
  const file = (entry: { title: string; filename: string }, body: string): MailAttachment => ({
    filename: entry.filename,
    contentType: "text/html; charset=utf-8",
    content: htmlDocument(locale, entry.title, body, publicUrl, sentWith),
  });
  const { terms, withdrawal } = legalBodies(locale);
  return [file(t.terms, terms), file(t.withdrawal, withdrawal)];
}
