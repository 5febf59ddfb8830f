import path from "node:path";
import { expect, test } from "@playwright/test";
import lessonsEn from "../../app/i18n/messages/lessons-en";
import lessonsEs from "../../app/i18n/messages/lessons-es";
import { mailboxIn, waitForMails } from "../support/mailbox";
import { asNewVisitor } from "./customer";
import { E2E_LESSON_PASSWORD, e2eLessonCustomers } from "./lesson-accounts";

// A customer with weekly classes and a lesson pack (tests/e2e/lessons-fixture.ts) books a double
// lesson from the free times, cancels it free, cancels the fixture's lesson 20 hours ahead late and
// sees it charged; the mails arrive with the lesson's calendar file; the download is the owner's.

const mailbox = mailboxIn(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111"));
const languages = [
  { prefix: "", locale: "en", t: lessonsEn },
  { prefix: "/es", locale: "es", t: lessonsEs },
] as const;

for (const { prefix, locale, t } of languages) {
  test(`a customer books a double lesson, cancels one free and one late (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = e2eLessonCustomers[locale];
    await asNewVisitor(page);
    await page.goto(`${prefix}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(E2E_LESSON_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${prefix}/my-account`);
    await page.goto(`${prefix}/my-lessons`);
    const balance = page.locator("[data-lesson-balance]");
    await expect(balance).toHaveAttribute("data-lesson-balance", "4");

    const choice = page.locator("form.lesson-choice");
    await choice.locator('select[name="kind"]').selectOption("lesson-90");
    await choice.locator('select[name="transmission"]').selectOption("manual");
    await choice.locator('select[name="language"]').selectOption(locale);
    await choice.locator('select[name="pickup"]').selectOption("hauptbahnhof");
    await choice.locator("button[type=submit]").click();
    await expect(page.locator("[data-lesson-slot]").first()).toBeVisible();
    // The first free time more than a day ahead, so cancelling it is free.
    const starts = await page
      .locator("[data-lesson-slot]")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-lesson-slot") ?? ""));
    const start = starts.find((value) => new Date(value).getTime() > Date.now() + 26 * 3_600_000) ?? "";
    const slot = page.locator(`[data-lesson-slot="${start}"]`).first();
    await slot.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-lessons?done=booked`);
    await expect(page.locator('[role="status"]')).toHaveText(t.done.booked);
    await expect(balance).toHaveAttribute("data-lesson-balance", "2");
    const booked = page.locator(`[data-lesson][data-starts-at="${start}"]`);
    await expect(booked).toHaveAttribute("data-state", "booked");
    const lessonId = (await booked.getAttribute("data-lesson")) ?? "";

    // Its calendar file, and nobody else's lesson.
    const file = await page.request.get(`${prefix}/my-lessons/${lessonId}/calendar.ics`);
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain(`UID:lesson-${lessonId}@`);
    const other = await page.request.get(
      `${prefix}/my-lessons/00000000-0000-4000-8000-000000000000/calendar.ics`,
    );
    expect(other.status()).toBe(404);

    // More than 24 hours ahead: free, the two units come back.
    await expect(booked.locator('button[data-cancel="free"]')).toBeVisible();
    await booked.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-lessons?done=cancelledFree`);
    await expect(balance).toHaveAttribute("data-lesson-balance", "4");
    await expect(page.locator(`[data-lesson="${lessonId}"]`)).toHaveAttribute("data-state", "cancelled");

    // The fixture's lesson in 20 hours: the button says it will be charged, and it is.
    const late = page
      .locator('[data-lesson][data-state="booked"]')
      .filter({ has: page.locator('button[data-cancel="late"]') });
    await expect(late).toHaveCount(1);
    const lateId = (await late.getAttribute("data-lesson")) ?? "";
    await late.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-lessons?done=cancelledLate`);
    await expect(page.locator(`[data-lesson="${lateId}"]`)).toHaveAttribute("data-state", "cancelled");
    await expect(page.locator(`[data-lesson="${lateId}"]`)).toContainText(t.lessons.lateCharged);
    // The charge stays: still four of the five bought.
    await expect(balance).toHaveAttribute("data-lesson-balance", "4");

    const mails = await waitForMails<{
      kind: string;
      locale: string;
      attachments: { filename: string; content: string }[];
    }>(
      mailbox,
      // The reminder job may remind of the fixture's lesson (due within a day) meanwhile: not counted here.
      (mail) => mail.to === email && mail.kind !== "lesson-reminder",
      { what: `lesson mails to ${email}`, count: 3, timeout: 30_000 },
    );
    expect(mails.map((mail) => mail.kind).sort()).toEqual([
      "lesson-booked",
      "lesson-cancelledByCustomer",
      "lesson-cancelledByCustomer",
    ]);
    for (const mail of mails) {
      expect(mail.locale).toBe(locale);
      expect(mail.attachments[0]?.filename).toBe(t.calendar.filename);
    }
    const cancelFiles = mails.filter((mail) => mail.kind === "lesson-cancelledByCustomer");
    for (const mail of cancelFiles) expect(mail.attachments[0]?.content).toContain("METHOD:CANCEL");

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 800 });
      await page.screenshot({ path: `screenshots/my-lessons-${locale}-${width}.png`, fullPage: true });
    }
  });
}
