import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { pdfText } from "../support/pdf-text";
import { becomeCustomer, buyInCheckout } from "./customer";
import { logInAsStaff } from "./staff";
import { waitForMails } from "../support/mailbox";

// A purchase brings a numbered invoice as a PDF in the mail and in My account (the owner's only);
// a refund by staff brings the customer a credit note, in both languages.

const mailbox = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "mail");

interface Mail {
  to: string;
  kind: string;
  subject: string;
  text: string;
  attachments: { filename: string; content: string; encoding?: string }[];
}

/** The mails of one kind to an address, waiting up to 15 s for the mail worker. */
async function mailsOf(address: string, kind: string, count = 1): Promise<Mail[]> {
  return waitForMails<Mail>(mailbox, (mail) => mail.to === address && mail.kind === kind, {
    what: `${kind} mail to ${address}`,
    count,
  });
}

/** The PDF a mail carries: its number (the file name) and its extracted text. */
async function attachedPdf(mail: Mail): Promise<{ number: string; text: string }> {
  const file = mail.attachments.find((attachment) => attachment.filename.endsWith(".pdf"));
  if (!file) throw new Error(`no PDF in "${mail.subject}"`);
  expect(file.encoding).toBe("base64");
  return {
    number: file.filename.replace(/\.pdf$/, ""),
    text: await pdfText(Buffer.from(file.content, "base64")),
  };
}

async function openPdf(page: Page, href: string): Promise<string> {
  const response = await page.request.get(href);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return pdfText(await response.body());
}

const cases = [
  {
    prefix: "",
    staff: "e2e-staff-invoices-en@example.com",
    heading: "Invoices and credit notes",
    local: "Invoice",
    refundLink: "Record a refund…",
    amount: "Amount to refund (€)",
    confirm: "Yes, record the refund",
    partly: "The partial refund is recorded with its credit note; course access and seat stay.",
    creditLocal: "Invoice correction",
    keeps: "Your purchase otherwise stays as it is",
  },
  {
    prefix: "/es",
    staff: "e2e-staff-invoices-es@example.com",
    heading: "Facturas y facturas rectificativas",
    local: "Factura",
    refundLink: "Registrar un reembolso…",
    amount: "Importe a reembolsar (€)",
    confirm: "Sí, registrar el reembolso",
    partly:
      "El reembolso parcial está registrado con su factura rectificativa; el acceso al curso y la plaza se mantienen.",
    creditLocal: "Factura rectificativa",
    keeps: "Por lo demás, tu compra sigue igual",
  },
];

for (const c of cases) {
  test(`an invoice in the mail and in My account, a credit note after a partial refund (${c.prefix || "/"})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const email = await becomeCustomer(page, c.prefix, ["examiner-course"]);

    // The purchase mail carries the invoice.
    const [purchaseMail] = await mailsOf(email, "set-password");
    const invoice = await attachedPdf(purchaseMail as Mail);
    expect(invoice.number).toMatch(/^\d{4}-\d{5}$/);
    for (const text of ["Rechnung", c.local, invoice.number, site.legalName, site.vatId, "19 %", "€"])
      expect(invoice.text).toContain(text);

    // My account lists it; the PDF opens for its owner.
    await page.goto(`${c.prefix}/my-account`);
    await expect(page.getByRole("heading", { name: c.heading })).toBeVisible();
    const link = page.locator(`a[href="${c.prefix}/my-account/invoices/${invoice.number}.pdf"]`);
    await expect(link).toBeVisible();
    expect(await openPdf(page, (await link.getAttribute("href")) ?? "")).toContain(invoice.number);

    // Another customer's invoice is not found, nor is a number that does not exist.
    const other = `other-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
    await buyInCheckout(page, c.prefix, "examiner-course", other);
    const otherInvoice = await attachedPdf(((await mailsOf(other, "set-password")) as Mail[])[0] as Mail);
    for (const number of [otherInvoice.number, "1999-99999"]) {
      const response = await page.request.get(`${c.prefix}/my-account/invoices/${number}.pdf`);
      expect(response.status()).toBe(404);
    }

    // Staff refund a part; the customer gets the credit note.
    const staff = await browser.newPage();
    await logInAsStaff(staff, c.prefix, c.staff);
    await staff.goto(`${c.prefix}/staff/customers?q=${encodeURIComponent(email)}`);
    await staff
      .getByRole("row", { name: new RegExp(email) })
      .getByRole("link")
      .first()
      .click();
    await staff.getByRole("link", { name: new RegExp(c.refundLink) }).click();
    await staff.getByLabel(c.amount).fill("12,50");
    await staff.getByRole("button", { name: c.confirm }).click();
    await expect(staff.getByText(c.partly)).toBeVisible();
    const pdfLinks = staff.locator('a[href$=".pdf"]');
    await expect(pdfLinks).toHaveCount(2);
    await staff.close();

    const [refundMail] = await mailsOf(email, "refund");
    expect(refundMail?.text).toContain(c.keeps);
    const credit = await attachedPdf(refundMail as Mail);
    for (const text of ["Rechnungskorrektur", c.creditLocal, invoice.number, "-12,50 €"])
      expect(credit.text).toContain(text);
    await page.goto(`${c.prefix}/my-account`);
    await expect(
      page.locator(`a[href="${c.prefix}/my-account/invoices/${credit.number}.pdf"]`),
    ).toBeVisible();
  });
}
