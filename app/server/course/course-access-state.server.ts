import { and, eq, inArray } from "drizzle-orm";
import { products } from "~/content/catalog";
import type { Database } from "../db.server";
import { courseAccess, purchases } from "../schema.server";

export type CourseAccess =
  | { state: "active"; endsAt: Date }
  | { state: "expired"; endsAt: Date }
  /** Never bought, only pending, failed, refunded or disputed. */
  | { state: "none" };

const courseProductIds = Object.values(products)
  .filter((product) => product.accessMonths)
  .map((product) => product.id);

/** Lessons only for an active course purchase (paid, not refunded, within 3 months). */
export async function courseAccessOf(db: Database, userId: string, now = new Date()): Promise<CourseAccess> {
  const [row] = await db.select().from(courseAccess).where(eq(courseAccess.userId, userId));
  if (!row) return { state: "none" };
  // The access row is derived from paid purchases; check one still stands, to be safe.
  const paid = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.status, "paid"),
        inArray(purchases.productId, courseProductIds),
      ),
    )
    .limit(1);
  if (paid.length === 0) return { state: "none" };
  return row.endsAt > now
    ? { state: "active", endsAt: row.endsAt }
    : { state: "expired", endsAt: row.endsAt };
}
