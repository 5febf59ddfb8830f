import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { schoolTimeZone } from "~/i18n/format";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import { action as bookingAction, loader as bookingLoader } from "~/routes/my-booking";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../db.server";
import { firstAidBookings, firstAidDates } from "../schema.server";
import { moveBooking } from "./booking-move.server";
import { changeOwnBooking, openRefundRequests, ownBooking, requestRefund } from "./own-bookings.server";

// A booking the office moved is not the date sold: after the cut-off the customer may still ask for
// the price back on its page, as for a date the school cancelled (§§ 323, 346 BGB); a booking the
// customer moved themselves keeps the usual cut-off.

/** A course date starting within the next hours: past the cut-off already. */
function soonDate(): { courseDate: string; startTime: string; endTime: string } {
  const moment = new Date(Date.now() + 6 * 3600 * 1000);
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: schoolTimeZone, hour: "2-digit", hourCycle: "h23" }).format(
      moment,
    ),
  );
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    courseDate: todayInSchoolTimeZone(moment),
    startTime: `${pad(hour)}:00`,
    endTime: `${pad(Math.min(hour + 1, 23))}:59`,
  };
}

describe.each(testDatabaseKinds())("refund of a booking the school moved on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffId: string;
  let soonId: string;
  let farId: string;
  const customers: { email: string; bookingId: string; userId: string; cookie: string }[] = [];

  async function bookFar(email: string) {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email,
      date: "2027-10-23",
    });
    const { userId, cookie } = await customerWithSession(handle, auth, email);
    return { email, bookingId, userId, cookie };
  }

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    ({ userId: staffId } = await staffWithSession(handle, auth, "office@example.com"));
    const [far] = await handle.db
      .insert(firstAidDates)
      .values({
        language: "en",
        courseDate: "2027-10-23",
        startTime: "09:00",
        endTime: "17:00",
        capacity: 12,
      })
      .returning();
    const [soon] = await handle.db
      .insert(firstAidDates)
      .values({ language: "en", capacity: 12, ...soonDate() })
      .returning();
    farId = far?.id ?? "";
    soonId = soon?.id ?? "";
    // Moved by the office; moved by the customer before the cut-off; never moved.
    for (const email of ["moved@example.com", "self@example.com", "kept@example.com"])
      customers.push(await bookFar(email));
    const [moved, self] = customers;
    expect(
      await moveBooking(handle.db, staffId, {
        bookingId: moved?.bookingId ?? "",
        targetDateId: soonId,
        notify: false,
      }),
    ).toMatchObject({ ok: true });
    // The office moved this one too, then the customer moved it themselves (while still allowed).
    await moveBooking(handle.db, staffId, {
      bookingId: self?.bookingId ?? "",
      targetDateId: soonId,
      notify: false,
    });
    await moveBooking(handle.db, staffId, {
      bookingId: self?.bookingId ?? "",
      targetDateId: farId,
      notify: false,
    });
    expect(
      await changeOwnBooking(handle.db, {
        userId: self?.userId ?? "",
        bookingId: self?.bookingId ?? "",
        targetDateId: farId,
      }),
    ).toBeDefined();
  }, 120_000);
  afterAll(() => handle?.close());

  const page = (customer: (typeof customers)[number], prefix = "") =>
    callRoute(
      bookingLoader,
      { db: handle.db, auth },
      {
        path: `${prefix}/my-account/bookings/${customer.bookingId}`,
        cookie: customer.cookie,
        params: { bookingId: customer.bookingId },
      },
    );

  it("marks a move by the office and clears it when the customer moves the booking themselves", async () => {
    const [moved, self, kept] = customers;
    const of = async (c: (typeof customers)[number] | undefined) =>
      (await ownBooking(handle.db, c?.userId ?? "", c?.bookingId ?? ""))?.movedBySchool;
    expect(await of(moved)).toBe(true);
    expect(await of(kept)).toBe(false);
    // The customer's own move (far → soon, allowed while far is ahead of the cut-off) clears the mark.
    const self_ = self as (typeof customers)[number];
    const result = await changeOwnBooking(handle.db, {
      userId: self_.userId,
      bookingId: self_.bookingId,
      targetDateId: soonId,
    });
    expect(result).toMatchObject({ ok: true });
    expect(await of(self)).toBe(false);
  });

  it("lets the customer of a booking moved by the office ask for a refund after the cut-off, once, listed for staff", async () => {
    const [moved, self] = customers;
    // A booking the customer moved into the cut-off: no refund here.
    expect(
      await requestRefund(handle.db, { userId: self?.userId ?? "", bookingId: self?.bookingId ?? "" }),
    ).toBe("notAllowed");
    expect(
      await requestRefund(handle.db, { userId: moved?.userId ?? "", bookingId: moved?.bookingId ?? "" }),
    ).toBe("requested");
    expect(
      await requestRefund(handle.db, { userId: moved?.userId ?? "", bookingId: moved?.bookingId ?? "" }),
    ).toBe("already");
    expect((await openRefundRequests(handle.db)).map((row) => row.bookingId)).toEqual([moved?.bookingId]);
  });

  it("shows the refund request on the booking page in English and Spanish, and takes it there", async () => {
    const kept = customers[2] as (typeof customers)[number];
    // The office moves this one into the cut-off too, now the page is asked for.
    await moveBooking(handle.db, staffId, {
      bookingId: kept.bookingId,
      targetDateId: soonId,
      notify: false,
      today: "2026-01-01",
    });
    for (const [prefix, texts] of [
      ["", bookingsEn],
      ["/es", bookingsEs],
    ] as const) {
      const answer = await page(kept, prefix);
      expect(answer.status).toBe(200);
      const data = answer.data as {
        rule: string;
        texts: { change: { movedBySchool: string; refundButton: string } };
      };
      expect(data.rule).toBe("moved");
      expect(data.texts.change.movedBySchool).toBe(texts.change.movedBySchool);
      expect(data.texts.change.refundButton).toBe(texts.change.refundButton);
    }
    const sent = await callRoute(
      bookingAction,
      { db: handle.db, auth },
      {
        path: `/es/my-account/bookings/${kept.bookingId}`,
        cookie: kept.cookie,
        params: { bookingId: kept.bookingId },
        form: { intent: "refund" },
      },
    );
    expect(sent.status).toBe(302);
    expect(sent.location).toBe(`/es/my-account/bookings/${kept.bookingId}?done=refund`);
    const [row] = await handle.db
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.id, kept.bookingId));
    expect(row?.refundRequestedAt).not.toBeNull();
  });
});
