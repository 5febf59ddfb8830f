import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { staffPages } from "../../app/staff-pages";
import { asNewVisitor, buyInCheckout, loginFixtureCustomer, mailTo } from "./customer";
import { logInAsStaff } from "./staff";
import { e2eCustomerRecordsEmails } from "./staff-accounts";
import { seriousAxeViolations } from "./support";

// Customer records on a 375 px phone, in both languages: the customer corrects their own phone in
// My account; the office changes a customer's e-mail address, which counts only once the link
// mailed to the new address was followed; the staff navigation shows every section.

const PHONE = { width: 375, height: 800 };

const cases = [
  {
    prefix: "",
    staff: e2eCustomerRecordsEmails[0] as string,
    phone: "Your phone number (optional)",
    save: "Save my details",
    saved: "Your details are saved.",
    phoneInvalid: "Please enter a phone number of 6 to 15 digits",
    staffEmail: "E-mail",
    staffSave: "Save the details",
    pending: "New address",
    confirm: "Confirm my new address",
    confirmed: "Done: your account now uses your new e-mail address.",
  },
  {
    prefix: "/es",
    staff: e2eCustomerRecordsEmails[1] as string,
    phone: "Tu número de teléfono (opcional)",
    save: "Guardar mis datos",
    saved: "Tus datos están guardados.",
    phoneInvalid: "Escribe un teléfono de 6 a 15 cifras",
    staffEmail: "Correo electrónico",
    staffSave: "Guardar los datos",
    pending: "La nueva dirección",
    confirm: "Confirmar mi nueva dirección",
    confirmed: "Hecho: tu cuenta usa ahora tu nueva dirección de correo.",
  },
];

for (const c of cases) {
  test(`a customer corrects their own phone on a phone screen (${c.prefix || "/"})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize(PHONE);
    await loginFixtureCustomer(page, c.prefix, "customer-records-phone");
    const phone = page.getByLabel(c.phone);
    await phone.fill("call me maybe");
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.phoneInvalid)).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel(c.phone).fill("+49 170 555-1234");
    await page.getByRole("button", { name: c.save }).click();
    await expect(page.getByText(c.saved)).toBeVisible();
    await expect(page.getByLabel(c.phone)).toHaveValue("+49 170 555-1234");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test(`the office changes a customer's e-mail, confirmed from the new mailbox (${c.prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const email = `records-${randomUUID()}@example.com`;
    const newEmail = `records-new-${randomUUID()}@example.com`;
    const buyer = await browser.newContext();
    const buyerPage = await buyer.newPage();
    await asNewVisitor(buyerPage);
    await buyInCheckout(buyerPage, c.prefix, "examiner-course", email);
    await mailTo(email);

    await logInAsStaff(page, c.prefix, c.staff);
    await page.setViewportSize(PHONE);
    // Every section of the staff navigation lies within the phone's screen.
    for (const link of await page.locator(".staff-nav a").all()) {
      const box = await link.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, (await link.textContent()) ?? "").toBe(
        true,
      );
    }
    expect(await page.locator(".staff-nav a").count()).toBeGreaterThanOrEqual(
      staffPages.filter((entry) => !("ownerOnly" in entry)).length,
    );

    await page.goto(`${c.prefix}/staff/customers?q=${encodeURIComponent(email)}`);
    await page
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .first()
      .click();
    const details = page.locator("#details");
    await details.getByLabel(c.staffEmail, { exact: true }).fill(newEmail);
    await details.getByRole("button", { name: c.staffSave }).click();
    await expect(page.locator(".staff-hint", { hasText: c.pending })).toBeVisible();
    // Until the link is followed, the account keeps its address.
    await expect(page.locator(".staff-details dd").first()).toContainText(email);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const mail = await mailTo(newEmail);
    const link = mail.links.find((href) => href.includes("/confirm-email?token="));
    expect(link).toBeTruthy();
    await buyerPage.setViewportSize(PHONE);
    await buyerPage.goto(link as string);
    await buyerPage.getByRole("button", { name: c.confirm }).click();
    await expect(buyerPage.getByText(c.confirmed)).toBeVisible();
    expect(await seriousAxeViolations(buyerPage)).toEqual([]);
    await buyer.close();

    await page.reload();
    await expect(page.locator(".staff-details dd").first()).toContainText(newEmail);
    await expect(page.locator(".staff-hint", { hasText: c.pending })).toHaveCount(0);
  });
}
