import path from "node:path";
import { expect, test } from "@playwright/test";
import examsEn from "../../app/i18n/messages/exams-en";
import examsEs from "../../app/i18n/messages/exams-es";
import { mailboxIn, waitForMail } from "../support/mailbox";
import { loginFixtureCustomer } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eExamsEmails, e2eWeekEmails, e2eWeekExam, e2eWeekLesson } from "./staff-accounts";

// The office enters a practical exam for a customer and then its failed result, in both
// languages; the customer sees the exam on My account and the repetition offered at its price;
// each change mails the customer with the exam's calendar file. The office's week shows the
// lesson and the exam the week fixture put into this week. Script-free like every staff page.

const mailbox = mailboxIn(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111"));
const languages = [
  {
    prefix: "",
    staff: e2eExamsEmails[0] as string,
    weekStaff: e2eWeekEmails[0] as string,
    t: examsEn,
    price: /€99\.00/,
  },
  {
    prefix: "/es",
    staff: e2eExamsEmails[1] as string,
    weekStaff: e2eWeekEmails[1] as string,
    t: examsEs,
    price: /99,00\s€/,
  },
];

/** A day about three weeks ahead, as a date field takes it. */
function inThreeWeeks(): string {
  return new Date(Date.now() + 21 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Two days back: an exam that has taken place, whose result can be recorded. */
function twoDaysAgo(): string {
  return new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString().slice(0, 10);
}

for (const { prefix, staff, weekStaff, t, price } of languages) {
  test(`the office enters a practical exam and a failed result; the repetition is offered, paid, and then no longer offered (${prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = await loginFixtureCustomer(page, prefix, "exams");

    const office = await browser.newContext();
    const staffPage = await office.newPage();
    await logInAsStaff(staffPage, prefix, staff);
    await staffPage.goto(`${prefix}/staff/customers?q=${encodeURIComponent(email)}`);
    await staffPage
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .first()
      .click();
    const section = staffPage.locator("#exams");
    const enterExam = async (day: string) => {
      await section.locator('select[name="kind"]').selectOption("practical");
      await section.locator('input[name="day"]').last().fill(day);
      await section.locator('input[name="time"]').last().fill("09:30");
      await section.locator('input[name="centre"]').last().fill("TÜV Frankfurt-Bockenheim");
      await section.getByRole("button", { name: t.staff.add }).click();
      await expect(staffPage.locator('[role="status"]')).toHaveText(t.staff.done["exam-recorded"]);
    };
    // An exam three weeks ahead has no result yet: the page offers no result form for it.
    await enterExam(inThreeWeeks());
    const ahead = staffPage.locator("#exams [data-exam]");
    await expect(ahead).toHaveAttribute("data-kind", "practical");
    await expect(ahead).toHaveAttribute("data-result", "");
    await expect(ahead.locator('select[name="result"]')).toHaveCount(0);
    await expect(ahead).toContainText(t.staff.resultLater);
    await expect(staffPage.locator("script[src]")).toHaveCount(0);
    await ahead.getByRole("button", { name: t.staff.cancel }).click();
    await expect(staffPage.locator('[role="status"]')).toHaveText(t.staff.done["exam-cancelled"]);

    // The exam two days ago: its result is recorded.
    await enterExam(twoDaysAgo());
    const exam = staffPage.locator("#exams [data-exam]").first();
    const examId = (await exam.getAttribute("data-exam")) ?? "";

    const recorded = await waitForMail(
      mailbox,
      (mail) => mail.to === email && mail.kind === "exam-recorded",
      {
        what: `exam-recorded mail to ${email}`,
      },
    );
    const attachments = recorded.attachments as { filename: string; content: string }[];
    expect(attachments[0]?.filename).toBe(t.calendarFile.filename);
    expect(attachments[0]?.content).toContain("BEGIN:VCALENDAR");
    expect(attachments[0]?.content).toContain("T093000");

    await exam.locator('select[name="result"]').selectOption("failed");
    await exam.getByRole("button", { name: t.staff.recordResult }).click();
    await expect(staffPage.locator('[role="status"]')).toHaveText(t.staff.done["exam-result"]);
    await expect(staffPage.locator(`#exams [data-exam="${examId}"]`)).toHaveAttribute(
      "data-result",
      "failed",
    );

    const result = await waitForMail(mailbox, (mail) => mail.to === email && mail.kind === "exam-result", {
      what: `exam-result mail to ${email}`,
    });
    expect(result.text).toMatch(price);
    expect(result.text).toContain("practical-exam-repetition");
    // The link names the exam it repeats.
    expect(result.text).toContain(`client_reference_id=${examId}`);

    await page.goto(`${prefix}/my-account`);
    const own = page.locator(`#exams [data-exam="${examId}"]`);
    await expect(own).toHaveAttribute("data-kind", "practical");
    await expect(own).toHaveAttribute("data-result", "failed");
    await expect(own).toContainText("TÜV Frankfurt-Bockenheim");
    const offer = page.locator("[data-repetition-offer]");
    await expect(offer).toContainText(price);
    const buy = offer.getByRole("link", { name: t.account.repetitionButton });
    await expect(buy).toHaveAttribute("href", /practical-exam-repetition/);
    await expect(buy).toHaveAttribute("href", new RegExp(`client_reference_id=${examId}`));
    const calendar = await page.request.get(
      (await own.getByRole("link", { name: t.account.calendar }).getAttribute("href")) ?? "",
    );
    expect(calendar.status()).toBe(200);
    expect(await calendar.text()).toContain("BEGIN:VCALENDAR");

    // The customer pays the repetition through that link: the offer goes, the office sees it paid.
    await buy.click();
    await expect(page).toHaveURL(/\/checkout\?/);
    await page.locator('input[name="name"]').fill("Begoña Ruiz");
    await page.locator('input[name="consent"]').check();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(/\/welcome\?session_id=cs_/);
    await page.goto(`${prefix}/my-account`);
    await expect(page.locator(`#exams [data-exam="${examId}"]`)).toHaveAttribute("data-result", "failed");
    await expect(page.locator("[data-repetition-offer]")).toHaveCount(0);
    await staffPage.reload();
    await expect(staffPage.locator(`#exams [data-exam="${examId}"] [data-repetition-paid]`)).toContainText(
      t.staff.repetitionPaid,
    );
    await office.close();
  });

  test(`the office's week shows the fixture's lesson and exam (${prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    await logInAsStaff(page, prefix, weekStaff);
    await page.goto(`${prefix}/staff/week`);
    await expect(page.locator(`[data-lesson="${e2eWeekLesson}"]`)).toHaveAttribute("data-state", "booked");
    await expect(page.locator(`[data-lesson="${e2eWeekLesson}"]`)).toContainText("Golf F-DS 42");
    await expect(page.locator(`[data-exam="${e2eWeekExam}"]`)).toContainText(t.kinds.practical);
    await expect(page.locator("script[src]")).toHaveCount(0);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
}
