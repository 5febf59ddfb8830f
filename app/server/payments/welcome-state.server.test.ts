import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerWithSession } from "../../../tests/support/customers";
import { testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { charge, checkoutSession, event } from "./stripe-events.server";
import { handleStripeEvent } from "./webhook.server";
import { welcomeState } from "./welcome-state.server";

const context = { publicUrl: "http://localhost:3000" };

describe.each(testDatabaseKinds())("welcome page state on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const deliver = (type: string, object: Record<string, unknown>) =>
    handleStripeEvent(handle.db, event(type, object), context);

  it("tells a new customer about the mail and an existing one about the update", async () => {
    const first = checkoutSession({ product: "examiner-course", email: "fresh@example.com" });
    await deliver("checkout.session.completed", first);
    expect(await welcomeState(handle.db, first.id)).toBe("new");

    const auth = testServices(handle).auth;
    await customerWithSession(handle, auth, "known@example.com");
    const second = checkoutSession({ product: "weekly-classes", email: "known@example.com" });
    await deliver("checkout.session.completed", second);
    expect(await welcomeState(handle.db, second.id)).toBe("existing");
  });

  it("says the payment is being confirmed before the webhook and while it is unpaid", async () => {
    expect(await welcomeState(handle.db, "cs_test_not_arrived_yet")).toBe("pending");
    const unpaid = checkoutSession({ product: "examiner-course", email: "slow@example.com", paid: false });
    await deliver("checkout.session.completed", unpaid);
    expect(await welcomeState(handle.db, unpaid.id)).toBe("pending");
    await deliver("checkout.session.async_payment_failed", unpaid);
    expect(await welcomeState(handle.db, unpaid.id)).toBe("failed");
  });

  it("never promises a mail for a refunded purchase", async () => {
    const session = checkoutSession({
      product: "examiner-course",
      email: "back@example.com",
      paymentIntent: "pi_welcome_refund",
    });
    await deliver("checkout.session.completed", session);
    await deliver("charge.refunded", charge("pi_welcome_refund", 5000, 5000));
    expect(await welcomeState(handle.db, session.id)).toBe("cancelled");
  });

  it("reveals nothing for a missing or malformed session id", async () => {
    for (const id of [null, "", "abc", "cs_' or 1=1 --", `cs_${"x".repeat(300)}`]) {
      expect(await welcomeState(handle.db, id)).toBe("unknown");
    }
  });
});
