import { randomUUID } from "node:crypto";
import { assistanceProduct, openMissingCases } from "../conversion-case/case-store.server";
import { and, eq, inArray } from "drizzle-orm";
import { isDigitalContent, type Product, products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { dateRowFor, purchaseCourseDate } from "../first-aid/offered-dates.server";
import {
  courseAccess,
  courseAccessExtensions,
  firstAidBookings,
  firstAidEndedSeats,
  type PurchaseAttention,
  type PurchaseStatus,
  purchases,
  users,
} from "../platform/schema.server";
import { type BillingDetails, issueInvoiceFor } from "../invoices/invoice-issue.server";
import { courseAccessEndOf } from "./course-access-end.server";
import { afterPaidOnCancelledDate } from "../first-aid/booking-notify.server";
import { flagPurchase, type PaidSeatNote, seatDateState } from "../first-aid/paid-seat-notes.server";
import { recordEndedSeats, takeBackEndedSeat } from "../first-aid/ended-seats.server";
import { closeEntryOnBooking, offerFreedSeats } from "../first-aid/waitlist.server";
import { seatsChanged } from "../platform/seat-changes.server";
import { noticeIfOverbooked } from "./overbooking.server";
import { manualPurchaseMethod } from "../platform/payment-method.server";
import { hasPassword, queuePaidPurchaseMails, type WebhookContext } from "./purchase-mail.server";
import { awaitedTransfer, paymentDueOn } from "./bank-transfer.server";
import { grantsAccess, holdsSeat, nextStatus } from "./purchase-state.server";
import { EARLY_START_TEXT_VERSION, startsWithinWithdrawalPeriod } from "./early-start.server";
import { applyLessonPurchase, lessonPurchaseReversed } from "../lessons/lesson-purchases.server";

// The one path that records a purchase and what it grants, shared by the payment
// webhook and the staff's manual purchase ("the same mails as a card purchase"), and
// the one path that moves a purchase's state and revokes what it granted (webhook refunds and
// disputes, staff refunds). No second copy of either exists.

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface PurchaseInput {
  product: Product;
  /** Unique per purchase: the provider's checkout session, or `manual-…` for a staff purchase. */
  checkoutSessionId: string;
  paymentIntentId: string | null;
  /**
   * Lower-cased e-mail address of the buyer; null when the payment carried none usable: the
   * purchase is recorded without an account or customer mail, and waits on the staff dashboard.
   */
  email: string | null;
  name: string | null;
  locale: Locale;
  proposed: PurchaseStatus;
  amountCents: number | null;
  currency: string | null;
  /** When the purchase happened: access runs from here, whatever the delivery order. */
  purchasedAt: Date;
  /** First-aid products: the course date asked for (any text; checked here, a wrong one gets the next date). */
  courseDateReference: string | null;
  /** Per-lesson products: the lesson the payment link named (any text; checked, a wrong one is flagged). */
  lessonReference?: string | null;
  healthDataConsent: boolean;
  /**
   * Online course: the buyer agreed to the immediate start (§ 356 (5) BGB). The checkout requires it
   * (the default); a manual purchase passes what the customer told the office.
   */
  immediateStartConsent?: boolean;
  /**
   * First-aid products: the buyer asked for the start within the withdrawal period (§ 356 (4) BGB);
   * recorded only when the booked date falls inside it.
   */
  earlyStartRequested?: boolean;
  /** A manual purchase's bank-transfer reference or receipt number. */
  paymentReference?: string | null;
  /** What the caller already knows a person must look at (values left out). */
  attention?: PurchaseAttention[];
  /** The name and address for the invoice, when the buyer gave them. */
  billing?: BillingDetails;
}

export interface RecordedPurchase {
  purchaseId: string;
  userId: string | null;
  before: PurchaseStatus | null;
  status: PurchaseStatus;
  /** The course date booked instead of the one asked for, when it was replaced. */
  dateReplaced: IsoDate | null;
  /** A per-lesson payment that names no lesson it can pay: recorded and flagged for the office. */
  lessonUnmatched: boolean;
}

/** Customer, purchase, access, seat and mail, written in the caller's transaction. */
export async function recordPurchase(
  tx: Tx,
  input: PurchaseInput,
  context: WebhookContext,
): Promise<RecordedPurchase> {
  const { product, email, locale, proposed, purchasedAt } = input;
  const user = email ? await findOrCreateCustomer(tx, email, input.name, locale) : null;
  const newCustomer = user ? !(await hasPassword(tx, user.id)) : false;

  const [existing] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, input.checkoutSessionId));
  const before: PurchaseStatus | null = existing?.status ?? null;
  const status = before ? nextStatus(before, proposed) : proposed;
  let dateReplaced: IsoDate | null = null;
  if (existing) {
    await tx
      .update(purchases)
      .set({
        status,
        paymentIntentId: existing.paymentIntentId ?? input.paymentIntentId,
        updatedAt: new Date(),
        paidAt: status === "paid" && !existing.paidAt ? new Date() : existing.paidAt,
      })
      .where(eq(purchases.id, existing.id));
  } else {
    const courseDate = product.firstAidLanguage
      ? await purchaseCourseDate(
          tx,
          product.firstAidLanguage,
          input.courseDateReference,
          purchasedAt.toISOString().slice(0, 10),
        )
      : null;
    if (courseDate && input.courseDateReference && courseDate !== input.courseDateReference)
      dateReplaced = courseDate;
    // A date inside the withdrawal period, paid without the buyer's express request to start
    // early (§ 356 (4) BGB; a payment link's field is optional for the dates after it): the office
    // asks the customer for it before the course. Only the provider's events say "not given".
    const earlyStartMissing =
      input.earlyStartRequested === false &&
      courseDate !== null &&
      startsWithinWithdrawalPeriod(courseDate, todayInSchoolTimeZone(purchasedAt));
    const attention = [
      ...(input.attention ?? []),
      ...(dateReplaced ? (["dateReplaced"] as const) : []),
      ...(earlyStartMissing ? (["earlyStartMissing"] as const) : []),
    ];
    await tx.insert(purchases).values({
      userId: user?.id ?? null,
      productId: product.id,
      checkoutSessionId: input.checkoutSessionId,
      paymentIntentId: input.paymentIntentId,
      status,
      amountCents: input.amountCents,
      currency: input.currency,
      locale,
      newCustomer,
      courseDate,
      attention,
      healthDataConsentAt: input.healthDataConsent ? purchasedAt : null,
      immediateStartConsentAt:
        isDigitalContent(product) && (input.immediateStartConsent ?? true) ? purchasedAt : null,
      ...(input.earlyStartRequested &&
      courseDate &&
      startsWithinWithdrawalPeriod(courseDate, todayInSchoolTimeZone(purchasedAt))
        ? { earlyStartRequestedAt: purchasedAt, earlyStartTextVersion: EARLY_START_TEXT_VERSION }
        : {}),
      paymentReference: input.paymentReference ?? null,
      purchasedAt,
      paidAt: status === "paid" ? new Date() : null,
      paymentDueOn: status === "awaiting" ? paymentDueOn(todayInSchoolTimeZone(purchasedAt)) : null,
    });
  }

  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, input.checkoutSessionId));
  if (!purchase) throw new Error("purchase row missing after insert");
  if (purchase.userId) await applyCourseAccess(tx, purchase.userId, product);
  const seat = product.firstAidLanguage ? await applySeat(tx, purchase.checkoutSessionId) : null;
  // A card payment for a date closed or cancelled meanwhile keeps its seat and is flagged; a
  // manual purchase's date is the office's own choice.
  const dateNote: PaidSeatNote | null =
    seat?.bookingId && seat.state !== "open" && !manualPurchaseMethod(purchase.checkoutSessionId)
      ? { kind: seat.state, bookingId: seat.bookingId }
      : null;
  if (dateNote) await flagPurchase(tx, purchase.checkoutSessionId, dateNote);
  const awaited = status === "awaiting" && before === null;
  // A lesson pack's units, or the lesson a per-lesson payment pays, before the invoice states it.
  const lessonStep = await applyLessonPurchase(tx, purchase, {
    lessonReference: input.lessonReference ?? null,
    newlyPaid: status === "paid" && before !== "paid",
    newlyAwaited: awaited,
  });

  // The mail and the invoice go out once, when the purchase first becomes paid, or when an awaited
  // bank transfer is recorded (its invoice asks for the payment; marking it paid issues none). The
  // invoice is numbered last: the series' row stays locked until this transaction commits.
  if ((status === "paid" && before !== "paid") || awaited) {
    const invoice = await issueInvoiceFor(tx, purchase.id, input.billing ?? { name: null, address: null });
    // The customer's confirmation (when there is a customer to mail) and the school's notice.
    await queuePaidPurchaseMails(tx, {
      userId: purchase.userId,
      email,
      name: input.name,
      locale,
      product,
      newCustomer,
      context,
      amountCents: purchase.amountCents ?? product.priceCents,
      purchasedAt: purchase.purchasedAt,
      courseDate: purchase.courseDate,
      // The date's own note says what the overbooking note would (the office will call).
      courseDateOverbooked: Boolean(seat?.overbooked) && !dateNote,
      courseDateNote: dateNote,
      healthDataConsent: Boolean(purchase.healthDataConsentAt),
      immediateStartConsent: Boolean(purchase.immediateStartConsentAt),
      earlyStartRequestedAt: purchase.earlyStartRequestedAt,
      reference: purchase.checkoutSessionId,
      invoice,
      paymentReference: purchase.paymentReference,
      awaitingPayment:
        awaited && invoice && purchase.paymentDueOn
          ? awaitedTransfer(purchase.paymentDueOn, invoice.number)
          : null,
    });
    // The assistance's case opens with the payment (not with an awaited transfer's invoice).
    if (status === "paid" && purchase.userId && product.id === assistanceProduct)
      await openMissingCases(tx, purchase.userId);
    // A cancelled date's seat gets the cancellation's notice, as the date's other seats did.
    if (dateNote?.kind === "cancelled")
      await afterPaidOnCancelledDate(tx, { bookingId: dateNote.bookingId }, context.publicUrl);
  }
  return {
    purchaseId: purchase.id,
    userId: purchase.userId,
    before,
    status,
    dateReplaced,
    lessonUnmatched: !lessonStep.lessonMatched,
  };
}

/**
 * Moves a purchase towards `proposed` (only forward, purchase-state.ts) and recomputes what it
 * grants: course access and the first-aid seat. Returns the state before and after; the same
 * state twice changes nothing (a refund recorded twice, a repeated provider event).
 */
export async function applyPurchaseStatus(
  tx: Tx,
  purchaseId: string,
  proposed: "refunded" | "disputed",
): Promise<{ before: PurchaseStatus; after: PurchaseStatus } | null> {
  const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, purchaseId)).for("update");
  if (!purchase) return null;
  const after = nextStatus(purchase.status, proposed);
  const flagged = purchase.flagged || proposed === "disputed";
  // A repeat (a refund recorded by staff and then reported by the provider) leaves the row as is.
  if (after !== purchase.status || flagged !== purchase.flagged)
    await tx
      .update(purchases)
      .set({ status: after, flagged, updatedAt: new Date() })
      .where(eq(purchases.id, purchase.id));
  const product = products[purchase.productId as keyof typeof products];
  if (product) {
    if (purchase.userId) await applyCourseAccess(tx, purchase.userId, product);
    if (product.firstAidLanguage) await applySeat(tx, purchase.checkoutSessionId);
  }
  // A lesson pack's unused units go back; a lesson it paid is unpaid again.
  await lessonPurchaseReversed(tx, { ...purchase, status: after });
  return { before: purchase.status, after };
}

async function findOrCreateCustomer(tx: Tx, email: string, name: string | null, locale: Locale) {
  await tx
    .insert(users)
    .values({
      id: randomUUID(),
      email,
      name: (name ?? "").trim().slice(0, 120) || email.split("@")[0] || email,
      locale,
    })
    .onConflictDoNothing({ target: users.email });
  const [user] = await tx.select().from(users).where(eq(users.email, email));
  if (!user) throw new Error("customer row missing after insert");
  return user;
}

const courseProducts = Object.values(products).filter((p) => p.accessMonths);

/**
 * Course access is recomputed from all paid course purchases of the customer and the staff's
 * extensions; extensions alone give nothing: without a paid course purchase there
 * is no access.
 */
export async function applyCourseAccess(tx: Tx, userId: string, product?: Product): Promise<void> {
  if (product && !product.accessMonths) return;
  // Two purchases of one customer delivered at once would each miss the other's uncommitted row
  // and the later write would drop one extension: take the customer's row lock first, so the
  // second waits and then reads the first's purchase. ("no key update" does not clash with the
  // key-share lock each purchase insert holds through its foreign key, so no deadlock.)
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
  const rows = await tx
    .select({
      productId: purchases.productId,
      status: purchases.status,
      purchasedAt: purchases.purchasedAt,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        inArray(
          purchases.productId,
          courseProducts.map((p) => p.id),
        ),
      ),
    );
  const paid = rows
    .filter((row) => grantsAccess(row.status))
    .map((row) => ({
      at: row.purchasedAt,
      months: courseProducts.find((p) => p.id === row.productId)?.accessMonths ?? 0,
    }));
  const extensions = paid.length
    ? await tx
        .select({ at: courseAccessExtensions.grantedAt, months: courseAccessExtensions.months })
        .from(courseAccessExtensions)
        .where(eq(courseAccessExtensions.userId, userId))
    : [];
  const end = courseAccessEndOf([...paid, ...extensions]);
  if (end) {
    await tx
      .insert(courseAccess)
      .values({ userId, endsAt: end })
      .onConflictDoUpdate({ target: courseAccess.userId, set: { endsAt: end, updatedAt: new Date() } });
  } else {
    await tx.delete(courseAccess).where(eq(courseAccess.userId, userId));
  }
}

/** A seat just taken: its booking, whether it overbooked its date, and the date's state. */
interface SeatTaken {
  bookingId: string | null;
  overbooked: boolean;
  state: "open" | PaidSeatNote["kind"];
}

const noSeatTaken: SeatTaken = { bookingId: null, overbooked: false, state: "open" };

/**
 * A paid first-aid purchase, or one awaiting its bank transfer, holds one seat of its date
 * (`holdsSeat`); any other state holds none. A seat that
 * exists stays where it is (staff may have moved it to another date).
 */
async function applySeat(tx: Tx, checkoutSessionId: string): Promise<SeatTaken> {
  const [purchase] = await tx
    .select()
    .from(purchases)
    .where(eq(purchases.checkoutSessionId, checkoutSessionId));
  if (!purchase?.courseDate) return noSeatTaken;
  const product = products[purchase.productId as keyof typeof products];
  if (holdsSeat(purchase.status) && product?.firstAidLanguage) {
    // A seat ended by the deletion of the customer's data stays ended: a repeated payment event
    // must not book a seat under a name that no longer exists (Art. 17 GDPR).
    const [deleted] = await tx
      .select({ reason: firstAidEndedSeats.reason })
      .from(firstAidEndedSeats)
      .where(eq(firstAidEndedSeats.checkoutSessionId, checkoutSessionId));
    if (deleted?.reason === "deleted") return noSeatTaken;
    const dateId = await dateRowFor(tx, product.firstAidLanguage, purchase.courseDate);
    // A seat that ended with its payment (a dispute the school then won) comes back as itself.
    const ended = await takeBackEndedSeat(tx, checkoutSessionId);
    const booked = await tx
      .insert(firstAidBookings)
      .values({ dateId, checkoutSessionId, ...ended })
      .onConflictDoNothing()
      .returning({ id: firstAidBookings.id });
    if (booked.length > 0) {
      seatsChanged();
      // The buyer's waiting-list entry (and a seat held for them) is used up by this booking.
      const [buyer] = purchase.userId
        ? await tx.select({ email: users.email }).from(users).where(eq(users.id, purchase.userId))
        : [];
      if (buyer) await closeEntryOnBooking(tx, dateId, buyer.email);
      // A seat beyond the date's capacity tells the school at once.
      const overbooked = await noticeIfOverbooked(tx, dateId);
      return { bookingId: booked[0]?.id ?? null, overbooked, state: await seatDateState(tx, dateId) };
    }
  } else {
    const removed = await tx
      .delete(firstAidBookings)
      .where(eq(firstAidBookings.checkoutSessionId, checkoutSessionId))
      .returning({
        id: firstAidBookings.id,
        dateId: firstAidBookings.dateId,
        calendarSequence: firstAidBookings.calendarSequence,
      });
    // Kept as ended, for My account and the calendar's cancellation.
    const reason = purchase.status === "disputed" ? "disputed" : "refunded";
    await recordEndedSeats(tx, checkoutSessionId, removed, reason);
    // A refunded seat goes to the first on that date's waiting list.
    for (const { dateId } of removed) await offerFreedSeats(tx, dateId);
  }
  return noSeatTaken;
}
