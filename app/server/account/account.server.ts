import { and, eq, inArray } from "drizzle-orm";
import { type AccountArea, type ProductId, products } from "~/content/catalog";
import type { Database } from "../platform/db.server";
import { courseAccess, purchases } from "../platform/schema.server";

/**
 * The account areas a customer owns (a customer sees only what they bought): a paid
 * purchase that was neither refunded nor disputed. Nothing else about the customer is read.
 */
export async function ownedAreas(db: Database, userId: string): Promise<Set<Exclude<AccountArea, null>>> {
  const rows = await db
    .select({ productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), inArray(purchases.status, ["paid"])));
  return areasOf(rows.map((row) => row.productId));
}

/** The account areas the products of paid purchases open. */
export function areasOf(paidProductIds: readonly string[]): Set<Exclude<AccountArea, null>> {
  const areas = new Set<Exclude<AccountArea, null>>();
  for (const productId of paidProductIds) {
    const area = products[productId as ProductId]?.accountArea;
    if (area) areas.add(area);
  }
  return areas;
}

/** The end of the customer's course access, if they ever had any. */
export async function courseAccessEnd(db: Database, userId: string): Promise<Date | null> {
  const [row] = await db.select().from(courseAccess).where(eq(courseAccess.userId, userId));
  return row?.endsAt ?? null;
}
