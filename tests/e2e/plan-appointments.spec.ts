import path from "node:path";
import { expect, test } from "@playwright/test";
import { todayInSchoolTimeZone } from "../../app/content/schedule";
import planEn from "../../app/i18n/messages/plan-appointments-en";
import planEs from "../../app/i18n/messages/plan-appointments-es";
import { addDays } from "../../app/server/licence-check/deadlines.server";
import { mailboxIn, waitForMail } from "../support/mailbox";
import { loginFixtureCustomer } from "./customer";

// A customer adds an appointment to their conversion plan and downloads its calendar file, in both
// languages; the reminder of the fixture's plan (an eye test tomorrow, tests/e2e/plan-reminders-fixture.ts)
// was sent by the server's first reminder run, with its calendar file and its one-click opt-out.

const mailbox = mailboxIn(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111"));
const languages = [
  { prefix: "", locale: "en", t: planEn },
  { prefix: "/es", locale: "es", t: planEs },
] as const;

for (const { prefix, locale, t } of languages) {
  test(`a customer adds an appointment, downloads its calendar file and gets its reminder (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginFixtureCustomer(page, prefix, "plan-appointments");
    await page.goto(`${prefix}/my-conversion?country=IN&since=2026-09-10`);
    await page.locator("form.plan-form button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-conversion?saved=1`);

    const day = addDays(todayInSchoolTimeZone(), 20);
    const form = page.locator("form.appointment-form");
    await form.locator('select[name="kind"]').selectOption("licence-office");
    await form.locator('input[name="day"]').fill(day);
    await form.locator('input[name="time"]').fill("10:15");
    await form.locator('input[name="note"]').fill("Führerscheinstelle, Gutleutstraße");
    await form.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-conversion?appointment=saved`);
    const item = page.locator('[data-appointment="licence-office"]');
    await expect(item).toHaveAttribute("data-date", day);
    await expect(page.locator('[role="status"]')).toHaveText(t.saved);

    const href = (await item.locator("a[download]").getAttribute("href")) ?? "";
    expect(href).toBe(`${prefix}/my-conversion/appointments/licence-office/calendar.ics`);
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toContain("text/calendar");
    const ics = await file.text();
    expect(ics).toContain(`SUMMARY:${t.kinds["licence-office"]}`);
    expect(ics).toContain(`DTSTART;TZID=Europe/Berlin:${day.replace(/-/g, "")}T101500`);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
      await page.screenshot({ path: `screenshots/plan-appointments-${locale}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });

    const reminder = await waitForMail<{
      subject: string;
      text: string;
      links: string[];
      attachments: { filename: string; content: string }[];
    }>(mailbox, (mail) => mail.to === `e2e-plan-reminder-${locale}@example.com`, {
      what: `plan reminder to the ${locale} fixture customer`,
      timeout: 30_000,
    });
    expect(reminder.subject).toContain(t.kinds["eye-test"]);
    expect(reminder.text).toContain(t.mail.appointmentNext["eye-test"]);
    expect(reminder.attachments[0]?.filename).toBe(t.calendarFile.filename);
    expect(reminder.attachments[0]?.content).toContain(`SUMMARY:${t.kinds["eye-test"]}`);
    const optOut = reminder.links[0] ?? "";
    expect(new URL(optOut).pathname.startsWith(`${prefix}/plan-reminders/`)).toBe(true);
    // RFC 8058: the mail program's one-click POST switches the plan's reminders off.
    const oneClick = await page.request.post(new URL(optOut).pathname, {
      form: { "List-Unsubscribe": "One-Click" },
    });
    expect(oneClick.status()).toBe(200);
  });
}
