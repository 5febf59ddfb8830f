import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { seriousAxeViolations } from "./support";

// The office records a cash purchase of a first-aid course with the eye test, without the written
// health-data consent yet: the booking is flagged. Back and "Record the purchase" again is
// recognised ("already done", with the link to the purchase): one purchase. Then the consent
// arrives in writing and is recorded: the flag goes. In both languages, through the real pages.

const cases = [
  {
    prefix: "",
    staff: "e2e-staff-safeguards-en@example.com",
    newPurchase: "Record a manual purchase (bank transfer or cash)",
    email: "Customer's e-mail",
    product: "Product",
    eyeTest: /First aid course \(English\) \+ eye test/,
    method: "Paid by",
    cash: "Cash",
    reference: "Transfer reference or receipt number (optional)",
    consentNo: /No: it is still to come/,
    submit: "Record the purchase",
    recorded: "The purchase is recorded and its mail is queued.",
    flag: "Health-data consent missing",
    already: "Already done",
    link: "Show what was recorded",
    record: "Consent received in writing",
    consentDone: "The written health-data consent is recorded",
  },
  {
    prefix: "/es",
    staff: "e2e-staff-safeguards-es@example.com",
    newPurchase: "Registrar una compra manual (transferencia o efectivo)",
    email: "Correo del cliente",
    product: "Producto",
    eyeTest: /primeros auxilios \(inglés\) \+ test de visión/,
    method: "Pagado con",
    cash: "Efectivo",
    reference: "Referencia de la transferencia o número de recibo (opcional)",
    consentNo: /No: aún falta/,
    submit: "Registrar la compra",
    recorded: "La compra está registrada y su correo está en cola.",
    flag: "Falta el consentimiento de datos de salud",
    already: "Ya estaba hecho",
    link: "Ver lo registrado",
    record: "Consentimiento recibido por escrito",
    consentDone: "El consentimiento escrito para los datos de salud está registrado",
  },
];

for (const c of cases) {
  test(`a manual purchase sent again after Back is recorded once; the missing consent is flagged (${c.prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `office-${randomUUID()}@example.com`;
    await logInAsStaff(page, c.prefix, c.staff);
    await page.goto(`${c.prefix}/staff/customers`);
    await page.getByRole("link", { name: c.newPurchase }).click();
    await expect(page).toHaveURL(/\/staff\/customers\/new-purchase\?key=[0-9a-f-]{36}$/);
    await page.getByLabel(c.email, { exact: true }).fill(email);
    const product = page.getByLabel(c.product);
    const eyeTest = (await product.locator("option").allTextContents()).find((label) =>
      c.eyeTest.test(label),
    );
    await product.selectOption({ label: eyeTest ?? "" });
    await page.getByLabel(c.method).selectOption({ label: c.cash });
    await page.getByLabel(c.reference).fill(`R-${randomUUID().slice(0, 8)}`);
    await page.getByLabel(c.consentNo).check();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: c.submit, exact: true }).click();

    await expect(page.getByText(c.recorded)).toBeVisible();
    const customerUrl = page.url().split("?")[0] ?? "";
    await expect(page.getByRole("heading", { name: c.flag })).toBeVisible();
    await expect(page.locator('tr[id^="purchase-"]')).toHaveCount(1);

    // Back to the form, and sent again: recognised, nothing recorded twice.
    await page.goBack();
    await expect(page).toHaveURL(/\/staff\/customers\/new-purchase\?key=/);
    // The browser keeps what was typed, but not the e-mail field (autocomplete off, so customers'
    // addresses stay out of the office browser's memory): typed again, as the office would.
    await page.getByLabel(c.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: c.submit, exact: true }).click();
    await expect(page.getByText(c.already)).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: c.link }).click();
    await expect(page).toHaveURL(
      new RegExp(`${customerUrl.replace(/[/.?]/g, "\\$&")}\\?key=[0-9a-f-]{36}#purchase-`),
    );
    await expect(page.locator('tr[id^="purchase-"]')).toHaveCount(1);

    // The written consent arrives: recorded, and the flag is gone.
    await page.getByRole("button", { name: c.record }).click();
    await expect(page.getByText(c.consentDone)).toBeVisible();
    await expect(page.getByRole("heading", { name: c.flag })).toHaveCount(0);
  });
}
