import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ProductId, products } from "~/content/catalog";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { splitGrossAt, vatRatePercent } from "~/content/vat";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { germanMonthCsv } from "../exports/accounting-csv.server";
import { datevMonthText, datevSettings } from "../exports/datev.server";
import type { Month } from "./purchase-month.server";
import { charge, checkoutSession, dispute, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { accountingCorrections, invoiceDocuments, purchases } from "../platform/schema.server";
import { accountingEntriesOfMonth } from "./accounting-month.server";

// Money that went back without a credit note of ours (a refund of a purchase without invoice, a
// lost dispute) is a negative correction row of the month it happened, at the product's rate,
// labelled, and booked once however often the provider reports it.

const context = { publicUrl: "http://localhost:3000" };

describe.each(testDatabaseKinds())("accounting corrections on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let serial = 0;
  const month = todayInSchoolTimeZone().slice(0, 7) as Month;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  type Purchase = typeof purchases.$inferSelect;
  async function buy(product: ProductId = "examiner-course"): Promise<Purchase> {
    serial += 1;
    const intent = `pi_correction_${serial}_${Date.now()}`;
    await handleStripeEvent(
      handle.db,
      event(
        "checkout.session.completed",
        checkoutSession({ product, email: `correction-${serial}@example.com`, paymentIntent: intent }),
      ),
      context,
    );
    const [purchase] = await handle.db.select().from(purchases).where(eq(purchases.paymentIntentId, intent));
    if (!purchase) throw new Error("purchase not recorded");
    return purchase;
  }
  const send = (type: string, object: Record<string, unknown>) =>
    handleStripeEvent(handle.db, event(type, object), context);
  const disputeClosed = (purchase: Purchase, status: string) =>
    send("charge.dispute.closed", { ...dispute(purchase.paymentIntentId ?? ""), status });
  const entriesOf = async (purchase: Purchase) =>
    (await accountingEntriesOfMonth(handle.db, month)).filter((entry) => entry.purchaseId === purchase.id);

  it("books a refund of a purchase without an invoice as one negative correction of its month", async () => {
    const purchase = await buy();
    // A purchase from before invoices: paid, no document.
    await handle.db.delete(invoiceDocuments).where(eq(invoiceDocuments.purchaseId, purchase.id));
    const price = purchase.amountCents ?? 0;
    await send("charge.refunded", charge(purchase.paymentIntentId ?? "", price, price));
    // The provider delivers the same total again (a second event): nothing more is booked.
    await send("charge.refunded", charge(purchase.paymentIntentId ?? "", price, price));
    const entries = await entriesOf(purchase);
    const split = splitGrossAt(-price, vatRatePercent);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: "correction",
        correctionKind: "refund-without-invoice",
        issuedOn: todayInSchoolTimeZone(),
        taxPeriodOn: todayInSchoolTimeZone(),
        grossCents: -price,
        netCents: split.netCents,
        vatCents: split.vatCents,
        vatRatePercent,
        productId: "examiner-course",
        providerPaymentId: purchase.paymentIntentId,
      }),
    ]);
    const csv = germanMonthCsv(entries);
    expect(csv).toContain("Korrektur: Erstattung ohne Rechnung");
    expect(csv).toContain(`-${(price / 100).toFixed(2).replace(".", ",")}`);
    const booking = datevMonthText(month, entries, new Date(), datevSettings()).split("\r\n")[2] ?? "";
    expect(booking.split(";").slice(0, 2)).toEqual([(price / 100).toFixed(2).replace(".", ","), '"H"']);
    expect(booking).toContain('"Korrektur § 17 UStG"');
  });

  it("books a lost dispute once, as what remains of the invoice after its credit notes", async () => {
    const purchase = await buy();
    const price = purchase.amountCents ?? 0;
    await send("charge.refunded", charge(purchase.paymentIntentId ?? "", price, 2000));
    await send("charge.dispute.created", dispute(purchase.paymentIntentId ?? ""));
    await disputeClosed(purchase, "lost");
    await disputeClosed(purchase, "lost");
    const entries = await entriesOf(purchase);
    expect(entries.map((entry) => [entry.kind, entry.correctionKind, entry.grossCents])).toEqual([
      ["invoice", undefined, price],
      ["credit-note", undefined, -2000],
      ["correction", "lost-dispute", 2000 - price],
    ]);
    // Invoice, credit note and correction cancel out to the cent, VAT included.
    expect(entries.reduce((sum, entry) => sum + entry.vatCents, 0)).toBe(0);
    expect(entries.reduce((sum, entry) => sum + entry.netCents, 0)).toBe(0);
    expect(germanMonthCsv(entries)).toContain("Korrektur: verlorene Rückbuchung (Chargeback)");
    const [stored] = await handle.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(stored?.status).toBe("disputed");
  });

  it("books nothing for a dispute won or closed with a warning", async () => {
    const purchase = await buy();
    await send("charge.dispute.created", dispute(purchase.paymentIntentId ?? ""));
    await disputeClosed(purchase, "won");
    await disputeClosed(purchase, "warning_closed");
    const corrections = await handle.db
      .select()
      .from(accountingCorrections)
      .where(eq(accountingCorrections.purchaseId, purchase.id));
    expect(corrections).toEqual([]);
    expect((await entriesOf(purchase)).map((entry) => entry.kind)).toEqual(["invoice"]);
  });

  it("never books a refund twice: a dispute lost after a refund without invoice adds nothing", async () => {
    const purchase = await buy("first-aid-en" as ProductId);
    await handle.db.delete(invoiceDocuments).where(eq(invoiceDocuments.purchaseId, purchase.id));
    const price = purchase.amountCents ?? products["first-aid-en"].priceCents;
    await send("charge.refunded", charge(purchase.paymentIntentId ?? "", price, price));
    await disputeClosed(purchase, "lost");
    const corrections = await handle.db
      .select({ kind: accountingCorrections.kind, gross: accountingCorrections.grossCents })
      .from(accountingCorrections)
      .where(eq(accountingCorrections.purchaseId, purchase.id));
    expect(corrections).toEqual([{ kind: "refund-without-invoice", gross: -price }]);
  });
});
