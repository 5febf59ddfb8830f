import type { Database } from "~/server/platform/db.server";
import { mailOutbox, purchases, webhookEvents } from "~/server/platform/schema.server";
import { deleteInvoiceDocuments } from "./delete-invoice-documents";

// What the invoice tests share: the site's address their webhook events carry, a company's
// billing address, and the clean slate each case starts from.

/** The context the webhook handler builds its links with. */
export const webhookContext = { publicUrl: "http://localhost:3000" };

/** A company's billing address in Frankfurt, as the payment provider sends it. */
export const companyAddress = {
  line1: "Große Straße 5",
  line2: null,
  postal_code: "60311",
  city: "Frankfurt am Main",
  state: null,
  country: "DE",
};

/** Empties what a paid checkout writes: its mails, its invoice documents, the purchase, the event. */
export async function emptyPaymentTables(db: Database): Promise<void> {
  await db.delete(mailOutbox);
  await deleteInvoiceDocuments(db);
  await db.delete(purchases);
  await db.delete(webhookEvents);
}
