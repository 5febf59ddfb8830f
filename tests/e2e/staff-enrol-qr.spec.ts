import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { base32Decode, totpCode } from "../../app/server/staff/totp.server";
import { asNewVisitor, mailedLink } from "./customer";
import { logInAsStaff, STAFF_PASSWORD } from "./staff";
import { e2eEnrolQrOwnerEmails } from "./staff-accounts";

// A colleague sets up the second factor alone, on a 375 px phone, in both languages: invited with
// their name, they see a QR code (decoded here from a screenshot back to the key), the key in
// blocks, the same key after leaving and coming back, then look-alike-free backup codes to
// download; the dashboard greets them by name.

const languages = [
  { prefix: "", owner: e2eEnrolQrOwnerEmails[0] as string },
  { prefix: "/es", owner: e2eEnrolQrOwnerEmails[1] as string },
];

for (const { prefix, owner } of languages) {
  test(`a colleague sets up the second factor from the invitation (${prefix || "/"})`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const ownerPage = await (await browser.newContext()).newPage();
    await logInAsStaff(ownerPage, prefix, owner);
    await ownerPage.goto(`${prefix}/staff/team`);
    const colleague = `qr-${randomUUID()}@example.com`;
    await ownerPage.locator('input[name="name"]').fill("Lena Berger");
    await ownerPage.locator('input[name="email"]').fill(colleague);
    await ownerPage.locator('form:has(input[name="intent"][value="invite"]) button[type="submit"]').click();
    await expect(ownerPage).toHaveURL(/done=invited/);

    const page = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await asNewVisitor(page);
    await page.goto(await mailedLink(colleague));
    await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
    await page.locator('input[name="confirm"]').fill(STAFF_PASSWORD);
    await page.locator('main button[type="submit"]').click();
    await page.goto(`${prefix}/login`);
    await page.locator('form.login-form input[name="email"]').fill(colleague);
    await page.locator('form.login-form input[name="password"]').fill(STAFF_PASSWORD);
    await page.locator("form.login-form button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/staff/enrol`);
    const showKey = async () => {
      await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
      await page.locator('main button[type="submit"]').click();
      const shown = (await page.locator(".totp-secret").textContent()) ?? "";
      expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
      return shown.replace(/ /g, "");
    };
    const key = await showKey();
    // The QR code, read from the screen as a phone's camera would.
    const shot = PNG.sync.read(await page.locator(".enrol-qr").screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded?.data).toMatch(/^otpauth:\/\/totp\//);
    expect(new URL(decoded?.data ?? "x:").searchParams.get("secret")).toBe(key);
    expect(decoded?.data).toBe(await page.locator('a[href^="otpauth://totp/"]').getAttribute("href"));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Leaving and coming back: the same key.
    await page.goto(`${prefix}/staff/enrol`);
    expect(await showKey()).toBe(key);

    await page.locator('input[name="code"]').fill(totpCode(base32Decode(key)));
    await page.locator('main button[type="submit"]').click();
    const codes = await page.locator(".backup-codes code").allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJKMNP-Z]{5}-[2-9A-HJKMNP-Z]{5}$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("a[download]").click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.txt$/);
    await page.locator(".enrol-codes-keep a.button-primary").click();
    // Enrolment ended the password-only session: the next login takes a code.
    await page.context().clearCookies();
    await page.goto(`${prefix}/login`);
    await page.locator('form.login-form input[name="email"]').fill(colleague);
    await page.locator('form.login-form input[name="password"]').fill(STAFF_PASSWORD);
    await page.locator("form.login-form button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/staff/verify`);
    // A backup code typed in small letters without its dash.
    await page.locator('input[name="code"]').fill((codes[0] as string).replace("-", "").toLowerCase());
    await page.locator('main button[type="submit"]').click();
    await expect(page.locator("main .lead").first()).toContainText("Lena Berger");
  });
}
