import { expect, test } from "@playwright/test";
import { askForEarlyStartIfAsked, becomeCustomer } from "./customer";
import { seriousAxeViolations } from "./support";

// An employer buying in its own name (§§ 14, 15 UStG): the checkout takes the company's name and
// VAT id, refuses a malformed id in the page's language, and My account then offers the invoice
// also as an e-invoice (the XRechnung XML and the ZUGFeRD PDF) that names the company's VAT id.

for (const lang of [
  {
    prefix: "",
    company: "Company name",
    vatId: "VAT ID (for example DE123456789)",
    invalid: "This VAT ID is not valid",
    xml: "XRechnung (XML)",
  },
  {
    prefix: "/es",
    company: "Nombre de la empresa",
    vatId: "NIF-IVA (por ejemplo DE123456789)",
    invalid: "Este NIF-IVA no es válido",
    xml: "XRechnung (XML)",
  },
]) {
  test(`a company buys in its own name and gets its e-invoice (${lang.prefix || "/"})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = await becomeCustomer(page, lang.prefix, ["examiner-course"]);
    await page.goto(`${lang.prefix}/checkout?product=theory-exam-package`);
    await page.locator('input[name="email"]').fill(email);
    await page.getByLabel(lang.company).fill("Muster Logistik GmbH");
    await page.getByLabel(lang.vatId).fill("123");
    await page.locator('input[name="consent"]').check();
    await askForEarlyStartIfAsked(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator('button[type="submit"]').click();
    await expect(page.getByText(lang.invalid)).toBeVisible();
    // The typed values come back; only the id is corrected.
    await expect(page.getByLabel(lang.company)).toHaveValue("Muster Logistik GmbH");
    await page.getByLabel(lang.vatId).fill("DE 123 456 789");
    await page.locator('input[name="consent"]').check();
    await askForEarlyStartIfAsked(page);
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/welcome\\?session_id=cs_`));

    // On a phone the row with three links still fits the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${lang.prefix}/my-account`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    // Its accessible name names the document; its visible text is the format.
    const link = page.locator("a", { hasText: lang.xml }).first();
    await expect(link).toBeVisible();
    const xml = await page.request.get((await link.getAttribute("href")) ?? "");
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    expect(body).toContain("<rsm:CrossIndustryInvoice");
    expect(body).toContain("urn:xeinkauf.de:kosit:xrechnung_3.0");
    expect(body).toContain("DE123456789");
    expect(body).toContain("Muster Logistik GmbH");
  });
}
