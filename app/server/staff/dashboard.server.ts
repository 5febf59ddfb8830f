import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, type SQL, sql } from "drizzle-orm";
import { productIds, products } from "~/content/catalog";
import { unionAll } from "drizzle-orm/pg-core";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { splitGross, sumSplits, type VatSplit } from "~/content/vat";
import type { Database } from "../platform/db.server";
import {
  dateSeatsOf,
  type FirstAidDateSeats,
  firstAidDatesWithSeats,
  firstAidDatesWithSeatsQuery,
} from "../first-aid/offered-dates.server";
import { attentionAmong, type DateNeedingAttention } from "../first-aid/attendees.server";
import {
  alertAcknowledgements,
  firstAidBookingNotices,
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  type PurchaseAttention,
  type PurchaseStatus,
  purchases,
  staffAuditLog,
  users,
  webhookEvents,
} from "../platform/schema.server";
import { alertKeys } from "./alert-acknowledgements.server";
import { openDeletionRequestCountQuery } from "../data-requests/deletion-requests.server";
import { openRefundRequestsQuery, refundRequestsOf } from "../first-aid/own-bookings.server";
import { overdueOf, overdueTransfersQuery } from "./overdue-transfers.server";
import {
  type BuiltReads,
  buildReads,
  readTogether,
  type Rows,
  runBuiltReads,
} from "../platform/read-together.server";
import { lateCancellationsOpenQuery, unpaidLessonsQuery } from "../lessons/lesson-dashboard.server";

// The figures of the staff dashboard, read from the purchase records, the outbox and
// the webhook's event log. The route only formats them.

type Reader = Pick<Database, "select" | "execute">;

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
export function paidPurchasesOfMonth(db: Reader, month: string) {
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
  /** The failed mails' alert key; null when there are none or they are seen to at this count. */
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

/** The alerts nobody has seen to yet. */
export async function dashboardAlerts(db: Reader, now = new Date()): Promise<DashboardAlerts> {
  const { alerts, seen } = await dashboardActivity(db, now);
  return withoutSeen(seen, alerts, []).alerts;
}

/**
 * The alerts (and dates needing attention) without those a staff member has seen to: `seen`
 * holds the acknowledged keys among them, read in the figures' own statement.
 */
export function withoutSeen<Date_ extends { id: string; reason: string }>(
  seen: ReadonlySet<string>,
  alerts: DashboardAlerts,
  dates: Date_[],
): { alerts: DashboardAlerts; dates: (Date_ & { alertKey: string })[] } {
  const keyedDates = dates.map((row) => ({ ...row, alertKey: alertKeys.date(row.id, row.reason) }));
  const open = <T extends { alertKey: string }>(rows: T[]) => rows.filter((row) => !seen.has(row.alertKey));
  return {
    alerts: {
      failedMails: alerts.failedMails,
      failedMailsKey:
        alerts.failedMailsKey && !seen.has(alerts.failedMailsKey) ? alerts.failedMailsKey : null,
      reversedPurchases: open(alerts.reversedPurchases),
      unmatchedEvents: open(alerts.unmatchedEvents),
      purchasesNeedingAttention: open(alerts.purchasesNeedingAttention),
      consentMissing: open(alerts.consentMissing),
    },
    dates: open(keyedDates),
  };
}

const eyeTestProductIds = productIds.filter((id) => products[id].eyeTest);

type PurchaseList = "recent" | "reversed" | "attention" | "consent";

/**
 * The purchases the dashboard lists, in one statement (each statement costs the page about a
 * millisecond): the last week's (at most 200), those refunded or disputed in the last ALERT_DAYS
 * (50) unless the office recorded the refund itself, those recorded with a value left out or
 * replaced (50), and eye tests still without the health-data consent (50), each list as its own
 * part of a UNION ALL with its own order and limit, told apart by `list`.
 */
function dashboardPurchasesQuery(db: Reader, now: Date) {
  const since = new Date(now.getTime() - ALERT_DAYS * day);
  // Whether staff have seen to the row's alert, by its key as alertKeys writes it (none for a
  // purchase that is only recent).
  const alertKeyOf: Record<PurchaseList, SQL | null> = {
    recent: null,
    reversed: sql`'reversed:' || ${purchases.id} || ':' || ${purchases.status}`,
    attention: sql`'attention:' || ${purchases.id} || ':' || array_to_string(${purchases.attention}, '.')`,
    consent: sql`'consent:' || ${purchases.id}`,
  };
  const part = (list: PurchaseList) =>
    db
      .select({
        list: sql<PurchaseList>`${list}::text`.as("list"),
        id: purchases.id,
        productId: purchases.productId,
        customerId: purchases.userId,
        email: users.email,
        status: purchases.status,
        amountCents: purchases.amountCents,
        reference: purchases.checkoutSessionId,
        courseDate: purchases.courseDate,
        attention: purchases.attention,
        purchasedAt: purchases.purchasedAt,
        updatedAt: purchases.updatedAt,
        createdAt: purchases.createdAt,
        seen: seenSql(alertKeyOf[list]),
      })
      .from(purchases)
      .leftJoin(users, eq(users.id, purchases.userId));
  return unionAll(
    part("recent")
      .where(gte(purchases.purchasedAt, new Date(now.getTime() - 7 * day)))
      .orderBy(desc(purchases.purchasedAt))
      .limit(200),
    part("reversed")
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
      .limit(50),
    // By the last change: a code added later (a lesson pack refunded after its units were used)
    // is shown too, however old the purchase.
    part("attention")
      .where(and(sql`cardinality(${purchases.attention}) > 0`, gte(purchases.updatedAt, since)))
      .orderBy(desc(purchases.createdAt))
      .limit(50),
    part("consent")
      .where(
        and(
          inArray(purchases.productId, eyeTestProductIds),
          isNull(purchases.healthDataConsentAt),
          inArray(purchases.status, ["paid", "pending"]),
        ),
      )
      .orderBy(desc(purchases.createdAt))
      .limit(50),
  );
}

/** The rows of `dashboardPurchasesQuery` as its four lists. */
function purchaseLists(rows: Awaited<ReturnType<typeof dashboardPurchasesQuery>>) {
  // A UNION ALL promises no order across its parts: each list is put in its order again.
  const list = (name: PurchaseList, by: "purchasedAt" | "updatedAt" | "createdAt") =>
    rows.filter((row) => row.list === name).sort((a, b) => b[by].getTime() - a[by].getTime());
  return {
    recent: list("recent", "purchasedAt"),
    reversed: list("reversed", "updatedAt"),
    attention: list("attention", "createdAt"),
    consent: list("consent", "createdAt"),
  };
}

/**
 * Whether an alert's key is among those staff have seen to (the acknowledgements' primary key
 * serves it), as a column of the row that raised the alert: the alerts and whether they were seen
 * to come in one statement.
 */
function seenSql(key: SQL | null) {
  return key
    ? sql<boolean>`exists (select 1 from ${alertAcknowledgements} where ${alertAcknowledgements.alertKey} = ${key})`.mapWith(
        Boolean,
      )
    : sql<boolean>`false`.mapWith(Boolean);
}

/** The reads of `dashboardActivity`, not yet run. */
function activityReads(db: Reader, now: Date) {
  const since = new Date(now.getTime() - ALERT_DAYS * day);
  return {
    bought: dashboardPurchasesQuery(db, now),
    // The count's key names the count (alertKeys.failedMails): more failures are a new alert.
    failed: db
      .select({
        n: count(),
        seen: seenSql(sql`'failed-mails:' || count(${mailOutbox.id})`),
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.status, "failed")),
    unmatchedEvents: db
      .select({
        id: webhookEvents.id,
        type: webhookEvents.type,
        outcome: webhookEvents.outcome,
        detail: webhookEvents.detail,
        receivedAt: webhookEvents.receivedAt,
        seen: seenSql(sql`'event:' || ${webhookEvents.id}`),
      })
      .from(webhookEvents)
      .where(
        and(inArray(webhookEvents.outcome, [...unmatchedOutcomes]), gte(webhookEvents.receivedAt, since)),
      )
      .orderBy(desc(webhookEvents.receivedAt))
      .limit(50),
  };
}

/** Everything the dashboard shows of purchases, mails and webhook events: one statement. */
export async function dashboardActivity(
  db: Reader,
  now = new Date(),
): Promise<{ recentPurchases: RecentPurchase[]; alerts: DashboardAlerts; seen: Set<string> }> {
  return activityOf(await readTogether(db, activityReads(db, now)));
}

/** The figures' reads as of `now`, not yet run. */
function figuresReads(db: Database, now: Date) {
  return {
    ...activityReads(db, now),
    paid: paidPurchasesOfMonth(db, schoolMonth(now)),
    dates: firstAidDatesWithSeatsQuery(db, { from: todayInSchoolTimeZone(now), now }),
    unchosen: unchosenAfterCancellation(db, now),
    overdue: overdueTransfersQuery(db, todayInSchoolTimeZone(now)),
    refundRequests: openRefundRequestsQuery(db),
    deletionRequests: openDeletionRequestCountQuery(db),
    unpaidLessons: unpaidLessonsQuery(db, now),
    lateCancellations: lateCancellationsOpenQuery(db),
    seenDates: seenDatesQuery(db, todayInSchoolTimeZone(now)),
  };
}

/**
 * The acknowledged alerts of the coming first-aid dates, for either reason a date needs attention
 * (first-aid/attendees.server.ts, attentionAmong): which of them holds is known once the seats
 * are counted, so both keys of every coming date are looked up (a few dozen, by primary key).
 */
function seenDatesQuery(db: Reader, today: IsoDate) {
  const reasons = sql.join(
    dateAlertReasons.map((reason) => sql`(${reason})`),
    sql`, `,
  );
  return db
    .select({ key: alertAcknowledgements.alertKey })
    .from(alertAcknowledgements)
    .where(
      sql`${alertAcknowledgements.alertKey} in (select 'date:' || ${firstAidDates.id} || ':' || reason
        from ${firstAidDates} cross join (values ${reasons}) as reasons(reason)
        where ${firstAidDates.courseDate} >= ${today})`,
    );
}

/** Every reason a date needs attention (attentionAmong's). */
const dateAlertReasons: readonly DateNeedingAttention["reason"][] = ["cancelledWithBookings", "overbooked"];

let lastFigures: { at: number; built: BuiltReads<ReturnType<typeof figuresReads>> } | null = null;

/**
 * The figures' statement as of `now`, built once a second. Drizzle writes its ~7.7 KB of SQL by
 * walking some thousand chunks, ~10 % of a view's time when done for every view (decision 082);
 * within one second of `now` the statement is the same, only the rows it reads are not. The
 * figures themselves are read on every view. The statement holds no database: any one runs it.
 */
function figuresStatement(db: Database, now: Date): BuiltReads<ReturnType<typeof figuresReads>> {
  const at = Math.floor(now.getTime() / 1000) * 1000;
  if (lastFigures?.at !== at) {
    lastFigures = { at, built: buildReads(figuresReads(db, new Date(at)), "staff_dashboard") };
  }
  return lastFigures.built;
}

/**
 * Every figure of the dashboard but which alerts staff have seen to, in one statement: purchases,
 * failed mails, unmatched webhook events, the month's paid purchases, the coming first-aid dates,
 * customers who have not chosen a new date or asked for a refund, overdue transfers, lessons unpaid
 * near their start and late cancellations still to be charged and, for an
 * owner, the open deletion requests. Read fresh on every view: staff act on these figures.
 */
export async function dashboardFigures(
  db: Database,
  { now = new Date(), owner }: { now?: Date; owner: boolean },
) {
  const read = await runBuiltReads(db, figuresStatement(db, now));
  const dates = dateSeatsOf(read.dates);
  const activity = activityOf(read);
  for (const { key } of read.seenDates) activity.seen.add(key);
  return {
    ...activity,
    paid: read.paid,
    dates: { next: dates.slice(0, NEXT_DATES), attention: attentionAmong(dates) },
    unchosen: read.unchosen,
    overdue: overdueOf(read.overdue),
    refundRequests: refundRequestsOf(read.refundRequests),
    unpaidLessons: read.unpaidLessons,
    lateCancellations: read.lateCancellations,
    // Deletion requests are the owners' to answer: only they are shown them (a count, read in
    // the same statement either way).
    deletionRequests: owner ? (read.deletionRequests[0]?.open ?? 0) : 0,
  };
}

/** The rows of `activityReads` as the dashboard shows them. */
function activityOf({
  bought: rows,
  failed: [failed],
  unmatchedEvents,
}: Awaited<Rows<ReturnType<typeof activityReads>>>): {
  recentPurchases: RecentPurchase[];
  alerts: DashboardAlerts;
  seen: Set<string>;
} {
  const bought = purchaseLists(rows);
  const alerts: DashboardAlerts = {
    failedMails: failed?.n ?? 0,
    failedMailsKey: failed?.n ? alertKeys.failedMails(failed.n) : null,
    reversedPurchases: bought.reversed.map((row) => ({
      alertKey: alertKeys.reversed(row.id, row.status),
      id: row.id,
      productId: row.productId,
      email: row.email,
      status: row.status,
      updatedAt: row.updatedAt,
    })),
    unmatchedEvents: unmatchedEvents.map(({ seen: _seen, ...row }) => ({
      ...row,
      alertKey: alertKeys.event(row.id),
    })),
    consentMissing: bought.consent.map((row) => ({
      alertKey: alertKeys.consent(row.id),
      id: row.id,
      productId: row.productId,
      customerId: row.customerId,
      email: row.email,
      courseDate: row.courseDate,
    })),
    purchasesNeedingAttention: bought.attention.map((row) => ({
      alertKey: alertKeys.attention(row.id, row.attention),
      id: row.id,
      productId: row.productId,
      email: row.email,
      status: row.status,
      reference: row.reference,
      courseDate: row.courseDate,
      attention: row.attention,
      purchasedAt: row.purchasedAt,
    })),
  };
  // The keys of the alerts the statement found acknowledged (each row's key is the one above).
  const seen = new Set<string>();
  if (failed?.seen && alerts.failedMailsKey) seen.add(alerts.failedMailsKey);
  const seenTo = (rows: { seen: boolean }[], keyed: { alertKey: string }[]) => {
    keyed.forEach(({ alertKey }, index) => {
      if (rows[index]?.seen) seen.add(alertKey);
    });
  };
  seenTo(bought.reversed, alerts.reversedPurchases);
  seenTo(unmatchedEvents, alerts.unmatchedEvents);
  seenTo(bought.consent, alerts.consentMissing);
  seenTo(bought.attention, alerts.purchasesNeedingAttention);
  return {
    seen,
    recentPurchases: bought.recent.map((row) => ({
      id: row.id,
      purchasedAt: row.purchasedAt,
      productId: row.productId,
      email: row.email,
      amountCents: row.amountCents,
      status: row.status,
    })),
    alerts,
  };
}

/** Days a customer has to choose a new date after a cancellation notice before the office looks. */
export const CHOOSE_DAYS = 3;

/**
 * Customers told at least CHOOSE_DAYS ago that their date was cancelled whose seat is still on
 * that date (not moved, not refunded): the office contacts them.
 */
export function unchosenAfterCancellation(db: Reader, now = new Date()) {
  return db
    .select({
      bookingId: firstAidBookings.id,
      customerId: users.id,
      email: users.email,
      courseDate: firstAidDates.courseDate,
      language: firstAidDates.language,
      toldAt: firstAidBookingNotices.sentAt,
    })
    .from(firstAidBookingNotices)
    .innerJoin(
      firstAidBookings,
      and(
        eq(firstAidBookings.id, firstAidBookingNotices.bookingId),
        eq(firstAidBookings.dateId, firstAidBookingNotices.dateId),
      ),
    )
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(firstAidBookingNotices.kind, "date-cancelled"),
        eq(firstAidDates.status, "cancelled"),
        eq(purchases.status, "paid"),
        lte(firstAidBookingNotices.sentAt, new Date(now.getTime() - CHOOSE_DAYS * day)),
      ),
    )
    .orderBy(asc(firstAidBookingNotices.sentAt))
    .limit(200);
}
