import path from "node:path";
import { expect, test } from "@playwright/test";
import conversionAssistanceEn from "../../app/i18n/messages/pages/conversion-assistance-en";
import conversionAssistanceEs from "../../app/i18n/messages/pages/conversion-assistance-es";
import conversionCasesEn from "../../app/i18n/messages/conversion-cases-en";
import conversionCasesEs from "../../app/i18n/messages/conversion-cases-es";
import { mailboxIn, waitForMail } from "../support/mailbox";
import { loginFixtureCustomer } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eStaffCasesEmails } from "./staff-accounts";

// The conversion assistance as a case, in both languages: a buyer sees the five steps on My
// conversion; the office moves a step on its board; the customer's mail arrives in their language
// and the page shows the new state. Script-free like every account and staff page.

const mailbox = mailboxIn(path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111"));
const languages = [
  {
    prefix: "",
    staff: e2eStaffCasesEmails[0] as string,
    cases: conversionCasesEn,
    steps: conversionAssistanceEn.steps,
  },
  {
    prefix: "/es",
    staff: e2eStaffCasesEmails[1] as string,
    cases: conversionCasesEs,
    steps: conversionAssistanceEs.steps,
  },
];

for (const { prefix, staff, cases, steps } of languages) {
  test(`the office moves a case step and the customer is told (${prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = await loginFixtureCustomer(page, prefix, "conversion-cases");
    await page.goto(`${prefix}/my-conversion`);
    await expect(page.locator("[data-step]")).toHaveCount(5);
    await expect(page.locator('[data-step="booking"]')).toHaveAttribute("data-state", "in-progress");
    await expect(page.locator('[data-step="booking"] h3')).toHaveText(steps[0]?.title ?? "");
    await expect(page.locator('[data-step="schedule"]')).toHaveAttribute("data-state", "todo");
    await expect(page.locator("script[src]")).toHaveCount(0);

    const office = await browser.newContext();
    const staffPage = await office.newPage();
    await logInAsStaff(staffPage, prefix, staff);
    await staffPage.locator(`nav a[href="${prefix}/staff/cases"]`).first().click();
    await expect(staffPage.locator("h1")).toHaveText(cases.staff.title);
    const card = staffPage.locator(`[data-case="${email}"]`);
    await expect(card.locator(`a[href^="${prefix}/staff/customers/"]`)).toBeVisible();
    await card.locator("summary").click();
    await card.locator('select[name="step"]').selectOption("booking");
    await card.locator('select[name="state"]').selectOption("done");
    await card.locator('input[name="date"]').fill("2026-11-20");
    await card.locator('select[name="responsible"]').selectOption("school");
    await card.locator('textarea[name="note"]').fill("Checked on the phone");
    await card.locator('button[type="submit"]').click();
    await expect(staffPage.locator('[role="status"]')).toHaveText(cases.staff.done);
    await expect(staffPage.locator(`[data-case="${email}"] [data-step="booking"]`)).toHaveAttribute(
      "data-state",
      "done",
    );
    await office.close();

    const mail = await waitForMail(
      mailbox,
      (candidate) => candidate.to === email && candidate.kind === "case-step",
      {
        what: `case-step mail to ${email}`,
      },
    );
    expect(mail.subject).toBe(cases.mail.subject.replace("{step}", steps[0]?.title ?? ""));
    expect(mail.text).toContain(cases.states.done);
    expect(mail.text).not.toContain("Checked on the phone");

    await page.goto(`${prefix}/my-conversion`);
    await expect(page.locator('[data-step="booking"]')).toHaveAttribute("data-state", "done");
    await expect(page.locator('[data-step="booking"]')).toContainText(cases.states.done);
    await expect(page.locator("[data-case-next]")).toContainText(steps[1]?.title ?? "");
    await expect(page.getByText("Checked on the phone")).toHaveCount(0);
  });
}
