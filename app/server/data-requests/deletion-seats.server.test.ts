import { and, asc, eq, gt } from "drizzle-orm";
import type { IsoDate } from "~/content/schedule";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loader as myAccountLoader } from "~/routes/my-account";
import { loader as attendeesCsvLoader } from "~/routes/staff-date-attendees-csv";
import { action as deleteAction, loader as requestLoader } from "~/routes/staff-data-request";
import { testServices } from "../../../tests/support/app-context";
import { customerWithPassword, TEST_PASSWORD } from "../../../tests/support/customers";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { callRoute } from "../../../tests/support/route-call";
import { cookiesOf, staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { joinConfirmed } from "../../../tests/support/waitlist";
import type { Auth } from "../auth/auth.server";
import { logIn } from "../auth/login.server";
import type { DatabaseHandle } from "../platform/db.server";
import { changeDateCapacity, firstAidDateOn } from "../first-aid/date-actions.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { datePage } from "../first-aid/staff-date-pages.server";
import type { MailMessage } from "../mail/mail-builders.server";
import { deliverDueMail } from "../mail/outbox.server";
import {
  firstAidBookings,
  firstAidDates,
  firstAidEndedSeats,
  firstAidWaitlist,
  mailOutbox,
  purchases,
} from "../platform/schema.server";

// The owner deletes a customer who holds a seat on a coming first-aid date: the seat ends and goes
// to the waiting list, the person leaves the date's lists, hears a last time at the old address
// (in their language), their browser's cached session opens nothing more, and the finished
// request page says what was done. The first Spanish date of 2027; the dates are filled from 2026-11-26.

describe.each(testDatabaseKinds())("deleting a customer with a coming seat on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let owner: { userId: string; cookie: string };
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    owner = await staffWithSession(handle, auth, "owner-del-seat@example.com");
    await fillFirstAidDates(handle.db, "2026-11-26");
  }, 120_000);
  afterAll(() => handle?.close());

  it("frees the seat for the waiting list, mails a last time, ends the session at once and says so", async () => {
    const [open] = await handle.db
      .select()
      .from(firstAidDates)
      .where(and(eq(firstAidDates.language, "es"), gt(firstAidDates.courseDate, "2027-01-01")))
      .orderBy(asc(firstAidDates.courseDate))
      .limit(1);
    const day = open && (await firstAidDateOn(handle.db, "es", open.courseDate as IsoDate));
    if (!day) throw new Error("no date");
    await changeDateCapacity(handle.db, owner.userId, { dateId: day.id, capacity: 1 });
    const email = "lucia-del@example.com";
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email,
      name: "Lucía Gómez",
      date: day.courseDate,
    });
    expect(
      await joinConfirmed(handle.db, { dateId: day.id, email: "next-in-line@example.com", locale: "en" }),
    ).toBe("sent");
    // The customer logged in: the cookies of a real login, the signed session cache among them.
    const userId = await customerWithPassword(handle, auth, email);
    const login = await logIn({ db: handle.db, auth }, { email, password: TEST_PASSWORD, ip: "10.46.0.1" });
    if (!login.ok) throw new Error("login failed");
    const cookie = cookiesOf(login.headers);
    expect(cookie).toContain("session_data=");
    const services = { db: handle.db, auth };
    expect((await callRoute(myAccountLoader, services, { path: "/es/my-account", cookie })).status).toBe(200);
    const csv = () =>
      callRoute(attendeesCsvLoader, services, {
        path: `/staff/dates/${day.id}/attendees.csv`,
        cookie: owner.cookie,
        params: { id: day.id },
      });
    expect((await csv()).body).toContain(email);

    const deleted = await callRoute(deleteAction, services, {
      path: `/staff/data-requests/${userId}`,
      cookie: owner.cookie,
      params: { id: userId },
      form: { confirm: "yes" },
    });
    expect(deleted.status).toBe(303);

    // The seat ended as a refunded one does; the purchase is kept; the first in line is offered it.
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect(
      await handle.db
        .select()
        .from(firstAidBookings)
        .where(eq(firstAidBookings.checkoutSessionId, purchase?.checkoutSessionId as string)),
    ).toEqual([]);
    expect(
      await handle.db
        .select({ reason: firstAidEndedSeats.reason, dateId: firstAidEndedSeats.dateId })
        .from(firstAidEndedSeats)
        .where(eq(firstAidEndedSeats.checkoutSessionId, purchase?.checkoutSessionId as string)),
    ).toEqual([{ reason: "deleted", dateId: day.id }]);
    expect(purchase?.status).toBe("paid");
    const [next] = await handle.db
      .select()
      .from(firstAidWaitlist)
      .where(
        and(eq(firstAidWaitlist.dateId, day.id), eq(firstAidWaitlist.email, "next-in-line@example.com")),
      );
    expect(next?.status).toBe("offered");
    expect(
      await handle.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, "next-in-line@example.com"), eq(mailOutbox.kind, "waitlist-held"))),
    ).toHaveLength(1);

    // Off the date's list (screen, print view) and its CSV.
    const page = await datePage(handle.db, day.id);
    expect(page?.attendees).toEqual([]);
    const after = await csv();
    expect(after.status).toBe(200);
    expect(after.body).not.toContain(email);
    expect(after.body).not.toContain("deleted.invalid");

    // At once, not after the session cache's minute: the old cookie opens nothing.
    expect(await callRoute(myAccountLoader, services, { path: "/es/my-account", cookie })).toMatchObject({
      status: 302,
    });

    // The one mail still due to the old address is the last one, in Spanish; once sent, its row
    // no longer holds the address.
    const due = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    expect(due.map((mail) => [mail.kind, mail.status, mail.locale])).toContainEqual([
      "account-deleted",
      "pending",
      "es",
    ]);
    expect(due.filter((mail) => mail.status === "pending").map((mail) => mail.kind)).toEqual([
      "account-deleted",
    ]);
    const sent: MailMessage[] = [];
    await deliverDueMail(handle.db, async (message) => void sent.push(message));
    const last = sent.find((message) => message.kind === "account-deleted");
    expect(last).toMatchObject({ to: email, locale: "es" });
    expect(last?.subject).toContain("Hemos borrado tus datos");
    expect(last?.text).toContain("la hemos ofrecido a la lista de espera");
    expect(JSON.stringify(await handle.db.select().from(mailOutbox))).not.toContain(email);

    // The finished request page says what was done.
    const finished = await callRoute(requestLoader, services, {
      path: `/staff/data-requests/${userId}?done=deleted`,
      cookie: owner.cookie,
      params: { id: userId },
    });
    expect(finished.status).toBe(200);
    expect(finished.data.summary.deletion).toMatchObject({
      keptPurchases: 1,
      endedSeats: 1,
      offeredSeats: 1,
      lastMail: true,
    });
  });
});
