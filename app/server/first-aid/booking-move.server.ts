import { eq } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { firstAidBookings, firstAidDates, purchases } from "../platform/schema.server";
import { env } from "../platform/env.server";
import { isUuid } from "./offered-dates.server";
import { currentInvoice, reissueWithServiceDate } from "../invoices/invoice-issue.server";
import { afterBookingMoved } from "./booking-notify.server";
import type { ReissuedDocuments } from "./booking-mails.server";
import { lockedDate } from "./date-actions.server";
import { recordDateAction } from "./date-audit.server";
import { seatsTakenOn } from "./seats.server";
import { changed, refused, type StaffActionResult, type Tx, unchanged } from "./staff-action.server";
import { offerFreedSeats } from "./waitlist.server";

/** The audit action of a customer's own move; any other move is the office's. */
export const selfMoveAction = "course-booking.self-move";

/** What a move did, for the caller's own writes in the same transaction (the customer's mails). */
export interface MovedBooking {
  bookingId: string;
  userId: string | null;
  from: { id: string; date: IsoDate };
  to: typeof firstAidDates.$inferSelect;
  /** The credit note and new invoice the move issued (the invoice named the old day), if any. */
  reissued: ReissuedDocuments | null;
}

/**
 * Moves a seat to another date of the same language, with seat checks. The booking
 * row is locked, then the target date FOR UPDATE, so two moves onto one date (or a move and a
 * capacity change) wait for each other and cannot overbook it. A date closed for bookings takes
 * the seat only when staff confirm it (`confirmClosed`). The purchase's course date follows,
 * so mails and documents written later name the new day. Moving to where it is changes nothing.
 * The customer gets a mail with the new date and calendar entry unless staff said not to.
 */
export async function moveBooking(
  db: Database,
  staffUserId: string,
  {
    bookingId,
    targetDateId,
    today = todayInSchoolTimeZone(),
    action = "course-booking.move",
    allowed,
    onMoved,
    notify = true,
    publicUrl = env().PUBLIC_URL,
    confirmClosed = false,
    askedByCustomer = false,
  }: {
    bookingId: string;
    targetDateId: string;
    today?: IsoDate;
    /** The audit row's action: a customer's own change says so. */
    action?: string;
    /** A further check on the locked booking and its date (the customer's ownership and cut-off). */
    allowed?: (
      booking: typeof firstAidBookings.$inferSelect,
      source: typeof firstAidDates.$inferSelect,
      tx: Tx,
    ) => Promise<StaffActionResult | null>;
    /** Runs after the move, in its transaction. */
    onMoved?: (moved: MovedBooking, tx: Tx) => Promise<void>;
    /** Tell the customer (the default); staff untick it for one move. */
    notify?: boolean;
    publicUrl?: string;
    /**
     * Staff confirmed a target closed for new bookings (its seats are the office's to give); a
     * customer's own change never confirms, so closed dates stay out of their reach.
     */
    confirmClosed?: boolean;
    /**
     * Staff carried out the customer's own wish (by phone or mail): the new date is the one the
     * customer agreed to, so it is not the school's move (no refund after the cut-off, no offer).
     */
    askedByCustomer?: boolean;
  },
): Promise<StaffActionResult> {
  if (!isUuid(bookingId)) return refused(404, "bookingId", "bookingNotFound");
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.id, bookingId))
      .for("update");
    if (!booking) return refused(404, "bookingId", "bookingNotFound");
    if (booking.dateId === targetDateId) return unchanged;
    const [source] = await tx.select().from(firstAidDates).where(eq(firstAidDates.id, booking.dateId));
    const target = await lockedDate(tx, targetDateId);
    if (!source || !target) return refused(404, "targetDateId", "targetNotFound");
    const refusal = allowed ? await allowed(booking, source, tx) : null;
    if (refusal) return refusal;
    if (target.language !== source.language) return refused(400, "targetDateId", "targetOtherLanguage");
    if (target.status === "cancelled") return refused(409, "targetDateId", "targetCancelled");
    if (target.bookingsClosedAt && !confirmClosed) return refused(409, "targetDateId", "targetClosed");
    if (target.courseDate <= today) return refused(409, "targetDateId", "targetPast");
    // Seats held for someone on the waiting list are taken too.
    const booked = await seatsTakenOn(tx, target.id);
    if (booked >= target.capacity) return refused(409, "targetDateId", "targetFull", { booked });
    // A move by the office is remembered: the customer may still ask for a refund after the cut-off.
    await tx
      .update(firstAidBookings)
      .set({
        dateId: target.id,
        movedBySchoolAt: action === selfMoveAction || askedByCustomer ? null : new Date(),
      })
      .where(eq(firstAidBookings.id, bookingId));
    const [purchase] = await tx
      .update(purchases)
      .set({ courseDate: target.courseDate, updatedAt: new Date() })
      .where(eq(purchases.checkoutSessionId, booking.checkoutSessionId))
      .returning({ id: purchases.id, userId: purchases.userId });
    // The invoice named the old day as its date of service (§ 14 (4) Nr. 6 UStG): it is cancelled
    // and reissued with the new one, keeping the day the money came.
    const current = purchase ? await currentInvoice(tx, purchase.id) : null;
    const reissued = current ? await reissueWithServiceDate(tx, current, target.courseDate) : null;
    const { notified } = await afterBookingMoved(
      tx,
      { bookingId, previousDate: source.courseDate, reissued, askedByCustomer },
      { notify, publicUrl },
    );
    await recordDateAction(tx, {
      actor: staffUserId,
      action,
      subjectType: "course-booking",
      subjectId: bookingId,
      customerUserId: purchase?.userId ?? null,
      before: { dateId: source.id, date: source.courseDate },
      after: {
        dateId: target.id,
        date: target.courseDate,
        customerTold: notified,
        ...(askedByCustomer ? { askedByCustomer: true } : {}),
        ...(target.bookingsClosedAt ? { closedForBookings: true } : {}),
      },
    });
    // The seat left behind goes to the first on the source date's waiting list.
    await offerFreedSeats(tx, source.id, { today });
    await onMoved?.(
      {
        bookingId,
        userId: purchase?.userId ?? null,
        from: { id: source.id, date: source.courseDate },
        to: target,
        reissued,
      },
      tx,
    );
    return changed;
  });
}
