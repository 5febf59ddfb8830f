import { and, eq, isNull } from "drizzle-orm";
import { type ProductId, products } from "~/content/catalog";
import type { Database } from "../platform/db.server";
import { purchases } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";

// Art. 9 (2) a and 7 (1) GDPR: an eye test's health data needs the customer's explicit consent,
// and the school must be able to show it. Given at checkout it is stored with the purchase; when
// it was not (a manual purchase, a payment link without the field) the booking is flagged until
// staff record that the customer's consent arrived in writing: by whom and when, audited.

export type ConsentResult =
  | { outcome: "consent-recorded" }
  /** Already given (at checkout or recorded earlier): nothing changed. */
  | { outcome: "consent-already" }
  | { outcome: "unknown-purchase" };

/** Whether a purchase's eye test still lacks the consent. */
export function lacksHealthConsent(row: { productId: string; healthDataConsentAt: Date | null }): boolean {
  return Boolean(products[row.productId as ProductId]?.eyeTest) && row.healthDataConsentAt === null;
}

/** Where the consent came from, as the staff pages show it. */
export function healthConsentState(row: {
  productId: string;
  healthDataConsentAt: Date | null;
  healthDataConsentRecordedBy: string | null;
}): { given: "checkout" | "written"; at: Date } | { given: "missing" } | null {
  if (!products[row.productId as ProductId]?.eyeTest) return null;
  if (!row.healthDataConsentAt) return { given: "missing" };
  return { given: row.healthDataConsentRecordedBy ? "written" : "checkout", at: row.healthDataConsentAt };
}

export async function recordWrittenHealthConsent(
  db: Database,
  staffUserId: string,
  input: { customerId: string; purchaseId: string },
  now = new Date(),
): Promise<ConsentResult> {
  return db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(purchases)
      .where(and(eq(purchases.id, input.purchaseId), eq(purchases.userId, input.customerId)))
      .for("update");
    if (!purchase || !products[purchase.productId as ProductId]?.eyeTest)
      return { outcome: "unknown-purchase" };
    if (purchase.healthDataConsentAt) return { outcome: "consent-already" };
    await tx
      .update(purchases)
      .set({ healthDataConsentAt: now, healthDataConsentRecordedBy: staffUserId, updatedAt: now })
      .where(and(eq(purchases.id, purchase.id), isNull(purchases.healthDataConsentAt)));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "customer.health-consent",
      subjectType: "purchase",
      subjectId: purchase.id,
      customerUserId: input.customerId,
      before: { purchaseId: purchase.id, healthDataConsent: null },
      after: { purchaseId: purchase.id, healthDataConsent: "in writing", at: now.toISOString() },
    });
    return { outcome: "consent-recorded" };
  });
}
