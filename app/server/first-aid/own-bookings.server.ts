import { and, asc, eq, inArray, isNotNull, isNull, or } from "drizzle-orm";
import {
  courseTime,
  firstAidSchedule,
  type IsoDate,
  schoolMoment,
  todayInSchoolTimeZone,
} from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { isUuid } from "./offered-dates.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidBookings, firstAidDates, purchases, users } from "../platform/schema.server";
import { bookingFacts } from "./booking-calendar.server";
import { bookingDateChangedMail, bookingPageLink, isMailable } from "./booking-mails.server";
import { type MovedBooking, moveBooking, selfMoveAction } from "./booking-move.server";
import { bookingChangedNotice, refundRequestedNotice } from "./school-booking-notices.server";
import { openDatesOf } from "./seats.server";
import { refused, type StaffActionResult, type Tx } from "./staff-action.server";

// A customer's own first-aid bookings: listed on /my-account, each with a page to move it to
// another date (until a cut-off before the course) or, when the school cancelled its date, to pick
// any open date or ask for a refund. The seat moves through the staff's `moveBooking`, so the same
// row locks guard it.

export interface OwnBooking {
  bookingId: string;
  dateId: string;
  date: IsoDate;
  language: Locale;
  startTime: string;
  endTime: string;
  dateStatus: "open" | "cancelled";
  /** The day (in the school's time zone) the school cancelled the date; null while it is open. */
  cancelledOn: IsoDate | null;
  refundRequested: boolean;
  /** The office moved the booking to the date it holds now (not the customer). */
  movedBySchool: boolean;
  /** The product bought (with or without the eye test). */
  productId: string;
}

/** A seat's columns as the customer's pages read them (here and in My account's one read). */
export const ownBookingColumns = {
  bookingId: firstAidBookings.id,
  dateId: firstAidDates.id,
  date: firstAidDates.courseDate,
  language: firstAidDates.language,
  startTime: firstAidDates.startTime,
  endTime: firstAidDates.endTime,
  dateStatus: firstAidDates.status,
  // A cancelled date is changed no more (it can only be reopened): its last change is the cancellation.
  dateChangedAt: firstAidDates.changedAt,
  refundRequestedAt: firstAidBookings.refundRequestedAt,
  refundDismissedAt: firstAidBookings.refundDismissedAt,
  movedBySchoolAt: firstAidBookings.movedBySchoolAt,
};

function ownBookingsQuery(db: Database, userId: string, bookingId?: string) {
  return db
    .select({ ...ownBookingColumns, productId: purchases.productId })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .where(and(eq(purchases.userId, userId), bookingId ? eq(firstAidBookings.id, bookingId) : undefined))
    .orderBy(asc(firstAidDates.courseDate));
}

/** A booking as the customer's pages show it, from its row (here and on My account). */
export function ownBookingOf(row: Awaited<ReturnType<typeof ownBookingsQuery>>[number]): OwnBooking {
  return {
    bookingId: row.bookingId,
    dateId: row.dateId,
    date: row.date,
    language: row.language,
    startTime: courseTime(row.startTime),
    endTime: courseTime(row.endTime),
    dateStatus: row.dateStatus,
    cancelledOn:
      row.dateStatus === "cancelled" && row.dateChangedAt ? todayInSchoolTimeZone(row.dateChangedAt) : null,
    // A request staff dismissed is no longer open: the customer may choose a date or ask again.
    refundRequested: row.refundRequestedAt !== null && row.refundDismissedAt === null,
    movedBySchool: row.movedBySchoolAt !== null,
    productId: row.productId,
  };
}

/** The customer's bookings from today on, soonest first (a seat exists only while paid). */
export async function ownBookings(
  db: Database,
  userId: string,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<OwnBooking[]> {
  const rows = await ownBookingsQuery(db, userId);
  return rows.map(ownBookingOf).filter((booking) => booking.date >= today);
}

/** One booking of the customer; undefined for anyone else's (the page answers 404 alike). */
export async function ownBooking(
  db: Database,
  userId: string,
  bookingId: string,
): Promise<OwnBooking | undefined> {
  if (!isUuid(bookingId)) return undefined;
  const rows = await ownBookingsQuery(db, userId, bookingId);
  return rows[0] ? ownBookingOf(rows[0]) : undefined;
}

/** The moment a course starts (its day and time in the school's time zone). */
export function courseStartsAt(date: IsoDate, startTime: string): Date {
  return schoolMoment(date, startTime);
}

/**
 * What the customer may do with a booking now. "moved": after the cut-off, a booking the office
 * moved; the date sold was not kept, so the customer may ask for the price back (§§ 323, 346 BGB)
 * as for a cancelled date, but no longer move it here.
 */
export type ChangeRule = "change" | "cancelled" | "moved" | "cutOff" | "past";

/** The rules under which the customer may ask for a refund: the school did not keep the date sold. */
export const refundRules: readonly ChangeRule[] = ["cancelled", "moved"];

export function changeRuleOf(
  booking: Pick<OwnBooking, "date" | "startTime" | "dateStatus"> & { movedBySchool?: boolean },
  now = new Date(),
): ChangeRule {
  const starts = courseStartsAt(booking.date, booking.startTime);
  if (starts.getTime() <= now.getTime()) return "past";
  // A date the school cancelled: no cut-off, the customer picks any open date or a refund.
  if (booking.dateStatus === "cancelled") return "cancelled";
  const cutOff = starts.getTime() - firstAidSchedule.freeCancellationHours * 3600 * 1000;
  if (now.getTime() < cutOff) return "change";
  return booking.movedBySchool ? "moved" : "cutOff";
}

export type OwnChangeResult = StaffActionResult | { ok: false; status: 409; field: string; error: "cutOff" };

/**
 * Moves the customer's own seat to `targetDateId` (any open date of the same language with a free
 * seat), then mails the customer and the school through the outbox, all in the move's transaction.
 */
export async function changeOwnBooking(
  db: Database,
  {
    userId,
    bookingId,
    targetDateId,
    now = new Date(),
  }: { userId: string; bookingId: string; targetDateId: string; now?: Date },
): Promise<OwnChangeResult> {
  const booking = await ownBooking(db, userId, bookingId);
  if (!booking) return refused(404, "bookingId", "bookingNotFound");
  let cutOff = false;
  const result = await moveBooking(db, userId, {
    bookingId,
    targetDateId,
    today: todayInSchoolTimeZone(now),
    action: selfMoveAction,
    // The customer's own mails below say more than the staff move's notice; the calendar's
    // sequence rises all the same.
    notify: false,
    // Checked again under the booking's lock: staff may have moved or cancelled it meanwhile.
    allowed: async (locked, source, tx) => {
      const [owner] = await tx
        .select({ userId: purchases.userId })
        .from(purchases)
        .where(eq(purchases.checkoutSessionId, locked.checkoutSessionId));
      if (owner?.userId !== userId) return refused(404, "bookingId", "bookingNotFound");
      const rule = changeRuleOf(
        {
          ...booking,
          date: source.courseDate,
          startTime: courseTime(source.startTime),
          dateStatus: source.status,
        },
        now,
      );
      if (rule === "cutOff" || rule === "moved" || rule === "past") {
        cutOff = true;
        return refused(409, "targetDateId", "targetPast");
      }
      return null;
    },
    onMoved: async (moved, tx) => {
      // Read after the move: the new date, the raised calendar sequence, the customer's language.
      const facts = await bookingFacts(tx, bookingId);
      if (!facts || !isMailable(facts)) return;
      const publicUrl = env().PUBLIC_URL;
      const wayBack = await wayBackAfterMove(tx, moved, now);
      await queueMail(
        tx,
        bookingDateChangedMail(
          facts,
          {
            by: "customer",
            previousDate: moved.from.date,
            // The confirmation step of moving back: a GET that changes nothing (mail scanners open links).
            wayBack:
              wayBack === "free"
                ? {
                    state: "free",
                    link: `${bookingPageLink(publicUrl, facts.locale, bookingId)}?to=${moved.from.id}`,
                  }
                : wayBack === "gone"
                  ? { state: "gone" }
                  : null,
          },
          publicUrl,
          moved.reissued,
        ),
      );
      await queueMail(
        tx,
        bookingChangedNotice({
          customer: `${facts.name} <${facts.email}>`,
          from: moved.from.date,
          to: moved.to.courseDate,
          language: moved.to.language,
        }),
      );
    },
  });
  if (cutOff) return { ok: false, status: 409, field: "targetDateId", error: "cutOff" };
  return result;
}

/**
 * Whether the seat just left is still there to move back to, read after the move has offered it to
 * the waiting list: "free" while the old date takes the customer again (open, a seat left, and the
 * new date still changeable), "gone" when it does not, null when the old date was cancelled (there
 * is nothing to go back to, and the customer knows it).
 */
async function wayBackAfterMove(tx: Tx, moved: MovedBooking, now: Date): Promise<"free" | "gone" | null> {
  const [source] = await tx
    .select({ status: firstAidDates.status })
    .from(firstAidDates)
    .where(eq(firstAidDates.id, moved.from.id));
  if (!source || source.status === "cancelled") return null;
  const rule = changeRuleOf(
    {
      date: moved.to.courseDate,
      startTime: courseTime(moved.to.startTime),
      dateStatus: moved.to.status,
    },
    now,
  );
  if (rule !== "change") return "gone";
  const open = await openDatesOf(tx, moved.to.language, { today: todayInSchoolTimeZone(now), now });
  const old = open.find((day) => day.id === moved.from.id);
  return old && old.seatsLeft > 0 ? "free" : "gone";
}

/**
 * The customer of a cancelled date, or of a booking the office moved once the cut-off has passed,
 * asks for the money back: the booking is marked (the staff dashboard lists it) and the school gets
 * a notice. Once: a repeat changes nothing.
 */
export async function requestRefund(
  db: Database,
  { userId, bookingId, now = new Date() }: { userId: string; bookingId: string; now?: Date },
): Promise<"requested" | "already" | "notAllowed" | "notFound"> {
  const booking = await ownBooking(db, userId, bookingId);
  if (!booking) return "notFound";
  if (booking.refundRequested) return "already";
  if (!refundRules.includes(changeRuleOf(booking, now))) return "notAllowed";
  return db.transaction(async (tx) => {
    const [marked] = await tx
      .update(firstAidBookings)
      .set({ refundRequestedAt: new Date(), refundDismissedAt: null })
      .where(
        and(
          eq(firstAidBookings.id, bookingId),
          or(isNull(firstAidBookings.refundRequestedAt), isNotNull(firstAidBookings.refundDismissedAt)),
        ),
      )
      .returning({ id: firstAidBookings.id });
    if (!marked) return "already";
    const [customer] = await tx.select().from(users).where(eq(users.id, userId));
    await queueMail(
      tx,
      refundRequestedNotice({
        customer: customer ? `${customer.name} <${customer.email}>` : userId,
        date: booking.date,
        language: booking.language,
      }),
    );
    return "requested";
  });
}

/**
 * Refund requests the school has not settled yet (the booking still holds its seat, nobody has
 * dismissed the request), for the dashboard.
 */
export async function openRefundRequests(db: Database) {
  return refundRequestsOf(await openRefundRequestsQuery(db));
}

/** The select of `openRefundRequests`, not yet run (the dashboard reads it with its other figures). */
export function openRefundRequestsQuery(db: Pick<Database, "select">) {
  return db
    .select({
      bookingId: firstAidBookings.id,
      requestedAt: firstAidBookings.refundRequestedAt,
      date: firstAidDates.courseDate,
      language: firstAidDates.language,
      email: users.email,
      userId: users.id,
    })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        inArray(purchases.status, ["paid"]),
        or(eq(firstAidDates.status, "cancelled"), isNotNull(firstAidBookings.movedBySchoolAt)),
        isNull(firstAidBookings.refundDismissedAt),
      ),
    )
    .orderBy(asc(firstAidBookings.refundRequestedAt));
}

/** Only the bookings whose customer asked for the refund. */
export function refundRequestsOf(rows: Awaited<ReturnType<typeof openRefundRequestsQuery>>) {
  return rows.filter((row) => row.requestedAt !== null);
}
