import { type Product } from "~/content/catalog";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoment, formatMoney } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { plural } from "~/i18n/plural";
import { env } from "../platform/env.server";
import { escapeHtml } from "../platform/html-escape.server";
import type { MailMessage } from "./mail-builders.server";
import { mailDocument, mailStyle } from "./mail-html.server";

// Notices to the school's inbox (site.schoolNotifications) about a paid purchase, a
// first-aid date booked over its capacity and a mail the outbox gave up on. One language, the
// office's (decision 016). Callers queue them with queueMail in the transaction of their cause.

export const schoolNoticeKinds = [
  "school-purchase",
  "school-overbooked",
  "school-mail-failed",
  "school-deletion-request",
  "school-booking-changed",
  "school-refund-requested",
  "school-booking-cancelled",
] as const;
type SchoolNoticeKind = (typeof schoolNoticeKinds)[number];

/** A notice to the school never causes another notice (no loop when the school's inbox fails). */
export function isSchoolNotice(kind: string): boolean {
  return (schoolNoticeKinds as readonly string[]).includes(kind);
}

/** Values from customers or SMTP servers go into a line of text: no line breaks, bounded length. */
export function oneLine(value: string, max = 300): string {
  return (
    value
      // With NEL and the Unicode line and paragraph separators, which break lines too (UAX #14).
      // eslint-disable-next-line no-control-regex -- control characters are exactly what must go.
      .replace(/[\r\n\t\u0000-\u001f\u007f\u0085\u2028\u2029]+/g, " ")
      .trim()
      .slice(0, max)
  );
}

export function notice(
  kind: SchoolNoticeKind,
  subject: string,
  lines: string[],
  staffPath: string,
): MailMessage {
  const { locale, email } = site.schoolNotifications;
  const t = textsIn("schoolNotices", locale);
  const link = `${env().PUBLIC_URL}${localizePath(staffPath, locale)}`;
  const body = [
    t.greeting,
    "",
    ...lines,
    "",
    fill(t.staffLink, { link }),
    "",
    fill(t.signature, { brand: site.brandName }),
    "",
    t.footer,
  ];
  const title = oneLine(subject, 200);
  return {
    kind,
    to: email,
    subject: title,
    text: body.join("\n"),
    html: mailDocument({
      locale,
      title,
      body: body.filter((line) => line !== "").map((line) => `<p>${escapeHtml(line)}</p>`),
      style: mailStyle,
    }),
    links: [link],
    locale,
    attachments: [],
  };
}

export function purchaseNotice(input: {
  product: Product;
  amountCents: number;
  /** Null when the payment carried no usable address (the staff dashboard lists the purchase). */
  customerEmail: string | null;
  customerName?: string | null;
  orderedOn: string;
  courseDate: string | null;
  /** How it was paid: by card on the website, or recorded by the office. */
  method: "card" | "bank-transfer" | "cash";
  reference: string;
}): MailMessage {
  const { locale } = site.schoolNotifications;
  const t = textsIn("schoolNotices", locale).purchase;
  const product = input.product.name[locale];
  const amount = formatMoney(input.amountCents, locale);
  const name = oneLine(input.customerName ?? "", 80);
  return notice(
    "school-purchase",
    fill(t.subject, { product, amount }),
    [
      t.intro[input.method],
      fill(t.product, { product }),
      fill(t.amount, { amount }),
      input.customerEmail
        ? fill(t.customer, { customer: name ? `${name} <${input.customerEmail}>` : input.customerEmail })
        : fill(t.customer, { customer: name ? `${name}, ${t.noEmail}` : t.noEmail }),
      fill(t.orderedOn, { date: formatDate(input.orderedOn, locale, "long") }),
      ...(input.courseDate ? [fill(t.courseDate, { date: formatDate(input.courseDate, locale) })] : []),
      fill(t.reference, { reference: oneLine(input.reference, 120) }),
    ],
    "/staff",
  );
}

export function overbookedNotice(input: {
  date: string;
  language: "en" | "es";
  booked: number;
  capacity: number;
}): MailMessage {
  const { locale } = site.schoolNotifications;
  const t = textsIn("schoolNotices", locale).overbooked;
  const date = formatDate(input.date, locale);
  return notice(
    "school-overbooked",
    fill(t.subject, { date }),
    [
      t.intro,
      fill(t.date, { date, language: t.languages[input.language] }),
      fill(t.seats, { booked: input.booked, capacity: input.capacity }),
    ],
    "/staff",
  );
}

export function mailFailedNotice(input: {
  to: string;
  subject: string;
  attempts: number;
  lastError: string;
}): MailMessage {
  const { locale } = site.schoolNotifications;
  const t = textsIn("schoolNotices", locale).mailFailed;
  const subject = oneLine(input.subject, 150);
  return notice(
    "school-mail-failed",
    fill(t.subject, { subject }),
    [
      plural(t.intro, input.attempts, locale),
      fill(t.to, { to: oneLine(input.to, 200) }),
      fill(t.about, { subject }),
      fill(t.error, { error: oneLine(input.lastError) }),
    ],
    "/staff/mail",
  );
}

/** A customer asked for their data to be deleted (the staff page of data requests lists it too). */
export function deletionRequestNotice(input: { email: string; requestedAt: Date }): MailMessage {
  const { locale } = site.schoolNotifications;
  const t = textsIn("schoolNotices", locale).deletionRequest;
  return notice(
    "school-deletion-request",
    t.subject,
    [
      t.intro,
      fill(t.customer, { customer: oneLine(input.email, 200) }),
      fill(t.requestedOn, { date: formatMoment(input.requestedAt, locale) }),
    ],
    "/staff/data-requests",
  );
}
