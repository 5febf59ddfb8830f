import { count, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { purchases, users, webhookEvents } from "../platform/schema.server";
import { charge, checkoutSession, event, signedRequest } from "./stripe-events.server";
import { webhookResponse } from "./webhook-endpoint.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";

// Found when probed as an attacker would: future timestamps, the wrong mode, and signed events
// with missing or odd fields (never a 5xx: the provider would retry for days, and a paid purchase
// is recorded whatever else its event carries).

const secret = "whsec_test_secret";
const url = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };

describe.each(testDatabaseKinds())("webhook hardening on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await deleteInvoiceDocuments(handle.db);
    await handle.db.delete(purchases);
    await handle.db.delete(webhookEvents);
    await handle.db.delete(users);
  });

  const post = (request: Request, livemode = false) =>
    webhookResponse(request, { db: handle.db, secret, livemode, context });
  const completed = (email: unknown = "buyer@example.com") =>
    event("checkout.session.completed", {
      ...checkoutSession({ product: "examiner-course", email: "placeholder@example.com" }),
      customer_details: { email, name: null },
    });
  const counts = async () => ({
    purchases: (await handle.db.select({ n: count() }).from(purchases))[0]?.n,
    events: (await handle.db.select({ n: count() }).from(webhookEvents))[0]?.n,
  });

  it("refuses a signature dated more than 5 minutes ahead, accepts one within", async () => {
    const now = Math.floor(Date.now() / 1000);
    const ahead = await post(signedRequest(url, completed(), secret, now + 301));
    expect(ahead.status).toBe(400);
    expect(await counts()).toEqual({ purchases: 0, events: 0 });
    const close = await post(signedRequest(url, completed(), secret, now + 60));
    expect(close.status).toBe(200);
  });

  it("refuses an event of the other mode: live at a test site, test at a live site", async () => {
    const live = { ...completed(), livemode: true };
    expect((await post(signedRequest(url, live, secret))).status).toBe(400);
    expect((await post(signedRequest(url, completed(), secret), true)).status).toBe(400);
    const { livemode: _dropped, ...noMode } = completed() as unknown as Record<string, unknown>;
    expect((await post(signedRequest(url, noMode, secret))).status).toBe(400);
    expect(await counts()).toEqual({ purchases: 0, events: 0 });
    expect((await post(signedRequest(url, live, secret), true)).status).toBe(200);
  });

  it("acknowledges signed events that name no product and records them as unprocessable for the staff", async () => {
    const base = completed() as unknown as { id: string; data: { object: Record<string, unknown> } };
    const odd: [string, unknown][] = [
      ["null object", { ...base, id: "evt_null", data: { object: null } }],
      ["no data", { ...base, id: "evt_nodata", data: undefined }],
      [
        "refund without amounts",
        { ...event("charge.refunded", { payment_intent: "pi_x" }), id: "evt_charge" },
      ],
      [
        "refund of a null charge",
        {
          ...event("charge.refunded", charge("pi_y", 100, 100)),
          id: "evt_charge_null",
          data: { object: null },
        },
      ],
      [
        "refund with NUL in its payment intent",
        { ...event("charge.refunded", charge("pi_\u0000", 100, 100)), id: "evt_charge_nul" },
      ],
    ];
    for (const [what, payload] of odd) {
      const response = await post(signedRequest(url, payload, secret));
      expect(response.status, what).toBe(200);
      expect(await response.json(), what).toEqual({ received: true, outcome: "unprocessable" });
    }
    const recorded = await handle.db.select().from(webhookEvents);
    expect(recorded).toHaveLength(odd.length);
    expect(recorded.every((row) => row.outcome === "unprocessable" && Boolean(row.detail))).toBe(true);
    expect(await counts()).toMatchObject({ purchases: 0 });
  });

  it("records the purchase of a known product whatever its other fields carry, flagged for the staff", async () => {
    const base = completed() as unknown as { id: string; data: { object: Record<string, unknown> } };
    const withObject = (eventId: string, changes: Record<string, unknown>) => ({
      ...base,
      id: eventId,
      data: { object: { ...base.data.object, id: `cs_${eventId}`, ...changes } },
    });
    const odd: [string, unknown, string[], boolean][] = [
      ["numeric e-mail", { ...completed(12345), id: "evt_number" }, ["noEmail"], false],
      ["object e-mail", { ...completed({ $ne: "" }), id: "evt_object" }, ["noEmail"], false],
      ["malformed e-mail", { ...completed("not an address"), id: "evt_format" }, ["noEmail"], false],
      ["NUL in the e-mail", { ...completed("a\u0000b@example.com"), id: "evt_nul" }, ["noEmail"], false],
      [
        "NUL in the name and the locale",
        withObject("evt_name", {
          customer_details: { email: "named@example.com", name: "Ana\u0000" },
          locale: "e\u0000s",
        }),
        ["nameLeftOut"],
        true,
      ],
      [
        "over-long session id",
        withObject("evt_long", { id: "cs_".padEnd(5000, "x") }),
        ["valuesLeftOut"],
        true,
      ],
      ["amount beyond the column", withObject("evt_amount", { amount_total: 1e12 }), ["valuesLeftOut"], true],
      ["created as text", withObject("evt_created", { created: "yesterday" }), ["valuesLeftOut"], true],
    ];
    for (const [what, payload, attention, account] of odd) {
      const response = await post(signedRequest(url, payload, secret));
      expect(response.status, what).toBe(200);
      expect(await response.json(), what).toEqual({ received: true, outcome: "processed" });
      const [purchase] = await handle.db.select().from(purchases).orderBy(desc(purchases.createdAt)).limit(1);
      expect(purchase?.attention, what).toEqual(attention);
      expect(Boolean(purchase?.userId), what).toBe(account);
      const [recorded] = await handle.db
        .select()
        .from(webhookEvents)
        .where(eq(webhookEvents.id, (payload as { id: string }).id));
      expect(recorded?.outcome, what).toBe("processed");
    }
    expect(await counts()).toEqual({ purchases: odd.length, events: odd.length });
  });

  it("records an event without a usable id once, however often it is delivered", async () => {
    const payload = { ...(completed() as object), id: "x".repeat(10_000) };
    for (let i = 0; i < 3; i++) {
      const response = await post(signedRequest(url, payload, secret));
      expect(response.status).toBe(200);
    }
    // The money is recorded all the same: one purchase, as the event is handled once.
    expect(await counts()).toEqual({ purchases: 1, events: 1 });
  });
});
