import { and, desc, eq, isNull, max } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import { allLessons } from "~/content/course/modules";
import { courseAccessOf } from "../course/course-access-state.server";
import { progressPercent, readProgress } from "../course/progress.server";
import type { Database } from "../platform/db.server";
import {
  courseAccess,
  firstAidBookings,
  firstAidDates,
  lessonProgress,
  mailOutbox,
  type PurchaseStatus,
  purchases,
  sessions,
  users,
} from "../platform/schema.server";
import { manualPurchaseMethod, type PaymentMethod } from "./customers-manual-purchase.server";
import { healthConsentState } from "../first-aid/written-health-consent.server";

// What the office needs to see about one customer, read in one place.

/** The newest mails are what the office asks about; older ones stay in the table. */
export const MAILS_SHOWN = 50;

export interface CustomerPurchase {
  id: string;
  productId: string;
  /** Null for a product no longer in the catalog: shown by its id. */
  productName: { en: string; es: string } | null;
  status: PurchaseStatus;
  flagged: boolean;
  amountCents: number | null;
  method: PaymentMethod;
  purchasedAt: Date;
  courseDate: string | null;
  /** A refund can be recorded while the purchase still grants or awaits payment. */
  refundable: boolean;
  /** An awaited bank transfer: the day it is due (null otherwise). */
  paymentDueOn: string | null;
  /** Eye tests: how the health-data consent was given, or that it is missing (null: no eye test). */
  healthConsent: ReturnType<typeof healthConsentState>;
}

export interface CustomerRecord {
  id: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  name: string;
  locale: "en" | "es";
  createdAt: Date;
  purchases: CustomerPurchase[];
  /** The stored end (also when expired) and whether it gives access now. */
  courseAccess: { state: "active" | "expired" | "none"; endsAt: Date | null };
  hasCourse: boolean;
  /** Ever bought the course or was given access: the page shows the course section only then. */
  ownsCourse: boolean;
  progress: { completed: number; total: number; percent: number; lastLessonId: string | null };
  /** The latest lesson opened or completed, and the latest login. */
  lastLessonActivity: Date | null;
  lastLogin: Date | null;
  /** The seat's date as it is now (staff may have moved it), and that date's state. */
  bookings: {
    courseDate: string;
    language: "en" | "es";
    status: string;
    dateId: string;
    purchaseId: string;
    /** Marked by staff after the course; null = not marked. */
    attendance: "attended" | "no-show" | null;
  }[];
  mails: {
    id: string;
    kind: string;
    subject: string;
    /** The mail's text as sent, and the links it carried (personal ones: hidden by the page). */
    text: string;
    links: string[];
    status: string;
    attempts: number;
    lastError: string | null;
    createdAt: Date;
    sentAt: Date | null;
  }[];
}

export async function customerRecord(
  db: Database,
  _staffUserId: string,
  customerId: string,
  now = new Date(),
): Promise<CustomerRecord | null> {
  const [user] = await db.select().from(users).where(eq(users.id, customerId));
  if (!user) return null;
  const purchaseRows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, customerId))
    .orderBy(desc(purchases.purchasedAt));
  const access = await courseAccessOf(db, customerId, now);
  const [accessRow] = await db.select().from(courseAccess).where(eq(courseAccess.userId, customerId));
  const { progress, lastLessonId } = await readProgress(db, customerId);
  const [activity] = await db
    .select({ visited: max(lessonProgress.lastVisitedAt), completed: max(lessonProgress.completedAt) })
    .from(lessonProgress)
    .where(eq(lessonProgress.userId, customerId));
  const [login] = await db
    .select({ at: max(sessions.createdAt) })
    .from(sessions)
    .where(eq(sessions.userId, customerId));
  const bookings = await db
    .select({
      courseDate: firstAidDates.courseDate,
      language: firstAidDates.language,
      status: firstAidDates.status,
      dateId: firstAidDates.id,
      purchaseId: purchases.id,
      attendance: firstAidBookings.attendance,
    })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .where(eq(purchases.userId, customerId))
    .orderBy(desc(firstAidDates.courseDate));
  const mails = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      links: mailOutbox.links,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    // A business letter kept from an earlier, deleted account at this address is restricted
    // (Art. 18 GDPR): kept for the tax office, not for the office's work.
    .where(and(eq(mailOutbox.to, user.email), isNull(mailOutbox.restrictedAt)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(MAILS_SHOWN);

  return {
    id: user.id,
    email: user.email,
    name: user.name,
    phone: user.phone,
    dateOfBirth: user.dateOfBirth,
    locale: user.locale,
    createdAt: user.createdAt,
    purchases: purchaseRows.map((row) => {
      const product = products[row.productId as ProductId] as (typeof products)[ProductId] | undefined;
      return {
        id: row.id,
        productId: row.productId,
        productName: product?.name ?? null,
        status: row.status,
        flagged: row.flagged,
        amountCents: row.amountCents,
        method: manualPurchaseMethod(row.checkoutSessionId) ?? "card",
        purchasedAt: row.purchasedAt,
        courseDate: row.courseDate,
        refundable: row.status === "paid" || row.status === "pending",
        paymentDueOn: row.status === "awaiting" ? row.paymentDueOn : null,
        healthConsent: healthConsentState(row),
      };
    }),
    courseAccess: { state: access.state, endsAt: accessRow?.endsAt ?? null },
    hasCourse: purchaseRows.some(
      (row) => row.status === "paid" && Boolean(products[row.productId as ProductId]?.accessMonths),
    ),
    ownsCourse:
      Boolean(accessRow) ||
      purchaseRows.some((row) => Boolean(products[row.productId as ProductId]?.accessMonths)),
    progress: {
      completed: Object.values(progress).filter(Boolean).length,
      total: allLessons.length,
      percent: progressPercent(progress),
      lastLessonId,
    },
    lastLessonActivity: latest(activity?.visited ?? null, activity?.completed ?? null),
    lastLogin: login?.at ?? null,
    bookings,
    mails,
  };
}

function latest(a: Date | null, b: Date | null): Date | null {
  if (!a) return b;
  if (!b) return a;
  return a > b ? a : b;
}
