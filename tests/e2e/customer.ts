import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import Stripe from "stripe";
import { waitForMail } from "../support/mailbox";
import {
  CUSTOMER_PASSWORD,
  type FixtureCustomerName,
  fixtureCustomerEmail,
  type FixtureLocale,
} from "./customer-accounts";

// A customer as a person becomes one: purchases in the simulated checkout, the set-password link
// from the file mailbox, then the login form.

export { CUSTOMER_PASSWORD };
const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** A mail the file mailbox holds for `address` (JSON part), waiting up to 10 s for the mail worker. */
export async function mailTo(address: string): Promise<{ subject: string; links: string[]; locale: string }> {
  return waitForMail(mailbox, (mail) => mail.to === address, { what: `mail to ${address}`, timeout: 10_000 });
}

/** The link of the first mail to `address`. */
export async function mailedLink(address: string): Promise<string> {
  return (await mailTo(address)).links[0] as string;
}

/**
 * Makes the page a visitor of its own address (the e2e server trusts one proxy hop), so the
 * per-address login throttle counts each test's logins apart, as for real customers.
 */
export async function asNewVisitor(page: Page) {
  const part = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${part()}.${part()}` });
}

/**
 * Ticks the early-start request when the checkout asks for it (a course date inside the 14-day
 * withdrawal period, § 356 (4) BGB): whether it does depends on the day the tests run.
 */
export async function askForEarlyStartIfAsked(page: Page) {
  const box = page.locator('input[name="earlyStart"]');
  if ((await box.count()) > 0) await box.check();
}

export async function buyInCheckout(page: Page, prefix: string, product: string, email: string) {
  await page.goto(`${prefix}/checkout?product=${product}`);
  await page.locator('input[name="email"]').fill(email);
  // A product over €250 asks for the invoice address (§ 14 (4) Nr. 1 UStG).
  if (await page.locator('input[name="billingLine1"][required]').count()) await fillBillingAddress(page);
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
}

/** The invoice address fields of the checkout or of My account's request for it. */
export async function fillBillingAddress(page: Page, scope: Pick<Page, "locator"> = page) {
  await scope.locator('input[name="billingLine1"]').fill("Zeil 1");
  await scope.locator('input[name="billingPostalCode"]').fill("60313");
  await scope.locator('input[name="billingCity"]').fill("Frankfurt am Main");
  await scope.locator('input[name="billingCountry"]').fill("DE");
}

/** Buys `products`, sets the password from the first mail and logs in; returns the e-mail. */
export async function becomeCustomer(page: Page, prefix: string, products: string[]): Promise<string> {
  const email = `customer-${randomUUID()}@example.com`;
  await asNewVisitor(page);
  for (const product of products) await buyInCheckout(page, prefix, product, email);
  await page.goto(await mailedLink(email));
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('input[name="confirm"]').fill(CUSTOMER_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?passwordSet=`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${prefix}/my-account`);
  return email;
}

/**
 * Delivers a provider event to the real webhook, signed with the server's local (simulated)
 * secret, as the payment provider would.
 */
export async function deliverWebhookEvent(page: Page, stripeEvent: object) {
  // The checkout reads the payment settings, which create the secret (never a cached page).
  await page.request.get("/checkout?product=examiner-course");
  const payload = JSON.stringify(stripeEvent);
  const dataDir = process.env.E2E_DATA_DIR ?? ".e2e-data/3111";
  const secret = readFileSync(path.resolve(dataDir, "secrets/simulated-webhook-secret"), "utf8").trim();
  const signature = new Stripe("sk_offline_signature_checks_only").webhooks.generateTestHeaderString({
    payload,
    secret,
  });
  const delivered = await page.request.post("/api/webhooks/stripe", {
    data: payload,
    headers: { "content-type": "application/json", "stripe-signature": signature },
  });
  expect(delivered.status()).toBe(200);
}

/**
 * Logs in, through the real login form, the customer the fixture made before the start for `name`
 * in the prefix's language (tests/e2e/customer-accounts.ts), as a new visitor; returns the e-mail.
 * For tests of what a customer does after buying: the page ends on My account as after
 * becomeCustomer, without the checkout and the set-password page this test does not test.
 */
export async function loginFixtureCustomer(
  page: Page,
  prefix: string,
  name: FixtureCustomerName,
): Promise<string> {
  const locale: FixtureLocale = prefix === "/es" ? "es" : "en";
  const email = fixtureCustomerEmail(name, locale);
  await asNewVisitor(page);
  await page.goto(`${prefix}/login`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${prefix}/my-account`);
  return email;
}
