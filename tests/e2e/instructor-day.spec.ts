import { expect, test } from "@playwright/test";
import { asNewVisitor, CUSTOMER_PASSWORD } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eInstructorEmails, e2eRecordCustomerEmail } from "./staff-accounts";

// The instructor's day on a phone, in both languages: the instructor signs in (password and a
// TOTP code), finds yesterday's lesson (tests/e2e/instructor-day-fixture.ts), marks it driven with
// a note; the customer then reads the note in their training record. Office pages are the 404.

const cases = [
  {
    language: "en",
    prefix: "",
    email: e2eInstructorEmails[0] as string,
    note: "Roundabouts at Platz der Republik, parking on a slope",
    marked: "The lesson was marked.",
    driven: "Driven",
  },
  {
    language: "es",
    prefix: "/es",
    email: e2eInstructorEmails[1] as string,
    note: "Rotondas en la Platz der Republik, aparcar en cuesta",
    marked: "La clase quedó marcada.",
    driven: "Dada",
  },
] as const;

for (const { language, prefix, email, note, marked, driven } of cases) {
  test(`an instructor marks yesterday's lesson driven on a phone; the customer reads the note (${prefix || "/"})`, async ({
    browser,
  }) => {
    // Password, enrolment and two logins through the real pages: room for a busy machine.
    test.setTimeout(120_000);
    const instructor = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await logInAsStaff(instructor, prefix, email, "/staff/my-day");
    // Only their own pages: the office's customers are the site's 404.
    const refused = await instructor.goto(`${prefix}/staff/customers`);
    expect(refused?.status()).toBe(404);

    await instructor.goto(`${prefix}/staff/my-day`);
    await instructor.locator(".my-day-days a").first().click();
    const lesson = instructor.locator('[data-lesson][data-state="booked"]');
    await expect(lesson).toHaveCount(1);
    await expect(lesson).toContainText(language === "en" ? "Priya Sharma" : "Valentina Ruiz");
    await expect(lesson.locator('a[href^="tel:+49151"]')).toBeVisible();
    await expect(lesson.locator('a[href^="https://www.openstreetmap.org/"]')).toBeVisible();
    // Nothing wider than the phone's screen.
    const overflow = await instructor.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(375);
    const lessonId = await lesson.getAttribute("data-lesson");
    await lesson.locator("textarea[name=note]").fill(note);
    await lesson.locator('button[name="state"][value="driven"]').click();
    await expect(instructor.locator('[role="status"]')).toHaveText(marked);
    await expect(instructor.locator(`[data-lesson="${lessonId}"]`)).toHaveAttribute("data-state", "driven");

    // The customer logs in and reads the note in their training record.
    const customer = await (await browser.newContext({ viewport: { width: 375, height: 800 } })).newPage();
    await asNewVisitor(customer);
    await customer.goto(`${prefix}/login`);
    await customer.locator('form.login-form input[name="email"]').fill(e2eRecordCustomerEmail(language));
    await customer.locator('form.login-form input[name="password"]').fill(CUSTOMER_PASSWORD);
    await customer.locator("form.login-form button[type=submit]").click();
    await expect(customer).not.toHaveURL(/\/login/);
    const record = await customer.goto(`${prefix}/my-lessons/record`);
    expect(record?.status()).toBe(200);
    const row = customer.locator(`[data-lesson="${lessonId}"]`);
    await expect(row).toHaveAttribute("data-state", "driven");
    await expect(row).toContainText(note);
    await expect(row).toContainText(driven);
    await expect(customer.locator("html")).toHaveAttribute("lang", language === "en" ? "en-GB" : "es-ES");
  });
}
