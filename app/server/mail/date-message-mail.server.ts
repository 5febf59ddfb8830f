import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { escapeHtml } from "../platform/html-escape.server";
import type { MailMessage } from "./mail-builders.server";
import { mailDocument, mailStyle } from "./mail-html.server";

// Staff's message to everyone booked on a first-aid date, in one attendee's language: the
// school's greeting, which course it is about, the staff's text as written (paragraphs kept, no
// markup: it is escaped), the signature.

export interface DateMessageInput {
  to: string;
  locale: Locale;
  name: string | null;
  courseDate: string;
  subject: string;
  text: string;
}

const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex -- a header must not carry control characters.
    .replace(/[\r\n\t\u0000-\u001f\u007f]+/g, " ")
    .trim()
    .slice(0, 200);

export function dateMessageMail(input: DateMessageInput): MailMessage {
  const t = textsIn("mail", input.locale);
  const office = textsIn("firstAidOffice", input.locale).mail;
  const name = oneLine(input.name ?? "").slice(0, 80);
  const greeting = name ? fill(t.greeting, { name }) : t.greetingNoName;
  const about = fill(office.about, { date: formatDate(input.courseDate, input.locale, "long") });
  const paragraphs = input.text
    .replace(/\r\n?/g, "\n")
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const signature = fill(t.signature, { brand: site.brandName });
  const footer = fill(t.footer, { email: site.supportEmail });
  const text = [greeting, "", about, "", ...paragraphs.flatMap((p) => [p, ""]), signature, "", footer].join(
    "\n",
  );
  const p = (line: string) => `<p>${escapeHtml(line).replaceAll("\n", "<br>")}</p>`;
  const subject = oneLine(input.subject);
  const body = [
    p(greeting),
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(about)}</p>`,
    ...paragraphs.map(p),
    p(signature),
    `<p style="font-size:13px;color:#4d5a6a">${escapeHtml(footer)}</p>`,
  ];
  const html = mailDocument({ locale: input.locale, title: subject, body, style: mailStyle });
  return {
    kind: "course-date-message",
    to: input.to,
    subject,
    text,
    html,
    links: [],
    locale: input.locale,
    attachments: [],
  };
}
