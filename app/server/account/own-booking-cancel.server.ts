import { and, eq } from "drizzle-orm";
import { courseTime, type IsoDate } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { isUuid } from "../first-aid/offered-dates.server";
import { refundableAmount, refundPurchase } from "../payments/refunds.server";
import { manualPurchaseMethod } from "../platform/payment-method.server";
import { type RefundProvider, refundProvider } from "../platform/provider-refund.server";
import type { WebhookContext } from "../mail/link-context.server";
import { bookingCancelledNotice } from "../first-aid/school-booking-notices.server";
import { queueMail } from "../mail/outbox.server";
import {
  firstAidBookings,
  firstAidDates,
  firstAidEndedSeats,
  purchases,
  users,
} from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { previousSubmission, rememberSubmission, staffFormKey } from "../platform/form-submissions.server";
import { changeRuleOf } from "../first-aid/own-bookings.server";

// A customer cancels their own first-aid seat in My account while free cancellation lasts
// (`firstAidSchedule.freeCancellationHours` before the course): the full price is refunded through
// the office's own refund path (credit note, purchase refunded, seat ended and offered to the
// waiting list, mail with the calendar's cancellation), the ended seat is marked as the customer's
// cancellation, and the audit log records it. A card payment is paid back through the provider's
// refund API first (its refund event then credits nothing twice, decision 037); a refusal cancels
// nothing. Cash and bank-transfer purchases are paid back by the office, which the notice tells. Later than that nothing is cancelled here (the terms:
// no refund after the free cancellation).

export type OwnCancelOutcome =
  | { outcome: "cancelled"; date: IsoDate }
  /** The same form sent again (a double click, Back and send): the first one's cancellation stands. */
  | { outcome: "already" }
  /** Free cancellation has ended (or the course has begun, or the school cancelled the date). */
  | { outcome: "notAllowed" }
  /** The provider refused to pay the card payment back: nothing was cancelled. */
  | { outcome: "refundRefused"; code: string }
  | { outcome: "notFound" };

export async function cancelOwnBooking(
  db: Database,
  {
    userId,
    bookingId,
    formKey,
    context,
    now = new Date(),
  }: { userId: string; bookingId: string; formKey: string | null; context: WebhookContext; now?: Date },
  provider: RefundProvider = refundProvider(),
): Promise<OwnCancelOutcome> {
  if (!isUuid(bookingId)) return { outcome: "notFound" };
  const key = formKey ? staffFormKey(formKey, userId) : null;
  return db.transaction(async (tx) => {
    // Claimed first: a second submission of the form waits for the first and then finds it.
    if (key && (await previousSubmission(tx, "self-cancel", key))) return { outcome: "already" };
    const [seat] = await tx
      .select({
        purchaseId: purchases.id,
        userId: purchases.userId,
        checkoutSessionId: firstAidBookings.checkoutSessionId,
        dateId: firstAidDates.id,
        date: firstAidDates.courseDate,
        language: firstAidDates.language,
        startTime: firstAidDates.startTime,
        dateStatus: firstAidDates.status,
      })
      .from(firstAidBookings)
      .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
      .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
      .where(eq(firstAidBookings.id, bookingId))
      .for("update", { of: firstAidBookings });
    if (!seat || seat.userId !== userId) {
      // Already cancelled by this customer (a form without its key sent twice): no second refund.
      const [ended] = await tx
        .select({ reason: firstAidEndedSeats.reason })
        .from(firstAidEndedSeats)
        .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidEndedSeats.checkoutSessionId))
        .where(and(eq(firstAidEndedSeats.bookingId, bookingId), eq(purchases.userId, userId)));
      return ended?.reason === "cancelled" ? { outcome: "already" } : { outcome: "notFound" };
    }
    const rule = changeRuleOf(
      { date: seat.date, startTime: courseTime(seat.startTime), dateStatus: seat.dateStatus },
      now,
    );
    // A date the school cancelled has its own way out (a new date, or a refund the office makes).
    if (rule !== "change") return { outcome: "notAllowed" };
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(eq(purchases.id, seat.purchaseId))
      .for("update");
    if (!purchase || purchase.status !== "paid") return { outcome: "notAllowed" };
    const card =
      manualPurchaseMethod(purchase.checkoutSessionId) === null && purchase.paymentIntentId !== null;
    if (card && purchase.paymentIntentId) {
      const fits = await refundableAmount(tx, purchase, null);
      if (fits.amountCents === null) return { outcome: "notAllowed" };
      // One key per booking: however often the form comes, the provider refunds this seat once.
      const answer = await provider({
        paymentIntentId: purchase.paymentIntentId,
        amountCents: fits.amountCents,
        idempotencyKey: `self-cancel:${bookingId}`,
      });
      if (!answer.ok) return { outcome: "refundRefused", code: answer.code };
    }
    const refund = await refundPurchase(tx, seat.purchaseId, {
      amountCents: null,
      notify: true,
      context,
      cancelledByCustomer: true,
      ...(card ? { paidBackBy: "card" as const } : {}),
    });
    if (refund.outcome !== "refunded" || !refund.full) return { outcome: "notAllowed" };
    await tx
      .update(firstAidEndedSeats)
      .set({ reason: "cancelled" })
      .where(eq(firstAidEndedSeats.checkoutSessionId, seat.checkoutSessionId));
    // The office hears of it (a cash or transfer payment is theirs to pay back).
    const [customer] = await tx.select().from(users).where(eq(users.id, userId));
    await queueMail(
      tx,
      bookingCancelledNotice({
        customer: customer ? `${customer.name} <${customer.email}>` : userId,
        date: seat.date,
        language: seat.language,
        amountCents: refund.amountCents,
      }),
    );
    await recordStaffAction(tx, {
      actor: userId,
      action: "course-booking.self-cancel",
      subjectType: "course-booking",
      subjectId: bookingId,
      customerUserId: userId,
      before: { dateId: seat.dateId, date: seat.date, status: refund.before },
      after: {
        status: refund.after,
        amountCents: refund.amountCents,
        creditNote: refund.creditNote?.number ?? null,
      },
    });
    if (key)
      await rememberSubmission(tx, {
        form: "self-cancel",
        key,
        staffUserId: userId,
        outcome: "cancelled",
        path: `/my-account/bookings/${bookingId}`,
      });
    return { outcome: "cancelled", date: seat.date };
  });
}
