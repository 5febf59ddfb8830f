import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { alertAcknowledgements, purchases, staffFormSubmissions } from "~/server/platform/schema.server";
import { alertKeys } from "~/server/staff/alert-acknowledgements.server";
import { testServices } from "../support/app-context";
import { startHttpApp } from "../support/http-app";
import { formBody, send } from "../support/http-client";
import { staffWithSession } from "../support/staff";
import { testDatabaseKinds } from "../support/test-database";

// The staff dashboard is rendered once per distinct figures (app/render-memo.server.ts), although
// each view of it carries its own one-time form key in its URL: a page kept for one key is sent
// for another with that key wherever the first one's was, byte for byte what a render would
// write, and the key it carries is accepted exactly once. On the built app, on both databases.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

const token = "render-memo-staff-metrics-token";

/** The page with its nonce and its form key written as fixed words. */
function normalized(html: string, key: string): string {
  const nonce = /nonce="([^"]+)"/.exec(html)?.[1] ?? "";
  expect(nonce.length).toBeGreaterThan(10);
  return html.split(nonce).join("NONCE").split(key).join("KEY");
}

describe.each(testDatabaseKinds())("the staff dashboard rendered once per figures on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  let staff: { userId: string; cookie: string };
  let alertKey: string;

  async function hits(): Promise<number> {
    const answer = await send(app.origin, {
      path: "/metrics",
      headers: { authorization: `Bearer ${token}` },
    });
    return Number(/render_memo_lookups_total\{result="hit"\} (\d+)/.exec(answer.text)?.[1] ?? 0);
  }

  async function dashboard(prefix: string, key: string) {
    const answer = await send(app.origin, {
      path: `${prefix}/staff?key=${key}`,
      headers: { cookie: staff.cookie },
    });
    expect(answer.status).toBe(200);
    return answer.text;
  }

  async function purchase(email: string, paymentIntent: string) {
    const session = checkoutSession({ product: "examiner-course", email, paymentIntent });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), {
      publicUrl: app.origin,
    });
  }

  beforeAll(async () => {
    handle = await open();
    app = await startHttpApp(handle, { METRICS_TOKEN: token });
    await purchase("memo-dash@example.com", "pi_memo_dash");
    // An alert with its "seen to" form, so the page carries forms with the key.
    const [alert] = await handle.db
      .insert(purchases)
      .values({
        productId: "examiner-course",
        checkoutSessionId: "cs_memo_alert",
        status: "paid",
        amountCents: 5000,
        currency: "eur",
        locale: "en",
        newCustomer: false,
        attention: ["noEmail"],
        purchasedAt: new Date(),
      })
      .returning({ id: purchases.id });
    alertKey = alertKeys.attention(alert?.id ?? "", ["noEmail"]);
    staff = await staffWithSession(handle, testServices(handle).auth, "memo-staff@example.com");
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  for (const prefix of ["", "/es"]) {
    it(`${prefix}/staff is sent again for another key, with that key in every place of the first`, async () => {
      const first = crypto.randomUUID();
      const second = crypto.randomUUID();
      const rendered = await dashboard(prefix, first);
      // The key is in the alert's form and in the language link (the URL's query).
      expect(rendered).toContain(`name="key" value="${first}"`);
      expect(rendered.split(first).length).toBeGreaterThan(2);
      const before = await hits();
      const again = await dashboard(prefix, second);
      expect(await hits()).toBe(before + 1);
      expect(again).not.toContain(first);
      expect(again).toContain(`name="key" value="${second}"`);
      expect(normalized(again, second)).toBe(normalized(rendered, first));
    });
  }

  it("shows a purchase made between two views at once", async () => {
    const key = crypto.randomUUID();
    const before = await dashboard("", key);
    await purchase("memo-later@example.com", "pi_memo_later");
    const after = await dashboard("", key);
    expect(before).not.toContain("memo-later@example.com");
    expect(after).toContain("memo-later@example.com");
  });

  it("accepts the key of a page sent again exactly once", async () => {
    const key = crypto.randomUUID();
    await dashboard("", crypto.randomUUID());
    const before = await hits();
    const page = await dashboard("", key);
    expect(await hits()).toBe(before + 1);
    expect(page).toContain(`value="${alertKey}"`);
    const post = () =>
      send(app.origin, {
        method: "POST",
        path: `/staff?key=${key}`,
        headers: { cookie: staff.cookie, origin: app.origin, ...formBody({}).headers },
        body: formBody({ intent: "acknowledge", alertKey, key }).body,
      });
    const answers = [await post(), await post()];
    for (const answer of answers) {
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toContain("acknowledged=1");
    }
    // The second submission found the first's record and changed nothing.
    const claimed = await handle.db
      .select()
      .from(staffFormSubmissions)
      .where(and(eq(staffFormSubmissions.form, "acknowledge"), like(staffFormSubmissions.key, `${key}:%`)));
    expect(claimed).toHaveLength(1);
    const seen = await handle.db
      .select()
      .from(alertAcknowledgements)
      .where(eq(alertAcknowledgements.alertKey, alertKey));
    expect(seen).toHaveLength(1);
    // The next view, with the fresh key of the redirect, no longer lists the alert.
    const next = await dashboard(
      "",
      new URL(answers[0]?.headers.location ?? "", app.origin).searchParams.get("key") ?? "",
    );
    expect(next).not.toContain(`value="${alertKey}"`);
  });
});
