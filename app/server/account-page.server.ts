import { eq } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "./db.server";
import { type OwnBooking, ownBookingColumns, ownBookingOf } from "./first-aid/own-bookings.server";
import type { DocumentSummary } from "./invoices/customer-documents.server";
import { firstAidBookings, firstAidDates, invoiceDocuments, purchases } from "./schema.server";

// My account's data in one statement (each statement costs the page about a millisecond on the
// embedded database): the customer's purchases, each with its invoice documents and its first-aid
// seat. A purchase has one seat at most and a few documents, so the join repeats little.

export interface AccountPageData {
  /** The products of paid purchases: the account areas the customer owns. */
  paidProductIds: string[];
  /** Invoices and credit notes, newest first. */
  documents: DocumentSummary[];
  /** First-aid seats from today on, soonest first. */
  bookings: OwnBooking[];
}

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
    refundRequestedAt: columns.refundRequestedAt,
    refundDismissedAt: columns.refundDismissedAt,
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
      document: {
        number: invoiceDocuments.number,
        kind: invoiceDocuments.kind,
        issuedAt: invoiceDocuments.issuedAt,
        sequence: invoiceDocuments.sequence,
        grossCents: invoiceDocuments.grossCents,
      },
      booking: ownBookingColumns,
    })
    .from(purchases)
    .leftJoin(invoiceDocuments, eq(invoiceDocuments.purchaseId, purchases.id))
    .leftJoin(firstAidBookings, eq(firstAidBookings.checkoutSessionId, purchases.checkoutSessionId))
    .leftJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .where(eq(purchases.userId, userId));
  const paid = new Map<string, string>();
  const documents = new Map<string, DocumentSummary & { sequence: number; at: number }>();
  const bookings = new Map<string, OwnBooking>();
  for (const { purchaseId, productId, status, document, booking } of rows) {
    if (status === "paid") paid.set(purchaseId, productId);
    if (document)
      documents.set(document.number, {
        number: document.number,
        kind: document.kind,
        issuedAt: document.issuedAt.toISOString(),
        grossCents: document.grossCents,
        purchaseId,
        sequence: document.sequence,
        at: document.issuedAt.getTime(),
      });
    const seat = bookedSeat(booking);
    if (seat && seat.date >= today) bookings.set(seat.bookingId, ownBookingOf({ ...seat, productId }));
  }
  return {
    paidProductIds: [...paid.values()],
    documents: [...documents.values()]
      .sort((a, b) => b.at - a.at || b.sequence - a.sequence)
      .map(({ sequence: _sequence, at: _at, ...summary }) => summary),
    bookings: [...bookings.values()].sort((a, b) => a.date.localeCompare(b.date)),
  };
}
