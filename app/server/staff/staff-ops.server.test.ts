import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { dateRowFor } from "../first-aid/offered-dates.server";
import { datesNeedingAttention } from "../first-aid/attendees.server";
import { setPasswordMail } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import {
  alertAcknowledgements,
  firstAidBookings,
  firstAidDates,
  mailOutbox,
  purchases,
  staffAuditLog,
  users,
  webhookEvents,
} from "../platform/schema.server";
import {
  dashboardAlerts,
  dashboardFigures,
  nextFirstAidDates,
  paidPurchasesOfMonth,
  recentPurchases,
  revenueByProduct,
  revenueTotal,
  schoolMonth,
  withoutSeen,
} from "./dashboard.server";
import { checkoutSession, event, signedRequest } from "../payments/stripe-events.server";
import { webhookResponse } from "../payments/webhook-endpoint.server";
import { listOpenMail, retryFailedMail } from "./staff-mail.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";

// The dashboard's figures from fixed purchases, its alerts for each cause, and the mail page's
// retry (a state check: a second submission changes nothing and writes no row).

const now = new Date("2026-11-20T10:00:00Z");
const hours = (h: number) => new Date(now.getTime() - h * 3600 * 1000);

describe.each(testDatabaseKinds())("staff dashboard and mail on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let customerId: string;
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
    customerId = randomUUID();
    await db.insert(users).values({ id: customerId, email: "eva@example.com", name: "Eva" });
  });

  const purchase = (
    productId: string,
    status: "pending" | "paid" | "failed" | "refunded" | "disputed",
    purchasedAt: Date,
    amountCents: number | null,
  ) =>
    handle.db.insert(purchases).values({
      userId: customerId,
      productId,
      checkoutSessionId: `cs_${randomUUID()}`,
      status,
      amountCents,
      currency: "eur",
      locale: "en",
      newCustomer: false,
      purchasedAt,
      updatedAt: purchasedAt,
    });

  it("lists the last 7 days' purchases and sums the school month's paid ones per product", async () => {
    await purchase("examiner-course", "paid", hours(2), 5000);
    await purchase("examiner-course", "paid", hours(30), 5000);
    await purchase("first-aid-en", "refunded", hours(50), 6500);
    await purchase("first-aid-en", "paid", hours(60), 6500);
    await purchase("examiner-course", "pending", hours(70), 5000);
    // 1 November 00:30 in Frankfurt is still 31 October in UTC: it belongs to November.
    await purchase("examiner-course", "paid", new Date("2026-10-31T23:30:00Z"), 5001);
    // 31 October 23:30 in Frankfurt: October, not counted.
    await purchase("examiner-course", "paid", new Date("2026-10-31T22:30:00Z"), 9999);
    // Eight days ago: this month, but not in the week's list.
    await purchase("first-aid-en", "paid", hours(8 * 24), 6500);

    const recent = await recentPurchases(handle.db, now);
    expect(recent.map((row) => [row.productId, row.status, row.amountCents, row.email])).toEqual([
      ["examiner-course", "paid", 5000, "eva@example.com"],
      ["examiner-course", "paid", 5000, "eva@example.com"],
      ["first-aid-en", "refunded", 6500, "eva@example.com"],
      ["first-aid-en", "paid", 6500, "eva@example.com"],
      ["examiner-course", "pending", 5000, "eva@example.com"],
    ]);

    expect(schoolMonth(now)).toBe("2026-11");
    const revenue = revenueByProduct(await paidPurchasesOfMonth(handle.db, "2026-11"));
    expect(revenue.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual([
      // 19 % VAT split per purchase: 50.00 → 42.02 + 7.98; 50.01 → 42.03 + 7.98; 65.00 → 54.62 + 10.38.
      { productId: "examiner-course", count: 3, netCents: 12607, vatCents: 2394, grossCents: 15001 },
      { productId: "first-aid-en", count: 2, netCents: 10924, vatCents: 2076, grossCents: 13000 },
    ]);
    expect(revenueTotal(revenue)).toEqual({ count: 5, netCents: 23531, vatCents: 4470, grossCents: 28001 });
  });

  it("raises an alert for failed mail, refunded and disputed purchases and unmatched payment events", async () => {
    expect(await dashboardAlerts(handle.db, now)).toEqual({
      failedMails: 0,
      failedMailsKey: null,
      reversedPurchases: [],
      unmatchedEvents: [],
      purchasesNeedingAttention: [],
      consentMissing: [],
    });
    await purchase("examiner-course", "refunded", hours(5), 5000);
    await purchase("first-aid-en", "disputed", hours(6), 6500);
    await purchase("first-aid-en", "refunded", hours(40 * 24), 6500); // too old to alert
    await handle.db.insert(webhookEvents).values([
      {
        id: "evt_product",
        type: "checkout.session.completed",
        outcome: "unknown_product",
        detail: "payment link plink_x",
        receivedAt: hours(1),
      },
      {
        id: "evt_mail",
        type: "checkout.session.completed",
        outcome: "missing_email",
        detail: "cs_1",
        receivedAt: hours(1),
      },
      {
        id: "evt_bad",
        type: "checkout.session.completed",
        outcome: "unprocessable",
        detail: "amount_total",
        receivedAt: hours(1),
      },
      { id: "evt_ok", type: "checkout.session.completed", outcome: "processed", receivedAt: hours(1) },
      { id: "evt_ignored", type: "charge.refunded", outcome: "ignored", receivedAt: hours(1) },
    ]);
    await queueMail(handle.db, mail());
    await handle.db.update(mailOutbox).set({ status: "failed", lastError: "550" });

    const alerts = await dashboardAlerts(handle.db, now);
    expect(alerts.failedMails).toBe(1);
    expect(alerts.reversedPurchases.map((row) => [row.productId, row.status])).toEqual([
      ["examiner-course", "refunded"],
      ["first-aid-en", "disputed"],
    ]);
    expect(alerts.unmatchedEvents.map((row) => row.id).sort()).toEqual([
      "evt_bad",
      "evt_mail",
      "evt_product",
    ]);
  });

  it("shows a paid purchase whose e-mail or course date could not be used, and counts its money", async () => {
    const post = (object: Record<string, unknown>) =>
      webhookResponse(
        signedRequest(
          "http://localhost/api/webhooks/stripe",
          event("checkout.session.completed", object),
          "whsec_x",
        ),
        {
          db: handle.db,
          secret: "whsec_x",
          context: { publicUrl: "http://localhost:3000" },
        },
      );
    const noEmail = {
      ...checkoutSession({ product: "examiner-course", email: "x@example.com" }),
      customer_details: { email: "nobody\u0000@example.com", name: null },
    };
    const badDate = checkoutSession({
      product: "first-aid-es",
      locale: "es",
      email: "ana@example.com",
      clientReferenceId: "2026-02-30",
    });
    for (const object of [noEmail, badDate]) expect((await post(object)).status).toBe(200);

    const alerts = await dashboardAlerts(handle.db);
    const byReference = new Map(alerts.purchasesNeedingAttention.map((row) => [row.reference, row]));
    expect(byReference.get(noEmail.id)).toMatchObject({
      email: null,
      status: "paid",
      attention: ["noEmail"],
    });
    expect(byReference.get(badDate.id)).toMatchObject({
      email: "ana@example.com",
      // The next open date may fall within the withdrawal period, asked for by nobody (earlyStartMissing).
      attention: expect.arrayContaining(["dateReplaced"]),
      courseDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // The money counts, with or without a customer.
    expect((await recentPurchases(handle.db)).map((row) => row.email).sort()).toEqual([
      "ana@example.com",
      null,
    ]);
    const month = schoolMonth();
    expect((await paidPurchasesOfMonth(handle.db, month)).map((row) => row.productId).sort()).toEqual([
      "examiner-course",
      "first-aid-es",
    ]);
    // The school's notice goes out for both; the customer's mail only where there is an address.
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.filter((row) => row.kind === "school-purchase")).toHaveLength(2);
    expect(mails.filter((row) => !row.kind.startsWith("school-")).map((row) => row.to)).toEqual([
      "ana@example.com",
    ]);
  });

  it("lists the next first-aid dates with seats taken, and flags overbooked and cancelled-with-bookings dates", async () => {
    const today = "2026-11-20";
    const full = await dateRowFor(handle.db, "en", "2026-12-19");
    const cancelled = await dateRowFor(handle.db, "es", "2027-01-02");
    const quiet = await dateRowFor(handle.db, "es", "2026-12-05");
    await dateRowFor(handle.db, "en", "2026-11-21"); // no bookings yet
    await handle.db.update(firstAidDates).set({ capacity: 1 }).where(eq(firstAidDates.id, full));
    await handle.db.update(firstAidDates).set({ status: "cancelled" }).where(eq(firstAidDates.id, cancelled));
    await handle.db.insert(firstAidBookings).values([
      { dateId: full, checkoutSessionId: "cs_a" },
      { dateId: full, checkoutSessionId: "cs_b" },
      { dateId: cancelled, checkoutSessionId: "cs_c" },
      { dateId: quiet, checkoutSessionId: "cs_d" },
    ]);
    const next = await nextFirstAidDates(handle.db, today);
    expect(next.map((d) => [d.date, d.language, d.booked, d.capacity, d.status])).toEqual([
      ["2026-11-21", "en", 0, 20, "open"],
      ["2026-12-05", "es", 1, 20, "open"],
      ["2026-12-19", "en", 2, 1, "open"],
      ["2027-01-02", "es", 1, 20, "cancelled"],
    ]);
    const attention = await datesNeedingAttention(handle.db, today);
    expect(attention.map((d) => [d.date, d.reason])).toEqual([
      ["2026-12-19", "overbooked"],
      ["2027-01-02", "cancelledWithBookings"],
    ]);
  });

  it("leaves every kind of alert out once seen to, by the key the figures' statement writes", async () => {
    const { db } = handle;
    await purchase("examiner-course", "refunded", hours(5), 5000);
    await purchase("first-aid-en", "disputed", hours(6), 6500);
    await purchase("first-aid-en-eye-test", "paid", hours(7), 6500);
    await db.insert(purchases).values({
      userId: customerId,
      productId: "examiner-course",
      checkoutSessionId: `cs_${randomUUID()}`,
      status: "paid",
      amountCents: 5000,
      currency: "eur",
      locale: "en",
      newCustomer: false,
      attention: ["noEmail", "dateReplaced"],
      purchasedAt: hours(8),
      updatedAt: hours(8),
    });
    await db.insert(webhookEvents).values({
      id: "evt_seen",
      type: "checkout.session.completed",
      outcome: "unprocessable",
      receivedAt: hours(1),
    });
    await queueMail(db, mail());
    await db.update(mailOutbox).set({ status: "failed", lastError: "550" });
    const full = await dateRowFor(db, "en", "2026-12-19");
    const cancelled = await dateRowFor(db, "es", "2027-01-02");
    await db.update(firstAidDates).set({ capacity: 1 }).where(eq(firstAidDates.id, full));
    await db.update(firstAidDates).set({ status: "cancelled" }).where(eq(firstAidDates.id, cancelled));
    await db.insert(firstAidBookings).values([
      { dateId: full, checkoutSessionId: "cs_seen_a" },
      { dateId: full, checkoutSessionId: "cs_seen_b" },
      { dateId: cancelled, checkoutSessionId: "cs_seen_c" },
    ]);
    const shown = async () => {
      const figures = await dashboardFigures(db, { now, owner: true });
      const { alerts, dates } = withoutSeen(figures.seen, figures.alerts, figures.dates.attention);
      return [
        ...(alerts.failedMailsKey ? [alerts.failedMailsKey] : []),
        ...[
          alerts.reversedPurchases,
          alerts.unmatchedEvents,
          alerts.purchasesNeedingAttention,
          alerts.consentMissing,
          dates,
        ].flatMap((rows) => rows.map((row) => row.alertKey)),
      ];
    };
    const keys = await shown();
    expect(keys.map((key) => key.split(":")[0]).sort()).toEqual([
      "attention",
      "consent",
      "date",
      "date",
      "event",
      "failed-mails",
      "reversed",
      "reversed",
    ]);
    try {
      // Recorded as "seen to" records it (its audit row is the action's, tested with the page).
      await db
        .insert(alertAcknowledgements)
        .values(keys.map((alertKey) => ({ alertKey, staffUserId: customerId, acknowledgedAt: now })));
      expect(await shown()).toEqual([]);
      // A second failed mail is a new alert (its key names the count).
      await queueMail(db, mail());
      await db.update(mailOutbox).set({ status: "failed", lastError: "550" });
      expect(await shown()).toEqual(["failed-mails:2"]);
    } finally {
      await db.delete(alertAcknowledgements);
    }
  });

  const mail = () =>
    setPasswordMail({
      to: "eva@example.com",
      locale: "en",
      name: "Eva",
      link: "http://localhost:3000/set-password?token=x",
      validDays: 7,
      purchase: {
        publicUrl: "http://localhost:3000",
        productName: "Course",
        amountCents: 100,
        orderedOn: "2026-11-20",
        digitalWaiver: true,
      },
    });

  it("retries a failed mail once however often it is submitted, with one audit row", async () => {
    await queueMail(handle.db, mail());
    await queueMail(handle.db, mail());
    const [failed, pending] = await handle.db.select().from(mailOutbox);
    if (!failed || !pending) throw new Error("mail missing");
    await handle.db
      .update(mailOutbox)
      .set({ status: "failed", attempts: 15, lastError: "550 no such user" })
      .where(eq(mailOutbox.id, failed.id));

    const open = await listOpenMail(handle.db);
    expect(open.map((row) => [row.id, row.status, row.attempts, row.lastError])).toEqual([
      [failed.id, "failed", 15, "550 no such user"],
      [pending.id, "pending", 0, null],
    ]);

    const actor = randomUUID();
    // A pending mail is not "failed": retrying it changes nothing.
    expect(await retryFailedMail(handle.db, { actor, mailId: pending.id, now })).toBe(false);
    const results = await Promise.all(
      [1, 2, 3].map(() => retryFailedMail(handle.db, { actor, mailId: failed.id, now })),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await retryFailedMail(handle.db, { actor, mailId: randomUUID(), now })).toBe(false);

    const [row] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.id, failed.id));
    expect(row).toMatchObject({ status: "pending", attempts: 15, nextAttemptAt: now });
    const audit = await handle.db.select().from(staffAuditLog);
    expect(audit).toMatchObject([
      {
        actor,
        action: "mail.retry",
        subjectType: "mail",
        subjectId: failed.id,
        customerUserId: customerId,
        before: { status: "failed", attempts: 15, lastError: "550 no such user" },
        after: { status: "pending" },
      },
    ]);
  });
});
