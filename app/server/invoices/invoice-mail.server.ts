import { site } from "~/content/site";
import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { cleanName, compose, type MailMessage, type QueuedAttachment } from "../mail/mail-builders.server";

// The mail that brings a customer an invoice issued later for a purchase they paid before, with the
// PDF attached, in the purchase's language.

export function lateInvoiceMail(input: {
  to: string;
  locale: Locale;
  name: string | null;
  link: string;
  productName: string;
  paidOn: IsoDate;
  number: string;
  pdf: QueuedAttachment;
  /** A company's e-invoice files (EN 16931), attached with the PDF. */
  eInvoice?: QueuedAttachment[];
}): MailMessage {
  const t = textsIn("missingInvoices", input.locale).mail;
  return compose("invoice", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { number: input.number, brand: site.brandName }),
    paragraphs: [
      fill(t.intro, { product: input.productName, date: formatDate(input.paidOn, input.locale) }),
      fill(t.attached, { number: input.number }),
    ],
    button: t.button,
    link: input.link,
    attachments: [input.pdf, ...(input.eInvoice ?? [])],
  });
}
