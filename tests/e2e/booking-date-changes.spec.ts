import { expect, test } from "@playwright/test";
import { upcomingFirstAidDates } from "../../app/content/schedule";
import { asNewVisitor } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eBookingDateChangesEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// In both languages: staff close a date for new bookings and the dates list says so, beside the
// date on a phone and in the status column on a desktop; a checkout link for a rule Saturday that
// is a Hesse holiday (1 May 2027, the Spanish course's; the course moves to 8 May) is refused with
// a 400 in the page's language. Each language closes a date of its own course, months ahead, so
// the other specs' dates stay as they were.

const cases = [
  {
    prefix: "",
    language: "en" as const,
    email: e2eBookingDateChangesEmails[0] as string,
    close: "Close for new bookings",
    closedMark: "Closed for bookings",
    holiday: "is not a day of this course",
  },
  {
    prefix: "/es",
    language: "es" as const,
    email: e2eBookingDateChangesEmails[1] as string,
    close: "Cerrar a nuevas reservas",
    closedMark: "Cerrada a reservas",
    holiday: "no es un día de este curso",
  },
];

for (const { prefix, language, email, close, closedMark, holiday } of cases) {
  test(`staff see a date closed for bookings; a holiday's link is refused (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await logInAsStaff(page, prefix, email);
    await page.goto(`${prefix}/staff/dates`);
    // The rule's eleventh date from now, or the one before it where a holiday moved it off the rule:
    // later than any date another spec books or moves (booking-notify takes the seventh and eighth).
    const candidates = upcomingFirstAidDates(language, undefined, 11).reverse();
    let date = "";
    for (const candidate of candidates)
      if ((await page.locator(`time[datetime="${candidate}"]`).count()) === 1) {
        date = candidate;
        break;
      }
    expect(date).not.toBe("");
    const row = page.locator("tr", { has: page.locator(`time[datetime="${date}"]`) });
    await row.locator("a").first().click();
    await page.getByRole("button", { name: close }).click();
    await page.goto(`${prefix}/staff/dates`);
    await expect(row.locator("td").last()).toHaveText(closedMark);
    await expect(row.locator(".staff-closed-tag")).toBeHidden();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(row.locator(".staff-closed-tag")).toBeVisible();
    await expect(row.locator(".staff-closed-tag")).toHaveText(closedMark);

    await asNewVisitor(page);
    const answer = await page.goto(`${prefix}/checkout?product=first-aid-es&client_reference_id=2027-05-01`);
    expect(answer?.status()).toBe(400);
    await expect(page.locator("[data-date-refused]")).toContainText(holiday);
    await expect(page.locator('input[name="email"]')).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
