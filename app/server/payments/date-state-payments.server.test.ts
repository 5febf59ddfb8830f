import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { closeDateBookings, cancelFirstAidDate, firstAidDateOn } from "../first-aid/date-actions.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { paidSeatNote } from "../first-aid/paid-seat-notes.server";
import { isCourseDateOf, purchaseCourseDate } from "../first-aid/offered-dates.server";
import {
  firstAidBookingNotices,
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  purchases,
  users,
} from "../platform/schema.server";

// A payment is never refused: one for a date that staff closed for bookings or cancelled while the
// buyer was paying keeps its seat, is flagged for the office and tells the buyer what happens next.
// A date the holiday-aware rule does not hold is no course date. Dates in 2027: the real clock
// (the webhook's) sees them ahead.

const staff = "staff-date-state";
const fillFrom = "2026-11-26";

describe.each(testDatabaseKinds())("payments for dates that changed on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-state@example.com" });
    await fillFirstAidDates(handle.db, fillFrom);
  }, 60_000);
  afterAll(() => handle?.close());

  const dateId = async (language: "en" | "es", date: string) => {
    const row = await firstAidDateOn(handle.db, language, date);
    if (!row) throw new Error(`no ${language} date on ${date}`);
    return row.id;
  };
  const purchaseOfBooking = async (bookingId: string) => {
    const [row] = await handle.db
      .select({ purchase: purchases, dateId: firstAidBookings.dateId })
      .from(firstAidBookings)
      .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
      .where(eq(firstAidBookings.id, bookingId));
    if (!row) throw new Error("no purchase");
    return row;
  };
  const mailsTo = (to: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("keeps a payment for a date closed for bookings, flags it and tells the buyer where to choose", async () => {
    const id = await dateId("en", "2027-06-19");
    expect((await closeDateBookings(handle.db, staff, { dateId: id, today: fillFrom })).ok).toBe(true);
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "closed@example.com",
      date: "2027-06-19",
    });
    const { purchase, dateId: bookedOn } = await purchaseOfBooking(bookingId);
    expect(bookedOn).toBe(id);
    expect(purchase.attention).toContain("dateClosed");
    const mails = await mailsTo("closed@example.com");
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("closed this date for new bookings");
    expect(mails[0]?.text).toContain(`/my-account/bookings/${bookingId}`);
    expect(await paidSeatNote(handle.db, purchase.checkoutSessionId)).toEqual({
      kind: "closed",
      bookingId,
    });
  });

  it("keeps a payment for a cancelled date, flags it and gives the buyer the cancellation's choice", async () => {
    const id = await dateId("es", "2027-06-05");
    expect((await cancelFirstAidDate(handle.db, staff, { dateId: id, today: fillFrom })).ok).toBe(true);
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "cancelled@example.com",
      date: "2027-06-05",
    });
    const { purchase, dateId: bookedOn } = await purchaseOfBooking(bookingId);
    expect(bookedOn).toBe(id);
    expect(purchase.attention).toContain("dateCancelled");
    const mails = await mailsTo("cancelled@example.com");
    // The confirmation (with the note) and the cancellation notice with the next open dates.
    expect(mails.map((mail) => mail.kind).sort()).toEqual(["date-cancelled", "set-password"]);
    const confirmation = mails.find((mail) => mail.kind === "set-password");
    expect(confirmation?.text).toContain("la autoescuela ha cancelado esta fecha");
    expect(confirmation?.text).toContain(`/es/my-account/bookings/${bookingId}`);
    const notice = await handle.db
      .select()
      .from(firstAidBookingNotices)
      .where(and(eq(firstAidBookingNotices.bookingId, bookingId), eq(firstAidBookingNotices.dateId, id)));
    expect(notice).toHaveLength(1);
    expect(await paidSeatNote(handle.db, purchase.checkoutSessionId)).toEqual({
      kind: "cancelled",
      bookingId,
    });
  });

  it("flags nothing for an open date with a seat", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "open@example.com",
      date: "2027-07-17",
    });
    const { purchase } = await purchaseOfBooking(bookingId);
    expect(purchase.attention).toEqual([]);
    expect(await paidSeatNote(handle.db, purchase.checkoutSessionId)).toBeNull();
  });

  it("holds only the holiday-aware rule's dates (a rule Saturday on a Hesse holiday moved)", async () => {
    // 1 May 2027 is the first Saturday (Spanish) and Labour Day: the course is on 8 May.
    expect(await isCourseDateOf(handle.db, "es", "2027-05-01")).toBe(false);
    expect(await isCourseDateOf(handle.db, "es", "2027-05-08")).toBe(true);
    // Beyond the filled year: the rule alone decides, moved off New Year's Day 2028.
    expect(await isCourseDateOf(handle.db, "es", "2028-01-01")).toBe(false);
    expect(await isCourseDateOf(handle.db, "es", "2028-01-08")).toBe(true);
    expect(await isCourseDateOf(handle.db, "en", "2028-01-15")).toBe(true);
    expect(await purchaseCourseDate(handle.db, "es", "2027-05-01", fillFrom)).not.toBe("2027-05-01");
  });

  it("books a payment for a holiday rule Saturday on the offered date and makes no row for the holiday", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "holiday@example.com",
      date: "2027-05-01",
    });
    const { purchase } = await purchaseOfBooking(bookingId);
    expect(purchase.courseDate).not.toBe("2027-05-01");
    expect(purchase.attention).toContain("dateReplaced");
    const holidayRows = await handle.db
      .select()
      .from(firstAidDates)
      .where(and(eq(firstAidDates.language, "es"), eq(firstAidDates.courseDate, "2027-05-01")));
    expect(holidayRows).toHaveLength(0);
  });
});
