import { site } from "~/content/site";
import type { Locale } from "~/i18n/locale";
import { type MailTexts, mailTexts } from "./mail-texts";

export interface MailMessage {
  kind: "set-password" | "account-updated" | "password-reset";
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  locale: Locale;
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A display name from the payment provider, made safe for a greeting line (never a header). */
function cleanName(name: string | null | undefined): string {
  return (
    (name ?? "")
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
      .replace(/[\r\n\t\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, 80)
  );
}

interface Parts {
  subject: string;
  paragraphs: string[];
  button: string;
  link: string;
  after?: string[];
}

function compose(
  kind: MailMessage["kind"],
  to: string,
  locale: Locale,
  name: string,
  parts: Parts,
): MailMessage {
  const t = mailTexts[locale];
  // Issue 11 §8: one support address, the site config's, in every mail (and as its Reply-To).
  const values = { brand: site.brandName, email: site.supportEmail };
  const greeting = name ? fill(t.greeting, { name }) : t.greetingNoName;
  const footer = fill(t.footer, values);
  const signature = fill(t.signature, values);
  const after = parts.after ?? [];
  const text = [
    greeting,
    "",
    ...parts.paragraphs,
    parts.link,
    "",
    ...after,
    ...(after.length ? [""] : []),
    signature,
    "",
    footer,
  ].join("\n");
  const p = (line: string) => `<p>${escapeHtml(line)}</p>`;
  const html = [
    `<!doctype html><html lang="${locale}"><body style="font-family:system-ui,sans-serif;color:#1c2430;line-height:1.5">`,
    p(greeting),
    ...parts.paragraphs.map(p),
    `<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#0b4f6c;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(parts.button)}</a></p>`,
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(parts.link)}</p>`,
    ...after.map(p),
    p(signature),
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(footer)}</p>`,
    "</body></html>",
  ].join("\n");
  return { kind, to, subject: parts.subject, text, html, links: [parts.link], locale };
}

/** What a purchase mail confirms besides the account: the terms, and for digital content the waiver. */
export interface PurchaseTerms {
  termsLink: string;
  /** The buyer agreed to immediate delivery of digital content and lost the right of withdrawal. */
  digitalWaiver: boolean;
}

function purchaseTermLines(locale: Locale, terms: PurchaseTerms): string[] {
  const t = mailTexts[locale].purchaseTerms;
  return [...(terms.digitalWaiver ? [t.digitalWaiver] : []), fill(t.terms, { termsLink: terms.termsLink })];
}

export function setPasswordMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  productName: string;
  link: string;
  validDays: number;
  terms: PurchaseTerms;
}): MailMessage {
  const t: MailTexts["setPassword"] = mailTexts[input.locale].setPassword;
  return compose("set-password", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [fill(t.intro, { product: input.productName }), fill(t.action, { days: input.validDays })],
    button: t.button,
    link: input.link,
    after: [t.after, ...purchaseTermLines(input.locale, input.terms)],
  });
}

export function accountUpdatedMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  productName: string;
  link: string;
  terms: PurchaseTerms;
}): MailMessage {
  const t = mailTexts[input.locale].accountUpdated;
  return compose("account-updated", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [fill(t.intro, { product: input.productName }), t.action],
    button: t.button,
    link: input.link,
    after: purchaseTermLines(input.locale, input.terms),
  });
}

export function passwordResetMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  link: string;
  validHours: number;
}): MailMessage {
  const t = mailTexts[input.locale].passwordReset;
  return compose("password-reset", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [t.intro, fill(t.action, { hours: input.validHours })],
    button: t.button,
    link: input.link,
    after: [t.ignore],
  });
}
