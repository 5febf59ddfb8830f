import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "~/routes/my-conversion";
import { testContext, testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { AppServices } from "../auth/app-services.server";
import { logIn } from "../auth/login.server";
import { hashIdentifier, newToken, resetIdentifier } from "../auth/token-hash.server";
import { customerData } from "../data-requests/customer-data.server";
import { deleteCustomerData } from "../data-requests/customer-deletion.server";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { conversionPlanDocuments, conversionPlans, users, verifications } from "../platform/schema.server";
import type { PlanView } from "./plan-page.server";

// The plan page through its loader and action: login required (back to the same address with its
// query), a licence-check answer carried in, one plan per customer, bad input refused with a 400
// in the page's language and nothing changed, and the plan in the data copy and the deletion.

const PASSWORD = "a calm drive through Frankfurt";

describe.each(testDatabaseKinds())("my conversion on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  let cookie: string;
  let userId: string;
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    const email = `plan-${randomUUID()}@example.com`;
    await handleStripeEvent(
      handle.db,
      event(
        "checkout.session.completed",
        checkoutSession({ product: "conversion-assistance", email, paymentIntent: `pi_${randomUUID()}` }),
      ),
      { publicUrl: "http://localhost:3000" },
    );
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    userId = user?.id as string;
    const token = newToken();
    await handle.db.insert(verifications).values({
      id: randomUUID(),
      identifier: hashIdentifier(resetIdentifier(token)),
      value: userId,
      expiresAt: new Date(Date.now() + 60_000),
    });
    await services.auth.api.resetPassword({ body: { newPassword: PASSWORD, token } });
    const login = await logIn(
      { db: handle.db, auth: services.auth },
      { email, password: PASSWORD, ip: `10.8.${Math.floor(Math.random() * 250)}.1` },
    );
    if (!login.ok) throw new Error("login failed");
    cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] as string;
  });
  afterAll(() => handle?.close());

  async function run(
    kind: "loader" | "action",
    path: string,
    init: { cookie?: string; body?: URLSearchParams } = {},
  ) {
    const request = new Request(`http://localhost:3000${path}`, {
      method: kind === "action" ? "POST" : "GET",
      headers: {
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.body ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(init.body ? { body: init.body } : {}),
    });
    const args = { request, params: {}, context: testContext(services) } as never;
    try {
      const result = (await (kind === "loader" ? loader(args) : action(args))) as {
        init?: { status?: number };
        data: { view: PlanView; fromCheck?: boolean; saved?: boolean };
      };
      return { status: result.init?.status ?? 200, data: result.data };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, location: thrown.headers.get("location") };
      throw thrown;
    }
  }

  const planForm = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("sends a visitor to the login and back to the same address with its query", async () => {
    const result = await run("loader", "/es/my-conversion?country=IN&since=2026-01-10");
    expect(result.status).toBe(302);
    expect(result.location).toBe(
      `/es/login?redirectTo=${encodeURIComponent("/es/my-conversion?country=IN&since=2026-01-10")}`,
    );
  });

  it("fills the form from a licence-check answer without saving it", async () => {
    const result = await run("loader", "/my-conversion?country=IN&since=2026-01-10", { cookie });
    expect(result.status).toBe(200);
    expect(result.data?.fromCheck).toBe(true);
    expect(result.data?.view.values).toMatchObject({ country: "IN", since: "2026-01-10" });
    expect(result.data?.view.deadlines.find((deadline) => deadline.kind === "foreign-licence")?.date).toBe(
      "2026-07-10",
    );
    expect(await handle.db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId))).toEqual(
      [],
    );
  });

  it("saves one plan per customer; saving again replaces it and its ticks", async () => {
    const first = await run("action", "/my-conversion", {
      cookie,
      body: planForm({
        country: "IN",
        since: "2026-01-10",
        applied: "2026-12-15",
        testOrder: "2026-08-31",
        "tick-eye-test": "on",
        "date-eye-test": "2024-12-01",
      }),
    });
    expect(first).toMatchObject({ status: 303, location: "/my-conversion?saved=1" });
    const second = await run("action", "/my-conversion", {
      cookie,
      body: planForm({
        country: "IN",
        since: "2025-08-31",
        applied: "2026-12-15",
        "tick-eye-test": "on",
        "date-eye-test": "2024-12-01",
        "tick-photo": "on",
        "date-photo": "2026-11-01",
      }),
    });
    expect(second.status).toBe(303);
    const rows = await handle.db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ country: "IN", region: null, since: "2025-08-31", testOrder: null });
    const page = await run("loader", "/my-conversion?saved=1", { cookie });
    expect(page.data?.saved).toBe(true);
    const deadline = page.data?.view.deadlines.find((entry) => entry.kind === "foreign-licence");
    expect(deadline).toMatchObject({ date: "2026-02-28", passed: true });
    expect(deadline?.meaning).toBeTruthy();
    // An unlisted licence needs the eye test; 2024-12-01 + 2 years ends before the 15 December appointment.
    const eyeTest = page.data?.view.documents.find((document) => document.kind === "eye-test");
    expect(eyeTest?.state).toBe("too-old");
    expect(page.data?.view.documents.find((document) => document.kind === "photo")?.state).toBe("ok");
  });

  it("refuses bad input with a 400 in the page's language and keeps the stored plan", async () => {
    const before = await handle.db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId));
    for (const [path, fields, field, text] of [
      ["/es/my-conversion", { country: "ZZ" }, "country", "No conocemos este país"],
      ["/es/my-conversion", { country: "IN", applied: "2026-02-30" }, "applied", "fecha real"],
      ["/my-conversion", { country: "IN", "tick-eye-test": "on" }, "date-eye-test", "document's date"],
      ["/my-conversion", { country: "IN", "tick-photo": "on", "date-photo": "2099-01-01" }, "date-photo", ""],
      ["/my-conversion", { applied: "2026-01-01" }, "country", "licence check"],
    ] as const) {
      const result = await run("action", path, { cookie, body: planForm(fields) });
      expect(result.status, `${field} ${JSON.stringify(fields)}`).toBe(400);
      expect(result.data?.view.errors[field]).toContain(text);
    }
    const refusedQuery = await run("loader", "/es/my-conversion?country=IN&since=no-date", { cookie });
    expect(refusedQuery.status).toBe(400);
    expect(refusedQuery.data?.view.errors.since).toContain("fecha real");
    expect(await handle.db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId))).toEqual(
      before,
    );
  });

  it("is in the customer's copy of their data and goes with the deletion", async () => {
    const copy = await customerData(handle.db, userId, "en");
    expect(copy?.conversionPlan).toMatchObject({
      country: "IN",
      region: null,
      documents: [
        { kind: "eye-test", dated: "2024-12-01" },
        { kind: "photo", dated: "2026-11-01" },
      ],
    });
    const outcome = await deleteCustomerData(handle.db, { actor: "system", userId });
    expect(outcome.outcome).toBe("deleted");
    expect(await handle.db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId))).toEqual(
      [],
    );
    expect(
      await handle.db
        .select()
        .from(conversionPlanDocuments)
        .where(eq(conversionPlanDocuments.userId, userId)),
    ).toEqual([]);
  });
});
