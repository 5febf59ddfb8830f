import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { hesseHoliday } from "../../app/content/holidays";
import { upcomingFirstAidDates } from "../../app/content/schedule";
import { staffPages, staffSubPages } from "../../app/staff-pages";
import { asNewVisitor, askForEarlyStartIfAsked } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eStaffWidthsEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// No staff page is wider than a 375 px phone screen, in either language: every page of
// app/staff-pages.ts (a page added there is checked too), the detail pages with a real course date
// that has a booking and a real customer with a long name and address.

const PHONE_WIDTH = 375;

const cases = [
  { prefix: "", language: "en" as const, staff: e2eStaffWidthsEmails[0] as string },
  { prefix: "/es", language: "es" as const, staff: e2eStaffWidthsEmails[1] as string },
];

/** A first-aid seat bought through the simulated checkout, by a customer with long details. */
async function bookSeat(page: Page, prefix: string, language: "en" | "es", date: string, email: string) {
  await asNewVisitor(page);
  await page.goto(`${prefix}/checkout?product=first-aid-${language}&client_reference_id=${date}`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill("Maximiliane Josefine Schäfer-Oberhausen-Núñez O’Brien");
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
}

for (const { prefix, language, staff } of cases) {
  test(`every staff page fits a ${PHONE_WIDTH} px screen (${prefix || "/"})`, async ({ page, browser }) => {
    // A purchase, a login with enrolment and a dozen pages: room for a busy machine.
    test.setTimeout(240_000);
    // The rule's sixth date that is no public holiday (the dates table moves those to another day).
    const date = upcomingFirstAidDates(language, undefined, 8).filter(
      (day) => !hesseHoliday(day),
    )[5] as string;
    const email = `a-rather-long-address-for-widths-${randomUUID()}@example-school-customers.com`;
    const buyer = await browser.newContext();
    await bookSeat(await buyer.newPage(), prefix, language, date, email);
    await buyer.close();

    await logInAsStaff(page, prefix, staff);
    await page.goto(`${prefix}/staff/dates`);
    const dateHref = await page
      .locator("tr", { has: page.locator(`time[datetime="${date}"]`) })
      .locator('a[href*="/staff/dates/"]')
      .first()
      .getAttribute("href");
    const dateId = /\/staff\/dates\/([^/?#]+)/.exec(dateHref ?? "")?.[1];
    await page.goto(`${prefix}/staff/customers?q=${encodeURIComponent(email)}`);
    const customerHref = await page
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .first()
      .getAttribute("href");
    const customerId = /\/staff\/customers\/([^/?#]+)/.exec(customerHref ?? "")?.[1];
    expect(dateId && customerId).toBeTruthy();

    // Every page of the list; the sub-pages that are HTML (not the CSV downloads), with real ids.
    const paths = [
      ...staffPages.map((entry) => entry.path),
      ...staffSubPages
        .filter((entry) => entry.file.endsWith(".tsx"))
        .map((entry) =>
          entry.path.replace(
            ":id",
            entry.path.startsWith("staff/dates/") ? (dateId as string) : (customerId as string),
          ),
        ),
    ];
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    const tooWide: string[] = [];
    for (const path of paths) {
      const response = await page.goto(`${prefix}/${path}`);
      expect(response?.status(), path).toBe(200);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > PHONE_WIDTH) tooWide.push(`${prefix}/${path}: ${width} px`);
      // Axe-clean on a phone too: a table wider than the screen must scroll by keyboard.
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    expect(tooWide).toEqual([]);
  });
}
