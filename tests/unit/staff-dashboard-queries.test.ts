import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Logger } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { dashboardFigures } from "~/server/staff/dashboard.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { send } from "../support/http-client";
import { startHttpApp } from "../support/http-app";
import { testServices } from "../support/app-context";
import { staffWithSession } from "../support/staff";
import { testDatabaseKinds } from "../support/test-database";
import { alertAcknowledgements, purchases } from "~/server/platform/schema.server";
import { alertKeys } from "~/server/staff/alert-acknowledgements.server";

// The staff dashboard's statement budget on both databases, counted at the database layer over a
// real HTTP request through the whole app. Each statement is a round trip (one at a time through
// the embedded database's single WebAssembly instance), and the dashboard is read fresh on every
// view: its figures come in one statement, with which of its alerts staff have seen to.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/** The staff session and its user, read from the database on every staff page (decision 024). */
const SESSION_READ = 2;
/** Every figure in one statement, whether each alert was seen to included. */
const DASHBOARD = SESSION_READ + 1;

/**
 * The longest statement a repeat view may send on the embedded database: the figures' statement
 * (some 7 KB of SQL) is prepared once and each view sends its name and values (EXECUTE), so the
 * embedded database no longer parses and plans it on every view.
 */
const LONGEST_EMBEDDED_STATEMENT = 1_500;

/** Drizzle's session keeps the logger it prepares every statement with; the test counts through it. */
function countStatements(handle: DatabaseHandle, statements: string[]) {
  const logger: Logger = { logQuery: (query) => statements.push(query) };
  const session = (handle.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
    .session;
  session.logger = logger;
  session.options.logger = logger;
}

describe.each(testDatabaseKinds())("the staff dashboard's statements on $name", ({ name, open }) => {
  const statements: string[] = [];
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  let staffCookie: string;
  let alertIds: string[];

  beforeAll(async () => {
    handle = await open();
    countStatements(handle, statements);
    app = await startHttpApp(handle);
    // A purchase of the week, so the lists are not all empty.
    const session = checkoutSession({
      product: "examiner-course",
      email: "dash@example.com",
      paymentIntent: "pi_d",
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), {
      publicUrl: app.origin,
    });
    // An alert, one seen to: which alerts were seen to is read in the figures' statement too.
    const attention = (id: string) => ({
      productId: "examiner-course",
      checkoutSessionId: `cs_${id}`,
      status: "paid" as const,
      amountCents: 5000,
      currency: "eur",
      locale: "en" as const,
      newCustomer: false,
      attention: ["noEmail" as const],
      purchasedAt: new Date(),
    });
    const [shownAlert, seenAlert] = await handle.db
      .insert(purchases)
      .values([attention("open"), attention("seen")])
      .returning({ id: purchases.id });
    await handle.db
      .insert(alertAcknowledgements)
      .values({ alertKey: alertKeys.attention(seenAlert?.id ?? "", ["noEmail"]), staffUserId: "x" });
    alertIds = [shownAlert?.id ?? "", seenAlert?.id ?? ""];
    const { auth } = testServices(handle);
    staffCookie = (await staffWithSession(handle, auth, "dash-staff@example.com")).cookie;
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  it.runIf(name === "pglite")(
    "builds the figures' statement once a second and reads them on every view",
    async () => {
      const built = vi.spyOn(PgDialect.prototype, "sqlToQuery");
      const figuresBuilt = () =>
        built.mock.results.filter(({ value }) => {
          const text = (value as { sql: string }).sql;
          // The figures' text (its PREPARE, once per database, carries it too: building is counted).
          return (
            text.length > LONGEST_EMBEDDED_STATEMENT && text.startsWith("select (select coalesce(json_agg")
          );
        }).length;
      try {
        const second = Math.floor(Date.now() / 1000) * 1000 - 5_000;
        const first = await dashboardFigures(handle.db, { now: new Date(second + 100), owner: true });
        // A purchase between two views of the same second is on the second view.
        const session = checkoutSession({
          product: "examiner-course",
          email: "same-second@example.com",
          paymentIntent: "pi_s",
        });
        await handleStripeEvent(handle.db, event("checkout.session.completed", session), {
          publicUrl: app.origin,
        });
        const again = await dashboardFigures(handle.db, { now: new Date(second + 900), owner: true });
        expect(figuresBuilt()).toBe(1);
        expect(first.recentPurchases.map((row) => row.email)).not.toContain("same-second@example.com");
        expect(again.recentPurchases.map((row) => row.email)).toContain("same-second@example.com");
        await dashboardFigures(handle.db, { now: new Date(second + 1_000), owner: true });
        expect(figuresBuilt()).toBe(2);
      } finally {
        built.mockRestore();
      }
    },
  );

  for (const locale of ["", "/es"]) {
    it(`${locale}/staff reads its figures and which alerts were seen to in one statement`, async () => {
      const path = `${locale}/staff?key=${crypto.randomUUID()}`;
      // A first view may do once-only work (the form key's record).
      await send(app.origin, { path, headers: { cookie: staffCookie } });
      statements.length = 0;
      const page = await send(app.origin, { path, headers: { cookie: staffCookie } });
      expect(page.status).toBe(200);
      expect(page.text).toContain("dash@example.com");
      // The open alert is shown (its "seen to" form), the acknowledged one is not.
      expect(page.text).toContain(alertKeys.attention(alertIds[0] ?? "", ["noEmail"]));
      expect(page.text).not.toContain(alertKeys.attention(alertIds[1] ?? "", ["noEmail"]));
      expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(DASHBOARD);
      expect(statements.filter((statement) => statement.includes('from "sessions"'))).toHaveLength(1);
      if (name === "pglite") {
        const longest = Math.max(...statements.map((statement) => statement.length));
        expect(longest, statements.join("\n")).toBeLessThanOrEqual(LONGEST_EMBEDDED_STATEMENT);
        expect(statements.some((statement) => statement.startsWith("EXECUTE staff_dashboard_"))).toBe(true);
      }
    });
  }
});
