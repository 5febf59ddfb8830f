import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { formatDateGerman } from "~/i18n/format";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { germanMonthCsv, staffMonthCsv } from "../exports/accounting-csv.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import { invoiceDocuments, mailOutbox, purchases } from "../platform/schema.server";
import { recordRefund } from "../staff/customers-actions.server";
import staffExportsEs from "~/i18n/messages/staff-exports-es";
import { accountingEntriesOfMonth } from "./accounting-month.server";
import { correctBilling } from "./billing-correction.server";
import { documentPdf } from "./invoice-attachment.server";

// What a credit note is called: a refund corrects the invoice ("Rechnungskorrektur", § 17 UStG) or
// cancels all of it ("Stornorechnung"); a wrong name or address is corrected by cancelling and
// reissuing (§ 14 (4) Nr. 1 UStG), which refunds nothing. Never "Gutschrift", which in VAT law is
// an invoice issued by the recipient (§ 14 (2) S. 2 UStG).

const context = { publicUrl: "http://localhost:3000" };
const noAudit = async () => {};
const staff = "staff-user-id";
const day = 24 * 60 * 60 * 1000;

describe.each(testDatabaseKinds())("credit note titles on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    await deleteInvoiceDocuments(handle.db);
    await handle.db.delete(mailOutbox);
  });

  const buy = async (paymentIntent: string, locale: "en" | "es" = "en") => {
    await handleStripeEvent(
      handle.db,
      event(
        "checkout.session.completed",
        checkoutSession({
          product: "examiner-course",
          email: `${paymentIntent}@example.com`,
          paymentIntent,
          locale,
        }),
      ),
      context,
    );
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.paymentIntentId, paymentIntent));
    if (!purchase?.userId) throw new Error("purchase missing");
    return { ...purchase, userId: purchase.userId };
  };
  const documentsOf = (purchaseId: string) =>
    handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId))
      .orderBy(asc(invoiceDocuments.sequence));
  const textOf = async (document: typeof invoiceDocuments.$inferSelect) =>
    (await pdfText(await documentPdf(handle.db, document))).replace(/\s+/g, " ");

  it("cancels for corrected details without a refund, and the new invoice keeps the payment day", async () => {
    const purchase = await buy("pi_billing");
    const paidOn = formatDateGerman(todayInSchoolTimeZone(purchase.paidAt ?? purchase.purchasedAt));
    const later = new Date(Date.now() + 3 * day);
    const outcome = await correctBilling(
      handle.db,
      staff,
      {
        customerId: purchase.userId,
        purchaseId: purchase.id,
        name: "Acme GmbH",
        address: "Hauptstraße 1",
        vatId: null,
      },
      noAudit,
      later,
    );
    expect(outcome).toMatchObject({ outcome: "corrected" });
    const [, cancellation, reissued] = await documentsOf(purchase.id);
    if (!cancellation || !reissued) throw new Error("two documents expected");
    expect(cancellation.creditReason).toBe("billing-correction");

    const cancelled = await textOf(cancellation);
    expect(cancelled).toContain("Stornorechnung");
    expect(cancelled).toContain("Cancellation invoice");
    expect(cancelled).toContain("Storno wegen Korrektur der Rechnungsangaben.");
    expect(cancelled).toContain("Cancelled to correct the invoice details.");
    expect(cancelled).not.toMatch(/Erstattet|Refunded|Gutschrift/);

    const reissuedText = await textOf(reissued);
    expect(reissuedText).toContain(`Bezahlt per Karte am ${paidOn}.`);
    expect(reissuedText).not.toContain(formatDateGerman(todayInSchoolTimeZone(later)) + ".");
  });

  it("titles a partial refund an invoice correction and a full one a cancellation, in the PDF and the CSVs", async () => {
    const partly = await buy("pi_partly", "es");
    const fully = await buy("pi_fully");
    const refund = (purchase: typeof partly, amountCents: number | null) =>
      recordRefund(
        handle.db,
        staff,
        { customerId: purchase.userId, purchaseId: purchase.id, note: null, amountCents },
        context,
        noAudit,
      );
    expect(await refund(partly, 1000)).toMatchObject({ outcome: "refunded", full: false });
    expect(await refund(fully, null)).toMatchObject({ outcome: "refunded", full: true });
    const [, partial] = await documentsOf(partly.id);
    const [, full] = await documentsOf(fully.id);
    if (!partial || !full) throw new Error("credit notes expected");

    const partialText = await textOf(partial);
    expect(partialText).toContain("Rechnungskorrektur");
    expect(partialText).toContain("Factura rectificativa");
    const fullText = await textOf(full);
    expect(fullText).toContain("Stornorechnung");
    expect(fullText).toContain("Cancellation invoice");
    for (const text of [partialText, fullText]) expect(text).not.toMatch(/Gutschrift|Credit note/);

    const month = todayInSchoolTimeZone(new Date()).slice(0, 7) as `${number}-${number}`;
    const entries = await accountingEntriesOfMonth(handle.db, month);
    const german = germanMonthCsv(entries);
    expect(german).not.toContain("Gutschrift");
    const titleOf = (csv: string, separator: string, number: string) =>
      csv
        .split("\r\n")
        .find((line) => line.split(separator).includes(number))
        ?.split(separator)[2];
    expect(titleOf(german, ";", partial.number)).toBe("Rechnungskorrektur");
    expect(titleOf(german, ";", full.number)).toBe("Stornorechnung");
    const spanish = staffMonthCsv(entries, staffExportsEs.csv, "es");
    expect(titleOf(spanish, ",", partial.number)).toBe("Factura rectificativa");
  });
});
