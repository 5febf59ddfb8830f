import { expect, test } from "@playwright/test";
import { mailTo, askForEarlyStartIfAsked } from "./customer";

// The purchase confirmation carries the terms and the withdrawal form in the
// customer's language (§ 312f BGB); the eye test only with its own, separate consent to the health
// data (Art. 9 (2) a GDPR), refused without it with a 400 in the page's language.

const languages = [
  {
    prefix: "",
    product: "first-aid-en-eye-test",
    healthLabel:
      "I consent to MainDrive and its partner first-aid institute processing the result of my eye test",
    refused: "The eye test needs your consent to the processing of its result (health data).",
    confirmed: "You consented to us and our partner institute processing your eye test result",
    files: ["terms-of-service.html", "withdrawal-information-and-form.html", "first-aid-course.ics"],
    form: "I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract",
  },
  {
    prefix: "/es",
    product: "first-aid-es-eye-test",
    healthLabel:
      "Doy mi consentimiento para que MainDrive y su instituto colaborador de primeros auxilios traten",
    refused: "El test de visión necesita tu consentimiento para tratar su resultado (datos de salud).",
    confirmed: "Diste tu consentimiento para que nosotros y nuestro instituto colaborador tratemos",
    files: [
      "condiciones-del-servicio.html",
      "informacion-desistimiento-y-formulario.html",
      "curso-primeros-auxilios.ics",
    ],
    form: "Por la presente le comunico/comunicamos (*) que desisto de mi/desistimos de nuestro (*) contrato",
  },
];

for (const lang of languages) {
  test(`${lang.prefix || "/"}: the eye test is refused without the health-data consent`, async ({
    page,
    baseURL,
  }) => {
    const path = `${lang.prefix}/checkout?product=${lang.product}`;
    await page.goto(path);
    const box = page.locator('input[name="healthConsent"]');
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAttribute("required", "");
    await expect(page.locator("label", { has: box })).toContainText(lang.healthLabel);
    // Apart from the terms' box: two boxes on this page, and a third when the date falls within
    // the withdrawal period (the early-start request, § 356 (4) BGB), which depends on today.
    const earlyStart = await page.locator('input[name="earlyStart"]').count();
    await expect(page.locator('input[type="checkbox"]')).toHaveCount(2 + earlyStart);

    // A form sent without the box (as without the browser's check): 400, the reason in the page's language.
    const email = `no-consent-${Date.now()}@example.com`;
    const response = await page.request.post(path, {
      // Every other box ticked: the refusal is the consent's own.
      form: { email, consent: "on", ...(earlyStart ? { earlyStart: "on" } : {}) },
      headers: { origin: baseURL as string },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain(lang.refused);
    await expect(mailTo(email)).rejects.toThrow(/no mail/);
  });

  test(`${lang.prefix || "/"}: with the consent the booking goes through, and the mail carries the documents`, async ({
    page,
  }) => {
    const email = `consent-${lang.prefix ? "es" : "en"}-${Date.now()}@example.com`;
    await page.goto(`${lang.prefix}/checkout?product=${lang.product}`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="consent"]').check();
    await askForEarlyStartIfAsked(page);
    await page.locator('input[name="healthConsent"]').check();
    await page.locator('button[type="submit"]').click();
    await expect(page).toHaveURL(new RegExp(`${lang.prefix}/welcome\\?session_id=cs_`));

    const mail = (await mailTo(email)) as Awaited<ReturnType<typeof mailTo>> & {
      text: string;
      attachments: { filename: string; content: string }[];
    };
    expect(mail.text).toContain(lang.confirmed);
    // The documents, then the invoice (invoices.spec.ts opens it).
    expect(mail.attachments.map((file) => file.filename)).toEqual([
      ...lang.files,
      expect.stringMatching(/^\d{4}-\d{5}\.pdf$/),
    ]);
    expect(mail.attachments[1]?.content).toContain(lang.form);
  });
}

test("a product without an eye test asks for no health-data consent", async ({ page }) => {
  for (const path of ["/checkout?product=first-aid-en", "/es/checkout?product=examiner-course"]) {
    await page.goto(path);
    await expect(page.locator('input[name="consent"]')).toHaveCount(1);
    await expect(page.locator('input[name="healthConsent"]')).toHaveCount(0);
  }
});
