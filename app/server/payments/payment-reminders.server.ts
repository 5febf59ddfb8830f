import { and, eq, isNull, lte } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoney } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { type AwaitedTransfer, cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { invoiceDocuments, purchases, users } from "../platform/schema.server";
import { addDays } from "../licence-check/deadlines.server";
import { awaitedTransfer } from "./bank-transfer.server";

// The one reminder of a bank transfer still awaited some days after its due date. The job that
// queues it runs on one instance at a time (scheduled-jobs), and each reminder is claimed by one
// conditional UPDATE of its purchase (`payment_reminder_sent_at` still null, still awaited) in the
// transaction that queues its mail: two runs that race anyway queue it once. Nothing is ever
// cancelled automatically (decision 048): an unpaid purchase stays on the dashboard as overdue.

export function paymentReminderMail(input: {
  to: string;
  locale: Locale;
  name: string | null;
  link: string;
  productName: string;
  amountCents: number;
  invoiceNumber: string;
  transfer: AwaitedTransfer;
}): MailMessage {
  const { locale, transfer } = input;
  const t = textsIn("mail", locale);
  const amount = formatMoney(input.amountCents, locale);
  return compose("payment-reminder", input.to, locale, cleanName(input.name), {
    subject: fill(t.paymentReminder.subject, { product: input.productName }),
    paragraphs: [
      fill(t.paymentReminder.intro, {
        amount,
        product: input.productName,
        number: input.invoiceNumber,
        date: formatDate(transfer.dueOn, locale, "long"),
      }),
    ],
    button: t.paymentReminder.button,
    link: input.link,
    after: [
      fill(t.paymentReminder.account, {
        reference: transfer.reference,
        holder: transfer.accountHolder,
        iban: transfer.iban,
        bic: transfer.bic,
      }),
    ],
  });
}

/** Queues every payment reminder that is due; returns how many this run queued. */
export async function queueDuePaymentReminders(
  db: Database,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  const today = todayInSchoolTimeZone(now);
  // Due on or before this day: its reminder day (due day + the configured days) has come.
  const lastDueDay: IsoDate = addDays(today, -site.bankTransfer.reminderDaysAfterDue);
  const due = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, "awaiting"),
        isNull(purchases.paymentReminderSentAt),
        lte(purchases.paymentDueOn, lastDueDay),
      ),
    );
  let queued = 0;
  for (const { id } of due) {
    const sent = await db.transaction(async (tx) => {
      // The claim: of two instances racing, exactly one UPDATE finds the row still unclaimed.
      const [claimed] = await tx
        .update(purchases)
        .set({ paymentReminderSentAt: now })
        .where(
          and(
            eq(purchases.id, id),
            eq(purchases.status, "awaiting"),
            isNull(purchases.paymentReminderSentAt),
          ),
        )
        .returning();
      if (!claimed?.userId || !claimed.paymentDueOn) return false;
      const [customer] = await tx
        .select({ email: users.email, name: users.name })
        .from(users)
        .where(eq(users.id, claimed.userId));
      const [invoice] = await tx
        .select({ number: invoiceDocuments.number })
        .from(invoiceDocuments)
        .where(and(eq(invoiceDocuments.purchaseId, id), eq(invoiceDocuments.kind, "invoice")))
        .limit(1);
      const product = products[claimed.productId as ProductId];
      if (!customer || !invoice || !product) return false;
      const locale = claimed.locale;
      await queueMail(
        tx,
        paymentReminderMail({
          to: customer.email,
          locale,
          name: customer.name,
          link: `${publicUrl}${localizePath("/my-account", locale)}`,
          productName: product.name[locale],
          amountCents: claimed.amountCents ?? product.priceCents,
          invoiceNumber: invoice.number,
          transfer: awaitedTransfer(claimed.paymentDueOn, invoice.number),
        }),
        now,
      );
      return true;
    });
    if (sent) queued++;
  }
  if (queued) log.info({ queued }, "payment reminders queued");
  return queued;
}
