import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { courseAccess, users } from "../platform/schema.server";
import { charge, checkoutSession, dispute, event } from "./stripe-events.server";
import { handleStripeEvent } from "./webhook.server";

// Whatever order the provider delivers a purchase's events in, with repeats, the final
// access follows the rules: granted only when paid and neither refunded nor disputed.

describe.each(testDatabaseKinds())("event orders on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  it("final access matches the rules for any order of events", async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          path: fc.constantFrom("paid", "async-paid", "async-failed"),
          refund: fc.boolean(),
          dispute: fc.boolean(),
          repeats: fc.array(fc.nat(), { maxLength: 4 }),
          order: fc.array(fc.nat(), { minLength: 8, maxLength: 8 }),
        }),
        async ({ path, refund, dispute: disputed, repeats, order }) => {
          run++;
          const email = `order-${run}@example.com`;
          const intent = `pi_order_${run}`;
          const paid = checkoutSession({ product: "examiner-course", email, paymentIntent: intent });
          const unpaid = { ...paid, payment_status: "unpaid" };
          const events =
            path === "paid"
              ? [event("checkout.session.completed", paid)]
              : [
                  event("checkout.session.completed", unpaid),
                  event(
                    path === "async-paid"
                      ? "checkout.session.async_payment_succeeded"
                      : "checkout.session.async_payment_failed",
                    path === "async-paid" ? paid : unpaid,
                  ),
                ];
          if (refund) events.push(event("charge.refunded", charge(intent, 5000, 5000)));
          if (disputed) events.push(event("charge.dispute.created", dispute(intent)));
          // Repeats: the same event delivered again.
          for (const r of repeats) events.push(events[r % events.length] as (typeof events)[number]);
          const shuffled = events
            .map((e, i) => ({ e, key: order[i % order.length] ?? 0 }))
            .sort((a, b) => a.key - b.key)
            .map(({ e }) => e);
          for (const e of shuffled)
            await handleStripeEvent(handle.db, e, { publicUrl: "http://localhost:3000" });

          const [user] = await handle.db.select().from(users).where(eq(users.email, email));
          const [row] = user
            ? await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, user.id))
            : [];
          const expected = path !== "async-failed" && !refund && !disputed;
          expect(
            Boolean(row),
            JSON.stringify({ path, refund, disputed, order: shuffled.map((e) => e.type) }),
          ).toBe(expected);
        },
      ),
      { numRuns: 40 },
    );
  });
});
