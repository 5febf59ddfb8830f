import { joinConfirmed } from "../../../tests/support/waitlist";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { action as bookingAction, loader as bookingLoader } from "~/routes/my-booking";
import { loader as accountLoader } from "~/routes/my-account";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { customerWithSession } from "../../../tests/support/customers";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { accountPageData } from "../account/account-page.server";
import type { DatabaseHandle } from "../platform/db.server";
import { refundPurchase } from "../payments/refunds.server";
import type { AppServices } from "../auth/app-services.server";
import {
  firstAidBookings,
  firstAidEndedSeats,
  mailOutbox,
  purchases,
  users,
} from "../platform/schema.server";
import { calendarUid, customerCalendarFile } from "./booking-calendar.server";
import { cancelFirstAidDate, changeDateCapacity, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { changeOwnBooking, ownBooking } from "./own-bookings.server";
import { seatsTakenOn } from "./seats.server";

// A customer's own date change happens in two steps and its mail offers the way back while the old
// seat is free; a refund that ends a seat keeps it visible as refunded and withdraws its calendar
// entry; a date the school cancelled says when. English course dates in 2027 (third Saturdays),
// ahead of the real clock the webhook and the cut-off read.

const staff = "staff-seat-ends";
const origin = "http://localhost:3000";

type MailRow = typeof mailOutbox.$inferSelect;
type Attachment = { filename: string; contentType: string; content: string };

describe.each(testDatabaseKinds())(
  "a seat's change and end as the customer sees them on $name",
  ({ open }) => {
    let handle: DatabaseHandle;
    let services: AppServices;
    beforeAll(async () => {
      handle = await open();
      services = testServices(handle);
      await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-ends@example.com" });
      await fillFirstAidDates(handle.db, "2026-11-26");
    }, 60_000);
    afterAll(() => handle?.close());

    const dateId = async (date: string) => {
      const row = await firstAidDateOn(handle.db, "en", date);
      if (!row) throw new Error(`no English date on ${date}`);
      return row.id;
    };
    const mailsOf = async (to: string, kind: string): Promise<MailRow[]> =>
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).filter((m) => m.kind === kind);
    const userOf = async (email: string) => {
      const [row] = await handle.db.select().from(users).where(eq(users.email, email));
      if (!row) throw new Error(`no user ${email}`);
      return row.id;
    };

    it("moves a seat only from the confirmation step, which shows the old and the new date", async () => {
      const email = "two-steps@example.com";
      const bookingId = await bookThroughWebhook(handle.db, {
        product: "first-aid-en",
        email,
        date: "2027-03-20",
      });
      const { userId, cookie } = await customerWithSession(handle, services.auth, email);
      const path = `/my-account/bookings/${bookingId}`;
      const call = (url: string, init: RequestInit = {}) =>
        routeArgs(new Request(`${origin}${url}`, { ...init, headers: { cookie } }), services, {
          params: { bookingId },
        });
      const target = await dateId("2027-04-17");

      // The first step chooses nothing for the customer.
      const first = await bookingLoader(call(path));
      expect(first).toMatchObject({ chosen: null, error: null });
      // The chosen date (a GET: nothing moves) is shown beside the current one.
      const second = await bookingLoader(call(`${path}?to=${target}`));
      expect(second).toMatchObject({
        chosen: { id: target, date: "2027-04-17" },
        booking: { date: "2027-03-20" },
      });
      // A date that cannot be chosen: the list again, with the reason, as a client error.
      const wrong = (await bookingLoader(call(`${path}?to=${randomUUID()}`))) as unknown as {
        data: { chosen: null; error: string };
        init: { status: number };
      };
      expect(wrong.init.status).toBe(409);
      expect(wrong.data.error).toBe("That date can no longer be chosen. Please pick another one.");

      // A form without the confirmation (an older page) leads to the confirmation; nothing moves.
      const form = new URLSearchParams({ intent: "change", targetDateId: target });
      const unconfirmed = await Promise.resolve(
        bookingAction(call(path, { method: "POST", body: form })),
      ).catch((thrown: unknown) => thrown);
      expect(unconfirmed).toBeInstanceOf(Response);
      expect((unconfirmed as Response).status).toBe(303);
      expect((unconfirmed as Response).headers.get("location")).toBe(`${path}?to=${target}`);
      expect((await ownBooking(handle.db, userId, bookingId))?.date).toBe("2027-03-20");

      form.set("confirmed", "yes");
      const confirmed = await Promise.resolve(
        bookingAction(call(path, { method: "POST", body: form })),
      ).catch((thrown: unknown) => thrown);
      expect((confirmed as Response).headers.get("location")).toBe(`${path}?done=changed`);
      expect((await ownBooking(handle.db, userId, bookingId))?.date).toBe("2027-04-17");
    });

    it("mails the way back while the old seat is free, and says plainly when it is gone", async () => {
      const from = await dateId("2027-05-15");
      const to = await dateId("2027-06-19");
      const free = "way-back@example.com";
      const freeBooking = await bookThroughWebhook(handle.db, {
        product: "first-aid-en",
        email: free,
        date: "2027-05-15",
      });
      expect(
        await changeOwnBooking(handle.db, {
          userId: await userOf(free),
          bookingId: freeBooking,
          targetDateId: to,
        }),
      ).toEqual({ ok: true, changed: true });
      const [back] = await mailsOf(free, "booking-changed");
      expect(back?.text).toContain("Changed your mind? Your place on");
      expect(back?.text).toContain(`/my-account/bookings/${freeBooking}?to=${from}`);
      expect(back?.subject).toContain("19 June 2027");

      // A full date with someone waiting: the seat left goes to them at once.
      const full = await dateId("2027-07-17");
      const gone = "no-way-back@example.com";
      const goneBooking = await bookThroughWebhook(handle.db, {
        product: "first-aid-en",
        email: gone,
        date: "2027-07-17",
      });
      await changeDateCapacity(handle.db, staff, { dateId: full, capacity: 1 });
      expect(
        await joinConfirmed(handle.db, { dateId: full, email: "waiting@example.com", locale: "en" }),
      ).toBe("sent");
      expect(
        await changeOwnBooking(handle.db, {
          userId: await userOf(gone),
          bookingId: goneBooking,
          targetDateId: to,
        }),
      ).toEqual({ ok: true, changed: true });
      expect(await seatsTakenOn(handle.db, full)).toBe(1); // the waiting address holds it
      const [told] = await mailsOf(gone, "booking-changed");
      expect(told?.text).toContain("is no longer free, so you cannot move back to it.");
      expect(told?.text).not.toContain("?to=");
    });

    it("keeps a refunded seat as refunded and withdraws its calendar entry, in the mail and the download", async () => {
      const email = "refunded-seat@example.com";
      const bookingId = await bookThroughWebhook(handle.db, {
        product: "first-aid-en",
        email,
        date: "2027-08-21",
      });
      const userId = await userOf(email);
      const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
      if (!purchase) throw new Error("no purchase");
      const seatDate = await dateId("2027-08-21");
      const takenBefore = await seatsTakenOn(handle.db, seatDate);

      await handle.db.transaction((tx) =>
        refundPurchase(tx, purchase.id, { amountCents: null, notify: true, context: { publicUrl: origin } }),
      );
      // The seat is free for others, and remembered as ended.
      expect(
        await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId)),
      ).toEqual([]);
      expect(await seatsTakenOn(handle.db, seatDate)).toBe(takenBefore - 1);
      const [ended] = await handle.db
        .select()
        .from(firstAidEndedSeats)
        .where(eq(firstAidEndedSeats.bookingId, bookingId));
      expect(ended).toMatchObject({ reason: "refunded", calendarSequence: 1 });

      // The refund mail carries the cancellation of the entry the confirmation created (RFC 5546).
      const [refund] = await mailsOf(email, "refund");
      const calendar = (refund?.attachments as Attachment[]).find((file) => file.filename.endsWith(".ics"));
      expect(calendar?.contentType).toContain("method=CANCEL");
      const mailed = parseCalendar(String(calendar?.content));
      expect(mailed.method).toBe("CANCEL");
      expect(mailed.event.uid).toBe(calendarUid(bookingId));
      expect(Number(mailed.event.sequence)).toBe(1);

      // My account's download answers the same cancellation, to its owner only.
      const file = await customerCalendarFile(handle.db, { userId, bookingId, locale: "en" });
      expect(file).not.toBeNull();
      const downloaded = parseCalendar(String(file?.content));
      expect(downloaded.method).toBe("CANCEL");
      expect(downloaded.event.uid).toBe(calendarUid(bookingId));
      expect(Number(downloaded.event.sequence)).toBe(1);
      expect(await customerCalendarFile(handle.db, { userId: staff, bookingId, locale: "en" })).toBeNull();

      // My account lists it as refunded; the customer still has a purchase.
      const data = await accountPageData(handle.db, userId);
      expect(data.bookings).toEqual([
        expect.objectContaining({ bookingId, date: "2027-08-21", ended: "refunded" }),
      ]);
      expect(data.paidProductIds).toEqual([]);
      expect(data.hasPurchases).toBe(true);
    });

    it("shows the day the school cancelled a date, and a first-aid seat as a purchase", async () => {
      const email = "cancelled-seat@example.com";
      const bookingId = await bookThroughWebhook(handle.db, {
        product: "first-aid-en",
        email,
        date: "2027-09-18",
      });
      await cancelFirstAidDate(handle.db, staff, { dateId: await dateId("2027-09-18") });
      const { userId, cookie } = await customerWithSession(handle, services.auth, email);
      const data = await accountPageData(handle.db, userId);
      expect(data.bookings).toEqual([
        expect.objectContaining({
          bookingId,
          dateStatus: "cancelled",
          cancelledOn: todayInSchoolTimeZone(),
          ended: null,
        }),
      ]);
      // A first-aid seat opens no account area of its own, but it is a purchase all the same.
      const page = await accountLoader(
        routeArgs(new Request(`${origin}/my-account`, { headers: { cookie } }), services),
      );
      expect(page.items).toEqual([]);
      expect(page.hasPurchases).toBe(true);
    });
  },
);
