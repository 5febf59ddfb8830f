import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { base32Decode, totpCode } from "../../app/server/staff/totp.server";
import { asNewVisitor, mailedLink } from "./customer";
import { STAFF_PASSWORD, staffKeysDir } from "./staff-accounts";

// A staff member logs in through the real pages. The first time for an address with no key in
// the test data folder (those of e2eRealEnrolmentEmails and colleagues a spec invites; the others
// are enrolled before the server starts, tests/e2e/enrolled-staff-fixture.ts): the set-password
// link from the invite mail, the password, enrolment of a TOTP app (the key read off the page,
// kept in the test data folder); then, as every time after:
// password, and a code computed from the key as an authenticator app would (RFC 6238), never one
// already used.

export { STAFF_PASSWORD };
const keys = staffKeysDir;

async function storedKey(email: string): Promise<string | null> {
  return readFile(path.join(keys, email), "utf8").catch(() => null);
}

/**
 * A code from the key as the app shows it, of a time step later than the last one this helper gave
 * for `email` (a code works once): now, or the next step, or after waiting for the one after.
 */
async function freshCode(email: string, key: string): Promise<string> {
  const stepFile = path.join(keys, `${email}.step`);
  const last = Number(await readFile(stepFile, "utf8").catch(() => "0"));
  const now = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(now(), last + 1);
  // The site accepts one step either side of its own clock.
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 1000));
  await mkdir(keys, { recursive: true });
  await writeFile(stepFile, String(step));
  return totpCode(base32Decode(key), step * 30_000);
}

async function passwordStep(page: Page, prefix: string, email: string) {
  await page.goto(`${prefix}/login`);
  await page.locator('form.login-form input[name="email"]').fill(email);
  await page.locator('form.login-form input[name="password"]').fill(STAFF_PASSWORD);
  await page.locator('form.login-form button[type="submit"]').click();
}

/** Sets the password and enrols; returns the base32 key and the backup codes shown once. */
async function firstLogin(page: Page, prefix: string, email: string) {
  await page.goto(await mailedLink(email));
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
  await page.locator('input[name="confirm"]').fill(STAFF_PASSWORD);
  await page.locator('main button[type="submit"]').click();
  // The invite mail speaks the account's language (English for a new account).
  await expect(page).toHaveURL(/\/login\?passwordSet=/);
  await passwordStep(page, prefix, email);
  await expect(page).toHaveURL(`${prefix}/staff/enrol`);
  await page.locator('input[name="password"]').fill(STAFF_PASSWORD);
  await page.locator('main button[type="submit"]').click();
  // The key is shown in blocks of four, as apps show it.
  const key = (await page.locator(".totp-secret").textContent())?.replace(/\s+/g, "") ?? "";
  await expect(page.locator('a[href^="otpauth://totp/"]')).toBeVisible();
  await page.locator('input[name="code"]').fill(await freshCode(email, key));
  await page.locator('main button[type="submit"]').click();
  const backupCodes = await page.locator(".backup-codes code").allTextContents();
  expect(backupCodes).toHaveLength(10);
  await mkdir(keys, { recursive: true });
  await writeFile(path.join(keys, email), key);
  return { key, backupCodes };
}

/**
 * Logs `email` (one of e2eStaffEmails) in as staff in the language of `prefix` ("" or "/es"),
 * enrolling first when needed, and waits for the staff area. Returns the backup codes when this
 * call enrolled (else an empty list).
 */
export async function logInAsStaff(
  page: Page,
  prefix: string,
  email: string,
  // Where the login lands: the overview, or an instructor's own day (the overview sends them there).
  landing = "/staff",
): Promise<string[]> {
  await asNewVisitor(page);
  let backupCodes: string[] = [];
  let key = await storedKey(email);
  if (!key) {
    ({ key, backupCodes } = await firstLogin(page, prefix, email));
    // Enrolment ended the password-only session: log in again with the second factor.
    await page.context().clearCookies();
  }
  await passwordStep(page, prefix, email);
  await expect(page).toHaveURL(`${prefix}/staff/verify`);
  await page.locator('input[name="code"]').fill(await freshCode(email, key));
  await page.locator('main button[type="submit"]').click();
  // The dashboard (or the instructor's day), sent on to its URL with the forms' one-time key.
  await expect(page).toHaveURL(new RegExp(`^https?://[^/]+${prefix}${landing}\\?key=[0-9a-f-]{36}$`));
  return backupCodes;
}
