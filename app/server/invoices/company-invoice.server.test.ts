import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { textsIn } from "~/i18n/catalogs.server";
import { action as checkoutAction } from "~/routes/checkout";
import { loader as invoiceFileLoader } from "~/routes/my-account-invoice-pdf";
import { routeArgs, testServices } from "../../../tests/support/app-context";
import { pdfText } from "../../../tests/support/pdf-text";
import { customerWithSession } from "../../../tests/support/customers";
import { compiled, en16931CiiErrors } from "../../../tests/support/en16931-schematron";
import { compiledXRechnung, xrechnungCiiFailures } from "../../../tests/support/xrechnung-schematron";
import { companyAddress, emptyPaymentTables, webhookContext } from "../../../tests/support/invoice-tests";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import type { SentMail } from "../mail/mail-builders.server";
import { deliverDueMail } from "../mail/outbox.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, mailOutbox, purchases, users } from "../platform/schema.server";
import { drawDocumentAttachment } from "./invoice-attachment.server";

// A company buying in its own name (§§ 14, 15 UStG): its VAT id read from the provider's tax ids,
// kept on the invoice, printed on the PDF, and its e-invoice (XRechnung) mailed and downloadable by
// the buyer only. A consumer's invoice stays a PDF.

describe.each(testDatabaseKinds())("a company's invoice and e-invoice, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    // The first run on a machine compiles the official rules (about a minute and a half).
    compiled();
    compiledXRechnung();
  }, 300_000);
  afterAll(() => handle?.close());
  beforeEach(() => emptyPaymentTables(handle.db));

  async function pay(email: string, vatId: string | null) {
    const session = checkoutSession({
      product: "conversion-assistance",
      email,
      name: "Ana Ruiz",
      billing: { name: "Muster Logistik GmbH", address: companyAddress, vatId },
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), webhookContext);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, user?.id ?? ""));
    const [invoice] = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchase?.id ?? randomUUID()));
    const [mail] = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (!user || !purchase || !invoice || !mail) throw new Error("no purchase, invoice or mail");
    return { user, purchase, invoice, mail };
  }

  async function sendAll(): Promise<SentMail[]> {
    const sent: SentMail[] = [];
    await deliverDueMail(
      handle.db,
      async (message) => void sent.push(message),
      undefined,
      undefined,
      drawDocumentAttachment,
    );
    return sent;
  }

  async function download(file: string, cookie: string): Promise<Response> {
    const request = new Request(`http://localhost:3000/my-account/invoices/${file}`, { headers: { cookie } });
    try {
      return (await invoiceFileLoader(
        routeArgs(request, { db: handle.db, auth }, { params: { file } }),
      )) as Response;
    } catch (thrown) {
      const status = (thrown as { init?: { status?: number } }).init?.status;
      if (thrown instanceof Response) return thrown;
      return new Response(null, { status: status ?? 500 });
    }
  }

  it("stores the company's VAT id from the provider's tax ids, as the EU writes it, and prints it", async () => {
    const { invoice } = await pay("company@example.com", "de 123.456-789");
    expect(invoice.customerName).toBe("Muster Logistik GmbH");
    expect(invoice.buyerVatId).toBe("DE123456789");
    const sent = await sendAll();
    const pdf = sent[0]?.attachments.find((file) => file.filename === `${invoice.number}.pdf`);
    const text = await pdfText(Buffer.from(pdf?.content ?? "", "base64"));
    expect(text).toContain("Muster Logistik GmbH");
    expect(text).toContain("DE123456789");
  });

  it("leaves a malformed VAT id out: the invoice is made out without one", async () => {
    const { invoice, purchase } = await pay("bad-vat@example.com", "123");
    expect(invoice.buyerVatId).toBeNull();
    expect(purchase.attention).toContain("valuesLeftOut");
  });

  it("mails a company's invoice with its e-invoice XML and ZUGFeRD PDF, drawn by the outbox", async () => {
    const { invoice, mail } = await pay("company-mail@example.com", "DE123456789");
    // The mail says what the two extra files are, in the customer's words.
    expect(mail.text).toContain("XRechnung");
    // Queued in the payment's transaction as the document's id, like the PDF.
    expect(mail.attachments.slice(-3)).toEqual([
      { filename: `${invoice.number}.pdf`, contentType: "application/pdf", invoiceDocument: invoice.id },
      {
        filename: `${invoice.number}.xml`,
        contentType: "application/xml",
        invoiceDocument: invoice.id,
        file: "e-invoice-xml",
      },
      {
        filename: `${invoice.number}-zugferd.pdf`,
        contentType: "application/pdf",
        invoiceDocument: invoice.id,
        file: "e-invoice-pdf",
      },
    ]);
    const [sent] = await sendAll();
    const file = (name: string) =>
      Buffer.from(sent?.attachments.find((item) => item.filename === name)?.content ?? "", "base64");
    const xml = file(`${invoice.number}.xml`).toString("utf8");
    expect(xml).toContain("<rsm:CrossIndustryInvoice");
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    // The card invoice the payment issued, as KoSIT's validator checks it: EN 16931 and XRechnung.
    expect(await en16931CiiErrors(xml)).toEqual([]);
    expect(await xrechnungCiiFailures(xml)).toEqual([]);
    const zugferd = file(`${invoice.number}-zugferd.pdf`);
    expect(zugferd.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(zugferd.toString("latin1")).toContain("factur-x.xml");
  });

  it("mails a consumer's invoice as its PDF only", async () => {
    const { invoice, mail } = await pay("consumer@example.com", null);
    expect(invoice.buyerVatId).toBeNull();
    expect(mail.text).not.toContain("XRechnung");
    expect(mail.attachments.filter((file) => "invoiceDocument" in file)).toEqual([
      { filename: `${invoice.number}.pdf`, contentType: "application/pdf", invoiceDocument: invoice.id },
    ]);
  });

  it("answers the e-invoice files to the invoice's owner only, and 404 to anyone else", async () => {
    const company = await pay("owner@example.com", "DE123456789");
    const consumer = await pay("other@example.com", null);
    const owner = (await customerWithSession(handle, auth, "owner@example.com")).cookie;
    const other = (await customerWithSession(handle, auth, "other@example.com")).cookie;
    const { number } = company.invoice;

    const xml = await download(`${number}.xml`, owner);
    expect(xml.status).toBe(200);
    expect(xml.headers.get("content-type")).toContain("application/xml");
    const text = await xml.text();
    expect(text).toContain("DE123456789");
    expect(await xrechnungCiiFailures(text)).toEqual([]);
    const zugferd = await download(`${number}-zugferd.pdf`, owner);
    expect(zugferd.status).toBe(200);
    expect(zugferd.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await zugferd.arrayBuffer()).toString("latin1")).toContain("factur-x.xml");
    expect((await download(`${number}.pdf`, owner)).status).toBe(200);

    // Another customer: not found, as for a number that does not exist.
    expect((await download(`${number}.xml`, other)).status).toBe(404);
    expect((await download(`${number}-zugferd.pdf`, other)).status).toBe(404);
    // A consumer's invoice has no e-invoice.
    expect((await download(`${consumer.invoice.number}.xml`, other)).status).toBe(404);
    expect((await download(`${consumer.invoice.number}.pdf`, other)).status).toBe(200);
  });
});

describe("the checkout's company fields", () => {
  async function submit(prefix: "" | "/es", fields: Record<string, string>) {
    const body = new URLSearchParams({ email: "buyer@example.com", consent: "on", ...fields });
    const request = new Request(`http://localhost:3000${prefix}/checkout?product=conversion-assistance`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const result = (await checkoutAction(routeArgs(request, {} as never))) as {
      data: { error: string; typed: Record<string, string> };
      init: { status: number };
    };
    return result;
  }

  it.each([
    ["", "en"],
    ["/es", "es"],
  ] as const)("refuses a malformed VAT id with a 400 in the page's language (%s)", async (prefix, locale) => {
    const t = textsIn("invoices", locale).checkout;
    const refused = await submit(prefix, { companyName: "Muster Logistik GmbH", companyVatId: "12345" });
    expect(refused.init.status).toBe(400);
    expect(refused.data.error).toBe(t.vatIdInvalid);
    // What the visitor typed comes back into the form.
    expect(refused.data.typed.companyVatId).toBe("12345");
    const incomplete = await submit(prefix, { companyVatId: "DE123456789" });
    expect(incomplete.init.status).toBe(400);
    expect(incomplete.data.error).toBe(t.companyIncomplete);
  });

  it("the texts exist in both languages and differ", () => {
    const en = textsIn("invoices", "en").checkout;
    const es = textsIn("invoices", "es").checkout;
    for (const key of ["companyLegend", "companyHint", "companyName", "vatId", "vatIdInvalid"] as const)
      expect(es[key]).not.toBe(en[key]);
  });
});
