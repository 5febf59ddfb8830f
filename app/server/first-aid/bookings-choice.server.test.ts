import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstAidSchedule } from "~/content/schedule";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { joinConfirmed, mailedWaitlistToken } from "../../../tests/support/waitlist";
import type { DatabaseHandle } from "../platform/db.server";
import { applyPurchaseStatus } from "../payments/purchase-recording.server";
import { checkoutDateNotes } from "../payments/simulated-checkout.server";
import { firstAidBookings, mailOutbox, purchases, staffAuditLog, users } from "../platform/schema.server";
import { moveBooking } from "./booking-move.server";
import { cancelFirstAidDate, changeDateCapacity, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { doubleBookedEmails, holdsSeatOn } from "./double-bookings.server";
import {
  changeOwnBooking,
  changeRuleOf,
  courseStartsAt,
  ownBooking,
  ownBookings,
  requestRefund,
} from "./own-bookings.server";
import { datesToList, openDatesOf, seatsTakenOn } from "./seats.server";
import { expireHolds, leaveWaitlist, removeWaitlistEntry, waitlistOf } from "./waitlist.server";

// Bookings the customer controls: the dates to choose from, the waiting list and its holds, changing
// one's own date, double bookings. Dates are in 2027 so the real clock (the webhook's) sees them ahead.

const staff = "staff-choice";

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("missing");
  return value;
}
const fillFrom = "2026-11-26";

describe.each(testDatabaseKinds())("first-aid bookings the customer controls on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-choice@example.com" });
    await fillFirstAidDates(handle.db, fillFrom);
  }, 60_000);
  afterAll(() => handle?.close());

  const dateId = async (language: "en" | "es", date: string) => {
    const row = await firstAidDateOn(handle.db, language, date);
    if (!row) throw new Error(`no ${language} date on ${date}`);
    return row.id;
  };
  const setCapacity = (id: string, capacity: number) =>
    changeDateCapacity(handle.db, staff, { dateId: id, capacity });
  const userOf = async (email: string) => {
    const [row] = await handle.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const mailsTo = async (to: string) => handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  it("lists at least six open dates, or all within three months, with seats left", async () => {
    const dates = await openDatesOf(handle.db, "en", { today: "2026-12-01" });
    const listed = datesToList(dates, "2026-12-01");
    expect(listed.length).toBeGreaterThanOrEqual(6);
    expect(listed.every((d) => d.date > "2026-12-01")).toBe(true);
    expect(listed[0]).toMatchObject({ startTime: "9:00", endTime: "17:00", seatsLeft: 20 });
    // Weekly extra dates within three months: all of them are listed, beyond six.
    const many = Array.from({ length: 10 }, (_, i) => ({
      date: `2027-01-${String(10 + i).padStart(2, "0")}`,
    }));
    expect(datesToList(many, "2027-01-01")).toHaveLength(10);
    expect(datesToList([...many, { date: "2027-06-01" }], "2027-01-01")).toHaveLength(10);
  });

  it("books the chosen later date, warns of a full date and of a second seat", async () => {
    const later = await dateId("en", "2027-03-20");
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "later@example.com",
      date: "2027-03-20",
    });
    const [booking] = await handle.db
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.id, bookingId));
    expect(booking?.dateId).toBe(later);
    expect(
      await holdsSeatOn(handle.db, { email: "LATER@example.com", language: "en", date: "2027-03-20" }),
    ).toBe(true);
    expect(
      await checkoutDateNotes(handle.db, "first-aid-en", "2027-03-20", "later@example.com"),
    ).toMatchObject({
      full: false,
      alreadyBooked: true,
    });
    // A second seat of the same person on that date is flagged for the staff.
    await bookThroughWebhook(handle.db, {
      product: "first-aid-en-eye-test",
      email: "later@example.com",
      date: "2027-03-20",
    });
    expect(await doubleBookedEmails(handle.db, later)).toEqual(new Set(["later@example.com"]));
    await setCapacity(later, 2);
    expect(
      await checkoutDateNotes(handle.db, "first-aid-en", "2027-03-20", "other@example.com"),
    ).toMatchObject({
      full: true,
    });
  });

  it("tells the buyer when their paid date was already full (the overbooking rule keeps the seat)", async () => {
    const id = await dateId("es", "2027-04-03");
    await setCapacity(id, 0);
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "late@example.com",
      date: "2027-04-03",
    });
    expect(await seatsTakenOn(handle.db, id)).toBe(1);
    const [mail] = await mailsTo("late@example.com");
    expect(mail?.text).toContain("la autoescuela se pondrá en contacto contigo");
  });

  it("keeps a waiting list for a full date, holds a freed seat 24 hours, then passes it on", async () => {
    const id = await dateId("en", "2027-04-17");
    await setCapacity(id, 1);
    const first = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "seat@example.com",
      date: "2027-04-17",
    });
    // Not full: nothing to wait for; full: joined once, a second join keeps the first place.
    expect(
      await joinConfirmed(handle.db, {
        dateId: await dateId("en", "2027-05-15"),
        email: "a@example.com",
        locale: "en",
      }),
    ).toBe("notFull");
    expect(await joinConfirmed(handle.db, { dateId: id, email: "Wait1@example.com", locale: "es" })).toBe(
      "sent",
    );
    expect(await joinConfirmed(handle.db, { dateId: id, email: "wait1@example.com", locale: "es" })).toBe(
      "sent",
    );
    expect(await joinConfirmed(handle.db, { dateId: id, email: "wait2@example.com", locale: "en" })).toBe(
      "sent",
    );
    const joined = await mailsTo("wait1@example.com");
    expect(joined.map((m) => m.kind)).toEqual(["waitlist-confirm", "waitlist-already"]);
    expect(joined[0]?.text).toContain("/es/waiting-list/");

    // The seat frees up (a refund): the first in line gets it held.
    const [purchase] = await handle.db
      .select({ id: purchases.id })
      .from(purchases)
      .innerJoin(firstAidBookings, eq(firstAidBookings.checkoutSessionId, purchases.checkoutSessionId))
      .where(eq(firstAidBookings.id, first));
    const now = new Date();
    await handle.db.transaction((tx) => applyPurchaseStatus(tx, purchase?.id ?? "", "refunded"));
    let list = await waitlistOf(handle.db, id);
    expect(list.map((row) => [row.email, row.status])).toEqual([
      ["wait1@example.com", "offered"],
      ["wait2@example.com", "waiting"],
    ]);
    expect((await mailsTo("wait1@example.com")).map((m) => m.kind)).toContain("waitlist-held");
    // Held = taken for everyone else, not for the holder.
    expect(await seatsTakenOn(handle.db, id)).toBe(1);
    expect((await openDatesOf(handle.db, "en")).find((d) => d.id === id)?.seatsLeft).toBe(0);
    expect((await checkoutDateNotes(handle.db, "first-aid-en", "2027-04-17", "wait2@example.com")).full).toBe(
      true,
    );
    expect((await checkoutDateNotes(handle.db, "first-aid-en", "2027-04-17", "wait1@example.com")).full).toBe(
      false,
    );

    // Unused after 24 hours: it passes to the next.
    expect(await expireHolds(handle.db, new Date(now.getTime() + 23 * 3600 * 1000))).toBe(0);
    expect(await expireHolds(handle.db, new Date(now.getTime() + 25 * 3600 * 1000))).toBe(1);
    list = await waitlistOf(handle.db, id);
    expect(list.map((row) => [row.email, row.status])).toEqual([["wait2@example.com", "offered"]]);
    // The holder buys: the hold is used up and the seat is theirs.
    await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "wait2@example.com",
      date: "2027-04-17",
    });
    expect(await waitlistOf(handle.db, id)).toEqual([]);
    expect(await seatsTakenOn(handle.db, id)).toBe(1);
  });

  it("offers freed seats after a staff move, more capacity, leaving and a staff removal (audited)", async () => {
    const id = await dateId("es", "2027-05-08");
    await setCapacity(id, 1);
    const seat = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "m1@example.com",
      date: "2027-05-08",
    });
    await joinConfirmed(handle.db, { dateId: id, email: "w-a@example.com", locale: "es" });
    await joinConfirmed(handle.db, { dateId: id, email: "w-b@example.com", locale: "es" });
    await joinConfirmed(handle.db, { dateId: id, email: "w-c@example.com", locale: "es" });
    // A held seat counts for staff moves too: nothing can be moved onto it.
    const elsewhere = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "m2@example.com",
      date: "2027-06-05",
    });
    expect(
      await moveBooking(handle.db, staff, {
        bookingId: seat,
        targetDateId: await dateId("es", "2027-06-05"),
      }),
    ).toEqual({ ok: true, changed: true });
    expect((await waitlistOf(handle.db, id)).map((r) => r.status)).toEqual(["offered", "waiting", "waiting"]);
    expect((await moveBooking(handle.db, staff, { bookingId: elsewhere, targetDateId: id })).ok).toBe(false);
    // More capacity: the next one is offered too.
    await setCapacity(id, 2);
    expect((await waitlistOf(handle.db, id)).map((r) => r.status)).toEqual(["offered", "offered", "waiting"]);
    // The first leaves through the mail's link: the hold goes to the third.
    const token = await mailedWaitlistToken(handle.db, "w-a@example.com", "waitlist-held");
    expect(await leaveWaitlist(handle.db, token)).toBe("2027-05-08");
    expect(await leaveWaitlist(handle.db, token)).toBeNull();
    expect((await waitlistOf(handle.db, id)).map((r) => [r.email, r.status])).toEqual([
      ["w-b@example.com", "offered"],
      ["w-c@example.com", "offered"],
    ]);
    const [c] = (await waitlistOf(handle.db, id)).slice(-1);
    expect(await removeWaitlistEntry(handle.db, staff, { entryId: c?.id ?? "" })).toBe(true);
    expect(await removeWaitlistEntry(handle.db, staff, { entryId: c?.id ?? "" })).toBe(false);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "course-waitlist.remove"));
    expect(audit).toHaveLength(1);
  });

  it("lets the owner change their date until the cut-off, with mails; others get nothing", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "self@example.com",
      name: "Self",
      date: "2027-07-03",
    });
    const userId = await userOf("self@example.com");
    const stranger = await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "stranger@example.com",
      date: "2027-07-03",
    }).then(() => userOf("stranger@example.com"));
    expect((await ownBookings(handle.db, userId)).map((b) => b.date)).toEqual(["2027-07-03"]);
    expect(await ownBooking(handle.db, stranger, bookingId)).toBeUndefined();
    const target = await dateId("es", "2027-08-07");
    expect(
      await changeOwnBooking(handle.db, { userId: stranger, bookingId, targetDateId: target }),
    ).toMatchObject({ ok: false, status: 404 });
    // The free cancellation's hours minus a minute before the course: too late.
    const starts = courseStartsAt("2027-07-03", "9:00");
    expect(starts.toISOString()).toBe("2027-07-03T07:00:00.000Z");
    const late = new Date(starts.getTime() - firstAidSchedule.freeCancellationHours * 3600 * 1000 + 60_000);
    expect(
      await changeOwnBooking(handle.db, { userId, bookingId, targetDateId: target, now: late }),
    ).toMatchObject({ ok: false, error: "cutOff" });
    expect(await changeOwnBooking(handle.db, { userId, bookingId, targetDateId: target })).toEqual({
      ok: true,
      changed: true,
    });
    expect((await ownBookings(handle.db, userId)).map((b) => b.date)).toEqual(["2027-08-07"]);
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect(purchase?.courseDate).toBe("2027-08-07");
    expect((await mailsTo("self@example.com")).map((m) => m.kind)).toContain("booking-changed");
    const notices = await handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, "school-booking-changed"));
    expect(notices.length).toBeGreaterThan(0);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "course-booking.self-move"), eq(staffAuditLog.subjectId, bookingId)),
      );
    expect(audit).toHaveLength(1);
    // Not onto a full date.
    const full = await dateId("es", "2027-09-04");
    await setCapacity(full, 0);
    expect(await changeOwnBooking(handle.db, { userId, bookingId, targetDateId: full })).toMatchObject({
      ok: false,
      error: "targetFull",
    });
  });

  it("serves a booking whose date the school cancelled: any open date, or one refund request", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "cancelled@example.com",
      date: "2027-10-16",
    });
    const userId = await userOf("cancelled@example.com");
    const id = await dateId("en", "2027-10-16");
    expect(await requestRefund(handle.db, { userId, bookingId })).toBe("notAllowed");
    await cancelFirstAidDate(handle.db, staff, { dateId: id });
    const booking = await ownBooking(handle.db, userId, bookingId);
    // Even a day before: no cut-off for a cancelled date.
    expect(
      changeRuleOf(must(booking), new Date(courseStartsAt("2027-10-16", "9:00").getTime() - 3600 * 1000)),
    ).toBe("cancelled");
    expect(await requestRefund(handle.db, { userId, bookingId })).toBe("requested");
    expect(await requestRefund(handle.db, { userId, bookingId })).toBe("already");
    expect(
      await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "school-refund-requested")),
    ).toHaveLength(1);
    expect(
      await changeOwnBooking(handle.db, {
        userId,
        bookingId,
        targetDateId: await dateId("en", "2027-11-20"),
      }),
    ).toEqual({ ok: true, changed: true });
  });

  it("gives the last seat to one of two customers racing for it", async () => {
    const id = await dateId("en", "2027-09-18");
    const a = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "race-a@example.com",
      date: "2027-11-20",
    });
    const b = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "race-b@example.com",
      date: "2027-11-20",
    });
    await setCapacity(id, 1);
    const results = await Promise.all([
      changeOwnBooking(handle.db, {
        userId: await userOf("race-a@example.com"),
        bookingId: a,
        targetDateId: id,
      }),
      changeOwnBooking(handle.db, {
        userId: await userOf("race-b@example.com"),
        bookingId: b,
        targetDateId: id,
      }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ error: "targetFull" })]);
    const seats = await handle.db
      .select()
      .from(firstAidBookings)
      .where(inArray(firstAidBookings.id, [a, b]));
    expect(seats.filter((s) => s.dateId === id)).toHaveLength(1);
  });
});
