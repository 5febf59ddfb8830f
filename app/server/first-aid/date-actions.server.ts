import { and, count, eq } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { isUuid } from "./offered-dates.server";
import { firstAidBookings, firstAidDates } from "../platform/schema.server";
import { env } from "../platform/env.server";
import { afterDateCancelled } from "./booking-notify.server";
import { endWaitlistOfCancelledDate } from "./waitlist-cancel.server";
import { closedDayMap, closedReason } from "./closed-days.server";
import { recordDateAction } from "./date-audit.server";
import { timeOfDay } from "./date-fill.server";
import { changed, refused, type StaffActionResult, type Tx, unchanged } from "./staff-action.server";
import { seatsChanged } from "../platform/seat-changes.server";
import { seatsTakenOn } from "./seats.server";
import { offerFreedSeats } from "./waitlist.server";

// Staff change a date's capacity, cancel a date or add an extra one. Each runs in one
// transaction that locks the date row, checks the state, changes it and writes one audit row; a
// repeated submission finds the state reached and changes nothing (and writes no second row).

/** Seats booked on a date, read under the date row's lock (see `lockedDate`). */
export async function seatsBookedOn(tx: Tx, dateId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(firstAidBookings)
    .where(eq(firstAidBookings.dateId, dateId));
  return row?.n ?? 0;
}

/**
 * The date row, locked FOR UPDATE: a seat inserted or moved onto it holds a key-share lock on it
 * (the foreign key), which this waits for, so the count read afterwards is the real one.
 */
export async function lockedDate(tx: Tx, dateId: string) {
  if (!isUuid(dateId)) return undefined;
  const [row] = await tx.select().from(firstAidDates).where(eq(firstAidDates.id, dateId)).for("update");
  return row;
}

/** A change `decide` allows: the columns to set and what the audit row says before → after. */
interface DateChange {
  set: { capacity?: number; status?: "open" | "cancelled"; bookingsClosedAt?: Date | null };
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  /** Work after the update, in its transaction (the customers' mails); adds to the audit's after. */
  afterwards?: (tx: Tx) => Promise<Record<string, unknown>>;
}

type DateRow = NonNullable<Awaited<ReturnType<typeof lockedDate>>>;

/**
 * One staff change of a date, in one transaction: lock the row, let `decide` check its state (a
 * refusal, `unchanged` for a state already reached, or the change), update it and write one audit
 * row as `action`.
 */
function changeDate(
  db: Database,
  staffUserId: string,
  dateId: string,
  action: string,
  decide: (day: DateRow, tx: Tx) => Promise<StaffActionResult | DateChange>,
): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    const day = await lockedDate(tx, dateId);
    if (!day) return refused(404, "dateId", "dateNotFound");
    const decision = await decide(day, tx);
    if (!("set" in decision)) return decision;
    await tx
      .update(firstAidDates)
      .set({ ...decision.set, changedBy: staffUserId, changedAt: new Date() })
      .where(eq(firstAidDates.id, dateId));
    const more = decision.afterwards ? await decision.afterwards(tx) : {};
    await recordDateAction(tx, {
      actor: staffUserId,
      action,
      subjectType: "course-date",
      subjectId: dateId,
      before: decision.before,
      after: { ...decision.after, ...more },
    });
    // More capacity or a reopened date may free seats for the waiting list (and the pages show them).
    await offerFreedSeats(tx, dateId);
    return changed;
  });
}

/** Capacity never below the seats already booked. */
export function changeDateCapacity(
  db: Database,
  staffUserId: string,
  { dateId, capacity }: { dateId: string; capacity: number },
): Promise<StaffActionResult> {
  return changeDate(db, staffUserId, dateId, "course-date.capacity", async (day, tx) => {
    // Seats held for the waiting list count: a hold promised to someone is not taken back here.
    const booked = await seatsTakenOn(tx, dateId);
    if (capacity < booked) return refused(409, "capacity", "capacityBelowBooked", { booked });
    if (day.capacity === capacity) return unchanged;
    return { set: { capacity }, before: { capacity: day.capacity }, after: { capacity } };
  });
}

/**
 * Cancels a date: never offered again; its seats stay booked (listed for contact and flagged by
 * `datesNeedingAttention` until they are moved). Nothing is deleted. Every booked customer is
 * told (next open dates, where to choose one, a cancelling calendar file), and so is everyone on
 * its waiting list (which ends), unless staff said not to.
 */
export function cancelFirstAidDate(
  db: Database,
  staffUserId: string,
  {
    dateId,
    today = todayInSchoolTimeZone(),
    notify = true,
    publicUrl = env().PUBLIC_URL,
  }: { dateId: string; today?: IsoDate; notify?: boolean; publicUrl?: string },
): Promise<StaffActionResult> {
  return changeDate(db, staffUserId, dateId, "course-date.cancel", async (day, tx) => {
    if (day.status === "cancelled") return unchanged;
    if (day.courseDate < today) return refused(409, "dateId", "datePast");
    return {
      set: { status: "cancelled" },
      before: { status: "open", bookings: await seatsBookedOn(tx, dateId) },
      after: { status: "cancelled" },
      afterwards: async (inner) => {
        const { notified } = await afterDateCancelled(inner, { dateId, today }, { notify, publicUrl });
        const waitlistTold = await endWaitlistOfCancelledDate(
          inner,
          { dateId, today },
          { notify, publicUrl },
        );
        return { customersTold: notified, waitlistTold };
      },
    };
  });
}

/** Undoes a cancellation (a mistaken click): the date is offered again while it has seats. */
export function reopenFirstAidDate(
  db: Database,
  staffUserId: string,
  { dateId, today = todayInSchoolTimeZone() }: { dateId: string; today?: IsoDate },
): Promise<StaffActionResult> {
  return changeDate(db, staffUserId, dateId, "course-date.reopen", async (day) => {
    if (day.status === "open") return unchanged;
    if (day.courseDate <= today) return refused(409, "dateId", "datePast");
    return { set: { status: "open" }, before: { status: "cancelled" }, after: { status: "open" } };
  });
}

/**
 * Closes a date for new bookings without cancelling it: the public pages and the checkout no
 * longer offer it (`takesBookings`), its bookings stay and the course takes place.
 */
export function closeDateBookings(
  db: Database,
  staffUserId: string,
  { dateId, today = todayInSchoolTimeZone() }: { dateId: string; today?: IsoDate },
): Promise<StaffActionResult> {
  return changeDate(db, staffUserId, dateId, "course-date.close-bookings", async (day) => {
    if (day.bookingsClosedAt) return unchanged;
    if (day.status === "cancelled") return refused(409, "dateId", "dateCancelled");
    if (day.courseDate < today) return refused(409, "dateId", "datePast");
    return {
      set: { bookingsClosedAt: new Date() },
      before: { bookings: "open" },
      after: { bookings: "closed" },
    };
  });
}

/** Opens a closed date for bookings again. */
export function reopenDateBookings(
  db: Database,
  staffUserId: string,
  { dateId, today = todayInSchoolTimeZone() }: { dateId: string; today?: IsoDate },
): Promise<StaffActionResult> {
  return changeDate(db, staffUserId, dateId, "course-date.reopen-bookings", async (day) => {
    if (!day.bookingsClosedAt) return unchanged;
    if (day.courseDate <= today) return refused(409, "dateId", "datePast");
    return { set: { bookingsClosedAt: null }, before: { bookings: "closed" }, after: { bookings: "open" } };
  });
}

export interface ExtraDate {
  language: Locale;
  date: IsoDate;
  /** "9:00" or "09:00"; the schedule's times when left out. */
  startTime?: string;
  endTime?: string;
  capacity?: number;
  /** Staff confirmed a date on a public holiday or a closed day. */
  confirmClosed?: boolean;
}

/**
 * An extra date: any future day, one per language and day (the rule's dates included), with the
 * schedule's times and capacity unless given. The id of the new row on success.
 */
export async function addFirstAidDate(
  db: Database,
  staffUserId: string,
  input: ExtraDate,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<StaffActionResult & { dateId?: string }> {
  if (input.date <= today) return refused(409, "date", "datePast");
  if (!input.confirmClosed && closedReason(input.date, await closedDayMap(db, input.date)))
    return refused(409, "date", "dateClosed");
  return db.transaction(async (tx) => {
    const row = {
      language: input.language,
      courseDate: input.date,
      startTime: timeOfDay(input.startTime ?? firstAidSchedule.startTime),
      endTime: timeOfDay(input.endTime ?? firstAidSchedule.endTime),
      capacity: input.capacity ?? firstAidSchedule.capacity,
      createdBy: staffUserId,
    };
    const [added] = await tx
      .insert(firstAidDates)
      .values(row)
      .onConflictDoNothing({ target: [firstAidDates.language, firstAidDates.courseDate] })
      .returning({ id: firstAidDates.id });
    if (!added) return refused(409, "date", "dateDuplicate");
    seatsChanged();
    await recordDateAction(tx, {
      actor: staffUserId,
      action: "course-date.add",
      subjectType: "course-date",
      subjectId: added.id,
      before: null,
      after: { ...row, createdBy: undefined },
    });
    return { ...changed, dateId: added.id };
  });
}

/** The date of one language and day, if there is one (for forms that name a day). */
export async function firstAidDateOn(db: Database, language: Locale, date: IsoDate) {
  const [row] = await db
    .select()
    .from(firstAidDates)
    .where(and(eq(firstAidDates.language, language), eq(firstAidDates.courseDate, date)));
  return row;
}
