import { expect, test } from "@playwright/test";
import { staffPages } from "../../app/staff-pages";
import { logInAsStaff } from "./staff";
import { e2eStaffAccessEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// Staff log in with a TOTP code in both languages and see the staff area; a
// wrong code is refused in the page's language; every staff page passes axe.

const cases = [
  {
    prefix: "",
    email: e2eStaffAccessEmails[0] as string,
    nav: "Staff navigation",
    wrong: "That code is not right",
  },
  {
    prefix: "/es",
    email: e2eStaffAccessEmails[1] as string,
    nav: "Navegación del personal",
    wrong: "Ese código no es correcto",
  },
];

for (const { prefix, email, nav, wrong } of cases) {
  test(`staff enrol, log in with a TOTP code and see the staff area (${prefix || "/"})`, async ({ page }) => {
    // Password, enrolment and two logins through the real pages: room for a busy machine.
    test.setTimeout(180_000);
    await logInAsStaff(page, prefix, email);
    await expect(page.getByRole("navigation", { name: nav })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    for (const staffPage of staffPages) {
      await page.goto(`${prefix}/${staffPage.path}`);
      await expect(page.getByRole("navigation", { name: nav })).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
    // The header's staff link, and a second login: a wrong code is refused, the right one works.
    await expect(page.locator(`header a[href="${prefix}/staff"]`)).toBeVisible();
    await page.context().clearCookies();
    await page.goto(`${prefix}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill("running the school in tests");
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(`${prefix}/staff/verify`);
    await page.locator('input[name="code"]').fill("000000");
    await page.locator('main button[type="submit"]').click();
    await expect(page.getByRole("alert")).toContainText(wrong);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}

test("a visitor gets the ordinary 404 on staff URLs", async ({ page }) => {
  for (const path of ["/staff", "/es/staff/log", "/staff/enrol", "/es/staff/verify"]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
  }
});
