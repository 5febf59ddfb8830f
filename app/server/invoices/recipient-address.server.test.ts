import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "~/content/catalog";
import { textsIn } from "~/i18n/catalogs.server";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { accountPageData } from "../account/account-page.server";
import type { DatabaseHandle } from "../platform/db.server";
import { paymentLinkCollection } from "../platform/payments-config.server";
import { recordPurchase } from "../payments/purchase-recording.server";
import { invoiceDocuments, mailOutbox, purchases, users } from "../platform/schema.server";
import { issueInvoiceFor } from "./invoice-issue.server";
import {
  countMissingInvoices,
  countWaitingForAddress,
  issueAllMissingInvoices,
  issueMissingInvoice,
} from "./missing-invoices.server";
import { addOwnBillingAddress } from "./own-billing-address.server";
import { isFullAddress } from "./recipient-address.server";

// § 33 UStDV allows an invoice without the recipient only up to €250 gross; above it § 14 (4) Nr. 1
// UStG asks for the recipient's full address. No such invoice is issued without one: the purchase is
// flagged for the office, and the customer adds the address in My account.

const context = { publicUrl: "http://localhost:3000" };
const overLimit = products["hip-1-day"]; // €792
const atLimit = products["weekly-classes"]; // €250.00: still a simplified invoice
const address = "Zeil 1\n60313 Frankfurt am Main\nDE";

describe("what the payment link collects", () => {
  it("requires the billing address for every product over €250 and only for those", () => {
    expect(paymentLinkCollection(overLimit).billing_address_collection).toBe("required");
    expect(paymentLinkCollection(products["practical-exam-package"]).billing_address_collection).toBe(
      "required",
    );
    expect(paymentLinkCollection(atLimit).billing_address_collection).toBe("auto");
    expect(paymentLinkCollection(products["examiner-course"]).billing_address_collection).toBe("auto");
  });

  it("takes a street with a place as an address, not a country or postcode alone", () => {
    expect(isFullAddress(address)).toBe(true);
    expect(isFullAddress("Zeil 1\n60313 Frankfurt")).toBe(true);
    expect(isFullAddress("DE")).toBe(false);
    expect(isFullAddress("60313\nDE")).toBe(false);
    expect(isFullAddress(null)).toBe(false);
  });
});

describe("texts about who the invoice is made out to", () => {
  it("tell in both languages that an employer buys in its own name, and ask for the address above €250", () => {
    const en = textsIn("invoices", "en");
    const es = textsIn("invoices", "es");
    // No consumer is told to put an employer's name on their own invoice any more.
    expect(en.checkout.hint).not.toMatch(/reimburses you/);
    expect(es.checkout.hint).not.toMatch(/reembolsa tu empresa/);
    expect(en.checkout.hint).toMatch(/employer can also buy in its own name/);
    expect(es.checkout.hint).toMatch(/empresa también puede comprar a su propio nombre/);
    expect(en.account.intro).not.toMatch(/employer/);
    expect(es.account.intro).not.toMatch(/empresa/);
    for (const t of [en, es]) {
      // The amount itself is never typed in a text (the catalog holds it): "for this amount".
      expect(t.checkout.hintRequired).toMatch(/full address|dirección completa/);
      expect(t.checkout.addressRequired.length).toBeGreaterThan(20);
      expect(t.account.addressIntro).toContain("{product}");
      expect(t.account.addressIntro).toContain("{date}");
    }
    expect(es.checkout.addressRequired).not.toBe(en.checkout.addressRequired);
    expect(textsIn("staffDashboard", "es").attention.billingAddressMissing).toMatch(
      /dirección de quien compra/,
    );
    expect(textsIn("staffDashboard", "en").attention.billingAddressMissing).toMatch(/buyer's address/);
  });
});

describe.each(testDatabaseKinds())("invoices over €250 and the recipient's address on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let staffId: string;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    for (const table of [mailOutbox, purchases]) await db.delete(table);
    staffId = randomUUID();
    await db
      .insert(users)
      .values({ id: staffId, email: `office-${staffId}@example.com`, name: "Office", role: "staff" });
  });

  async function customer(name = "Ana Gómez") {
    const id = randomUUID();
    await handle.db.insert(users).values({ id, email: `ana-${id}@example.com`, name, locale: "es" });
    return id;
  }

  async function paidPurchase(userId: string, productId: keyof typeof products, purchasedAt: string) {
    const [row] = await handle.db
      .insert(purchases)
      .values({
        userId,
        productId,
        checkoutSessionId: `cs_${randomUUID()}`,
        paymentIntentId: `pi_${randomUUID()}`,
        status: "paid",
        amountCents: products[productId].priceCents,
        currency: "eur",
        locale: "es",
        newCustomer: false,
        purchasedAt: new Date(purchasedAt),
        paidAt: new Date(purchasedAt),
      })
      .returning();
    if (!row) throw new Error("purchase missing");
    return row.id;
  }

  const documentsOf = (purchaseId: string) =>
    handle.db.select().from(invoiceDocuments).where(eq(invoiceDocuments.purchaseId, purchaseId));
  const attentionOf = async (purchaseId: string) =>
    (await handle.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]?.attention;

  it("a card payment over €250 without an address gets no invoice and is flagged; at €250 it gets one", async () => {
    const { db } = handle;
    const record = (product: typeof overLimit, billing: { name: string | null; address: string | null }) =>
      db.transaction((tx) =>
        recordPurchase(
          tx,
          {
            product,
            checkoutSessionId: `cs_${randomUUID()}`,
            paymentIntentId: `pi_${randomUUID()}`,
            email: `buyer-${randomUUID()}@example.com`,
            name: "Ana Gómez",
            locale: "es",
            proposed: "paid",
            amountCents: product.priceCents,
            currency: "eur",
            purchasedAt: new Date(),
            courseDateReference: null,
            healthDataConsent: false,
            billing,
          },
          context,
        ),
      );
    // The card reported a country only, as "auto" collection may: that is no address.
    const without = await record(overLimit, { name: null, address: "DE" });
    expect(await documentsOf(without.purchaseId)).toEqual([]);
    expect(await attentionOf(without.purchaseId)).toEqual(["billingAddressMissing"]);

    const withAddress = await record(overLimit, { name: "Muster GmbH", address });
    const [invoice] = await documentsOf(withAddress.purchaseId);
    expect(invoice).toMatchObject({ customerName: "Muster GmbH", billingAddress: address });
    expect(await attentionOf(withAddress.purchaseId)).toEqual([]);

    const simplified = await record(atLimit, { name: null, address: null });
    expect(await documentsOf(simplified.purchaseId)).toHaveLength(1);
    expect(await attentionOf(simplified.purchaseId)).toEqual([]);
  });

  it("the bulk issue leaves purchases over €250 out and flags them, without stalling the ones behind", async () => {
    const { db } = handle;
    const ana = await customer();
    const big = await paidPurchase(ana, overLimit.id, "2026-01-05T09:00:00Z");
    const small = await paidPurchase(ana, atLimit.id, "2026-01-06T09:00:00Z");
    const first = await issueAllMissingInvoices(db, staffId, new Date("2026-11-27T10:00:00Z"));
    expect(first).toEqual({ issued: ["2026-00001"], remaining: 0, waitingForAddress: 1 });
    expect(await documentsOf(big)).toEqual([]);
    expect(await documentsOf(small)).toHaveLength(1);
    expect(await attentionOf(big)).toEqual(["billingAddressMissing"]);
    expect(await countMissingInvoices(db)).toBe(1);
    expect(await countWaitingForAddress(db)).toBe(1);
    // A second run finds nothing to issue: it never issues the invoice without the address.
    expect(await issueAllMissingInvoices(db, staffId, new Date("2026-11-27T10:05:00Z"))).toEqual({
      issued: [],
      remaining: 0,
      waitingForAddress: 1,
    });
  });

  it("staff issue one over €250 only with a full address, which clears the flag", async () => {
    const { db } = handle;
    const ana = await customer();
    const big = await paidPurchase(ana, overLimit.id, "2026-02-01T09:00:00Z");
    await db.transaction((tx) => issueInvoiceFor(tx, big, { name: null, address: null }));
    const input = { customerId: ana, purchaseId: big, name: null, notify: false };
    expect(await issueMissingInvoice(db, staffId, { ...input, address: null }, context)).toEqual({
      outcome: "address-needed",
    });
    expect(await documentsOf(big)).toEqual([]);
    const issued = await issueMissingInvoice(db, staffId, { ...input, address }, context);
    expect(issued.outcome).toBe("issued");
    expect(await attentionOf(big)).toEqual([]);
  });

  it("the customer adds the address in My account: the invoice is issued and mailed once, for their own purchase only", async () => {
    const { db } = handle;
    const ana = await customer();
    const ben = await customer("Ben");
    const big = await paidPurchase(ana, overLimit.id, "2026-03-01T09:00:00Z");
    await db.transaction((tx) => issueInvoiceFor(tx, big, { name: null, address: null }));
    expect((await accountPageData(db, ana)).awaitingAddress).toEqual([
      { purchaseId: big, productId: overLimit.id, paidOn: "2026-03-01" },
    ]);

    const input = { purchaseId: big, name: "Muster GmbH", address };
    expect(await addOwnBillingAddress(db, ben, input, context)).toEqual({ outcome: "unknown-purchase" });
    expect(await addOwnBillingAddress(db, ana, { ...input, address: "DE" }, context)).toEqual({
      outcome: "address-incomplete",
    });
    const result = await addOwnBillingAddress(db, ana, input, context);
    expect(result.outcome).toBe("issued");
    const [invoice] = await documentsOf(big);
    expect(invoice).toMatchObject({ kind: "invoice", customerName: "Muster GmbH", billingAddress: address });
    expect(await attentionOf(big)).toEqual([]);
    const mails = await db.select().from(mailOutbox);
    expect(mails).toHaveLength(1);
    expect((await accountPageData(db, ana)).awaitingAddress).toEqual([]);
    // Sent again (Back, a double click): nothing is issued twice.
    expect(await addOwnBillingAddress(db, ana, input, context)).toEqual({ outcome: "unknown-purchase" });
    expect(await documentsOf(big)).toHaveLength(1);
  });
});
