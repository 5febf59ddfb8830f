import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { logInAsStaff } from "./staff";
import { seriousAxeViolations } from "./support";

// The office records a first-aid purchase whose bank transfer is still to come, on one of the
// Spanish course's open dates from the list, then marks it paid when the money arrives.

const cases = [
  {
    prefix: "",
    staff: "e2e-staff-transfers-en@example.com",
    email: "Customer's e-mail",
    product: "Product",
    spanishCourse: /^First aid course \(Spanish\)/,
    method: "Paid by",
    awaiting: "Awaiting payment (bank transfer)",
    courseDate: "Course date (first aid only)",
    address: "Address on the invoice (street, then postcode and city, one per line)",
    spanishDates: "Spanish course",
    submit: "Record the purchase",
    recorded: "The purchase is recorded and its mail is queued.",
    heading: "Awaiting a bank transfer",
    due: /due /,
    markPaid: "Mark paid",
    paid: "The transfer is recorded as paid and the paid confirmation is queued.",
    paidState: "paid",
  },
  {
    prefix: "/es",
    staff: "e2e-staff-transfers-es@example.com",
    email: "Correo del cliente",
    product: "Producto",
    spanishCourse: /^Curso de primeros auxilios \(español\)/,
    method: "Pagado con",
    awaiting: "Pendiente de pago (transferencia)",
    courseDate: "Fecha del curso (solo primeros auxilios)",
    address: "Dirección en la factura (calle y, debajo, código postal y ciudad, una por línea)",
    spanishDates: "Curso en español",
    submit: "Registrar la compra",
    recorded: "La compra está registrada y su correo está en cola.",
    heading: "Pendiente de transferencia",
    due: /vence el /,
    markPaid: "Marcar como pagada",
    paid: "La transferencia consta como pagada y la confirmación de pago está en cola.",
    paidState: "pagada",
  },
];

for (const c of cases) {
  test(`an awaited bank transfer is recorded on a listed date and marked paid (${c.prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const email = `transfer-${randomUUID()}@example.com`;
    await logInAsStaff(page, c.prefix, c.staff);
    await page.goto(`${c.prefix}/staff/customers/new-purchase`);
    await expect(page).toHaveURL(/\/staff\/customers\/new-purchase\?key=[0-9a-f-]{36}$/);
    await page.getByLabel(c.email, { exact: true }).fill(email);
    const product = page.getByLabel(c.product);
    const spanish = (await product.locator("option").allTextContents()).find((label) =>
      c.spanishCourse.test(label),
    );
    await product.selectOption({ label: spanish ?? "" });
    await page.getByLabel(c.method).selectOption({ label: c.awaiting });
    // The dates are the open ones of each course language, grouped; the first Spanish one is taken.
    const dates = page.getByLabel(c.courseDate);
    const firstSpanish = dates.locator(`optgroup[label="${c.spanishDates}"] option`).first();
    const chosen = await firstSpanish.getAttribute("value");
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await dates.selectOption(chosen ?? "");
    // The invoice names the address the customer gave on the phone.
    await page.getByLabel(c.address).fill("Zeil 1\n60313 Frankfurt am Main");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: c.submit, exact: true }).click();

    await expect(page.getByText(c.recorded)).toBeVisible();
    const awaiting = page.getByRole("region", { name: c.heading });
    await expect(awaiting).toContainText(c.due);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await awaiting.getByRole("button", { name: c.markPaid }).click();

    await expect(page.getByText(c.paid)).toBeVisible();
    await expect(page.getByRole("region", { name: c.heading })).toHaveCount(0);
    await expect(page.locator('tr[id^="purchase-"]')).toContainText(c.paidState);
  });
}
