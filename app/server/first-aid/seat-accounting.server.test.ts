import { and, count, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { joinConfirmed } from "../../../tests/support/waitlist";
import type { DatabaseHandle } from "../platform/db.server";
import { hashIdentifier } from "../auth/token-hash.server";
import { applyPurchaseStatus } from "../payments/purchase-recording.server";
import { checkoutDateNotes } from "../payments/simulated-checkout.server";
import { firstAidBookings, firstAidDates, firstAidWaitlist, purchases, users } from "../platform/schema.server";
import { moveBooking } from "./booking-move.server";
import { addFirstAidDate, cancelFirstAidDate, changeDateCapacity } from "./date-actions.server";
import { changeOwnBooking } from "./own-bookings.server";
import { activeHold } from "./seats.server";
import { expireHolds, leaveWaitlist } from "./waitlist.server";

// Seat accounting over random sequences of what customers and staff do: buying (only where the
// page shows a seat for the buyer, else joining the waiting list), changing one's own date, staff
// moves, refunds, capacity changes, cancellations, leaving the list and holds running out. After
// every step no date has more seats taken (bookings + live holds) than its capacity, every booking
// sits on exactly one date of the run, and its purchase names that date.

const staff = "staff-property";

function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("missing");
  return value;
}
const people = ["p0@example.com", "p1@example.com", "p2@example.com", "p3@example.com"];

type Step =
  | { kind: "buy"; person: number; date: number }
  | { kind: "selfChange"; booking: number; date: number }
  | { kind: "staffMove"; booking: number; date: number }
  | { kind: "refund"; booking: number }
  | { kind: "capacity"; date: number; capacity: number }
  | { kind: "cancel"; date: number }
  | { kind: "leave"; person: number; date: number }
  | { kind: "expire" };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant("buy" as const), person: fc.nat(3), date: fc.nat(1) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("selfChange" as const), booking: fc.nat(7), date: fc.nat(1) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("staffMove" as const), booking: fc.nat(7), date: fc.nat(1) }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("refund" as const), booking: fc.nat(7) }) },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("capacity" as const), date: fc.nat(1), capacity: fc.nat(3) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), date: fc.nat(1) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant("leave" as const), person: fc.nat(3), date: fc.nat(1) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("expire" as const) }) },
);

describe.each(testDatabaseKinds())("seat accounting on $name", ({ open }) => {
  let handle: DatabaseHandle;
  // Each run gets two fresh extra dates (English, consecutive Sundays from here on).
  let nextDay = Date.UTC(2027, 0, 3);
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-property@example.com" });
  }, 60_000);
  afterAll(() => handle?.close());

  const freshDate = async (): Promise<string> => {
    for (;;) {
      const day = new Date(nextDay).toISOString().slice(0, 10);
      nextDay += 7 * 24 * 3600 * 1000;
      const added = await addFirstAidDate(
        handle.db,
        staff,
        { language: "en", date: day, capacity: 1 },
        "2026-11-26",
      );
      if (added.ok && added.dateId) return added.dateId;
    }
  };
  const userIdOf = async (email: string) => {
    const [row] = await handle.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return row?.id;
  };

  async function checkInvariants(dateIds: string[], bookingIds: string[]) {
    const now = new Date();
    const days = await handle.db.select().from(firstAidDates).where(inArray(firstAidDates.id, dateIds));
    for (const day of days) {
      const [booked] = await handle.db
        .select({ n: count() })
        .from(firstAidBookings)
        .where(eq(firstAidBookings.dateId, day.id));
      const [held] = await handle.db
        .select({ n: count() })
        .from(firstAidWaitlist)
        .where(and(eq(firstAidWaitlist.dateId, day.id), activeHold(now)));
      expect((booked?.n ?? 0) + (held?.n ?? 0), `seats taken on ${day.courseDate}`).toBeLessThanOrEqual(
        day.capacity,
      );
    }
    if (bookingIds.length) {
      const seats = await handle.db
        .select({
          dateId: firstAidBookings.dateId,
          date: firstAidDates.courseDate,
          courseDate: purchases.courseDate,
        })
        .from(firstAidBookings)
        .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
        .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
        .where(inArray(firstAidBookings.id, bookingIds));
      for (const seat of seats) {
        expect(dateIds).toContain(seat.dateId);
        expect(seat.courseDate).toBe(seat.date);
      }
    }
  }

  it("never takes more seats than a date has, whatever the order of bookings, changes and holds", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 6, maxLength: 14 }), async (steps) => {
        run++;
        const dateIds = [await freshDate(), await freshDate()];
        const dates = await handle.db.select().from(firstAidDates).where(inArray(firstAidDates.id, dateIds));
        const dayOf = (i: number) => must(dates.find((d) => d.id === dateIds[i]));
        const bookings: { id: string; email: string; sessionId: string }[] = [];
        let clock = Date.now();
        for (const s of steps) {
          if (s.kind === "buy") {
            const email = `r${run}-${people[s.person]}`;
            const day = dayOf(s.date);
            const notes = await checkoutDateNotes(handle.db, "first-aid-en", day.courseDate, email);
            const [state] = await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, day.id));
            // The page offers buying only on an open date with a seat for this buyer.
            if (state?.status !== "open") continue;
            if (notes.full) {
              await joinConfirmed(handle.db, { dateId: day.id, email, locale: "en" });
              continue;
            }
            const id = await bookThroughWebhook(handle.db, {
              product: "first-aid-en",
              email,
              date: day.courseDate,
            });
            const [row] = await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, id));
            bookings.push({ id, email, sessionId: must(row).checkoutSessionId });
          } else if (s.kind === "selfChange" || s.kind === "staffMove") {
            const booking = bookings[s.booking % Math.max(1, bookings.length)];
            if (!booking) continue;
            if (s.kind === "staffMove")
              await moveBooking(handle.db, staff, {
                bookingId: booking.id,
                targetDateId: must(dateIds[s.date]),
              });
            else {
              const userId = await userIdOf(booking.email);
              if (userId)
                await changeOwnBooking(handle.db, {
                  userId,
                  bookingId: booking.id,
                  targetDateId: must(dateIds[s.date]),
                });
            }
          } else if (s.kind === "refund") {
            const booking = bookings[s.booking % Math.max(1, bookings.length)];
            if (!booking) continue;
            const [purchase] = await handle.db
              .select({ id: purchases.id })
              .from(purchases)
              .where(eq(purchases.checkoutSessionId, booking.sessionId));
            await handle.db.transaction((tx) => applyPurchaseStatus(tx, must(purchase).id, "refunded"));
          } else if (s.kind === "capacity") {
            await changeDateCapacity(handle.db, staff, {
              dateId: must(dateIds[s.date]),
              capacity: s.capacity,
            });
          } else if (s.kind === "cancel") {
            await cancelFirstAidDate(handle.db, staff, { dateId: must(dateIds[s.date]) });
          } else if (s.kind === "leave") {
            const email = `r${run}-${people[s.person]}`;
            const [entry] = await handle.db
              .select()
              .from(firstAidWaitlist)
              .where(eq(firstAidWaitlist.email, email));
            if (entry) {
              await handle.db
                .update(firstAidWaitlist)
                .set({ tokenHash: hashIdentifier(`leave-${entry.id}`) })
                .where(eq(firstAidWaitlist.id, entry.id));
              await leaveWaitlist(handle.db, `leave-${entry.id}`);
            }
          } else {
            // A day passes: every hold made so far runs out and passes on.
            clock = Math.max(clock, Date.now()) + 25 * 3600 * 1000;
            await expireHolds(handle.db, new Date(clock));
            // Holds given from here on end a day after `clock`; the check's clock follows.
          }
          await checkInvariants(
            dateIds,
            bookings.map((b) => b.id),
          );
        }
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
