// Run before the test server starts (tests/e2e/fixtures.ts): the customers of
// tests/e2e/customer-accounts.ts, each as the checkout and the set-password page would leave them.
// Each purchase is a signed-shape `checkout.session.completed` event applied by the app's own
// webhook handler (customer, purchase, invoice, access, mails, an assistance's cases), with the
// invoice address the checkout asks for above the simplified-invoice limit. Then the password:
// one hash at production's cost (this is no test runner) for all of them, as the enrolled staff
// get theirs (a hash carries its own salt and cost, so each login still verifies at that cost),
// and the set-password link ends as a password set through it ends it.
import "../../server/load-env.js";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { products } from "~/content/catalog";
import { hashPassword } from "~/server/auth/password-hash.server";
import { paymentLinkCollection } from "~/server/invoices/recipient-address.server";
import { asksForEarlyStart } from "~/server/payments/early-start.server";
import { checkoutCourseDate } from "~/server/payments/simulated-checkout.server";
import { handleStripeEvent } from "~/server/payments/webhook.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { accounts, users, verifications } from "~/server/platform/schema.server";
import { scriptDatabase } from "../../scripts/script-database";
import {
  CUSTOMER_PASSWORD,
  e2eFixtureCustomers,
  fixtureCustomerEmail,
  fixtureLocales,
} from "./customer-accounts";

const publicUrl = process.env.PUBLIC_URL;
if (!publicUrl) throw new Error("PUBLIC_URL is not set: the purchase mails' links are built on it");
const database = await scriptDatabase();
const { db } = database;
const hash = await hashPassword(CUSTOMER_PASSWORD);
// The address tests/e2e/customer.ts fills in the checkout (fillBillingAddress).
const address = {
  line1: "Zeil 1",
  line2: null,
  postal_code: "60313",
  city: "Frankfurt am Main",
  state: null,
  country: "DE",
};
for (const [name, bought] of Object.entries(e2eFixtureCustomers)) {
  for (const locale of fixtureLocales) {
    const email = fixtureCustomerEmail(name as keyof typeof e2eFixtureCustomers, locale);
    for (const product of bought) {
      const addressRequired =
        paymentLinkCollection(products[product]).billing_address_collection === "required";
      // A first-aid course: the next bookable date, with the early-start request the checkout
      // asks for inside the withdrawal period (askForEarlyStartIfAsked ticks it), as paySimulated sends.
      const courseDate = await checkoutCourseDate(db, product, null);
      const session = {
        ...checkoutSession({
          product,
          locale,
          email,
          clientReferenceId: courseDate,
          earlyStart: asksForEarlyStart(products[product], courseDate),
          billing: { name: null, address: addressRequired ? address : null, vatId: null },
        }),
        // As the simulated checkout reports its required terms checkbox (paySimulated).
        consent: { terms_of_service: "accepted" },
      };
      const outcome = await handleStripeEvent(db, event("checkout.session.completed", session), {
        publicUrl,
      });
      if (outcome !== "processed") throw new Error(`purchase of ${product} for ${email}: ${outcome}`);
    }
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`no customer ${email} after the purchase`);
    await db.insert(accounts).values({
      id: randomUUID(),
      accountId: user.id,
      providerId: "credential",
      userId: user.id,
      password: hash,
    });
    // As a password set through the purchase mail's link does (onPasswordReset): the link ends.
    await db.delete(verifications).where(eq(verifications.value, user.id));
  }
}
await database.close();
