import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { stripeRefundProvider } from "../platform/provider-refund.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, mailOutbox, purchases, users } from "../platform/schema.server";
import { customerPageAction } from "./customers-page-actions.server";
import { recordManualPurchase } from "./customers-manual-purchase.server";

// The staff refund form pays a card payment back through the provider's refund API (here a local
// stand-in of POST /v1/refunds, the real client pointed at it), and only then records and mails
// it; a refusal records and mails nothing; one form sent twice is one call and one record; the
// provider's later refund event credits nothing twice; cash and bank transfer say how they went.

const context = { publicUrl: "http://localhost:3000" };

interface Call {
  idempotencyKey: string | undefined;
  body: URLSearchParams;
}

/** The provider's refund endpoint: refuses a payment whose id says so, answers a repeated key as before. */
function refundStandIn(): Promise<{ server: Server; port: number; calls: Call[] }> {
  const calls: Call[] = [];
  const answers = new Map<string, { status: number; body: string }>();
  const server = createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", () => {
      const body = new URLSearchParams(raw);
      const key = request.headers["idempotency-key"] as string | undefined;
      calls.push({ idempotencyKey: key, body });
      const earlier = key ? answers.get(key) : undefined;
      const answer =
        earlier ??
        (body.get("payment_intent")?.includes("refuse")
          ? {
              status: 400,
              body: JSON.stringify({
                error: {
                  type: "invalid_request_error",
                  code: "charge_already_refunded",
                  message: "Charge has already been refunded.",
                },
              }),
            }
          : {
              status: 200,
              body: JSON.stringify({
                id: `re_${calls.length}`,
                object: "refund",
                amount: Number(body.get("amount")),
                payment_intent: body.get("payment_intent"),
                status: "succeeded",
              }),
            });
      if (key) answers.set(key, answer);
      response.writeHead(answer.status, { "content-type": "application/json" });
      response.end(answer.body);
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, port: (server.address() as AddressInfo).port, calls }),
    ),
  );
}

describe.each(testDatabaseKinds())("refunds paid back on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let standIn: Awaited<ReturnType<typeof refundStandIn>>;
  let provider: ReturnType<typeof stripeRefundProvider>;
  const staff = "staff-refund-payback";
  let serial = 0;
  beforeAll(async () => {
    handle = await open();
    standIn = await refundStandIn();
    provider = stripeRefundProvider(
      new Stripe("sk_test_stand_in", {
        host: "127.0.0.1",
        port: standIn.port,
        protocol: "http",
        maxNetworkRetries: 0,
      }),
    );
  });
  afterAll(async () => {
    await handle?.close();
    standIn?.server.close();
  });

  async function cardPurchase(paymentIntent: string) {
    serial += 1;
    const email = `card-${serial}@example.com`;
    await handleStripeEvent(
      handle.db,
      event(
        "checkout.session.completed",
        checkoutSession({
          product: "examiner-course",
          email,
          name: "Carmen Card",
          paymentIntent,
          locale: "es",
        }),
      ),
      context,
    );
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, paymentIntent));
    if (!purchase?.userId) throw new Error("no purchase");
    return { purchase, customerId: purchase.userId, email };
  }

  const creditNotes = (purchaseId: string) =>
    handle.db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.purchaseId, purchaseId), eq(invoiceDocuments.kind, "credit-note")));
  const refundMails = (to: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "refund")));
  const refundForm = (fields: Record<string, string>) => {
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "refund", notify: "on", note: "", ...fields }))
      form.set(name, value);
    return form;
  };

  it("pays a card refund back at the provider once, records and mails it once, and the provider's event adds nothing", async () => {
    const { purchase, customerId, email } = await cardPurchase(`pi_payback_${Date.now()}`);
    const before = standIn.calls.length;
    const form = refundForm({ key: crypto.randomUUID(), purchaseId: purchase.id, amount: "10,00" });

    const first = await customerPageAction(handle.db, staff, customerId, form, provider);
    expect(first).toEqual({ redirect: { done: "refunded-partly", customerId } });
    const again = await customerPageAction(handle.db, staff, customerId, form, provider);
    expect(again).toMatchObject({ redirect: { done: "refunded-partly", again: true } });

    // One call, with the payment and amount, under the form's own key; one credit note, one mail.
    const calls = standIn.calls.slice(before);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body.get("payment_intent")).toBe(purchase.paymentIntentId);
    expect(calls[0]?.body.get("amount")).toBe("1000");
    expect(calls[0]?.idempotencyKey).toMatch(new RegExp(`^refund:.*${purchase.id}.*:by:${staff}$`));
    expect(await creditNotes(purchase.id)).toHaveLength(1);
    const mails = await refundMails(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain("El dinero vuelve por el mismo medio de pago que usaste");

    // The provider then reports the refund it made: already recorded, nothing credited twice.
    await handleStripeEvent(
      handle.db,
      event("charge.refunded", charge(purchase.paymentIntentId ?? "", purchase.amountCents ?? 0, 1000)),
      context,
    );
    expect(await creditNotes(purchase.id)).toHaveLength(1);
    expect(await refundMails(email)).toHaveLength(1);
    const [now] = await handle.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(now?.status).toBe("paid");
  });

  it("records and mails nothing when the provider refuses, and says so with a 4xx", async () => {
    const { purchase, customerId, email } = await cardPurchase(`pi_refuse_${Date.now()}`);
    const before = standIn.calls.length;
    const answer = await customerPageAction(
      handle.db,
      staff,
      customerId,
      refundForm({ key: crypto.randomUUID(), purchaseId: purchase.id, amount: "10,00" }),
      provider,
    );
    expect(answer).toEqual({
      status: 409,
      form: "refund",
      errors: { amount: "providerRefused" },
      code: "charge_already_refunded",
    });
    expect(standIn.calls.length - before).toBe(1);
    expect(await creditNotes(purchase.id)).toEqual([]);
    expect(await refundMails(email)).toEqual([]);
  });

  it("asks how a cash payment went back, says so in the mail, and never calls the provider", async () => {
    const recorded = await recordManualPurchase(
      handle.db,
      staff,
      {
        email: "cash-payback@example.com",
        name: "Carla Cash",
        productId: "examiner-course",
        method: "cash",
        locale: "en",
        courseDate: null,
        reference: null,
        note: null,
        idempotencyKey: crypto.randomUUID(),
        immediateStart: true,
        healthConsentInWriting: false,
        confirmSameReference: false,
      },
      context,
    );
    if (recorded.outcome !== "recorded") throw new Error(recorded.outcome);
    const [user] = await handle.db.select().from(users).where(eq(users.email, "cash-payback@example.com"));
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, user?.id as string));
    const customerId = user?.id as string;
    const before = standIn.calls.length;
    const fields = { purchaseId: purchase?.id as string, amount: "5,00" };
    expect(
      await customerPageAction(
        handle.db,
        staff,
        customerId,
        refundForm({ key: crypto.randomUUID(), ...fields }),
        provider,
      ),
    ).toMatchObject({ status: 400, errors: { paidBackBy: "paidBackBy" } });
    expect(
      await customerPageAction(
        handle.db,
        staff,
        customerId,
        refundForm({ key: crypto.randomUUID(), ...fields, paidBackBy: "cash" }),
        provider,
      ),
    ).toEqual({ redirect: { done: "refunded-partly", customerId } });
    expect(standIn.calls.length).toBe(before);
    const [mail] = await refundMails("cash-payback@example.com");
    expect(mail?.text).toContain("The money was paid back to you in cash.");
  });
});
