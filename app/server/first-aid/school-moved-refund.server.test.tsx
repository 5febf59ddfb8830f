import { and, eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import bookingsEn from "~/i18n/messages/bookings-en";
import bookingsEs from "~/i18n/messages/bookings-es";
import { ServerUiTextsContext } from "~/i18n/ui-texts";
import MyBookingPage, { action as bookingAction, loader as bookingLoader } from "~/routes/my-booking";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import { firstAidBookings, firstAidDates, mailOutbox } from "../platform/schema.server";
import { moveBooking } from "./booking-move.server";
import { changeOwnBooking, openRefundRequests, ownBooking, requestRefund } from "./own-bookings.server";
import { dismissRefundRequest } from "./refund-request-dismissal.server";

// A booking the office moved is not the date sold: after the cut-off the customer may still ask for
// the price back on its page, as for a date the school cancelled (§§ 323, 346 BGB); a booking the
// customer moved themselves keeps the usual cut-off.

/**
 * Tomorrow's course, starting less than a day from now: the office may still move a seat onto it
 * (it is not today), but its free cancellation has already ended.
 */
function tomorrowInsideCutOff(): { courseDate: IsoDate; startTime: string; endTime: string } {
  const hour = Number(
    new Intl.DateTimeFormat("en-GB", { timeZone: schoolTimeZone, hour: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    ),
  );
  const start = Math.max(0, hour - 3);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    courseDate: addDays(todayInSchoolTimeZone(), 1),
    startTime: `${pad(start)}:00`,
    endTime: `${pad(start + 1)}:00`,
  };
}

/** The booking page as the browser gets it, from the loader's data, in the URL's language. */
function renderPage(path: string, locale: Locale, loaderData: unknown): string {
  const props = { loaderData, actionData: undefined } as unknown as Parameters<typeof MyBookingPage>[0];
  const Page = () => <MyBookingPage {...props} />;
  const Stub = createRoutesStub([{ path: "*", Component: Page }]);
  return renderToString(
    <ServerUiTextsContext.Provider value={textsIn("ui", locale)}>
      <Stub initialEntries={[path]} />
    </ServerUiTextsContext.Provider>,
  );
}

describe.each(testDatabaseKinds())("refund of a booking the school moved on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffId: string;
  let soonId: string;
  let laterId: string;
  const today = todayInSchoolTimeZone();
  const sold = addDays(today, 60);
  const customers: { email: string; bookingId: string; userId: string; cookie: string }[] = [];
  const at = (index: number) => customers[index] as (typeof customers)[number];

  async function dateRow(values: { courseDate: IsoDate; startTime: string; endTime: string }) {
    const [row] = await handle.db
      .insert(firstAidDates)
      .values({ language: "en", capacity: 12, ...values })
      .returning();
    return row?.id ?? "";
  }

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    ({ userId: staffId } = await staffWithSession(handle, auth, "office@example.com"));
    await dateRow({ courseDate: sold, startTime: "09:00", endTime: "17:00" });
    laterId = await dateRow({ courseDate: addDays(sold, 7), startTime: "09:00", endTime: "17:00" });
    soonId = await dateRow(tomorrowInsideCutOff());
    // Moved by the office; moved by the office and then by the customer; never moved (yet).
    for (const email of ["moved@example.com", "self@example.com", "kept@example.com"]) {
      const bookingId = await bookThroughWebhook(handle.db, { product: "first-aid-en", email, date: sold });
      const { userId, cookie } = await customerWithSession(handle, auth, email);
      customers.push({ email, bookingId, userId, cookie });
    }
    // The office moves seats as its date page does: the staff member, the booking, the target.
    for (const [customer, target] of [
      [at(0), soonId],
      [at(1), laterId],
    ] as const)
      expect(
        await moveBooking(handle.db, staffId, { bookingId: customer.bookingId, targetDateId: target }),
      ).toMatchObject({ ok: true, changed: true });
  }, 120_000);
  afterAll(() => handle?.close());

  const movedBySchool = async (customer: (typeof customers)[number]) =>
    (await ownBooking(handle.db, customer.userId, customer.bookingId))?.movedBySchool;

  it("marks a move by the office and clears it when the customer moves the booking themselves", async () => {
    expect(await movedBySchool(at(0))).toBe(true);
    expect(await movedBySchool(at(1))).toBe(true);
    expect(await movedBySchool(at(2))).toBe(false);
    // The customer's own move (allowed: the date the office gave is ahead of its cut-off) clears it.
    expect(
      await changeOwnBooking(handle.db, {
        userId: at(1).userId,
        bookingId: at(1).bookingId,
        targetDateId: soonId,
      }),
    ).toMatchObject({ ok: true, changed: true });
    expect(await movedBySchool(at(1))).toBe(false);
  });

  it("takes the refund request of a booking the office moved after the cut-off, once, listed and closable like a cancelled date", async () => {
    const [moved, self] = [at(0), at(1)];
    // The customer chose this date themselves, inside the cut-off: no refund here.
    expect(await requestRefund(handle.db, { userId: self.userId, bookingId: self.bookingId })).toBe(
      "notAllowed",
    );
    expect(await requestRefund(handle.db, { userId: moved.userId, bookingId: moved.bookingId })).toBe(
      "requested",
    );
    expect(await requestRefund(handle.db, { userId: moved.userId, bookingId: moved.bookingId })).toBe(
      "already",
    );
    expect((await openRefundRequests(handle.db)).map((row) => row.bookingId)).toEqual([moved.bookingId]);
    // The office closes it without a refund only when the customer chose the new date after all.
    const dismiss = (customerChoseDate: boolean) =>
      dismissRefundRequest(handle.db, staffId, {
        bookingId: moved.bookingId,
        reason: "Keeps the new date",
        notify: true,
        customerChoseDate,
      });
    expect(await dismiss(false)).toBe("refundOwed");
    expect(await dismiss(true)).toBe("dismissed-told");
    expect(await openRefundRequests(handle.db)).toEqual([]);
    // The mail says the customer keeps the date it was moved to: no "choose a new date" after the cut-off.
    const [mail] = await handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "refund-request-closed"), eq(mailOutbox.to, moved.email)));
    const texts = textsIn("refundRequests", "en").mail;
    expect(mail?.html).toContain(texts.buttonMoved);
    expect(mail?.html).not.toContain(texts.button);
    expect(mail?.text).toContain(texts.nextMoved.split("{date}")[0]);
  });

  it("offers the refund request on the booking page in English and Spanish, and takes it there", async () => {
    const kept = at(2);
    expect(
      await moveBooking(handle.db, staffId, { bookingId: kept.bookingId, targetDateId: soonId }),
    ).toMatchObject({ ok: true, changed: true });
    for (const [prefix, locale, texts] of [
      ["", "en", bookingsEn],
      ["/es", "es", bookingsEs],
    ] as const) {
      const path = `${prefix}/my-account/bookings/${kept.bookingId}`;
      const answer = await callRoute(
        bookingLoader,
        { db: handle.db, auth },
        { path, cookie: kept.cookie, params: { bookingId: kept.bookingId } },
      );
      expect(answer.status).toBe(200);
      expect(answer.data.rule).toBe("moved");
      const html = renderPage(path, locale, answer.data);
      expect(html).toContain("data-moved-by-school");
      expect(html).toContain(texts.change.refundHeadingMoved);
      expect(html).not.toContain(texts.change.refundHeading + "<");
      expect(html).toContain(texts.change.refundButton);
      expect(html).toContain('name="intent" value="refund"');
      // No date to choose and no free cancellation: the cut-off has passed.
      expect(html).not.toContain(texts.change.chooseHeading);
      expect(html).not.toContain(texts.change.cancelHeading);
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
      .select({ requestedAt: firstAidBookings.refundRequestedAt })
      .from(firstAidBookings)
      .where(eq(firstAidBookings.id, kept.bookingId));
    expect(row?.requestedAt).not.toBeNull();
  });
});
