import path from "node:path";
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { asNewVisitor, buyInCheckout } from "./customer";
import { waitForMail } from "../support/mailbox";

// A customer who never set a password follows a mail's link to their account on a phone: the
// login page offers a sign-in link by e-mail, and that link signs them in where they wanted to go.

test.use({ viewport: { width: 375, height: 800 } });

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** The sign-in link mailed to `address`, waiting up to 10 s for the mail worker. */
async function signInLinkTo(address: string): Promise<string> {
  const isLink = (href: string) => href.includes("/sign-in-link?token=");
  const mail = await waitForMail<{ links: string[] }>(
    mailbox,
    (mail) => mail.to === address && (mail.links as string[]).some(isLink),
    { what: `sign-in link to ${address}`, timeout: 10_000 },
  );
  return mail.links.find(isLink) as string;
}

for (const prefix of ["", "/es"]) {
  test(`a customer without a password gets in through a sign-in link (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await asNewVisitor(page);
    const email = `no-password-${randomUUID()}@example.com`;
    await buyInCheckout(page, prefix, "examiner-course", email);
    await page.context().clearCookies();
    // The link of a booking mail: the account page, which sends a visitor to the login.
    await page.goto(`${prefix}/my-account?from=mail`);
    await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?redirectTo=`));
    await page.locator(`main a[href^="${prefix}/sign-in-link"]`).click();
    const form = page.locator("form.sign-in-link-form");
    await form.locator('input[name="email"]').fill(email);
    await form.locator('button[type="submit"]').click();
    await expect(page.locator('[role="status"]')).toBeVisible();
    const link = await signInLinkTo(email);
    await page.goto(link);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${prefix}/my-account\\?from=mail$`));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // The link works once.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(page.locator('main form button[name="intent"], main form input[value="use"]')).toHaveCount(
      0,
    );
  });
}
