import { randomUUID } from "node:crypto";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { hesseHoliday } from "../../app/content/holidays";
import { todayInSchoolTimeZone, upcomingFirstAidDates } from "../../app/content/schedule";
import { asNewVisitor } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eEarlyStartEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";
import { waitForMail } from "../support/mailbox";

// On a phone, in both languages: a first-aid date inside the 14-day withdrawal period is booked
// only with the buyer's express request to start early (§ 356 (4), § 357a (2) BGB), a required
// box of its own; without it the checkout answers 400 in the page's language, with it the booking
// goes through and the confirmation mail repeats the request in its words.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

/** The first mail to `address` that says `words` (a new buyer's confirmation sets the password too). */
async function mailSaying(address: string, words: string): Promise<{ text: string }> {
  return waitForMail(mailbox, (mail) => mail.to === address && String(mail.text).includes(words), {
    what: `mail to ${address} saying ${words}`,
    timeout: 10_000,
  });
}

/** A weekday 6 to 12 days ahead that is neither a holiday nor a rule date of the language. */
function dayInsideWithdrawalPeriod(language: "en" | "es"): string {
  const rule = new Set(upcomingFirstAidDates(language, undefined, 3));
  for (let ahead = 6; ahead <= 12; ahead++) {
    const day = new Date(`${todayInSchoolTimeZone()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + ahead);
    const iso = day.toISOString().slice(0, 10);
    if (day.getUTCDay() !== 0 && !hesseHoliday(iso) && !rule.has(iso)) return iso;
  }
  throw new Error("no day found");
}

const cases = [
  {
    prefix: "",
    language: "en" as const,
    staff: e2eEarlyStartEmails[0] as string,
    request: "I expressly ask you to begin the course before my 14-day withdrawal period ends.",
    missing: "Your course date falls within your 14-day withdrawal period.",
    confirmed: "you asked us to start within your withdrawal period",
  },
  {
    prefix: "/es",
    language: "es" as const,
    staff: e2eEarlyStartEmails[1] as string,
    request:
      "Pido expresamente que el curso empiece antes de que termine mi plazo de desistimiento de 14 días.",
    missing: "La fecha de tu curso cae dentro de tu plazo de desistimiento de 14 días.",
    confirmed: "nos pediste empezar dentro de tu plazo de desistimiento",
  },
];

for (const { prefix, language, staff, request, missing, confirmed } of cases) {
  test(`a date inside the withdrawal period asks to start early, on a phone (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const date = dayInsideWithdrawalPeriod(language);
    // The office adds the extra date (the rule's dates are a month apart).
    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/dates`);
    const add = page.locator("form", { has: page.locator('input[name="capacity"]') });
    await add.locator('select[name="language"]').selectOption(language);
    await add.locator('input[name="date"]').fill(date);
    await add.locator('button[type="submit"]').click();
    await expect(page.locator(`time[datetime="${date}"]`).first()).toBeVisible();

    await asNewVisitor(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const checkout = `${prefix}/checkout?product=first-aid-${language}&client_reference_id=${date}`;
    await page.goto(checkout);
    const box = page.getByRole("checkbox", { name: request });
    await expect(box).toBeVisible();
    await expect(box).not.toBeChecked();
    expect(await box.getAttribute("required")).not.toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // For a person to look at (screenshots/ is git-ignored): the step on a phone and on a desktop.
    await page.screenshot({ path: `screenshots/early-start-${language}-375.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `screenshots/early-start-${language}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });

    // Without the request the server refuses, in the page's language.
    const email = `early-${language}-${randomUUID()}@example.com`;
    const refused = await page.request.post(checkout, { form: { email, consent: "on" } });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain(missing);

    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="consent"]').check();
    await box.check();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
    const mail = await mailSaying(email, confirmed);
    expect(mail.text).toContain(confirmed);
    expect(mail.text).toContain(request);
  });
}
