import { readFile } from "node:fs/promises";
import { randomUUID } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { upcomingFirstAidDates } from "../../app/content/schedule";
import { asNewVisitor, askForEarlyStartIfAsked } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eStaffDatesEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// In both languages, staff cancel a course date that has a booking, move the
// booking to another date of its language, and download that date's attendee list; axe-clean.
// Each language works on its own course (English / Spanish dates) and on later dates than the one
// the public pages offer, so the other specs' first-aid dates stay as they were.

const cases = [
  {
    prefix: "",
    language: "en" as const,
    email: e2eStaffDatesEmails[0] as string,
    csvHeader: "Name;E-mail;Phone;Date of birth;Eye test;Purchase;Amount paid (EUR);Attendance",
  },
  {
    prefix: "/es",
    language: "es" as const,
    email: e2eStaffDatesEmails[1] as string,
    csvHeader:
      "Nombre;Correo electrónico;Teléfono;Fecha de nacimiento;Test de visión;Compra;Importe pagado (EUR);Asistencia",
  },
];

async function bookSeat(
  page: Page,
  prefix: string,
  language: "en" | "es",
  date: string,
  email: string,
  name: string,
) {
  await asNewVisitor(page);
  await page.goto(`${prefix}/checkout?product=first-aid-${language}&client_reference_id=${date}`);
  await expect(page.locator(".checkout-summary time, .checkout-summary dd").first()).toBeVisible();
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="name"]').fill(name);
  await page.locator('input[name="consent"]').check();
  await askForEarlyStartIfAsked(page);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/welcome\\?session_id=cs_`));
}

for (const { prefix, language, email, csvHeader } of cases) {
  test(`staff cancel a date, move its booking and download the attendee list (${prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    // Two logins and several page loads and downloads: room for a busy machine.
    test.setTimeout(90_000);
    const [, , cancelDate, moveDate] = upcomingFirstAidDates(language, undefined, 4) as [
      string,
      string,
      string,
      string,
    ];
    const customerEmail = `seat-${randomUUID()}@example.com`;
    const customerName = language === "es" ? "José Núñez" : "Zoë O'Brien";
    const buyerContext = await browser.newContext();
    await bookSeat(await buyerContext.newPage(), prefix, language, cancelDate, customerEmail, customerName);
    await buyerContext.close();

    await logInAsStaff(page, prefix, email);
    await page.goto(`${prefix}/staff/dates`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const courseLanguage = language === "es" ? "español" : "English";
    const rowOf = (date: string) =>
      page
        .locator("tr", { has: page.locator(`time[datetime="${date}"]`) })
        .filter({ hasText: courseLanguage });
    const row = rowOf(cancelDate);
    const targetHref = (await rowOf(moveDate).getByRole("link").getAttribute("href")) ?? "";
    const targetId = targetHref.split("/").at(-1) ?? "";
    await row.getByRole("link").click();
    await expect(page.getByRole("cell", { name: customerName, exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Cancel: the confirmation is needed first.
    await page.locator('form:has(input[name="intent"][value="cancel"]) button[type="submit"]').click();
    await expect(page.locator("#cancel-confirm-error")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator("#cancel-confirm").check();
    await page.locator('form:has(input[name="intent"][value="cancel"]) button[type="submit"]').click();
    await expect(page).toHaveURL(/\?done=cancel&key=[0-9a-f-]{36}$/);
    await expect(page.getByRole("status")).toBeVisible();
    await page.goto(`${prefix}/staff/dates`);
    await expect(page.locator(".staff-attention")).toContainText(
      language === "es" ? "Cancelada con" : "Cancelled with",
    );
    await page.goBack();

    // Move the booking to a later date of the same language.
    const moveRow = page.locator("tr", { hasText: customerEmail });
    await moveRow.locator("select").selectOption(targetId);
    await moveRow.getByRole("button").click();
    await expect(page).toHaveURL(/\?done=move&key=[0-9a-f-]{36}$/);
    await expect(page.getByRole("cell", { name: customerName, exact: true })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The target date's attendee list: on screen, printed and as CSV.
    await page.goto(targetHref);
    await expect(page.getByRole("cell", { name: customerName, exact: true })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator('a[href$="/attendees.csv"]').click(),
    ]);
    expect(download.suggestedFilename()).toBe(`first-aid-${moveDate}-${language}.csv`);
    const csv = await readFile((await download.path()) as string, "utf8");
    expect(csv.startsWith(`\uFEFF${csvHeader}\r\n`)).toBe(true);
    expect(csv).toContain(customerEmail);
    expect(csv).toContain(customerName.includes("'") ? `Zoë O'Brien` : customerName);
    await page.locator('a[href$="/print"]').click();
    await expect(page.getByRole("cell", { name: customerName, exact: true })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.goto(`${prefix}/staff/exports`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
}
