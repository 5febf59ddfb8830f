import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { joinConfirmed } from "../../../tests/support/waitlist";
import type { DatabaseHandle } from "../platform/db.server";
import {
  firstAidBookings,
  firstAidEndedSeats,
  firstAidWaitlist,
  invoiceDocuments,
  mailOutbox,
  purchases,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { changeDateCapacity, firstAidDateOn } from "../first-aid/date-actions.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { cancelOwnBooking } from "./own-booking-cancel.server";
import { courseStartsAt } from "../first-aid/own-bookings.server";

// A customer cancels their own seat within the free cancellation: the office's refund path refunds
// it once (one credit note, one mail) however often the form is sent, the seat ends as cancelled and
// goes to the first on the waiting list. Later than the free cancellation nothing changes.

const staff = "staff-self-cancel";
const context = { publicUrl: "http://localhost:3000" };
const key = "5b0d1c2e-6f7a-4b8c-9d0e-1f2a3b4c5d6e";

describe.each(testDatabaseKinds())("a customer's own cancellation on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db
      .insert(users)
      .values({ id: staff, name: "Office", email: "office-self-cancel@example.com" });
    await fillFirstAidDates(handle.db, "2026-11-26");
  }, 60_000);
  afterAll(() => handle?.close());

  const userOf = async (email: string) => {
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const mails = (kind: string, to?: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), to ? eq(mailOutbox.to, to) : undefined));

  it("refunds once, ends the seat as cancelled and offers it to the waiting list", async () => {
    const day = await firstAidDateOn(handle.db, "en", "2027-03-20");
    if (!day) throw new Error("no English date on 2027-03-20");
    await changeDateCapacity(handle.db, staff, { dateId: day.id, capacity: 1 });
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "canceller@example.com",
      name: "Canceller",
      date: "2027-03-20",
    });
    const userId = await userOf("canceller@example.com");
    // The date is full: the next person waits.
    expect(
      await joinConfirmed(handle.db, { dateId: day.id, email: "waiting@example.com", locale: "es" }),
    ).toBe("sent");

    // Someone else's booking is not theirs to cancel.
    await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "other@example.com",
      date: "2027-04-17",
    });
    const other = await userOf("other@example.com");
    expect(await cancelOwnBooking(handle.db, { userId: other, bookingId, formKey: null, context })).toEqual({
      outcome: "notFound",
    });

    // The confirmation form sent twice at once, and once more afterwards.
    const send = () =>
      cancelOwnBooking(handle.db, { userId, bookingId, formKey: `${key}:cancel:${bookingId}`, context });
    const outcomes = await Promise.all([send(), send()]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already", "cancelled"]);
    expect(await send()).toEqual({ outcome: "already" });
    // Without its key (an old page) it refunds nothing twice either.
    expect(await cancelOwnBooking(handle.db, { userId, bookingId, formKey: null, context })).toEqual({
      outcome: "already",
    });

    expect(await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId))).toEqual(
      [],
    );
    const [ended] = await handle.db
      .select()
      .from(firstAidEndedSeats)
      .where(eq(firstAidEndedSeats.bookingId, bookingId));
    expect(ended).toMatchObject({ reason: "cancelled", dateId: day.id });
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.checkoutSessionId, ended?.checkoutSessionId ?? ""));
    expect(purchase?.status).toBe("refunded");
    const creditNotes = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(
        and(eq(invoiceDocuments.purchaseId, purchase?.id ?? ""), eq(invoiceDocuments.kind, "credit-note")),
      );
    expect(creditNotes).toHaveLength(1);

    // The customer's one mail, in their language, confirms the cancellation and the refund.
    const [mail, ...more] = await mails("refund", "canceller@example.com");
    expect(more).toEqual([]);
    expect(mail?.subject).toContain("is cancelled");
    expect(mail?.text).toContain("full price");
    expect(await mails("school-booking-cancelled")).toHaveLength(1);

    // The freed seat is held for the first on the waiting list, who is told.
    const [entry] = await handle.db
      .select()
      .from(firstAidWaitlist)
      .where(eq(firstAidWaitlist.email, "waiting@example.com"));
    expect(entry?.status).toBe("offered");
    expect(await mails("waitlist-held", "waiting@example.com")).toHaveLength(1);

    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "course-booking.self-cancel"), eq(staffAuditLog.subjectId, bookingId)),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: userId, customerUserId: userId });
  });

  it("pays a card payment back through the provider first, and cancels nothing when it refuses", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "card-canceller@example.com",
      date: "2027-05-15",
    });
    const userId = await userOf("card-canceller@example.com");
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
    if (!purchase) throw new Error("no purchase");
    await handle.db
      .update(purchases)
      .set({ paymentIntentId: "pi_self_cancel_card" })
      .where(eq(purchases.id, purchase.id));
    const calls: Array<{ paymentIntentId: string; amountCents: number; idempotencyKey: string }> = [];
    const refusing = async (call: (typeof calls)[number]) => {
      calls.push(call);
      return { ok: false as const, code: "charge_disputed" };
    };
    const paying = async (call: (typeof calls)[number]) => {
      calls.push(call);
      return { ok: true as const, refundId: `re_${calls.length}` };
    };
    const formKey = `${key}:cancel:${bookingId}`;

    expect(await cancelOwnBooking(handle.db, { userId, bookingId, formKey, context }, refusing)).toEqual({
      outcome: "refundRefused",
      code: "charge_disputed",
    });
    expect(
      await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId)),
    ).toHaveLength(1);
    expect(await mails("refund", "card-canceller@example.com")).toEqual([]);

    expect(await cancelOwnBooking(handle.db, { userId, bookingId, formKey, context }, paying)).toEqual({
      outcome: "cancelled",
      date: "2027-05-15",
    });
    expect(calls.map((call) => call.idempotencyKey)).toEqual([
      `self-cancel:${bookingId}`,
      `self-cancel:${bookingId}`,
    ]);
    expect(calls[1]).toMatchObject({
      paymentIntentId: "pi_self_cancel_card",
      amountCents: purchase.amountCents,
    });
    const [mail] = await mails("refund", "card-canceller@example.com");
    expect(mail?.subject).toContain("is cancelled");
  });

  it("cancels nothing once the free cancellation has ended", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "late@example.com",
      date: "2027-06-05",
    });
    const userId = await userOf("late@example.com");
    const starts = courseStartsAt("2027-06-05", "9:00");
    const late = new Date(starts.getTime() - firstAidSchedule.freeCancellationHours * 3600 * 1000 + 60_000);
    expect(
      await cancelOwnBooking(handle.db, { userId, bookingId, formKey: key, context, now: late }),
    ).toEqual({ outcome: "notAllowed" });
    expect(
      await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId)),
    ).toHaveLength(1);
    expect(await mails("refund", "late@example.com")).toEqual([]);
  });
});
