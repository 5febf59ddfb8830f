import { pendingEmailOf } from "../customers/email-change.server";
import { type ProductId, productIds, products } from "~/content/catalog";
import { allLessons } from "~/content/course/modules";
import { formatDate, formatDay, formatMoment, formatMoney } from "~/i18n/format";
import { lessonsAwaitingPayment } from "../lessons/lesson-purchases.server";
import { textsIn } from "~/i18n/catalogs.server";
import { type Locale, localizePath } from "~/i18n/locale";
import { type PurchaseStatus, purchaseStatuses } from "../platform/schema.server";
import type { Database } from "../platform/db.server";
import { listStaffActions } from "../platform/audit.server";
import { presentAuditEntries } from "./audit-entries.server";
import {
  type EarlierPurchase,
  manualPurchaseChoices,
  purchasePath,
} from "./customers-manual-purchase.server";
import { bookableDates } from "../first-aid/offered-dates.server";
import { fill } from "~/i18n/fill";
import { seatsLeftOf, todayInSchoolTimeZone } from "~/content/schedule";
import { reviewSummaryForCustomer } from "../review/review-cards.server";
import { notesOf } from "./customer-notes.server";
import { customerRecord } from "./customers-record.server";
import { staffInvoiceData } from "../invoices/customer-documents.server";
import { scheduledReminders } from "../first-aid/course-reminders.server";
import { SIMPLIFIED_INVOICE_LIMIT_CENTS } from "../invoices/recipient-address.server";

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
  "transfer-paid",
  "noted",
  "consent-recorded",
  "consent-already",
  "invoice-issued",
  "invoice-issued-mailed",
  "invoice-existed",
  "details-saved",
  "details-email-pending",
  "details-unchanged",
  // The exams section's (exams/exam-actions.server.ts).
  "exam-recorded",
  "exam-moved",
  "exam-unchanged",
  "exam-cancelled",
  "exam-result",
] as const;
export type DoneKey = (typeof doneKeys)[number];

/**
 * The message after a redirect (`?done=…`), only when it is one the page knows; `again` when the
 * form had been sent before and the message is what its first submission did.
 */
export function doneOf(url: URL): { key: DoneKey; status: string | null; again: boolean } | null {
  const key = doneKeys.find((candidate) => candidate === url.searchParams.get("done"));
  if (!key) return null;
  const status = purchaseStatuses.find((candidate) => candidate === url.searchParams.get("status")) ?? null;
  return { key, status, again: url.searchParams.get("again") === "1" };
}

/**
 * A mail's text for the office to read, without the links that belong to the customer alone (a
 * set-password or reset link would let the reader into the account).
 */
export function mailTextForStaff(mail: { text: string; links: string[] }, hidden: string): string {
  let text = mail.text;
  for (const link of mail.links) if (/[?&]token=/.test(link)) text = text.split(link).join(hidden);
  return text.replace(/https?:\/\/\S*[?&]token=\S*/g, hidden);
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
  // The customer's review cards, shown beside the course progress: only for a course they own.
  const review = record.ownsCourse ? await reviewSummaryForCustomer(db, customerId) : null;
  const notes = await notesOf(db, customerId);
  const hidden = textsIn("staffSafeguards", locale).mails.linkHidden;
  const lastLesson = allLessons.find((lesson) => lesson.id === record.progress.lastLessonId);
  const invoices = await staffInvoiceData(db, customerId, (number) =>
    localizePath(`/staff/customers/${encodeURIComponent(customerId)}/invoices/${number}.pdf`, locale),
  );
  return {
    customer: {
      id: record.id,
      email: record.email,
      name: record.name,
      phone: record.phone,
      dateOfBirth: record.dateOfBirth,
      pendingEmail: await pendingEmailOf(db, customerId),
      locale: record.locale,
      createdAt: record.createdAt.toISOString(),
      lastLogin: record.lastLogin?.toISOString() ?? null,
    },
    purchases: record.purchases.map((purchase) => ({
      ...purchase,
      productName: purchase.productName?.[locale] ?? purchase.productId,
      purchasedAt: purchase.purchasedAt.toISOString(),
      healthConsent:
        purchase.healthConsent && "at" in purchase.healthConsent
          ? { given: purchase.healthConsent.given, at: purchase.healthConsent.at.toISOString() }
          : purchase.healthConsent,
    })),
    // Someone who never had the course sees no course section (no "0 of 28 lessons").
    course: review && {
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
    notes: notes.map((note) => ({
      id: note.id,
      text: note.text,
      author: note.author ?? note.authorId,
      createdAt: note.createdAt.toISOString(),
    })),
    // Mails still to come (the course reminders), with when each goes out.
    scheduled: (await scheduledReminders(db, customerId)).map((mail) => ({
      ...mail,
      sendAt: mail.sendAt.toISOString(),
    })),
    mails: record.mails.map(({ links, ...mail }) => ({
      ...mail,
      text: mailTextForStaff({ text: mail.text, links }, hidden),
      createdAt: mail.createdAt.toISOString(),
      sentAt: mail.sentAt?.toISOString() ?? null,
    })),
    audit,
  };
}

export type CustomerPageData = NonNullable<Awaited<ReturnType<typeof customerPageData>>>;

/** The manual purchase form: the catalog's products with their prices, and a fresh form key. */
export async function newPurchaseFormData(db: Database, locale: Locale, formKey: string) {
  const t = textsIn("staffCustomers", locale);
  return {
    customersTexts: t,
    safeguardTexts: textsIn("staffSafeguards", locale),
    // The URL's key (see pageFormKey): sending the form twice, even after Back, records one purchase.
    formKey,
    methods: manualPurchaseChoices,
    // The amount above which the invoice must name the buyer's address, in the page's own format.
    billingHint: fill(t.purchase.billingHint, {
      amount: formatMoney(SIMPLIFIED_INVOICE_LIMIT_CENTS, locale),
    }),
    courseDates: await openCourseDates(db, locale),
    // A driving lesson's own payment names the lesson it pays.
    lessonsToPay: (await lessonsAwaitingPayment(db)).map((lesson) => ({
      value: lesson.id,
      label: fill(t.purchase.lessonOption, {
        customer: lesson.email,
        time: formatMoment(lesson.startsAt, locale),
        product: products[lesson.productId].name[locale],
      }),
    })),
    products: productIds.map((id) => ({
      id,
      label: `${products[id].name[locale]} · ${formatMoney(products[id].priceCents, locale)}`,
    })),
  };
}

/**
 * The manual purchase form's course dates: per course language, the dates that take bookings from
 * tomorrow on, in the page's words (a full date stays listed: the office may overbook knowingly).
 */
async function openCourseDates(db: Database, locale: Locale) {
  const t = textsIn("staffCustomers", locale);
  const today = todayInSchoolTimeZone();
  return Promise.all(
    (["en", "es"] as const).map(async (language) => ({
      language,
      label: fill(t.purchase.courseDateGroup, { language: t.customer.languages[language] }),
      dates: (await bookableDates(db, { language, after: today })).map((date) => ({
        value: date.date,
        label: fill(t.purchase.courseDateOption, {
          date: formatDate(date.date, locale, "long"),
          seats: seatsLeftOf(date),
          capacity: date.capacity,
        }),
      })),
    })),
  );
}

/** The earlier purchase a payment reference belongs to, in the page's words, with its link. */
export function earlierPurchaseView(earlier: EarlierPurchase, locale: Locale) {
  return {
    product: products[earlier.productId as ProductId]?.name[locale] ?? earlier.productId,
    date: formatDay(earlier.purchasedAt, locale),
    state: textsIn("staffCustomers", locale).customer.purchases.statuses[earlier.status as PurchaseStatus],
    customer: earlier.email ?? textsIn("staffSafeguards", locale).reference.none,
    path: earlier.customerId
      ? localizePath(purchasePath(earlier.customerId, earlier.purchaseId), locale)
      : null,
  };
}
