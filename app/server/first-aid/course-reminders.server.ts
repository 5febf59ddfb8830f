import { and, asc, eq, gt, lte, type SQL, sql } from "drizzle-orm";
import { type IsoDate, schoolMoment, todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidBookingNotices, firstAidBookings, firstAidDates, purchases } from "../platform/schema.server";
import { bookingFacts } from "./booking-calendar.server";
import { courseReminderMail, isMailable } from "./booking-mails.server";

// The reminder before a first-aid course: `leadDays` before the course day, from `sendAt` (school
// time) on, with the time, venue, map link, what to bring and the calendar file. The job that
// queues it runs on one instance at a time (scheduled-jobs), and each reminder is recorded under
// the unique key (booking, date, "reminder") in the transaction that queues its mail: two runs
// that race anyway queue it once. A booking moved away, on a cancelled date or no longer paid
// (refunded, disputed) gets none; a booking moved to a new date gets that date's reminder.

/** `days` after a calendar day. */
function plusDays(day: IsoDate, days: number): IsoDate {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** When the reminder of a course on `courseDate` is due. */
export function reminderSendAt(courseDate: IsoDate, rule = site.firstAidReminder): Date {
  return schoolMoment(plusDays(courseDate, -rule.leadDays), rule.sendAt);
}

/**
 * Paid bookings on open dates after `today` whose reminder is not yet recorded and was still to
 * come when they were booked (a booking made after its reminder's moment got it all in the
 * confirmation), with its moment, soonest course first. `where` narrows it: the due ones, or
 * one customer's.
 */
async function pendingReminders(db: Database, today: IsoDate, where?: SQL) {
  const rows = await db
    .select({
      bookingId: firstAidBookings.id,
      dateId: firstAidDates.id,
      courseDate: firstAidDates.courseDate,
      bookedAt: firstAidBookings.createdAt,
    })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .leftJoin(
      firstAidBookingNotices,
      and(
        eq(firstAidBookingNotices.bookingId, firstAidBookings.id),
        eq(firstAidBookingNotices.dateId, firstAidDates.id),
        eq(firstAidBookingNotices.kind, "reminder"),
      ),
    )
    .where(
      and(
        eq(firstAidDates.status, "open"),
        eq(purchases.status, "paid"),
        gt(firstAidDates.courseDate, today),
        sql`${firstAidBookingNotices.id} is null`,
        where,
      ),
    )
    .orderBy(asc(firstAidDates.courseDate));
  return rows
    .map((row) => ({ ...row, sendAt: reminderSendAt(row.courseDate) }))
    .filter((row) => row.bookedAt < row.sendAt);
}

/** The bookings whose reminder is due at `now` and not yet recorded. */
async function dueReminders(db: Database, now: Date) {
  const today = todayInSchoolTimeZone(now);
  const soon = lte(firstAidDates.courseDate, plusDays(today, site.firstAidReminder.leadDays));
  return (await pendingReminders(db, today, soon)).filter((row) => row.sendAt <= now);
}

/** Queues every reminder that is due; returns how many this run queued. */
export async function queueDueReminders(
  db: Database,
  { now = new Date(), publicUrl }: { now?: Date; publicUrl: string },
): Promise<number> {
  let queued = 0;
  for (const due of await dueReminders(db, now)) {
    const sent = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(firstAidBookingNotices)
        .values({ bookingId: due.bookingId, dateId: due.dateId, kind: "reminder", sentAt: now })
        .onConflictDoNothing()
        .returning({ id: firstAidBookingNotices.id });
      if (!claimed) return false;
      // Read again inside the claim: a move or refund since the list was read wins (the claim on
      // the old date stays, harmless: that date's reminder is no longer this booking's).
      const facts = await bookingFacts(tx, due.bookingId);
      if (!facts || !isMailable(facts) || facts.dateId !== due.dateId || facts.purchaseStatus !== "paid")
        return false;
      await queueMail(tx, courseReminderMail(facts, publicUrl), now);
      return true;
    });
    if (sent) queued++;
  }
  if (queued) log.info({ queued }, "course reminders queued");
  return queued;
}

/** The reminders still to come for a customer's bookings, for the staff customer page. */
export async function scheduledReminders(db: Database, userId: string, now = new Date()) {
  const rows = await pendingReminders(db, todayInSchoolTimeZone(now), eq(purchases.userId, userId));
  return rows.map((row) => ({
    kind: "course-reminder" as const,
    courseDate: row.courseDate,
    sendAt: row.sendAt,
  }));
}
