import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { courseTime, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { type OwnBooking, ownBookingColumns, ownBookingOf } from "../first-aid/own-bookings.server";
import type { DocumentSummary } from "../invoices/customer-documents.server";
import { addressMissing } from "../invoices/recipient-address.server";
import {
  type EndedSeatReason,
  firstAidBookings,
  firstAidDates,
  firstAidEndedSeats,
  invoiceDocuments,
  purchases,
} from "../platform/schema.server";

// My account's data in one statement (each statement costs the page about a millisecond on the
// embedded database): the customer's purchases, each with its invoice documents and its first-aid
// seat, or the seat that ended with its payment. A purchase has one seat at most and a few
// documents, so the join repeats little.

/** A seat on My account: booked, or ended with its payment (refunded, disputed: no actions left). */
export type AccountBooking = OwnBooking & { ended: EndedSeatReason | null };

export interface AccountPageData {
  /** Whether the customer has any purchase at all, whatever became of it. */
  hasPurchases: boolean;
  /** The products of paid purchases: the account areas the customer owns. */
  paidProductIds: string[];
  /** Invoices and credit notes, newest first. */
  documents: DocumentSummary[];
  /** First-aid seats from today on, booked or ended, soonest first. */
  bookings: AccountBooking[];
  /** Paid purchases whose invoice waits for the customer's address (over €250), oldest first. */
  awaitingAddress: { purchaseId: string; productId: string; paidOn: IsoDate }[];
}

const endedDate = alias(firstAidDates, "ended_date");

type SeatColumns = {
  [K in keyof Omit<Parameters<typeof ownBookingOf>[0], "productId">]:
    Parameters<typeof ownBookingOf>[0][K] | null;
};

/** The seat of a purchase row, or null when the purchase has none (its left-joined columns null). */
function bookedSeat(
  columns: SeatColumns | null,
): Omit<Parameters<typeof ownBookingOf>[0], "productId"> | null {
  if (!columns) return null;
  const { bookingId, dateId, date, language, startTime, endTime, dateStatus } = columns;
  if (!bookingId || !dateId || !date || !language || !startTime || !endTime || !dateStatus) return null;
  return {
    bookingId,
    dateId,
    date,
    language,
    startTime,
    endTime,
    dateStatus,
    dateChangedAt: columns.dateChangedAt,
    refundRequestedAt: columns.refundRequestedAt,
    refundDismissedAt: columns.refundDismissedAt,
    movedBySchoolAt: columns.movedBySchoolAt,
  };
}

export async function accountPageData(
  db: Database,
  userId: string,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<AccountPageData> {
  const rows = await db
    .select({
      purchaseId: purchases.id,
      productId: purchases.productId,
      status: purchases.status,
      attention: purchases.attention,
      paidAt: purchases.paidAt,
      purchasedAt: purchases.purchasedAt,
      document: {
        number: invoiceDocuments.number,
        kind: invoiceDocuments.kind,
        issuedAt: invoiceDocuments.issuedAt,
        sequence: invoiceDocuments.sequence,
        grossCents: invoiceDocuments.grossCents,
        buyerVatId: invoiceDocuments.buyerVatId,
      },
      booking: ownBookingColumns,
      ended: {
        bookingId: firstAidEndedSeats.bookingId,
        reason: firstAidEndedSeats.reason,
        dateId: endedDate.id,
        date: endedDate.courseDate,
        language: endedDate.language,
        startTime: endedDate.startTime,
        endTime: endedDate.endTime,
      },
    })
    .from(purchases)
    .leftJoin(invoiceDocuments, eq(invoiceDocuments.purchaseId, purchases.id))
    .leftJoin(firstAidBookings, eq(firstAidBookings.checkoutSessionId, purchases.checkoutSessionId))
    .leftJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .leftJoin(firstAidEndedSeats, eq(firstAidEndedSeats.checkoutSessionId, purchases.checkoutSessionId))
    .leftJoin(endedDate, eq(endedDate.id, firstAidEndedSeats.dateId))
    .where(eq(purchases.userId, userId));
  const paid = new Map<string, string>();
  const documents = new Map<string, DocumentSummary & { sequence: number; at: number }>();
  const bookings = new Map<string, AccountBooking>();
  const awaitingAddress = new Map<string, AccountPageData["awaitingAddress"][number]>();
  for (const row of rows) {
    const { purchaseId, productId, status, document, booking, ended } = row;
    if (status === "paid") paid.set(purchaseId, productId);
    if (status === "paid" && row.attention.includes(addressMissing))
      awaitingAddress.set(purchaseId, {
        purchaseId,
        productId,
        paidOn: todayInSchoolTimeZone(row.paidAt ?? row.purchasedAt),
      });
    if (document)
      documents.set(document.number, {
        number: document.number,
        kind: document.kind,
        issuedAt: document.issuedAt.toISOString(),
        grossCents: document.grossCents,
        purchaseId,
        eInvoice: document.buyerVatId !== null,
        sequence: document.sequence,
        at: document.issuedAt.getTime(),
      });
    const seat = bookedSeat(booking);
    if (seat && seat.date >= today)
      bookings.set(seat.bookingId, { ...ownBookingOf({ ...seat, productId }), ended: null });
    if (ended?.bookingId && ended.reason && ended.dateId && ended.date && ended.date >= today)
      bookings.set(ended.bookingId, {
        bookingId: ended.bookingId,
        dateId: ended.dateId,
        date: ended.date,
        language: ended.language ?? "en",
        startTime: courseTime(ended.startTime ?? ""),
        endTime: courseTime(ended.endTime ?? ""),
        dateStatus: "open",
        cancelledOn: null,
        refundRequested: false,
        movedBySchool: false,
        productId,
        ended: ended.reason,
      });
  }
  return {
    hasPurchases: rows.length > 0,
    paidProductIds: [...paid.values()],
    documents: [...documents.values()]
      .sort((a, b) => b.at - a.at || b.sequence - a.sequence)
      .map(({ sequence: _sequence, at: _at, ...summary }) => summary),
    bookings: [...bookings.values()].sort((a, b) => a.date.localeCompare(b.date)),
    awaitingAddress: [...awaitingAddress.values()].sort((a, b) => a.paidOn.localeCompare(b.paidOn)),
  };
}
