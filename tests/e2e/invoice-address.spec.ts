import { expect, test } from "@playwright/test";
import { checkoutSession, event } from "../../app/server/payments/stripe-events.server";
import { becomeCustomer, deliverWebhookEvent, fillBillingAddress } from "./customer";

// An invoice over €250 must state the buyer's full address (§ 14 (4) Nr. 1 UStG; § 33 UStDV spares
// it up to €250 only): the simulated checkout asks for it on those products, and a payment that
// brought none is asked for it in My account, which then issues the invoice.

for (const lang of [
  {
    prefix: "",
    legend: "Invoice address",
    optional: "Invoice details (optional)",
    refused: "Please enter the full invoice address",
    heading: "Your invoice needs your address",
    submit: "Issue my invoice",
    done: "your invoice is issued",
  },
  {
    prefix: "/es",
    legend: "Dirección de facturación",
    optional: "Datos de la factura (opcional)",
    refused: "Escribe la dirección de facturación completa",
    heading: "Tu factura necesita tu dirección",
    submit: "Emitir mi factura",
    done: "tu factura está emitida",
  },
]) {
  test(`the checkout in ${lang.prefix || "/"} asks for the invoice address above €250 only`, async ({
    page,
  }) => {
    await page.goto(`${lang.prefix}/checkout?product=hip-1-day`);
    await expect(page.locator("legend").first()).toHaveText(lang.legend);
    await expect(page.locator('input[name="billingLine1"]')).toHaveAttribute("required", "");
    await expect(page.locator('input[name="billingName"]')).not.toHaveAttribute("required", "");
    // Sent without it (no browser checks): refused with the reason, nothing paid.
    const response = await page.request.post(`${lang.prefix}/checkout?product=hip-1-day`, {
      form: { email: "buyer@example.com", consent: "on" },
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(lang.refused);
    // At €250 the invoice may leave the buyer out: the fields stay optional.
    await page.goto(`${lang.prefix}/checkout?product=weekly-classes`);
    await expect(page.locator("legend").first()).toHaveText(lang.optional);
    await expect(page.locator('input[name="billingLine1"][required]')).toHaveCount(0);
  });

  test(`My account in ${lang.prefix || "/"} asks for a missing address and issues the invoice`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const email = await becomeCustomer(page, lang.prefix, ["examiner-course"]);
    // A payment over €250 whose payment page reported no address.
    const session = checkoutSession({
      product: "hip-1-day",
      email,
      locale: lang.prefix ? "es" : "en",
    });
    await deliverWebhookEvent(page, event("checkout.session.completed", session));
    await page.goto(`${lang.prefix}/my-account`);
    const form = page.locator("#billing-address form");
    await expect(page.getByRole("heading", { name: lang.heading })).toBeVisible();
    const invoicesBefore = await page.locator(".invoice-table tbody tr").count();
    await fillBillingAddress(page, form);
    await form.getByRole("button", { name: lang.submit }).click();
    await expect(page.getByRole("status")).toContainText(lang.done);
    await expect(page.getByRole("heading", { name: lang.heading })).toHaveCount(0);
    await expect(page.locator(".invoice-table tbody tr")).toHaveCount(invoicesBefore + 1);
  });
}
