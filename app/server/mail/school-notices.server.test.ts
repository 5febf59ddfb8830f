import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../platform/db.server";
import { dateRowFor } from "../first-aid/offered-dates.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import {
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  purchases,
  users,
  webhookEvents,
} from "../platform/schema.server";
import { setPasswordMail } from "./mail-builders.server";
import { deliverDueMail, maxAttempts, queueMail } from "./outbox.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";

// The school's inbox hears of every paid purchase, of a booking over a date's
// capacity and of a mail the outbox gave up on, each exactly once and with its cause's transaction.

const context = { publicUrl: "http://localhost:3000" };
const failing = () => Promise.reject(new Error("550 mailbox unavailable"));

describe.each(testDatabaseKinds())("notices to the school on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    for (const table of [mailOutbox, firstAidBookings, firstAidDates, purchases, webhookEvents])
      await db.delete(table);
    await db.delete(users);
  });

  const notices = (kind: string) => handle.db.select().from(mailOutbox).where(like(mailOutbox.kind, kind));

  it("queues one purchase notice per paid purchase, however often its events come", async () => {
    const session = checkoutSession({
      product: "examiner-course",
      email: "ana@example.com",
      name: "Ana",
      paid: false,
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), context);
    expect(await notices("school-purchase")).toEqual([]);
    const paid = event("checkout.session.async_payment_succeeded", session);
    await handleStripeEvent(handle.db, paid, context);
    await handleStripeEvent(handle.db, paid, context);
    await handleStripeEvent(
      handle.db,
      event("checkout.session.completed", { ...session, payment_status: "paid" }),
      context,
    );
    const [notice, ...more] = await notices("school-purchase");
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      to: site.schoolNotifications.email,
      locale: site.schoolNotifications.locale,
    });
    expect(notice?.text).toContain("ana@example.com");
    expect(notice?.text).toContain(session.id);
  });

  it("queues the notice in the purchase's transaction: a rollback leaves neither", async () => {
    const session = checkoutSession({ product: "examiner-course", email: "rollback@example.com" });
    await expect(
      handle.db.transaction(async (tx) => {
        await handleStripeEvent(
          tx as unknown as Database,
          event("checkout.session.completed", session),
          context,
        );
        expect((await tx.select().from(mailOutbox).where(like(mailOutbox.kind, "school-%"))).length).toBe(1);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await handle.db.select().from(purchases)).toEqual([]);
    expect(await notices("school-%")).toEqual([]);
  });

  it("tells the school when a paid booking takes a date over its capacity, once per booking over it", async () => {
    const date = "2027-01-02";
    // The date's capacity comes from its row: staff lowered it to 2 seats.
    const dateId = await dateRowFor(handle.db, "es", date);
    await handle.db.update(firstAidDates).set({ capacity: 2 }).where(eq(firstAidDates.id, dateId));
    await handle.db.insert(firstAidBookings).values({ dateId, checkoutSessionId: "cs_first_seat" });
    const book = async (email: string) => {
      const session = checkoutSession({
        product: "first-aid-es",
        locale: "es",
        email,
        clientReferenceId: date,
      });
      await handleStripeEvent(handle.db, event("checkout.session.completed", session), context);
      return session;
    };
    await book("second@example.com");
    expect(await notices("school-overbooked")).toEqual([]);
    const late = await book("third@example.com");
    // A repeated delivery takes no second seat and sends no second notice.
    await handleStripeEvent(handle.db, event("checkout.session.completed", late), context);
    const [notice, ...more] = await notices("school-overbooked");
    expect(more).toEqual([]);
    expect(notice?.text).toContain("3 of 2");
    await book("fourth@example.com");
    expect(await notices("school-overbooked")).toHaveLength(2);
    // A refund frees a seat and tells nobody.
    await handleStripeEvent(
      handle.db,
      event("charge.refunded", charge(late.payment_intent, 5000, 5000)),
      context,
    );
    expect(await notices("school-overbooked")).toHaveLength(2);
  });

  it("tells the school once when the outbox gives up on a mail, and never about a failed notice", async () => {
    const mail = setPasswordMail({
      to: "lost@example.com",
      locale: "es",
      name: "Lu",
      link: "http://localhost:3000/es/set-password?token=x",
      validDays: 7,
      purchase: {
        publicUrl: "http://localhost:3000",
        productName: "Curso",
        amountCents: 100,
        orderedOn: "2026-11-23",
        digitalWaiver: true,
      },
    });
    await queueMail(handle.db, mail);
    await handle.db.update(mailOutbox).set({ attempts: maxAttempts - 2 });
    // One attempt short of giving up: still pending, no notice.
    await deliverDueMail(handle.db, failing);
    expect(await notices("school-%")).toEqual([]);
    await handle.db.update(mailOutbox).set({ nextAttemptAt: new Date(0) });
    // The last attempt fails: the mail is failed and the notice is queued; the notice itself then
    // fails its first attempt in the same round and stays pending.
    await deliverDueMail(handle.db, failing);
    const [original] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "set-password"));
    expect(original).toMatchObject({
      status: "failed",
      attempts: maxAttempts,
      lastError: "550 mailbox unavailable",
    });
    const [notice, ...more] = await notices("school-mail-failed");
    expect(more).toEqual([]);
    expect(notice?.text).toContain("lost@example.com");
    expect(notice?.text).toContain("550 mailbox unavailable");
    // The notice runs out of attempts too: it fails, and nothing new is queued (no loop).
    await handle.db
      .update(mailOutbox)
      .set({ attempts: maxAttempts - 1, nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.kind, "school-mail-failed"));
    await deliverDueMail(handle.db, failing);
    expect(await notices("school-%")).toMatchObject([{ status: "failed" }]);
    // A staff retry of the original that fails again does not notify a second time.
    await handle.db
      .update(mailOutbox)
      .set({ status: "pending", nextAttemptAt: new Date(0) })
      .where(eq(mailOutbox.kind, "set-password"));
    await deliverDueMail(handle.db, failing);
    expect(await notices("school-%")).toHaveLength(1);
    expect(
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "set-password")))[0]?.status,
    ).toBe("failed");
  });
});
