import { and, asc, count, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import { productIds, products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { splitGross, sumSplits, type VatSplit } from "~/content/vat";
import type { Database } from "../db.server";
import { type FirstAidDateSeats, firstAidDatesWithSeats } from "../first-aid.server";
import {
  mailOutbox,
  type PurchaseAttention,
  purchases,
  staffAuditLog,
  users,
  webhookEvents,
} from "../schema.server";
import { acknowledgedAmong, alertKeys } from "./alert-acknowledgements.server";

// The figures of the staff dashboard, read from the purchase records, the outbox and
// the webhook's event log. The route only formats them.

type Reader = Pick<Database, "select">;

const day = 24 * 3600 * 1000;
/** How far back the dashboard looks for refunds, disputes and events it could not match. */
export const ALERT_DAYS = 30;

/** Webhook outcomes a person must look at (webhook.server.ts records them). */
export const unmatchedOutcomes = ["unknown_product", "missing_email", "unprocessable"] as const;

export async function recentPurchases(db: Reader, now = new Date()) {
  return db
    .select({
      id: purchases.id,
      purchasedAt: purchases.purchasedAt,
      productId: purchases.productId,
      email: users.email,
      amountCents: purchases.amountCents,
      status: purchases.status,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(gte(purchases.purchasedAt, new Date(now.getTime() - 7 * day)))
    .orderBy(desc(purchases.purchasedAt))
    .limit(200);
}

/** The month of `now` in the school's calendar (Europe/Berlin), as "YYYY-MM". */
export function schoolMonth(now = new Date()): `${number}-${number}` {
  return todayInSchoolTimeZone(now).slice(0, 7) as `${number}-${number}`;
}

/**
 * Paid purchases of the school's current month: what the month has earned (refunded and disputed
 * money is not revenue; failed and pending payments are none yet). One row per purchase, so the
 * VAT split can be made per purchase as the accountant's export makes it.
 */
export async function paidPurchasesOfMonth(db: Reader, month: string) {
  return db
    .select({ productId: purchases.productId, amountCents: purchases.amountCents })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, "paid"),
        sql`to_char(${purchases.purchasedAt} at time zone 'Europe/Berlin', 'YYYY-MM') = ${month}`,
      ),
    );
}

export interface ProductRevenue extends VatSplit {
  productId: string;
  count: number;
}

/**
 * The month's paid purchases summed per product, net, VAT and gross (content/vat.ts: each purchase
 * split on its own, then summed, as the accountant's export does, so the figures agree to the cent).
 */
export function revenueByProduct(
  rows: { productId: string; amountCents: number | null }[],
): ProductRevenue[] {
  const splits = new Map<string, VatSplit[]>();
  for (const row of rows) {
    splits.set(row.productId, [...(splits.get(row.productId) ?? []), splitGross(row.amountCents ?? 0)]);
  }
  return [...splits].map(([productId, list]) => ({ productId, count: list.length, ...sumSplits(list) }));
}

/** The month's total over every product. */
export function revenueTotal(rows: readonly ProductRevenue[]): VatSplit & { count: number } {
  return { count: rows.reduce((n, row) => n + row.count, 0), ...sumSplits(rows) };
}

/** How many coming first-aid dates the dashboard lists. */
export const NEXT_DATES = 6;

/** The next first-aid dates (both languages, open and cancelled), with seats taken and capacity. */
export async function nextFirstAidDates(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<FirstAidDateSeats[]> {
  return (await firstAidDatesWithSeats(db, { from: today })).slice(0, NEXT_DATES);
}

export interface DashboardAlerts {
  failedMails: number;
  /** The failed mails' alert key; null when there are none or they are acknowledged at this count. */
  failedMailsKey: string | null;
  reversedPurchases: {
    alertKey: string;
    id: string;
    productId: string;
    email: string | null;
    status: string;
    updatedAt: Date;
  }[];
  unmatchedEvents: {
    alertKey: string;
    id: string;
    type: string;
    outcome: string;
    detail: string | null;
    receivedAt: Date;
  }[];
  /** Eye tests booked without the health-data consent, until staff record it (or see to the alert). */
  consentMissing: {
    alertKey: string;
    id: string;
    productId: string;
    customerId: string | null;
    email: string | null;
    courseDate: string | null;
  }[];
  /** Purchases recorded with a value left out or replaced (the webhook's `attention` codes). */
  purchasesNeedingAttention: {
    alertKey: string;
    id: string;
    productId: string;
    email: string | null;
    status: string;
    reference: string;
    courseDate: string | null;
    attention: PurchaseAttention[];
    purchasedAt: Date;
  }[];
}

export async function dashboardAlerts(db: Reader, now = new Date()): Promise<DashboardAlerts> {
  const since = new Date(now.getTime() - ALERT_DAYS * day);
  const [failed] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
  const reversedPurchases = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      email: users.email,
      status: purchases.status,
      updatedAt: purchases.updatedAt,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        inArray(purchases.status, ["refunded", "disputed"]),
        gte(purchases.updatedAt, since),
        // The office's own refund is no alert: it was recorded on purpose (a dispute still is).
        sql`not (${purchases.status} = 'refunded' and exists (
          select 1 from ${staffAuditLog}
          where ${staffAuditLog.subjectType} = 'purchase'
            and ${staffAuditLog.subjectId} = ${purchases.id}::text
            and ${staffAuditLog.action} = 'customer.record-refund'))`,
      ),
    )
    .orderBy(desc(purchases.updatedAt))
    .limit(50);
  const purchasesNeedingAttention = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      email: users.email,
      status: purchases.status,
      reference: purchases.checkoutSessionId,
      courseDate: purchases.courseDate,
      attention: purchases.attention,
      purchasedAt: purchases.purchasedAt,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(and(sql`cardinality(${purchases.attention}) > 0`, gte(purchases.createdAt, since)))
    .orderBy(desc(purchases.createdAt))
    .limit(50);
  const unmatchedEvents = await db
    .select({
      id: webhookEvents.id,
      type: webhookEvents.type,
      outcome: webhookEvents.outcome,
      detail: webhookEvents.detail,
      receivedAt: webhookEvents.receivedAt,
    })
    .from(webhookEvents)
    .where(and(inArray(webhookEvents.outcome, [...unmatchedOutcomes]), gte(webhookEvents.receivedAt, since)))
    .orderBy(desc(webhookEvents.receivedAt))
    .limit(50);
  const consentMissing = await db
    .select({
      id: purchases.id,
      productId: purchases.productId,
      customerId: purchases.userId,
      email: users.email,
      courseDate: purchases.courseDate,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        inArray(purchases.productId, eyeTestProductIds),
        isNull(purchases.healthDataConsentAt),
        inArray(purchases.status, ["paid", "pending"]),
      ),
    )
    .orderBy(asc(purchases.courseDate))
    .limit(50);
  const failedMails = failed?.n ?? 0;
  const keyed = {
    failedMailsKey: failedMails > 0 ? alertKeys.failedMails(failedMails) : null,
    reversedPurchases: reversedPurchases.map((row) => ({
      ...row,
      alertKey: alertKeys.reversed(row.id, row.status),
    })),
    unmatchedEvents: unmatchedEvents.map((row) => ({ ...row, alertKey: alertKeys.event(row.id) })),
    purchasesNeedingAttention: purchasesNeedingAttention.map((row) => ({
      ...row,
      alertKey: alertKeys.attention(row.id, row.attention),
    })),
    consentMissing: consentMissing.map((row) => ({ ...row, alertKey: alertKeys.consent(row.id) })),
  };
  const seen = await acknowledgedAmong(db, [
    ...(keyed.failedMailsKey ? [keyed.failedMailsKey] : []),
    ...[
      ...keyed.reversedPurchases,
      ...keyed.unmatchedEvents,
      ...keyed.purchasesNeedingAttention,
      ...keyed.consentMissing,
    ].map((row) => row.alertKey),
  ]);
  const open = <T extends { alertKey: string }>(rows: T[]) => rows.filter((row) => !seen.has(row.alertKey));
  return {
    failedMails,
    failedMailsKey: keyed.failedMailsKey && !seen.has(keyed.failedMailsKey) ? keyed.failedMailsKey : null,
    reversedPurchases: open(keyed.reversedPurchases),
    unmatchedEvents: open(keyed.unmatchedEvents),
    purchasesNeedingAttention: open(keyed.purchasesNeedingAttention),
    consentMissing: open(keyed.consentMissing),
  };
}

/** The dates needing attention that nobody has seen to yet, each with its alert key. */
export async function openDateAlerts<T extends { id: string; reason: string }>(db: Reader, dates: T[]) {
  const keyed = dates.map((row) => ({ ...row, alertKey: alertKeys.date(row.id, row.reason) }));
  const seen = await acknowledgedAmong(
    db,
    keyed.map((row) => row.alertKey),
  );
  return keyed.filter((row) => !seen.has(row.alertKey));
}

const eyeTestProductIds = productIds.filter((id) => products[id].eyeTest);
