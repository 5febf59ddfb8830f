import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { companyAddress, emptyPaymentTables, webhookContext } from "../../../tests/support/invoice-tests";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, purchases, users } from "../platform/schema.server";
import { correctBilling } from "./billing-correction.server";
import { renderEInvoiceXml } from "./e-invoice.server";

// The office corrects the VAT id an invoice is made out to (§ 14 (4) Nr. 1 UStG, § 31 (5) UStDV):
// a company's id added after a consumer's purchase, or a wrong one taken off. Like a name or an
// address, it is never changed on an issued document: a credit note cancels what remains and a new
// invoice carries the corrected id, in its PDF and its e-invoice (BT-48).

describe.each(testDatabaseKinds())("a VAT id corrected by the office, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(() => emptyPaymentTables(handle.db));

  async function pay(vatId: string | null) {
    const email = `vat-${randomUUID()}@example.com`;
    const name = vatId ? "Muster Logistik GmbH" : null;
    const session = checkoutSession({
      product: "conversion-assistance",
      email,
      name: "Ana Ruiz",
      billing: { name, address: companyAddress, vatId },
    });
    await handleStripeEvent(handle.db, event("checkout.session.completed", session), webhookContext);
    const [user] = await handle.db.select().from(users).where(eq(users.email, email));
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, user?.id ?? ""));
    if (!user || !purchase) throw new Error("no purchase");
    return { customerId: user.id, purchaseId: purchase.id };
  }

  async function documentsOf(purchaseId: string) {
    return handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId))
      .orderBy(asc(invoiceDocuments.sequence));
  }

  it("adds a company's VAT id: the credit note cancels the consumer's invoice, the new one and its e-invoice carry the id", async () => {
    const { customerId, purchaseId } = await pay(null);
    const [issued] = await documentsOf(purchaseId);
    expect(issued?.buyerVatId).toBeNull();
    const audits: { after: unknown }[] = [];
    const outcome = await correctBilling(
      handle.db,
      randomUUID(),
      {
        customerId,
        purchaseId,
        name: "Muster Logistik GmbH",
        address: issued?.billingAddress ?? null,
        vatId: "DE123456789",
      },
      async (_tx, entry) => void audits.push(entry),
    );
    expect(outcome).toMatchObject({ outcome: "corrected" });
    const [old, note, reissued] = await documentsOf(purchaseId);
    expect(old?.buyerVatId).toBeNull();
    expect(note).toMatchObject({ kind: "credit-note", correctsId: old?.id, buyerVatId: null });
    expect(reissued).toMatchObject({
      kind: "invoice",
      customerName: "Muster Logistik GmbH",
      buyerVatId: "DE123456789",
      paidOn: old?.paidOn ?? null,
    });
    // The log says which detail changed, never its value.
    expect(audits).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ changed: ["name", "vatId"] }) }),
    ]);
    expect(JSON.stringify(audits)).not.toContain("DE123456789");
    if (!reissued) throw new Error("no new invoice");
    const xml = await renderEInvoiceXml(reissued, null);
    expect(xml).toContain("DE123456789");
  });

  it("takes a wrong VAT id off; the same correction again changes nothing", async () => {
    const { customerId, purchaseId } = await pay("DE123456789");
    const [issued] = await documentsOf(purchaseId);
    expect(issued?.buyerVatId).toBe("DE123456789");
    const input = {
      customerId,
      purchaseId,
      name: issued?.customerName ?? null,
      address: issued?.billingAddress ?? null,
      vatId: null,
    };
    const noAudit = async () => {};
    expect(await correctBilling(handle.db, randomUUID(), input, noAudit)).toMatchObject({
      outcome: "corrected",
    });
    expect(await correctBilling(handle.db, randomUUID(), input, noAudit)).toEqual({ outcome: "unchanged" });
    const [, note, reissued, ...more] = await documentsOf(purchaseId);
    // The credit note cancels the invoice as it was issued: to the company, with its id.
    expect(note).toMatchObject({ kind: "credit-note", buyerVatId: "DE123456789" });
    expect(reissued).toMatchObject({
      kind: "invoice",
      customerName: "Muster Logistik GmbH",
      buyerVatId: null,
    });
    expect(more).toEqual([]);
  });
});
