import { eq } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage, type QueuedAttachment } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import type { Tx } from "../payments/purchase-recording.server";
import type { WebhookContext } from "../payments/purchase-mail.server";
import { type purchases, users } from "../platform/schema.server";
import { documentAttachment, eInvoiceAttachments } from "./invoice-attachment.server";
import type { InvoiceDocument } from "./invoice-issue.server";

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
  /** A company's e-invoice files (XRechnung XML, Factur-X PDF), attached with the PDF. */
  eInvoice?: QueuedAttachment[];
}): MailMessage {
  const t = textsIn("missingInvoices", input.locale).mail;
  return compose("invoice", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { number: input.number, brand: site.brandName }),
    paragraphs: [
      fill(t.intro, { product: input.productName, date: formatDate(input.paidOn, input.locale) }),
      fill(t.attached, { number: input.number }),
      ...(input.eInvoice?.length ? [textsIn("invoices", input.locale).mail.eInvoiceAttached] : []),
    ],
    button: t.button,
    link: input.link,
    attachments: [input.pdf, ...(input.eInvoice ?? [])],
  });
}

/**
 * Queues the late invoice's mail to the purchase's account, in the transaction that issued it (the
 * PDF is drawn when the mail is sent). Whoever issues it, the office or the customer adding their
 * address, the customer gets the same mail. False when the purchase has no account to mail.
 */
export async function queueLateInvoiceMail(
  tx: Tx,
  purchase: typeof purchases.$inferSelect,
  invoice: InvoiceDocument,
  context: WebhookContext,
  now = new Date(),
): Promise<boolean> {
  if (!purchase.userId) return false;
  const [user] = await tx.select().from(users).where(eq(users.id, purchase.userId));
  if (!user) return false;
  const locale = purchase.locale;
  await queueMail(
    tx,
    lateInvoiceMail({
      to: user.email,
      locale,
      name: user.name,
      link: `${context.publicUrl}${localizePath("/my-account", locale)}`,
      productName: products[purchase.productId as ProductId]?.name[locale] ?? purchase.productId,
      paidOn: todayInSchoolTimeZone(purchase.paidAt ?? purchase.purchasedAt),
      number: invoice.number,
      pdf: documentAttachment(invoice),
      eInvoice: eInvoiceAttachments(invoice),
    }),
    now,
  );
  return true;
}
