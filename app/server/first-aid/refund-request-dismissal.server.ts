import { and, eq, isNotNull, isNull, or } from "drizzle-orm";
import { formText } from "../platform/form.server";
import { localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { refundRequestClosedMail } from "./booking-mails.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidBookings, firstAidDates, purchases, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";

// A customer's refund request for a cancelled date, closed by staff without a refund because the
// customer chose another date instead (on the phone, at the desk). The office cannot decline it:
// the school did not perform on the agreed date, so the customer may withdraw from the contract and
// is owed the full price back (§§ 323, 326 (1) and (4), 346 (1) BGB, and the terms' promise of a
// free new date or a full refund); only the customer's own choice of another date settles it
// without money. The form says so with a box staff tick; without it the answer is 409. The request leaves the
// dashboard; the audit entry (with the reason) stays in the customer's history; the customer's
// booking is open again to choosing a date or asking anew. The customer is told by mail, in their
// language, unless staff untick it (they settled it together a minute ago): their account page
// changes, and nobody should learn of a closed request only by looking.

export const DISMISS_REASON_MAX = 300;

export type DismissAnswer =
  | { status: 303; done: "dismissed" | "dismissed-told"; again?: true }
  | { status: 400; error: "reasonMissing" | "reasonTooLong" | "unreadable" }
  | { status: 409; error: "gone" | "refundOwed" };

/** The dashboard's "dismiss" form: checked, then done once per page key (see pageFormKey). */
export async function dismissRefundRequestAction(
  db: Database,
  staffUserId: string,
  form: FormData | null,
): Promise<DismissAnswer> {
  const bookingId = formText(form, "bookingId");
  const reason = formText(form, "reason");
  if (typeof bookingId !== "string" || !bookingId || typeof reason !== "string") {
    return { status: 400, error: "unreadable" };
  }
  const text = reason.trim().replace(/\s+/g, " ");
  if (!text) return { status: 400, error: "reasonMissing" };
  if (text.length > DISMISS_REASON_MAX) return { status: 400, error: "reasonTooLong" };
  // The form sends `notifyAsked` beside the box: an unticked box (which sends nothing) keeps the mail back.
  const notify = formText(form, "notify") === "yes" || formText(form, "notifyAsked") !== "yes";
  const customerChoseDate = formText(form, "choseDate") === "yes";
  const once = await oncePerKey(
    db,
    { form: "refund-request", key: formKeyFor(form, bookingId), staffUserId },
    (tx) => dismissRefundRequest(tx, staffUserId, { bookingId, reason: text, notify, customerChoseDate }),
    (outcome) =>
      outcome === "gone" || outcome === "refundOwed" ? null : { outcome, path: "/staff#refund-requests" },
  );
  if ("again" in once) {
    return {
      status: 303,
      done: once.again.outcome === "dismissed-told" ? "dismissed-told" : "dismissed",
      again: true,
    };
  }
  if (once.result === "gone" || once.result === "refundOwed") return { status: 409, error: once.result };
  return { status: 303, done: once.result };
}

/**
 * Closes an open refund request (a paid booking of a cancelled date, asked for, not dismissed)
 * because the customer chose another date: "refundOwed" (nothing changes) unless they did, "gone"
 * when it is not open (refunded, dismissed or moved meanwhile), and nothing changes.
 */
export async function dismissRefundRequest(
  db: Database,
  staffUserId: string,
  {
    bookingId,
    reason,
    notify,
    customerChoseDate,
    now = new Date(),
  }: { bookingId: string; reason: string; notify: boolean; customerChoseDate: boolean; now?: Date },
): Promise<"dismissed" | "dismissed-told" | "gone" | "refundOwed"> {
  // §§ 323, 346 BGB: declining is no outcome of its own; see the head of this file.
  if (!customerChoseDate) return "refundOwed";
  if (!/^[0-9a-f-]{36}$/i.test(bookingId)) return "gone";
  return db.transaction(async (tx) => {
    const [open] = await tx
      .select({
        requestedAt: firstAidBookings.refundRequestedAt,
        date: firstAidDates.courseDate,
        dateStatus: firstAidDates.status,
        language: firstAidDates.language,
        userId: users.id,
        email: users.email,
        name: users.name,
        locale: users.locale,
      })
      .from(firstAidBookings)
      .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
      .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(
        and(
          eq(firstAidBookings.id, bookingId),
          isNotNull(firstAidBookings.refundRequestedAt),
          isNull(firstAidBookings.refundDismissedAt),
          // A date the school cancelled, or a booking the office moved: the date sold was not kept.
          or(eq(firstAidDates.status, "cancelled"), isNotNull(firstAidBookings.movedBySchoolAt)),
          eq(purchases.status, "paid"),
        ),
      )
      .for("update", { of: firstAidBookings });
    if (!open) return "gone";
    await tx
      .update(firstAidBookings)
      .set({ refundDismissedAt: now })
      .where(eq(firstAidBookings.id, bookingId));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "course-booking.refund-request-dismiss",
      subjectType: "course-booking",
      subjectId: bookingId,
      customerUserId: open.userId,
      before: { requestedAt: open.requestedAt?.toISOString() ?? null, courseDate: open.date },
      after: { reason, told: notify, customerChoseDate: true },
    });
    if (!notify) return "dismissed";
    const locale = open.locale ?? "en";
    await queueMail(
      tx,
      refundRequestClosedMail({
        to: open.email,
        name: open.name,
        locale,
        date: open.date,
        language: open.language,
        moved: open.dateStatus !== "cancelled",
        link: `${env().PUBLIC_URL}${localizePath(`/my-account/bookings/${bookingId}`, locale)}`,
      }),
    );
    return "dismissed-told";
  });
}
