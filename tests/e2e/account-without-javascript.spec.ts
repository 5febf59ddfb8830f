import { expect, test } from "@playwright/test";
import { becomeCustomer } from "./customer";

// The account page, the course page and the lessons are sent without framework JavaScript
// (docs/decisions/025): with JavaScript turned off a customer buys, logs in, opens the course,
// completes a lesson, changes the language and logs out.

test.use({ javaScriptEnabled: false });

for (const lang of [
  {
    prefix: "",
    other: "/es",
    switchTo: "Español",
    open: /Open/,
    start: "Start the course",
    complete: "Complete and continue",
    continue: "Continue where you left off",
    logOut: "Log out",
    heading: "My account",
    otherHeading: "Mi cuenta",
  },
  {
    prefix: "/es",
    other: "",
    switchTo: "English",
    open: /Abrir/,
    start: "Empezar el curso",
    complete: "Completar y continuar",
    continue: "Continuar donde lo dejaste",
    logOut: "Cerrar sesión",
    heading: "Mi cuenta",
    otherHeading: "My account",
  },
]) {
  test(`the account pages work without JavaScript (${lang.prefix || "/"})`, async ({ page }) => {
    // Two pages of the purchase, a password (a memory-hard hash) and a login first: more time.
    test.setTimeout(120_000);
    await becomeCustomer(page, lang.prefix, ["examiner-course"]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.heading);

    // The account's card opens the course; the course starts with lesson 1.1.
    await page.locator(".account-card").getByRole("link", { name: lang.open }).click();
    await expect(page).toHaveURL(`${lang.prefix}/mycourse`);
    await page.getByRole("link", { name: lang.start }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=1.1`);

    // "Complete and continue" is a plain post: the next lesson opens and 1.1 counts as done.
    await page.getByRole("button", { name: lang.complete }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=1.2`);
    await page.locator(".round-back").click();
    await expect(page).toHaveURL(`${lang.prefix}/mycourse`);
    await expect(page.locator(".mark-done")).toHaveCount(1);
    await expect(page.getByRole("link", { name: lang.continue })).toHaveAttribute(
      "href",
      `${lang.prefix}/module?sid=1.2`,
    );
    // A lesson's row is a plain link.
    await page.locator(`.lesson-row a[href="${lang.prefix}/module?sid=2.1"]`).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=2.1`);

    // The language switch is a link to the same page in the other language.
    await page.goto(`${lang.prefix}/my-account`);
    await page.getByRole("link", { name: lang.switchTo }).click();
    await expect(page).toHaveURL(`${lang.other}/my-account`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(lang.otherHeading);
    await page.goto(`${lang.prefix}/my-account`);

    // Logout is a form post: back on the home page, and the account asks for a login again.
    await page.getByRole("button", { name: lang.logOut }).click();
    await expect(page).toHaveURL(lang.prefix || "/");
    await page.goto(`${lang.prefix}/my-account`);
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/login`));
  });
}
