import { randomUUID } from "node:crypto";
import { productIds, products } from "~/content/catalog";
import { allLessons } from "~/content/course/modules";
import { formatMoney } from "~/i18n/format";
import { textsIn } from "~/i18n/catalogs.server";
import type { Locale } from "~/i18n/locale";
import { purchaseStatuses } from "../schema.server";
import type { Database } from "../db.server";
import { listStaffActions } from "./audit.server";
import { presentAuditEntries } from "./audit-entries.server";
import { manualPaymentMethods } from "./customers-manual-purchase.server";
import { reviewSummaryForCustomer } from "../review/review-cards.server";
import { customerRecord } from "./customers-record.server";
import { staffInvoiceData } from "../invoices/customer-documents.server";
import { localizePath } from "~/i18n/locale";
import { scheduledReminders } from "../first-aid/course-reminders.server";

// What the customer page shows, as plain data in the page's language (dates as
// ISO strings, formatted by the page), read for the staff member behind the request.

/** The newest audit entries about a customer; /staff/log has them all. */
export const AUDIT_SHOWN = 50;

export const doneKeys = [
  "set-password",
  "password-reset",
  "recently-sent",
  "extended",
  "refunded",
  "refunded-partly",
  "billing-corrected",
  "billing-unchanged",
  "purchased",
  "duplicate",
  "unchanged",
] as const;
export type DoneKey = (typeof doneKeys)[number];

/** The message after a redirect (`?done=…`), only when it is one the page knows. */
export function doneOf(url: URL): { key: DoneKey; status: string | null } | null {
  const key = doneKeys.find((candidate) => candidate === url.searchParams.get("done"));
  if (!key) return null;
  const status = purchaseStatuses.find((candidate) => candidate === url.searchParams.get("status")) ?? null;
  return { key, status };
}

export async function customerPageData(
  db: Database,
  staffUserId: string,
  customerId: string,
  locale: Locale,
) {
  const record = await customerRecord(db, staffUserId, customerId);
  if (!record) return null;
  const { entries } = await listStaffActions(db, { customerId, limit: AUDIT_SHOWN });
  const audit = await presentAuditEntries(db, entries, locale);
  // The customer's review cards, shown beside the course progress.
  const review = await reviewSummaryForCustomer(db, customerId);
  const lastLesson = allLessons.find((lesson) => lesson.id === record.progress.lastLessonId);
  const invoices = await staffInvoiceData(db, customerId, (number) =>
    localizePath(`/staff/customers/${encodeURIComponent(customerId)}/invoices/${number}.pdf`, locale),
  );
  return {
    // A fresh one-time key per page: the same form sent twice carries the same key.
    formKey: randomUUID(),
    customer: {
      id: record.id,
      email: record.email,
      name: record.name,
      locale: record.locale,
      createdAt: record.createdAt.toISOString(),
      lastLogin: record.lastLogin?.toISOString() ?? null,
    },
    purchases: record.purchases.map((purchase) => ({
      ...purchase,
      productName: purchase.productName?.[locale] ?? purchase.productId,
      purchasedAt: purchase.purchasedAt.toISOString(),
    })),
    course: {
      state: record.courseAccess.state,
      endsAt: record.courseAccess.endsAt?.toISOString() ?? null,
      hasCourse: record.hasCourse,
      ...record.progress,
      lastLesson: lastLesson ? `${lastLesson.id} ${lastLesson.title[locale]}` : null,
      lastActivity: record.lastLessonActivity?.toISOString() ?? null,
      review: { ...review, lastReviewAt: review.lastReviewAt?.toISOString() ?? null },
    },
    bookings: record.bookings,
    invoices: { ...invoices, texts: textsIn("invoices", locale).staff },
    // Mails still to come (the course reminders), with when each goes out.
    scheduled: (await scheduledReminders(db, customerId)).map((mail) => ({
      ...mail,
      sendAt: mail.sendAt.toISOString(),
    })),
    mails: record.mails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    audit,
  };
}

export type CustomerPageData = NonNullable<Awaited<ReturnType<typeof customerPageData>>>;

/** The manual purchase form: the catalog's products with their prices, and a fresh form key. */
export function newPurchaseFormData(locale: Locale) {
  return {
    customersTexts: textsIn("staffCustomers", locale),
    // One key per rendering of the form: sending it twice records one purchase.
    formKey: randomUUID(),
    methods: manualPaymentMethods,
    products: productIds.map((id) => ({
      id,
      label: `${products[id].name[locale]} · ${formatMoney(products[id].priceCents, locale)}`,
    })),
  };
}
