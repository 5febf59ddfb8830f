import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ProductId, productIds, products } from "~/content/catalog";
import { type LessonKindId, lessonPackUnits, lessonPaymentProduct } from "~/content/lessons";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { openTwoInstances, type TwoInstances } from "../../../tests/support/two-instances";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database } from "../platform/db.server";
import { charge, checkoutSession, dispute, event, signedRequest } from "../payments/stripe-events.server";
import { webhookResponse } from "../payments/webhook-endpoint.server";
import {
  cars,
  instructors,
  invoiceDocuments,
  lessonBalanceEntries,
  lessons,
  purchases,
  users,
} from "../platform/schema.server";
import { recordManualPurchase } from "../staff/customers-manual-purchase.server";
import { markTransferPaid } from "../staff/transfer-paid.server";
import { lessonBalance } from "./balance.server";
import { lessonPayableBy, lessonsAwaitingPayment } from "./lesson-purchases.server";

// Lessons paid through the one purchase path: a pack adds its units exactly once however its
// events arrive (twice, at once on two instances, in any order), a lesson's own link pays that
// lesson and nothing else, a payment that fits no lesson is kept and flagged, and a refunded pack
// takes back only the units still left, so the balance stays `bought − charged` and never negative.

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };
const RUNS = Number(process.env.LESSON_PAYMENT_RUNS ?? 15);
const noAudit = async () => {};

describe("lesson products in the catalog", () => {
  it("marks exactly the per-lesson products as paying one lesson", () => {
    const perLesson = Object.values(lessonPaymentProduct).filter((id): id is ProductId => id !== null);
    expect(productIds.filter((id) => products[id].paysOneLesson).sort()).toEqual([...perLesson].sort());
    for (const id of Object.keys(lessonPackUnits))
      expect(products[id as ProductId].paysOneLesson).toBeFalsy();
  });
});

describe.each(testDatabaseKinds())("paying for lessons on $name", ({ name }) => {
  let two: TwoInstances;
  let db: Database;
  let serial = 0;
  let instructorId: string;
  let carId: string;
  beforeAll(async () => {
    two = await openTwoInstances(name);
    db = two.a;
    // The webhook logs what needs a person; the log lines are not what is tested.
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    instructorId = await user("instructor");
    await db.insert(instructors).values({ userId: instructorId, displayName: "Carmen", languages: ["es"] });
    const [car] = await db
      .insert(cars)
      .values({ name: `Golf ${randomUUID()}`, transmission: "manual" })
      .returning({ id: cars.id });
    carId = car?.id ?? "";
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await two?.close();
  });

  async function user(prefix = "customer"): Promise<string> {
    serial += 1;
    const id = randomUUID();
    await db
      .insert(users)
      .values({ id, name: `${prefix} ${serial}`, email: `${prefix}-${serial}-${id}@example.com` });
    return id;
  }
  const emailOf = async (id: string) =>
    (await db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email ?? "";

  async function lesson(
    customerId: string,
    values: Partial<typeof lessons.$inferInsert> & { kind?: LessonKindId } = {},
  ): Promise<string> {
    serial += 1;
    // Each lesson on its own day, far enough ahead: none overlaps another.
    const startsAt = new Date(Date.UTC(2027, 0, 4) + serial * 86_400_000 + 9 * 3_600_000);
    const [row] = await db
      .insert(lessons)
      .values({
        customerId,
        instructorId,
        carId,
        kind: "lesson-45",
        startsAt,
        endsAt: new Date(startsAt.getTime() + 45 * 60_000),
        pickupPoint: "office",
        payment: "link",
        ...values,
      })
      .returning({ id: lessons.id });
    return row?.id ?? "";
  }

  /** One signed checkout event, delivered to an instance's webhook; its answer's status. */
  async function deliver(
    instance: Database,
    session: ReturnType<typeof checkoutSession>,
    eventId?: string,
    type = "checkout.session.completed",
  ): Promise<number> {
    const payload = event(type, session, eventId);
    const response = await webhookResponse(signedRequest(url, payload, secret), {
      db: instance,
      secret,
      context,
    });
    return response.status;
  }

  const purchaseOf = async (sessionId: string) =>
    (await db.select().from(purchases).where(eq(purchases.checkoutSessionId, sessionId)))[0];
  const lessonRow = async (id: string) => (await db.select().from(lessons).where(eq(lessons.id, id)))[0];

  async function buyPack(customerId: string, product: ProductId = "lesson-pack-5") {
    const session = checkoutSession({ product, email: await emailOf(customerId) });
    expect(await deliver(db, session)).toBe(200);
    const purchase = await purchaseOf(session.id);
    if (!purchase) throw new Error("pack purchase not recorded");
    return purchase;
  }

  /** A lesson booked from the balance, with its charge (as the booking writes it). */
  async function bookFromBalance(customerId: string, units: number, state: "booked" | "driven" = "booked") {
    const lessonId = await lesson(customerId, {
      kind: units === 2 ? "lesson-90" : "lesson-45",
      payment: "balance",
      state,
    });
    await db.insert(lessonBalanceEntries).values({ customerId, units: -units, reason: "charge", lessonId });
  }

  describe("a lesson pack", () => {
    it(
      `adds its units exactly once under repeated and concurrent deliveries (${RUNS} runs)`,
      { timeout: 300_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.array(fc.constantFrom("lesson-pack-5" as const, "lesson-pack-10" as const), {
              minLength: 1,
              maxLength: 3,
            }),
            // Each delivery: which purchase, a fresh event id or a repeat of one, which instance,
            // and whether it is the async "succeeded" event of the same session.
            fc.array(
              fc.record({
                purchase: fc.nat(2),
                repeatOf: fc.option(fc.nat(7), { nil: null }),
                instance: fc.constantFrom("a" as const, "b" as const),
                async: fc.boolean(),
              }),
              { minLength: 1, maxLength: 8 },
            ),
            async (packs, deliveries) => {
              const customerId = await user();
              const email = await emailOf(customerId);
              const sessions = packs.map((product) => checkoutSession({ product, email }));
              // A repeat is the same event (same id, same session) delivered again.
              const sends: {
                instance: Database;
                session: (typeof sessions)[number];
                eventId: string;
                type: string;
              }[] = [];
              for (const [index, step] of deliveries.entries()) {
                const earlier = step.repeatOf === null || index === 0 ? null : sends[step.repeatOf % index];
                const session = earlier?.session ?? sessions[step.purchase % sessions.length];
                if (!session) throw new Error("no session");
                sends.push({
                  instance: two[step.instance],
                  session,
                  eventId: earlier?.eventId ?? `evt_${randomUUID()}`,
                  type:
                    earlier?.type ??
                    (step.async ? "checkout.session.async_payment_succeeded" : "checkout.session.completed"),
                });
              }
              const statuses = await Promise.all(
                sends.map((send) => deliver(send.instance, send.session, send.eventId, send.type)),
              );
              // A delivery refused with 5xx (two first deliveries of one session at once) is sent
              // again by the provider under a new attempt: here, with a new event id.
              for (const [index, status] of statuses.entries()) {
                const send = sends[index];
                if (status >= 500 && send)
                  expect(await deliver(db, send.session, undefined, send.type)).toBe(200);
              }
              const delivered = new Set(sends.map((send) => send.session.id));
              const expected = packs
                .filter((_, index) => delivered.has(sessions[index]?.id ?? ""))
                .reduce((sum, product) => sum + (lessonPackUnits[product] ?? 0), 0);
              const balance = await lessonBalance(db, customerId);
              expect(balance.bought).toBe(expected);
              expect(balance.left).toBe(balance.bought - balance.charged);
              const entries = await db
                .select()
                .from(lessonBalanceEntries)
                .where(eq(lessonBalanceEntries.customerId, customerId));
              expect(entries).toHaveLength(delivered.size);
            },
          ),
          { numRuns: RUNS },
        );
      },
    );

    it("gets its invoice as a prepayment, like every product paid ahead", async () => {
      const customerId = await user();
      // Over €250 the invoice names the buyer's address (§ 14 (4) Nr. 1 UStG): the link asks for it.
      const address = {
        line1: "Musterstraße 2",
        line2: null,
        postal_code: "60311",
        city: "Frankfurt",
        state: null,
        country: "DE",
      };
      const session = checkoutSession({
        product: "lesson-pack-10",
        email: await emailOf(customerId),
        billing: { name: "Ana", address },
      });
      expect(await deliver(db, session)).toBe(200);
      const purchase = await purchaseOf(session.id);
      if (!purchase) throw new Error("not recorded");
      const [invoice] = await db
        .select()
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.purchaseId, purchase.id));
      expect(invoice?.serviceStatus).toBe("prepaid");
      expect(invoice?.grossCents).toBe(products["lesson-pack-10"].priceCents);
    });

    it("refunded whole before any use: all its units go back, nothing flagged", async () => {
      const customerId = await user();
      const purchase = await buyPack(customerId);
      await refundWhole(purchase);
      const balance = await lessonBalance(db, customerId);
      expect(balance).toMatchObject({ bought: 0, charged: 0, left: 0 });
      expect((await purchaseOf(purchase.checkoutSessionId))?.attention).not.toContain("lessonUnitsUsed");
    });

    it("refunded after some units were used: only the unused ones go back, once, and the office is told", async () => {
      const customerId = await user();
      const purchase = await buyPack(customerId);
      await bookFromBalance(customerId, 2, "driven");
      await refundWhole(purchase);
      // The refund again (the staff's entry, then the provider's event) and a dispute later.
      await refundWhole(purchase);
      const disputed = event("charge.dispute.created", dispute(purchase.paymentIntentId ?? ""));
      await webhookResponse(signedRequest(url, disputed, secret), { db, secret, context });
      const balance = await lessonBalance(db, customerId);
      expect(balance).toMatchObject({ bought: 2, charged: 2, left: 0, driven: 2 });
      const corrections = await db
        .select()
        .from(lessonBalanceEntries)
        .where(
          and(
            eq(lessonBalanceEntries.purchaseId, purchase.id),
            eq(lessonBalanceEntries.reason, "correction"),
          ),
        );
      expect(corrections.map((entry) => entry.units)).toEqual([-3]);
      const after = await purchaseOf(purchase.checkoutSessionId);
      expect(after?.status).toBe("disputed");
      expect(after?.attention).toContain("lessonUnitsUsed");
    });

    it("with a second pack, takes back the refunded pack's units and keeps the other's", async () => {
      const customerId = await user();
      const first = await buyPack(customerId);
      await buyPack(customerId, "lesson-pack-10");
      await bookFromBalance(customerId, 2);
      await refundWhole(first);
      expect(await lessonBalance(db, customerId)).toMatchObject({ bought: 10, charged: 2, left: 8 });
      expect((await purchaseOf(first.checkoutSessionId))?.attention).not.toContain("lessonUnitsUsed");
    });

    it("a partial refund keeps the units (the office corrects by hand if it was for lessons)", async () => {
      const customerId = await user();
      const purchase = await buyPack(customerId);
      const payload = event(
        "charge.refunded",
        charge(purchase.paymentIntentId ?? "", purchase.amountCents ?? 0, 1000),
      );
      await webhookResponse(signedRequest(url, payload, secret), { db, secret, context });
      expect((await lessonBalance(db, customerId)).left).toBe(5);
    });

    it("recorded by the office: paid at once adds the units; an awaited transfer adds them when marked paid", async () => {
      const staffId = await user("staff");
      const customerId = await user();
      const email = await emailOf(customerId);
      const manual = (awaitingPayment: boolean) =>
        recordManualPurchase(
          db,
          staffId,
          {
            email,
            name: null,
            productId: "lesson-pack-5",
            method: "bank-transfer",
            awaitingPayment,
            locale: "es",
            courseDate: null,
            reference: null,
            note: null,
            idempotencyKey: randomUUID(),
            immediateStart: false,
            healthConsentInWriting: false,
            confirmSameReference: false,
          },
          context,
          noAudit,
        );
      expect((await manual(false)).outcome).toBe("recorded");
      expect((await lessonBalance(db, customerId)).bought).toBe(5);
      const awaited = await manual(true);
      if (awaited.outcome !== "recorded") throw new Error("not recorded");
      expect((await lessonBalance(db, customerId)).bought).toBe(5);
      const paidOn = todayInSchoolTimeZone();
      const marked = await markTransferPaid(
        db,
        staffId,
        { customerId, purchaseId: awaited.purchaseId, paidOn },
        context,
      );
      expect(marked.outcome).toBe("transfer-paid");
      expect((await lessonBalance(db, customerId)).bought).toBe(10);
    });
  });

  describe("a lesson's own payment link", () => {
    async function payLesson(
      customerId: string,
      reference: string | null,
      product: ProductId = "driving-lesson-45",
    ) {
      const session = checkoutSession({
        product,
        email: await emailOf(customerId),
        clientReferenceId: reference,
      });
      expect(await deliver(db, session)).toBe(200);
      const purchase = await purchaseOf(session.id);
      if (!purchase) throw new Error("lesson payment not recorded");
      return purchase;
    }

    it("marks the named lesson paid by that purchase; its invoice states the lesson's day", async () => {
      const customerId = await user();
      const lessonId = await lesson(customerId);
      const purchase = await payLesson(customerId, lessonId);
      const paid = await lessonRow(lessonId);
      expect(paid?.paidAt).toBeInstanceOf(Date);
      expect(paid?.purchaseId).toBe(purchase.id);
      expect(purchase.attention).toEqual([]);
      const [invoice] = await db
        .select()
        .from(invoiceDocuments)
        .where(eq(invoiceDocuments.purchaseId, purchase.id));
      expect(invoice?.serviceOn).toBe(todayInSchoolTimeZone(paid?.startsAt));
      expect(invoice?.serviceStatus).toBe("planned");
      // Nothing reaches the balance: the lesson was paid by its link.
      expect((await lessonBalance(db, customerId)).bought).toBe(0);
    });

    it("pays the double lesson and the key-number-197 test drive with their own products", async () => {
      const customerId = await user();
      const double = await lesson(customerId, { kind: "lesson-90" });
      const drive = await lesson(customerId, { kind: "b197-test-drive-25" });
      await payLesson(customerId, double, "driving-lesson-90");
      await payLesson(customerId, drive, "b197-test-drive");
      expect((await lessonRow(double))?.paidAt).toBeInstanceOf(Date);
      expect((await lessonRow(drive))?.paidAt).toBeInstanceOf(Date);
    });

    it("pays a lesson cancelled late and not waived: its fee is due", async () => {
      const customerId = await user();
      const lessonId = await lesson(customerId, {
        state: "cancelled",
        cancelledBy: "customer",
        cancelledAt: new Date(),
        lateCancellation: true,
      });
      await payLesson(customerId, lessonId);
      expect((await lessonRow(lessonId))?.paidAt).toBeInstanceOf(Date);
    });

    it("records every payment that fits no lesson and flags it; no lesson changes", async () => {
      const customerId = await user();
      const other = await user();
      const othersLesson = await lesson(other);
      const paidAlready = await lesson(customerId);
      await payLesson(customerId, paidAlready);
      const cancelledFree = await lesson(customerId, {
        state: "cancelled",
        cancelledBy: "customer",
        cancelledAt: new Date(),
      });
      const waived = await lesson(customerId, {
        state: "cancelled",
        cancelledBy: "customer",
        cancelledAt: new Date(),
        lateCancellation: true,
        waivedReason: "ill",
      });
      const fromBalance = await lesson(customerId, { payment: "balance" });
      const doubleLesson = await lesson(customerId, { kind: "lesson-90" });
      const cases: [string | null, ProductId][] = [
        [randomUUID(), "driving-lesson-45"],
        ["2027-01-16", "driving-lesson-45"],
        ["\u0000 not a lesson", "driving-lesson-45"],
        [null, "driving-lesson-45"],
        [othersLesson, "driving-lesson-45"],
        [paidAlready, "driving-lesson-45"],
        [cancelledFree, "driving-lesson-45"],
        [waived, "driving-lesson-45"],
        [fromBalance, "driving-lesson-45"],
        // A 45-minute payment for a double lesson: the kind does not match.
        [doubleLesson, "driving-lesson-45"],
      ];
      const before = await db.select().from(lessons);
      for (const [reference, product] of cases) {
        const purchase = await payLesson(customerId, reference, product);
        expect(purchase.status, String(reference)).toBe("paid");
        expect(purchase.attention, String(reference)).toContain("lessonNotMatched");
      }
      const after = await db.select().from(lessons);
      expect(after).toEqual(before);
    });

    it("two payments for one lesson at once: one pays it, the other is kept and flagged", async () => {
      const customerId = await user();
      const lessonId = await lesson(customerId);
      const email = await emailOf(customerId);
      const sessions = [0, 1].map(() =>
        checkoutSession({ product: "driving-lesson-45", email, clientReferenceId: lessonId }),
      );
      const statuses = await Promise.all(
        sessions.map((session, index) => deliver(index === 0 ? two.a : two.b, session)),
      );
      expect(statuses).toEqual([200, 200]);
      const recorded = await Promise.all(sessions.map((session) => purchaseOf(session.id)));
      const flagged = recorded.filter((purchase) => purchase?.attention.includes("lessonNotMatched"));
      expect(flagged).toHaveLength(1);
      const paidBy = (await lessonRow(lessonId))?.purchaseId;
      expect(recorded.find((purchase) => purchase?.id === paidBy)?.attention).toEqual([]);
    });

    it("the office's manual purchase pays the lesson it names; an awaited transfer holds it until marked paid", async () => {
      const staffId = await user("staff");
      const customerId = await user();
      const email = await emailOf(customerId);
      const paidNow = await lesson(customerId);
      const awaited = await lesson(customerId, { kind: "lesson-90" });
      const manual = (productId: ProductId, lessonId: string, awaitingPayment: boolean) =>
        recordManualPurchase(
          db,
          staffId,
          {
            email,
            name: null,
            productId,
            method: "cash",
            awaitingPayment,
            locale: "en",
            courseDate: null,
            lessonId,
            reference: null,
            note: null,
            idempotencyKey: randomUUID(),
            immediateStart: false,
            healthConsentInWriting: false,
            confirmSameReference: false,
          },
          context,
          noAudit,
        );
      expect(await lessonPayableBy(db, paidNow, email, "driving-lesson-45")).toBe(true);
      expect(await lessonPayableBy(db, paidNow, email, "driving-lesson-90")).toBe(false);
      expect(await lessonPayableBy(db, paidNow, await emailOf(await user()), "driving-lesson-45")).toBe(
        false,
      );
      expect((await lessonsAwaitingPayment(db)).map((row) => row.id)).toEqual(
        expect.arrayContaining([paidNow, awaited]),
      );
      const cash = await manual("driving-lesson-45", paidNow, false);
      if (cash.outcome !== "recorded") throw new Error("not recorded");
      expect((await lessonRow(paidNow))?.purchaseId).toBe(cash.purchaseId);
      expect((await lessonRow(paidNow))?.paidAt).toBeInstanceOf(Date);
      expect(await lessonPayableBy(db, paidNow, email, "driving-lesson-45")).toBe(false);

      const transfer = await manual("driving-lesson-90", awaited, true);
      if (transfer.outcome !== "recorded") throw new Error("not recorded");
      expect((await lessonRow(awaited))?.purchaseId).toBe(transfer.purchaseId);
      expect((await lessonRow(awaited))?.paidAt).toBeNull();
      // Held for the awaited transfer: no second payment takes it meanwhile.
      expect(await lessonPayableBy(db, awaited, email, "driving-lesson-90")).toBe(false);
      const paidOn = todayInSchoolTimeZone();
      await markTransferPaid(db, staffId, { customerId, purchaseId: transfer.purchaseId, paidOn }, context);
      expect((await lessonRow(awaited))?.paidAt).toBeInstanceOf(Date);
      expect((await lessonsAwaitingPayment(db)).map((row) => row.id)).not.toContain(awaited);
    });

    it("refunded whole: the lesson is unpaid again and can be paid anew", async () => {
      const customerId = await user();
      const lessonId = await lesson(customerId);
      const purchase = await payLesson(customerId, lessonId);
      await refundWhole(purchase);
      expect((await lessonRow(lessonId))?.paidAt).toBeNull();
      const again = await payLesson(customerId, lessonId);
      expect((await lessonRow(lessonId))?.purchaseId).toBe(again.id);
    });
  });

  /** The provider's report of a whole refund (the existing refund path). */
  async function refundWhole(purchase: typeof purchases.$inferSelect) {
    const amount = purchase.amountCents ?? 0;
    const payload = event("charge.refunded", charge(purchase.paymentIntentId ?? "", amount, amount));
    const response = await webhookResponse(signedRequest(url, payload, secret), { db, secret, context });
    expect(response.status).toBe(200);
  }
});
