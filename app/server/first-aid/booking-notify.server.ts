import { eq, sql } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import { queueMail } from "../mail/outbox.server";
import { firstAidBookingNotices, firstAidBookings } from "../platform/schema.server";
import { bookingFacts, bookingFactsOnDate } from "./booking-calendar.server";
import { openDatesOf } from "./seats.server";
import {
  bookingDateChangedMail,
  dateCancelledMail,
  isMailable,
  type MailableBooking,
  type OpenDate,
  type ReissuedDocuments,
} from "./booking-mails.server";
import type { Tx } from "./staff-action.server";

// What the customer hears when staff change their booking: written in the transaction of the
// change, so the change, its mail and its audit row commit together or not at all. Staff may
// untick "tell the customer" for one action; the calendar sequence rises all the same, so a file
// sent later still replaces the entry the customer holds.

/** Whether and where to tell the customer: links in the mails point to `publicUrl`. */
export interface Telling {
  notify: boolean;
  publicUrl: string;
}

/** How many next dates the cancellation notice lists. */
export const NEXT_DATES_SHOWN = 3;

async function raiseSequence(tx: Tx, where: ReturnType<typeof eq>): Promise<void> {
  await tx
    .update(firstAidBookings)
    .set({ calendarSequence: sql`${firstAidBookings.calendarSequence} + 1` })
    .where(where);
}

/**
 * For any other change of a booking's date (the customer's own choice): call it in the change's
 * transaction before building the attachment, so the new file replaces the calendar's entry.
 */
export function raiseCalendarSequence(tx: Tx, bookingId: string): Promise<void> {
  return raiseSequence(tx, eq(firstAidBookings.id, bookingId));
}

/**
 * After a move: the entry's new sequence, and the mail with the new date (when asked), carrying the
 * credit note and new invoice when the move reissued the invoice.
 */
export async function afterBookingMoved(
  tx: Tx,
  {
    bookingId,
    previousDate,
    reissued = null,
    askedByCustomer = false,
  }: {
    bookingId: string;
    previousDate: IsoDate;
    reissued?: ReissuedDocuments | null;
    /** The office carried out the customer's wish: no refund is offered. */
    askedByCustomer?: boolean;
  },
  telling: Telling,
): Promise<{ notified: boolean }> {
  await raiseSequence(tx, eq(firstAidBookings.id, bookingId));
  if (!telling.notify) return { notified: false };
  const facts = await bookingFacts(tx, bookingId);
  if (!facts || !isMailable(facts) || facts.purchaseStatus !== "paid") return { notified: false };
  await queueMail(
    tx,
    bookingDateChangedMail(
      facts,
      { by: askedByCustomer ? "request" : "school", previousDate },
      telling.publicUrl,
      reissued,
    ),
  );
  return { notified: true };
}

/** Open dates of a course language after `today` with a free seat, soonest first. */
export async function nextOpenDates(
  tx: Tx,
  language: Locale,
  { today = todayInSchoolTimeZone(), limit = NEXT_DATES_SHOWN } = {},
): Promise<OpenDate[]> {
  const dates = await openDatesOf(tx, language, { today });
  return dates.filter((date) => date.seatsLeft > 0).slice(0, limit);
}

/**
 * After a date was cancelled: every seat's entry gets a new sequence; each paid booking with an
 * address gets the notice (next open dates, the link to choose one, METHOD:CANCEL), recorded per
 * booking and date so the dashboard sees who has not chosen a new date. Returns how many were told.
 */
export async function afterDateCancelled(
  tx: Tx,
  { dateId, today = todayInSchoolTimeZone() }: { dateId: string; today?: IsoDate },
  telling: Telling,
): Promise<{ notified: number }> {
  await raiseSequence(tx, eq(firstAidBookings.dateId, dateId));
  if (!telling.notify) return { notified: 0 };
  const bookings = (await bookingFactsOnDate(tx, dateId)).filter(
    (facts) => facts.purchaseStatus === "paid" && isMailable(facts),
  );
  const [first] = bookings;
  if (!first) return { notified: 0 };
  const nextDates = await nextOpenDates(tx, first.courseLanguage, { today });
  let notified = 0;
  for (const facts of bookings) {
    if (!isMailable(facts)) continue;
    await tellDateCancelled(tx, facts, { nextDates, publicUrl: telling.publicUrl });
    notified++;
  }
  return { notified };
}

/**
 * A payment that arrived for a date already cancelled: its seat gets the same notice a
 * cancellation sends (next open dates, the page to choose one or ask for a refund), recorded the
 * same way for the dashboard. False when there is nobody to mail.
 */
export async function afterPaidOnCancelledDate(
  tx: Tx,
  { bookingId, today = todayInSchoolTimeZone() }: { bookingId: string; today?: IsoDate },
  publicUrl: string,
): Promise<boolean> {
  const facts = await bookingFacts(tx, bookingId);
  if (!facts || !isMailable(facts) || facts.purchaseStatus !== "paid") return false;
  const nextDates = await nextOpenDates(tx, facts.courseLanguage, { today });
  await tellDateCancelled(tx, facts, { nextDates, publicUrl });
  return true;
}

/** The cancellation notice of one seat, and its record per booking and date. */
async function tellDateCancelled(
  tx: Tx,
  facts: MailableBooking,
  { nextDates, publicUrl }: { nextDates: readonly OpenDate[]; publicUrl: string },
): Promise<void> {
  await queueMail(tx, dateCancelledMail(facts, { nextDates, publicUrl }));
  // A date cancelled again after a reopening tells again; the dashboard counts from the latest.
  await tx
    .insert(firstAidBookingNotices)
    .values({ bookingId: facts.bookingId, dateId: facts.dateId, kind: "date-cancelled" })
    .onConflictDoUpdate({
      target: [firstAidBookingNotices.bookingId, firstAidBookingNotices.dateId, firstAidBookingNotices.kind],
      set: { sentAt: new Date() },
    });
}
