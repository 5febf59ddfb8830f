import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type Database,
  type DatabaseHandle,
  migrationsFolder,
  pgliteSettings,
} from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import * as schema from "~/server/platform/schema.server";
import { send } from "../support/http-client";
import { startHttpApp } from "../support/http-app";
import { testServices } from "../support/app-context";
import { customerWithPassword, logInThroughForm } from "../support/customers";
import { staffWithSession } from "../support/staff";

// Each account page makes the queries it needs and no more (decision 024): counted at the
// database layer (drizzle's logger sees every statement, better-auth's included) over a real HTTP
// request through the whole app, root loader and session check included. A page that goes over
// its budget has started to repeat a lookup or to read in a loop.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/**
 * Statements per page view of a logged-in customer who owns the course, while the session comes
 * from better-auth's signed cookie cache (no session read).
 */
const BUDGETS = {
  // The purchases with their invoices and first-aid seats (one statement), and the customer's own
  // details for the form that corrects them (the phone is not in the session).
  "/my-account": 2,
  // The course access, the lesson progress (read once: the review's cards and the offline copy
  // take the opened lessons from it) and the review's cards, in one statement.
  "/mycourse": 1,
  "/module?sid=1.1": 1,
  "/review": 4,
} as const;
/** Once the cookie cache has run out: the session and its user are read once for the whole page. */
const SESSION_READ = 2;
/**
 * The staff dashboard: the staff session is read from the database on every page (never from the
 * cookie cache, decision 024), then every figure in one statement (purchases, mails, webhook
 * events, the month's revenue, first-aid dates, refund requests, unchosen dates, overdue transfers,
 * deletion requests) and which alerts staff have seen to (one statement over every alert's key).
 */
const STAFF_DASHBOARD = SESSION_READ + 2;

describe("queries per account page", () => {
  const statements: string[] = [];
  /** Every statement with its parameters, for the plans. */
  const withParams: { query: string; params: unknown[] }[] = [];
  let client: PGlite;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  let cookie: string;
  /** The session cookie alone, as a browser sends it once the cache cookie has expired. */
  let sessionOnly: string;
  let staffCookie: string;

  beforeAll(async () => {
    client = await PGlite.create("memory://", {
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings],
    });
    const db = drizzle(client, {
      schema,
      logger: {
        logQuery: (query, params) => {
          statements.push(query);
          withParams.push({ query, params });
        },
      },
    }) as unknown as Database;
    await migrate(db as never, { migrationsFolder });
    const handle: DatabaseHandle = { db, close: () => client.close() };
    app = await startHttpApp(handle);
    const { auth } = testServices(handle);
    const email = "counted@example.com";
    const session = checkoutSession({ product: "examiner-course", email, paymentIntent: "pi_counted" });
    await handleStripeEvent(db, event("checkout.session.completed", session), { publicUrl: app.origin });
    await customerWithPassword(handle, auth, email);
    // A real login through the login form, as a browser sends it.
    const pairs = await logInThroughForm(app.origin, email);
    cookie = pairs.join("; ");
    sessionOnly = pairs.filter((pair) => pair.includes("session_token=")).join("; ");
    expect(pairs.some((pair) => pair.includes("session_data="))).toBe(true);
    staffCookie = (await staffWithSession(handle, auth, "counted-staff@example.com")).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await client?.close();
  });

  /** The statements one view of the page makes (after a first view, which may do once-only work). */
  async function statementsOf(path: string, cookies: string): Promise<string[]> {
    await send(app.origin, { path, headers: { cookie: cookies } });
    statements.length = 0;
    withParams.length = 0;
    const page = await send(app.origin, { path, headers: { cookie: cookies } });
    expect(page.status).toBe(200);
    return [...statements];
  }

  it("/healthz with a session cookie reads nothing (answered before the pages and the session)", async () => {
    statements.length = 0;
    const health = await send(app.origin, { path: "/healthz", headers: { cookie: sessionOnly } });
    expect(health.status).toBe(200);
    expect(statements).toEqual([]);
  });

  for (const locale of ["", "/es"]) {
    for (const [path, budget] of Object.entries(BUDGETS)) {
      it(`${locale}${path} stays within ${budget} statements (cached session)`, async () => {
        const made = await statementsOf(`${locale}${path}`, cookie);
        expect(made.length, made.join("\n")).toBeLessThanOrEqual(budget);
      });
      it(`${locale}${path} reads the session once when the cache has run out`, async () => {
        const made = await statementsOf(`${locale}${path}`, sessionOnly);
        expect(made.length, made.join("\n")).toBeLessThanOrEqual(budget + SESSION_READ);
        expect(made.filter((statement) => statement.includes('from "sessions"'))).toHaveLength(1);
      });
    }
  }

  for (const locale of ["", "/es"]) {
    // The dashboard as it is shown: with its forms' one-time key in the URL (pageFormKey).
    it(`${locale}/staff stays within ${STAFF_DASHBOARD} statements, the session read once`, async () => {
      const made = await statementsOf(`${locale}/staff?key=${crypto.randomUUID()}`, staffCookie);
      expect(made.length, made.join("\n")).toBeLessThanOrEqual(STAFF_DASHBOARD);
      expect(made.filter((statement) => statement.includes('from "sessions"'))).toHaveLength(1);
    });
    // Opened without a key (the navigation, a bookmark): sent to the keyed URL after the staff
    // session alone, before any of the figures is read.
    it(`${locale}/staff without a key reads only the session before its redirect`, async () => {
      statements.length = 0;
      const page = await send(app.origin, { path: `${locale}/staff`, headers: { cookie: staffCookie } });
      expect(page.status).toBe(302);
      expect(page.headers.location).toMatch(new RegExp(`^${locale}/staff\\?key=[0-9a-f-]{36}$`));
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(SESSION_READ);
    });
  }

  // Every statement of the customer's pages finds its rows by an index, session read included:
  // with sequential scans made as costly as the planner allows, a plan that still scans a whole
  // table has no index to use (the tables of a fresh test database are too small to tell otherwise).
  it("every statement of the customer's pages uses an index", async () => {
    const plans: string[] = [];
    for (const path of Object.keys(BUDGETS)) {
      await statementsOf(path, sessionOnly);
      const made = [...withParams];
      for (const { query, params } of made) {
        await client.exec("SET enable_seqscan = off");
        const explained = await client.query<{ "QUERY PLAN": string }>(`EXPLAIN ${query}`, params);
        await client.exec("RESET enable_seqscan");
        const plan = explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
        plans.push(`${path}: ${query}\n${plan}`);
        expect(plan, `${path}: ${query}`).not.toContain("Seq Scan");
      }
    }
    expect(plans.length).toBeGreaterThan(Object.keys(BUDGETS).length);
  });
});
