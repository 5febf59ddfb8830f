import { and, count, desc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { splitGross, sumSplits, type VatSplit } from "~/content/vat";
import type { Database } from "../db.server";
import { type FirstAidDateSeats, firstAidDatesWithSeats } from "../first-aid.server";
import { attentionAmong, type DateNeedingAttention } from "../first-aid/attendees.server";
import {
  mailOutbox,
  type PurchaseAttention,
  type PurchaseStatus,
  purchases,
  users,
  webhookEvents,
} from "../schema.server";

// The figures of the staff dashboard, read from the purchase records, the outbox and
// the webhook's event log. The route only formats them.

type Reader = Pick<Database, "select">;

const day = 24 * 3600 * 1000;
/** How far back the dashboard looks for refunds, disputes and events it could not match. */
export const ALERT_DAYS = 30;

/** Webhook outcomes a person must look at (webhook.server.ts records them). */
export const unmatchedOutcomes = ["unknown_product", "missing_email", "unprocessable"] as const;

/** The last week's purchases, newest first (at most 200). */
export async function recentPurchases(db: Reader, now = new Date()) {
  return (await dashboardActivity(db, now)).recentPurchases;
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
  const [year = 0, monthNumber = 0] = month.split("-").map(Number);
  const next = monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
  // The month's bounds as instants (midnight in Frankfurt), so the purchase time is compared as
  // stored and its index serves the range.
  const midnight = (day: string) => sql`(${day}::timestamp at time zone 'Europe/Berlin')`;
  return db
    .select({ productId: purchases.productId, amountCents: purchases.amountCents })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, "paid"),
        gte(purchases.purchasedAt, midnight(`${month}-01`)),
        lt(purchases.purchasedAt, midnight(`${next}-01`)),
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
  return (await firstAidOverview(db, today)).next;
}

/**
 * The dashboard's first-aid figures from one read of the dates to come: the next ones, and those
 * that need attention (overbooked, or cancelled with bookings).
 */
export async function firstAidOverview(
  db: Database,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<{ next: FirstAidDateSeats[]; attention: DateNeedingAttention[] }> {
  const dates = await firstAidDatesWithSeats(db, { from: today });
  return { next: dates.slice(0, NEXT_DATES), attention: attentionAmong(dates) };
}

/** A purchase of the last week, as the dashboard lists it. */
export interface RecentPurchase {
  id: string;
  purchasedAt: Date;
  productId: string;
  email: string | null;
  amountCents: number | null;
  status: PurchaseStatus;
}

export interface DashboardAlerts {
  failedMails: number;
  reversedPurchases: {
    id: string;
    productId: string;
    email: string | null;
    status: string;
    updatedAt: Date;
  }[];
  unmatchedEvents: { id: string; type: string; outcome: string; detail: string | null; receivedAt: Date }[];
  /** Purchases recorded with a value left out or replaced (the webhook's `attention` codes). */
  purchasesNeedingAttention: {
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
  return (await dashboardActivity(db, now)).alerts;
}

type PurchaseList = "recent" | "reversed" | "attention";

/**
 * The purchases the dashboard lists, in one statement (each statement costs the page about a
 * millisecond): the last week's (at most 200), those refunded or disputed in the last ALERT_DAYS
 * (50), and those recorded with a value left out or replaced (50), each list as its own part of a
 * UNION ALL with its own order and limit, told apart by `list`.
 */
async function dashboardPurchaseRows(db: Reader, now: Date) {
  const since = new Date(now.getTime() - ALERT_DAYS * day);
  const part = (list: PurchaseList) =>
    db
      .select({
        list: sql<PurchaseList>`${list}::text`.as("list"),
        id: purchases.id,
        productId: purchases.productId,
        email: users.email,
        status: purchases.status,
        amountCents: purchases.amountCents,
        reference: purchases.checkoutSessionId,
        courseDate: purchases.courseDate,
        attention: purchases.attention,
        purchasedAt: purchases.purchasedAt,
        updatedAt: purchases.updatedAt,
        createdAt: purchases.createdAt,
      })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId));
  const rows = await unionAll(
    part("recent")
      .where(gte(purchases.purchasedAt, new Date(now.getTime() - 7 * day)))
      .orderBy(desc(purchases.purchasedAt))
      .limit(200),
    part("reversed")
      .where(and(inArray(purchases.status, ["refunded", "disputed"]), gte(purchases.updatedAt, since)))
      .orderBy(desc(purchases.updatedAt))
      .limit(50),
    part("attention")
      .where(and(sql`cardinality(${purchases.attention}) > 0`, gte(purchases.createdAt, since)))
      .orderBy(desc(purchases.createdAt))
      .limit(50),
  );
  // A UNION ALL promises no order across its parts: each list is put in its order again.
  const list = (name: PurchaseList, by: "purchasedAt" | "updatedAt" | "createdAt") =>
    rows.filter((row) => row.list === name).sort((a, b) => b[by].getTime() - a[by].getTime());
  return {
    recent: list("recent", "purchasedAt"),
    reversed: list("reversed", "updatedAt"),
    attention: list("attention", "createdAt"),
  };
}

/** Everything the dashboard shows of purchases, mails and webhook events: three statements. */
export async function dashboardActivity(
  db: Reader,
  now = new Date(),
): Promise<{ recentPurchases: RecentPurchase[]; alerts: DashboardAlerts }> {
  const since = new Date(now.getTime() - ALERT_DAYS * day);
  const bought = await dashboardPurchaseRows(db, now);
  const [failed] = await db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.status, "failed"));
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
  return {
    recentPurchases: bought.recent.map((row) => ({
      id: row.id,
      purchasedAt: row.purchasedAt,
      productId: row.productId,
      email: row.email,
      amountCents: row.amountCents,
      status: row.status,
    })),
    alerts: {
      failedMails: failed?.n ?? 0,
      reversedPurchases: bought.reversed.map((row) => ({
        id: row.id,
        productId: row.productId,
        email: row.email,
        status: row.status,
        updatedAt: row.updatedAt,
      })),
      unmatchedEvents,
      purchasesNeedingAttention: bought.attention.map((row) => ({
        id: row.id,
        productId: row.productId,
        email: row.email,
        status: row.status,
        reference: row.reference,
        courseDate: row.courseDate,
        attention: row.attention,
        purchasedAt: row.purchasedAt,
      })),
    },
  };
}
