import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { accountPageData } from "./account-page.server";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidDatesWithSeats } from "../first-aid/offered-dates.server";
import { ensureFirstAidDates } from "../first-aid/date-fill.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, users } from "../platform/schema.server";

// My account's one read: every paid product, every document once and newest first, every coming
// seat once and soonest first, and nothing of another customer, however the join repeats rows.

describe.each(testDatabaseKinds())("my account's data on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("lists the customer's paid products, documents and coming seats, each once and in order", async () => {
    const { db } = handle;
    const today = todayInSchoolTimeZone();
    await ensureFirstAidDates(db, today);
    const open = (await firstAidDatesWithSeats(db, { language: "en", after: today })).filter(
      (date) => date.status === "open" && !date.bookingsClosed,
    );
    const [sooner, later] = [open[2]?.date, open[4]?.date];
    if (!sooner || !later) throw new Error("no dates to book");
    const email = "one-read@example.com";
    // The later seat bought first, so the order comes from the dates, not from the purchases.
    const laterSeat = await bookThroughWebhook(db, { product: "first-aid-en", email, date: later });
    const soonerSeat = await bookThroughWebhook(db, { product: "first-aid-en", email, date: sooner });
    await handleStripeEvent(
      db,
      event("checkout.session.completed", checkoutSession({ product: "examiner-course", email })),
      { publicUrl: "http://localhost:3000" },
    );
    await bookThroughWebhook(db, {
      product: "first-aid-en",
      email: "someone-else@example.com",
      date: sooner,
    });
    const [user] = await db.select().from(users).where(eq(users.email, email));
    if (!user) throw new Error("no customer");

    const data = await accountPageData(db, user.id, today);
    expect(data.bookings.map((seat) => seat.bookingId)).toEqual([soonerSeat, laterSeat]);
    expect(data.bookings.map((seat) => seat.date)).toEqual([sooner, later]);
    expect([...new Set(data.paidProductIds)].sort()).toEqual(["examiner-course", "first-aid-en"]);
    const issued = await db.select().from(invoiceDocuments);
    const theirs = issued
      .filter((document) => document.customerEmail === email)
      .sort((a, b) => b.issuedAt.getTime() - a.issuedAt.getTime() || b.sequence - a.sequence);
    expect(theirs).toHaveLength(3);
    expect(data.documents.map((document) => document.number)).toEqual(theirs.map((d) => d.number));

    // A seat whose day has passed is no longer listed.
    expect((await accountPageData(db, user.id, later)).bookings.map((seat) => seat.date)).toEqual([later]);
  });
});
