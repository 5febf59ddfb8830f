import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import lessonsEn from "../../app/i18n/messages/lessons-en";
import lessonsEs from "../../app/i18n/messages/lessons-es";
import staffLessonsEn from "../../app/i18n/messages/staff-lessons-en";
import staffLessonsEs from "../../app/i18n/messages/staff-lessons-es";
import { mailboxIn, waitForMail } from "../support/mailbox";
import { asNewVisitor } from "./customer";
import { htmlErrors } from "./html-conformance";
import {
  E2E_LESSON_PASSWORD,
  e2eMoveCustomers,
  e2eMoveInstructor,
  e2eMoveOfficeCustomerId,
} from "./lesson-accounts";
import { logInAsStaff } from "./staff";
import { e2eLessonMoveEmails } from "./staff-accounts";

// Moving a lesson in both languages (tests/e2e/lesson-move-fixture.ts): the customer opens the
// free times for their lesson two days ahead, pages to a later week, moves it there and sees the
// new time; the move mail's calendar file carries SEQUENCE:1. The office moves another customer's
// lesson that is 20 hours ahead, where the customer could not. Both pages fit a phone and
// validate with their move choice open.

const mailbox = mailboxIn(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111"));
const languages = [
  { prefix: "", locale: "en", t: lessonsEn, staffT: staffLessonsEn, staff: e2eLessonMoveEmails[0] as string },
  {
    prefix: "/es",
    locale: "es",
    t: lessonsEs,
    staffT: staffLessonsEs,
    staff: e2eLessonMoveEmails[1] as string,
  },
] as const;

/** An offered time of the fixture's instructor that is not the lesson's own; its start and shown time. */
async function otherTime(page: Page, language: "en" | "es", current: string) {
  const slots = page.locator(
    `.lesson-move [data-lesson-slot][data-instructor="${e2eMoveInstructor(language)}"]`,
  );
  await expect(slots.first()).toBeVisible();
  const starts = await slots.evaluateAll((items) =>
    items.map((item) => item.getAttribute("data-lesson-slot") ?? ""),
  );
  // English takes the first time, Spanish the last: the two run at once and the free time's car
  // (the first free one) may be the same for both, which would rightly refuse the second as taken.
  const others = starts.filter((value) => value !== current);
  const start = (language === "en" ? others[0] : others.at(-1)) ?? "";
  const slot = page.locator(
    `.lesson-move [data-lesson-slot="${start}"][data-instructor="${e2eMoveInstructor(language)}"]`,
  );
  return { start, slot, time: (await slot.locator("strong").textContent()) ?? "" };
}

/** The page as served fits a 375 px phone and is valid HTML (the conformance walk opens no move choice). */
async function fitsPhoneAndValidates(page: Page) {
  const response = await page.request.get(page.url());
  expect(await htmlErrors(await response.text(), page.url())).toEqual([]);
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const { prefix, locale, t, staffT, staff } of languages) {
  test(`a customer moves their lesson to a later week (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = e2eMoveCustomers[locale].self;
    await asNewVisitor(page);
    await page.goto(`${prefix}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(E2E_LESSON_PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(`${prefix}/my-account`);
    await page.goto(`${prefix}/my-lessons`);
    const lesson = page.locator('[data-lesson][data-state="booked"]');
    await expect(lesson).toHaveCount(1);
    const lessonId = (await lesson.getAttribute("data-lesson")) ?? "";
    const current = (await lesson.getAttribute("data-starts-at")) ?? "";

    await lesson.locator("[data-move-link]").click();
    await expect(page).toHaveURL(`${prefix}/my-lessons?move=${lessonId}`);
    await expect(page.locator(".lesson-move h2")).toContainText(t.kinds["lesson-45"]);
    const firstWeek =
      (await page.locator(".lesson-move [data-lesson-week]").getAttribute("data-lesson-week")) ?? "";
    await page.locator('.lesson-move [data-week-link="later"]').first().click();
    await expect(page).toHaveURL(new RegExp(`\\?move=${lessonId}&week=\\d{4}-\\d{2}-\\d{2}$`));
    const laterWeek =
      (await page.locator(".lesson-move [data-lesson-week]").getAttribute("data-lesson-week")) ?? "";
    expect(laterWeek > firstWeek).toBe(true);
    await expect(page.locator('.lesson-move [data-week-link="earlier"]').first()).toHaveText(t.week.earlier);
    await fitsPhoneAndValidates(page);

    const { start, slot, time } = await otherTime(page, locale, current);
    await slot.locator("button[type=submit]").click();
    await expect(page).toHaveURL(`${prefix}/my-lessons?done=moved`);
    await expect(page.locator('[role="status"]')).toHaveText(t.done.moved);
    const moved = page.locator(`[data-lesson="${lessonId}"]`);
    await expect(moved).toHaveAttribute("data-starts-at", start);
    await expect(moved).toHaveAttribute("data-state", "booked");
    await expect(moved).toContainText(time);
    // Still one of the five units taken: a move neither charges nor gives back.
    await expect(page.locator("[data-lesson-balance]")).toHaveAttribute("data-lesson-balance", "4");

    const mail = await waitForMail<{ locale: string; attachments: { filename: string; content: string }[] }>(
      mailbox,
      (entry) => entry.to === email && entry.kind === "lesson-moved",
      { what: `the move mail to ${email}`, timeout: 30_000 },
    );
    expect(mail.locale).toBe(locale);
    expect(mail.attachments[0]?.filename).toBe(t.calendar.filename);
    expect(mail.attachments[0]?.content).toContain(`UID:lesson-${lessonId}@`);
    expect(mail.attachments[0]?.content).toContain("SEQUENCE:1");
  });

  test(`the office moves a customer's lesson inside the last day (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    const customerId = e2eMoveOfficeCustomerId(locale);
    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/customers/${customerId}/lessons`);
    const lesson = page.locator('[data-lesson][data-state="booked"]');
    await expect(lesson).toHaveCount(1);
    const lessonId = (await lesson.getAttribute("data-lesson")) ?? "";
    const current = (await lesson.getAttribute("data-starts-at")) ?? "";
    expect(new Date(current).getTime() - Date.now()).toBeLessThan(24 * 3_600_000);

    await lesson.locator("[data-move-link]").click();
    await expect(page).toHaveURL(new RegExp(`\\?move=${lessonId}&key=[0-9a-f-]{36}$`));
    await expect(page.locator(".lesson-move h2")).toBeVisible();
    await fitsPhoneAndValidates(page);
    const { start, slot } = await otherTime(page, locale, current);
    await slot.locator("button[type=submit]").click();
    await expect(page.locator('[role="status"]')).toHaveText(staffT.done.moved);
    const moved = page.locator(`[data-lesson="${lessonId}"]`);
    await expect(moved).toHaveAttribute("data-starts-at", start);
    await expect(page.locator("script[src]")).toHaveCount(0);

    const email = e2eMoveCustomers[locale].byOffice;
    const mail = await waitForMail<{ locale: string; attachments: { content: string }[] }>(
      mailbox,
      (entry) => entry.to === email && entry.kind === "lesson-moved",
      { what: `the move mail to ${email}`, timeout: 30_000 },
    );
    expect(mail.locale).toBe(locale);
    expect(mail.attachments[0]?.content).toContain("SEQUENCE:1");
  });
}
