import { splitGrossAt, vatRatePercent } from "~/content/vat";
import type { Database } from "~/server/platform/db.server";
import { nextDocumentNumber } from "~/server/invoices/invoice-number.server";
import { invoiceDocuments, purchases, users } from "~/server/platform/schema.server";

// Invoices and credit notes written straight into the table, numbered from the series as the
// invoices module numbers them: what the accountant's exports read.

let purchaseCounter = 0;

export async function addPurchase(
  db: Database,
  {
    productId = "conversion-assistance",
    grossCents = 15000,
    courseDate = null,
    paidAt = "2026-01-01T10:00:00Z",
  }: { productId?: string; grossCents?: number; courseDate?: string | null; paidAt?: string } = {},
): Promise<string> {
  purchaseCounter++;
  const userId = `inv-user-${purchaseCounter}-${Math.random().toString(36).slice(2, 8)}`;
  await db.insert(users).values({ id: userId, name: "Test", email: `${userId}@example.com` });
  const [row] = await db
    .insert(purchases)
    .values({
      userId,
      productId,
      checkoutSessionId: `cs_${userId}`,
      status: "paid",
      amountCents: grossCents,
      currency: "eur",
      locale: "en",
      newCustomer: true,
      courseDate,
      purchasedAt: new Date(paidAt),
      paidAt: new Date(paidAt),
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error("purchase not inserted");
  return row.id;
}

export interface DocumentInput {
  purchaseId: string;
  issuedAt: string;
  grossCents: number;
  customerName?: string;
  productId?: string;
  paymentMethod?: "card" | "bank-transfer" | "cash";
  paymentReference?: string | null;
  providerPaymentId?: string | null;
  serviceOn?: string;
  /** For a credit note: the invoice's id. */
  correctsId?: string;
  /** The school's rate unless given. */
  vatRatePercent?: number;
}

/** One document; a credit note when `correctsId` is given (its amounts negative). */
export async function issueDocument(
  db: Database,
  input: DocumentInput,
): Promise<{ id: string; number: string }> {
  return db.transaction(async (tx) => {
    const issuedAt = new Date(input.issuedAt);
    const number = await nextDocumentNumber(tx, issuedAt);
    const rate = input.vatRatePercent ?? vatRatePercent;
    const split = splitGrossAt(Math.abs(input.grossCents), rate);
    const sign = input.correctsId ? -1 : 1;
    const method = input.paymentMethod ?? "card";
    const [row] = await tx
      .insert(invoiceDocuments)
      .values({
        ...number,
        kind: input.correctsId ? "credit-note" : "invoice",
        creditReason: input.correctsId ? "partial-refund" : null,
        purchaseId: input.purchaseId,
        correctsId: input.correctsId ?? null,
        issuedAt,
        serviceOn: input.serviceOn ?? input.issuedAt.slice(0, 10),
        locale: "en",
        customerName: input.customerName ?? "Anna Muster",
        customerEmail: "anna@example.com",
        productId: input.productId ?? "conversion-assistance",
        netCents: sign * split.netCents,
        vatCents: sign * split.vatCents,
        grossCents: sign * split.grossCents,
        vatRatePercent: rate,
        paymentMethod: method,
        paymentReference: input.paymentReference ?? (method === "card" ? null : "RF-1"),
        providerPaymentId: input.providerPaymentId ?? (method === "card" ? "pi_test" : null),
      })
      .returning({ id: invoiceDocuments.id, number: invoiceDocuments.number });
    if (!row) throw new Error("document not inserted");
    return row;
  });
}
