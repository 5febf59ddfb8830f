import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type ProductId, products } from "~/content/catalog";
import { openTwoInstances, type TwoInstances } from "../../../tests/support/two-instances";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database } from "../platform/db.server";
import { log } from "../platform/log.server";
import { charge, checkoutSession, event, signedRequest } from "./stripe-events.server";
import { webhookResponse } from "./webhook-endpoint.server";
import { handleStripeEvent } from "./webhook.server";
import { courseAccess, firstAidBookings, invoiceDocuments, purchases } from "../platform/schema.server";
import { recordRefund } from "../staff/customers-actions.server";
import { issueMissingInvoice } from "../invoices/missing-invoices.server";

// The provider's refund events delivered at once to two instances, out of order, late, and
// between the staff's own refunds: the credit notes always add up to the provider's latest
// refunded total, and the refund that leaves nothing ends what the purchase granted.

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };
const staff = "staff-user-id";
const noAudit = async () => {};
const RUNS = Number(process.env.REFUND_PROPERTY_RUNS ?? 25);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

describe.each(testDatabaseKinds())("provider refunds on $name", ({ name }) => {
  let two: TwoInstances;
  let serial = 0;
  beforeAll(async () => {
    two = await openTwoInstances(name);
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await two?.close();
  });

  type Purchase = typeof purchases.$inferSelect;
  async function buy(product: ProductId = "examiner-course"): Promise<Purchase> {
    serial += 1;
    const intent = `pi_race_${serial}_${Date.now()}`;
    await handleStripeEvent(
      two.a,
      event(
        "checkout.session.completed",
        checkoutSession({ product, email: `race-${serial}@example.com`, paymentIntent: intent }),
      ),
      context,
    );
    const [purchase] = await two.a.select().from(purchases).where(eq(purchases.paymentIntentId, intent));
    if (!purchase) throw new Error("purchase not recorded");
    return purchase;
  }

  /** The provider's `charge.refunded` with its running total, through the webhook of one instance. */
  async function refunded(db: Database, purchase: Purchase, totalCents: number, eventId?: string) {
    const amount = purchase.amountCents ?? 0;
    const payload = event(
      "charge.refunded",
      charge(purchase.paymentIntentId ?? "", amount, totalCents),
      eventId,
    );
    return webhookResponse(signedRequest(url, payload, secret), { db, secret, context });
  }

  async function creditedCents(purchaseId: string): Promise<number> {
    const notes = await two.a
      .select({ gross: invoiceDocuments.grossCents })
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.purchaseId, purchaseId), eq(invoiceDocuments.kind, "credit-note")));
    return notes.reduce((sum, note) => sum - note.gross, 0);
  }

  const statusOf = async (purchaseId: string) =>
    (await two.a.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]?.status;

  const staffRefund = (purchase: Purchase, amountCents: number, audit = noAudit) =>
    recordRefund(
      two.b,
      staff,
      { customerId: purchase.userId ?? "", purchaseId: purchase.id, note: null, amountCents, notify: false },
      context,
      audit,
    );

  it("credits one running total delivered to two instances at once only once", async () => {
    for (let round = 0; round < 3; round++) {
      const purchase = await buy();
      const answers = await Promise.all([refunded(two.a, purchase, 2000), refunded(two.b, purchase, 2000)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      expect(await creditedCents(purchase.id)).toBe(2000);
      expect(await statusOf(purchase.id)).toBe("paid");
    }
  });

  it("keeps the larger of two running totals delivered at once, and a stale one credits nothing", async () => {
    for (let round = 0; round < 3; round++) {
      const purchase = await buy();
      await Promise.all([refunded(two.a, purchase, 2000), refunded(two.b, purchase, 4000)]);
      expect(await creditedCents(purchase.id)).toBe(4000);
      // The 20.00 report arriving again after the 40.00 one is stale.
      expect((await refunded(two.a, purchase, 2000)).status).toBe(200);
      expect(await creditedCents(purchase.id)).toBe(4000);
    }
  });

  it("ends the purchase when the provider's full refund arrives while a staff refund is being recorded", async () => {
    for (const delay of [10, 20, 30]) {
      const purchase = await buy();
      // The staff's transaction holds the purchase for a moment, as a slow audit write or mail would.
      const staffDone = staffRefund(purchase, 2000, async () => sleep(80));
      await sleep(delay);
      const answer = await refunded(two.a, purchase, 5000);
      expect(await staffDone).toMatchObject({ outcome: "refunded", full: false });
      expect(answer.status).toBe(200);
      expect(await creditedCents(purchase.id)).toBe(5000);
      expect(await statusOf(purchase.id)).toBe("refunded");
      const access = await two.a
        .select()
        .from(courseAccess)
        .where(eq(courseAccess.userId, purchase.userId ?? ""));
      expect(access).toEqual([]);
    }
  });

  it("answers 5xx and logs, without personal data, an event it cannot record; the next delivery records it", async () => {
    const purchase = await buy();
    // A purchase from before invoices: it can only be refunded whole until staff issue its invoice.
    await two.a.delete(invoiceDocuments).where(eq(invoiceDocuments.purchaseId, purchase.id));
    const errors = vi.spyOn(log, "error").mockImplementation(() => {});
    const eventId = `evt_unapplied_${serial}`;
    const first = await refunded(two.a, purchase, 2000, eventId);
    expect(first.status).toBe(500);
    expect(errors).toHaveBeenCalledTimes(1);
    const logged = JSON.stringify(errors.mock.calls[0]);
    expect(logged).toContain(eventId);
    expect(logged).not.toContain("@example.com");
    expect(await statusOf(purchase.id)).toBe("paid");
    errors.mockRestore();

    const issued = await issueMissingInvoice(
      two.a,
      staff,
      {
        customerId: purchase.userId ?? "",
        purchaseId: purchase.id,
        name: null,
        address: null,
        notify: false,
      },
      context,
      noAudit,
    );
    expect(issued.outcome).toBe("issued");
    const retried = await refunded(two.b, purchase, 2000, eventId);
    expect(retried.status).toBe(200);
    expect(await creditedCents(purchase.id)).toBe(2000);
  });

  /** One refund at the provider: made by staff (recorded by the school first) or there alone. */
  const refundStep = fc.record({ cents: fc.integer({ min: 1, max: 8000 }), byStaff: fc.boolean() });
  const scenario = fc.record({
    product: fc.constantFrom<ProductId>("examiner-course", "first-aid-en"),
    steps: fc.array(refundStep, { minLength: 1, maxLength: 5 }),
    /** The rest refunded at the end (a full refund), by staff or at the provider. */
    rest: fc.option(fc.boolean(), { nil: undefined }),
    /** Per event: how many steps later it is delivered, its instance, and a later resend. */
    deliveries: fc.array(
      fc.record({ delay: fc.nat({ max: 6 }), second: fc.boolean(), resend: fc.boolean() }),
      { minLength: 6, maxLength: 6 },
    ),
  });

  it(`credits exactly the provider's latest refunded total, whatever the interleaving (${RUNS} runs)`, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ product, steps, rest, deliveries }) => {
        const purchase = await buy(product);
        const price = products[product].priceCents;
        // The refunds the provider makes, in order, each with the running total it reports.
        const refunds: { cents: number; byStaff: boolean; total: number }[] = [];
        let total = 0;
        for (const step of steps) {
          if (total + step.cents > price) continue;
          total += step.cents;
          refunds.push({ ...step, total });
        }
        if (rest !== undefined && total < price) {
          refunds.push({ cents: price - total, byStaff: rest, total: price });
          total = price;
        }
        if (refunds.length === 0) return;
        const n = refunds.length;
        const slotOf = (k: number) => Math.min(n, k + 1 + (deliveries[k]?.delay ?? 0));
        const answers: number[] = [];
        const deliver = async (k: number, resend = false) => {
          const db = deliveries[k]?.second !== resend ? two.b : two.a;
          answers.push((await refunded(db, purchase, refunds[k]?.total ?? 0)).status);
        };
        // Slot s: the staff's refund s (if any) runs at once with the events of earlier refunds
        // due then; the provider's event of refund s exists only after it.
        for (let slot = 0; slot <= n; slot++) {
          const work: Promise<unknown>[] = [];
          const staffStep = refunds[slot];
          if (slot < n && staffStep?.byStaff)
            work.push(
              staffRefund(purchase, staffStep.cents).then((result) =>
                expect(result).toMatchObject({ outcome: "refunded" }),
              ),
            );
          for (let k = 0; k < slot; k++) if (slotOf(k) === slot) work.push(deliver(k));
          if (slot === n) for (let k = 0; k < n; k++) if (deliveries[k]?.resend) work.push(deliver(k, true));
          await Promise.all(work);
        }
        expect(answers.every((status) => status === 200)).toBe(true);
        expect(await creditedCents(purchase.id)).toBe(total);
        const ended = total === price;
        expect(await statusOf(purchase.id)).toBe(ended ? "refunded" : "paid");
        if (products[product].firstAidLanguage) {
          const seats = await two.a
            .select()
            .from(firstAidBookings)
            .where(eq(firstAidBookings.checkoutSessionId, purchase.checkoutSessionId));
          expect(seats).toHaveLength(ended ? 0 : 1);
        } else {
          const access = await two.a
            .select()
            .from(courseAccess)
            .where(eq(courseAccess.userId, purchase.userId ?? ""));
          expect(access).toHaveLength(ended ? 0 : 1);
        }
      }),
      { numRuns: RUNS },
    );
  }, 600_000);
});
