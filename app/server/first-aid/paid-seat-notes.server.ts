import { eq } from "drizzle-orm";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { firstAidBookings, firstAidDates, type PurchaseAttention, purchases } from "../platform/schema.server";
import { bookingPageLink } from "./booking-mails.server";
import type { Tx } from "./staff-action.server";

// A payment is never refused once the money is taken: one for a date that staff closed for new
// bookings or cancelled while the buyer was paying keeps its seat (as a date that filled up
// meanwhile does), is flagged for the office (the purchase's `attention`) and tells the buyer, on
// the welcome page and in the confirmation, where to choose another date.

/** How a date that changed under a payment is told: closed for bookings, or cancelled. */
export type PaidSeatNote = { kind: "closed" | "cancelled"; bookingId: string };

/** The purchase's `attention` code of each note. */
export const noteAttention = {
  closed: "dateClosed",
  cancelled: "dateCancelled",
} as const satisfies Record<PaidSeatNote["kind"], PurchaseAttention>;

/** Whether a date takes the seat as usual, or was closed for bookings or cancelled. */
export async function seatDateState(tx: Tx, dateId: string): Promise<"open" | PaidSeatNote["kind"]> {
  const [date] = await tx
    .select({ status: firstAidDates.status, closedAt: firstAidDates.bookingsClosedAt })
    .from(firstAidDates)
    .where(eq(firstAidDates.id, dateId));
  if (date?.status === "cancelled") return "cancelled";
  return date?.closedAt ? "closed" : "open";
}

/** Adds the note's code to the purchase's attention (once), in the seat's transaction. */
export async function flagPurchase(tx: Tx, checkoutSessionId: string, note: PaidSeatNote): Promise<void> {
  const [purchase] = await tx
    .select({ attention: purchases.attention })
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, checkoutSessionId));
  const code = noteAttention[note.kind];
  if (!purchase || purchase.attention.includes(code)) return;
  await tx
    .update(purchases)
    .set({ attention: [...purchase.attention, code], updatedAt: new Date() })
    .where(eq(purchases.checkoutSessionId, checkoutSessionId));
}

/**
 * The note the welcome page shows for a checkout's seat: cancelled while its date is cancelled,
 * closed when the payment found the date closed (its attention code). Only the kind and the
 * booking's id come out: the booking's page needs the owner's login.
 */
export async function paidSeatNote(
  db: Database,
  checkoutSessionId: string | null,
): Promise<PaidSeatNote | null> {
  if (!checkoutSessionId) return null;
  const [row] = await db
    .select({ bookingId: firstAidBookings.id, status: firstAidDates.status, attention: purchases.attention })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .where(eq(firstAidBookings.checkoutSessionId, checkoutSessionId));
  if (!row) return null;
  if (row.status === "cancelled") return { kind: "cancelled", bookingId: row.bookingId };
  if (row.attention.includes(noteAttention.closed)) return { kind: "closed", bookingId: row.bookingId };
  return null;
}

/** The note as the confirmation mail says it, with the booking page's full address. */
export function paidSeatNoteText(note: PaidSeatNote, locale: Locale, publicUrl: string): string {
  return fill(textsIn("bookingDateChanges", locale).paid[note.kind], {
    link: bookingPageLink(publicUrl, locale, note.bookingId),
  });
}
