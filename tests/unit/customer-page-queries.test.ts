import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Logger } from "drizzle-orm";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { send } from "../support/http-client";
import { startHttpApp } from "../support/http-app";
import { testServices } from "../support/app-context";
import { customerWithPassword, logInThroughForm } from "../support/customers";
import { testDatabaseKinds } from "../support/test-database";

// The customer's account pages keep their statement counts on both databases (the embedded
// database's budgets and plans are in account-page-queries.test.ts): a page that goes over has
// started to repeat a lookup or to read in a loop, and each statement is a round trip.

vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });

/** Statements per view of a logged-in customer who owns the course, session from the signed cookie cache. */
const BUDGETS = { "/my-account": 2, "/mycourse": 1, "/module?sid=1.1": 1 } as const;

describe.each(testDatabaseKinds())("the customer's pages' statements on $name", ({ open }) => {
  const statements: string[] = [];
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof startHttpApp>>;
  let cookie: string;

  beforeAll(async () => {
    handle = await open();
    const logger: Logger = { logQuery: (query) => statements.push(query) };
    const session = (handle.db as unknown as { session: { logger: Logger; options: { logger?: Logger } } })
      .session;
    session.logger = logger;
    session.options.logger = logger;
    app = await startHttpApp(handle);
    const email = "budget@example.com";
    const purchase = checkoutSession({ product: "examiner-course", email, paymentIntent: "pi_budget" });
    await handleStripeEvent(handle.db, event("checkout.session.completed", purchase), {
      publicUrl: app.origin,
    });
    await customerWithPassword(handle, testServices(handle).auth, email);
    cookie = (await logInThroughForm(app.origin, email)).join("; ");
  });
  afterAll(async () => {
    await app?.close();
    await handle?.close();
  });

  for (const locale of ["", "/es"]) {
    for (const [path, budget] of Object.entries(BUDGETS)) {
      it(`${locale}${path} stays within ${budget} statements`, async () => {
        // A first view may do once-only work.
        await send(app.origin, { path: `${locale}${path}`, headers: { cookie } });
        statements.length = 0;
        const page = await send(app.origin, { path: `${locale}${path}`, headers: { cookie } });
        expect(page.status).toBe(200);
        expect(statements.length, statements.join("\n")).toBeLessThanOrEqual(budget);
      });
    }
  }
});
