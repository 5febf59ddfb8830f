import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import refundRequestsEn from "~/i18n/messages/refund-requests-en";
import refundRequestsEs from "~/i18n/messages/refund-requests-es";
import staffAuditEs from "~/i18n/messages/staff-audit-es";
import { action as dashboardAction, loader as dashboardLoader } from "~/routes/staff-dashboard";
import { testServices } from "../../../tests/support/app-context";
import { callRoute } from "../../../tests/support/route-call";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidBookings, mailOutbox, staffAuditLog, users } from "../platform/schema.server";
import { listStaffActions } from "../platform/audit.server";
import { customerPageData } from "../staff/customers-page.server";
import { cancelFirstAidDate } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { ownBooking, requestRefund } from "./own-bookings.server";

// A refund request for a cancelled date that needs no refund (the customer chose another date on
// the phone; the office cannot decline it, §§ 323, 346 BGB) is dismissed from the dashboard with a short reason: it leaves
// the list, the audit entry with the reason stays in the customer's history, the customer is told
// by mail in their own language (unless staff untick it), and may choose a date or ask again.

describe.each(testDatabaseKinds())("dismissing a refund request on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffCookie: string;
  let staffId: string;
  let bookingId: string;
  let customerId: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    ({ cookie: staffCookie, userId: staffId } = await staffWithSession(handle, auth, "desk@example.com"));
    await fillFirstAidDates(handle.db, "2026-11-26");
    bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "pide@example.com",
      date: "2027-10-23",
    });
    const [customer] = await handle.db.select().from(users).where(eq(users.email, "pide@example.com"));
    customerId = customer?.id ?? "";
    // The customer reads Spanish, though the course was in English.
    await handle.db.update(users).set({ locale: "es" }).where(eq(users.id, customerId));
    // The date the booking holds (the webhook books the nearest date when that day has none).
    const [booked] = await handle.db
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.id, bookingId));
    expect(
      await cancelFirstAidDate(handle.db, staffId, { dateId: booked?.dateId ?? "", notify: false }),
    ).toMatchObject({
      ok: true,
    });
    expect(await requestRefund(handle.db, { userId: customerId, bookingId })).toBe("requested");
  }, 120_000);
  afterAll(() => handle?.close());

  const call = (handler: (args: never) => unknown, path: string, form?: Record<string, string>) =>
    callRoute(handler, { db: handle.db, auth }, { path, cookie: staffCookie, form });
  const listed = async () =>
    ((await call(dashboardLoader, "/staff")).data?.refundRequests as { bookingId: string }[]).map(
      (row) => row.bookingId,
    );
  const dismissals = () =>
    handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "course-booking.refund-request-dismiss"),
          eq(staffAuditLog.subjectId, bookingId),
        ),
      );
  const closedMails = () =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, "refund-request-closed"), eq(mailOutbox.to, "pide@example.com")));

  it("refuses a dismissal without a reason, in the page's language, changing nothing", async () => {
    expect(await listed()).toContain(bookingId);
    const key = crypto.randomUUID();
    const empty = await call(dashboardAction, `/es/staff?key=${key}`, {
      intent: "dismiss-refund",
      bookingId,
      reason: "   ",
      key,
    });
    expect(empty.status).toBe(400);
    expect(empty.data?.error).toBe(refundRequestsEs.staff.errors.reasonMissing);
    expect(empty.data?.refund).toEqual({ bookingId, reason: "   " });
    const long = await call(dashboardAction, `/staff?key=${key}`, {
      intent: "dismiss-refund",
      bookingId,
      reason: "x".repeat(301),
      key,
    });
    expect(long.status).toBe(400);
    expect(long.data?.error).toBe(refundRequestsEn.staff.errors.reasonTooLong.replace("{max}", "300"));
    expect(await listed()).toContain(bookingId);
    expect(await dismissals()).toHaveLength(0);
  });

  it("refuses to close the request as declined (§§ 323, 346 BGB): 409 in the staff's language, nothing changes", async () => {
    for (const [path, texts] of [
      ["/staff", refundRequestsEn],
      ["/es/staff", refundRequestsEs],
    ] as const) {
      const key = crypto.randomUUID();
      const declined = await call(dashboardAction, `${path}?key=${key}`, {
        intent: "dismiss-refund",
        bookingId,
        reason: "Declined by the office",
        notifyAsked: "yes",
        notify: "yes",
        key,
      });
      expect(declined.status).toBe(409);
      expect(declined.data?.error).toBe(texts.staff.errors.refundOwed);
      // The key was not used up: the same page may still send the form with the box ticked.
      expect(declined.location ?? null).toBeNull();
    }
    expect(await listed()).toContain(bookingId);
    expect(await dismissals()).toHaveLength(0);
    expect(await closedMails()).toHaveLength(0);
    expect((await ownBooking(handle.db, customerId, bookingId))?.refundRequested).toBe(true);
  });

  it("dismisses once with the reason: off the dashboard, in the customer's history, the customer told in Spanish", async () => {
    const key = crypto.randomUUID();
    const form = {
      intent: "dismiss-refund",
      bookingId,
      reason: "Chose 6 Nov on the phone",
      choseDate: "yes",
      notifyAsked: "yes",
      notify: "yes",
      key,
    };
    const first = await call(dashboardAction, `/staff?key=${key}`, form);
    expect(first.status).toBe(303);
    expect(withoutPageKey(first.location)).toBe("/staff?refund=dismissed-told");
    // Back and sent again: answered as a repeat, nothing done twice.
    const again = await call(dashboardAction, `/staff?key=${key}`, form);
    expect(withoutPageKey(again.location)).toBe("/staff?refund=dismissed-told&again=1");

    expect(await listed()).not.toContain(bookingId);
    const entries = await dismissals();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: staffId,
      customerUserId: customerId,
      after: { reason: "Chose 6 Nov on the phone", told: true, customerChoseDate: true },
    });
    const history = await listStaffActions(handle.db, { customerId, limit: 20 });
    expect(history.entries.map((entry) => entry.action)).toContain("course-booking.refund-request-dismiss");
    const page = await customerPageData(handle.db, staffId, customerId, "es");
    expect(JSON.stringify(page?.audit)).toContain(
      staffAuditEs.actions["course-booking.refund-request-dismiss"],
    );
    expect(JSON.stringify(page?.audit)).toContain("Chose 6 Nov on the phone");

    const mails = await closedMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.locale).toBe("es");
    expect(mails[0]?.subject).toContain("Tu solicitud de reembolso");
    expect(mails[0]?.text).toContain("/es/my-account/bookings/");
    // The staff's reason is for the log, not for the customer.
    expect(mails[0]?.text).not.toContain("Chose 6 Nov");

    // The customer may choose a date or ask again; a new request is back on the dashboard.
    expect((await ownBooking(handle.db, customerId, bookingId))?.refundRequested).toBe(false);
    expect(await requestRefund(handle.db, { userId: customerId, bookingId })).toBe("requested");
    expect(await listed()).toContain(bookingId);
  });

  it("keeps the mail back when staff untick it, and answers a request no longer open with 409", async () => {
    const key = crypto.randomUUID();
    const quiet = await call(dashboardAction, `/es/staff?key=${key}`, {
      intent: "dismiss-refund",
      bookingId,
      reason: "Chose the December date at the desk",
      choseDate: "yes",
      notifyAsked: "yes",
      key,
    });
    expect(withoutPageKey(quiet.location)).toBe("/es/staff?refund=dismissed");
    expect(await closedMails()).toHaveLength(1);
    expect(await dismissals()).toHaveLength(2);

    const otherKey = crypto.randomUUID();
    const gone = await call(dashboardAction, `/es/staff?key=${otherKey}`, {
      intent: "dismiss-refund",
      bookingId,
      reason: "Twice",
      choseDate: "yes",
      key: otherKey,
    });
    expect(gone.status).toBe(409);
    expect(gone.data?.error).toBe(refundRequestsEs.staff.errors.gone);
    expect(await dismissals()).toHaveLength(2);
  });
});
