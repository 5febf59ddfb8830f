import { and, eq, inArray, sql } from "drizzle-orm";
import { products } from "~/content/catalog";
import type { Database } from "../platform/db.server";
import { courseAccess, purchases } from "../platform/schema.server";

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
  // One read (decision 024): the access row, and whether a paid course purchase still stands
  // behind it (the row is derived from paid purchases; checked again, to be safe).
  const [row] = await db
    .select({
      endsAt: courseAccess.endsAt,
      paid: sql<boolean>`exists (${db
        .select({ id: purchases.id })
        .from(purchases)
        .where(
          and(
            eq(purchases.userId, courseAccess.userId),
            eq(purchases.status, "paid"),
            inArray(purchases.productId, courseProductIds),
          ),
        )})`,
    })
    .from(courseAccess)
    .where(eq(courseAccess.userId, userId));
  if (!row?.paid) return { state: "none" };
  return row.endsAt > now
    ? { state: "active", endsAt: row.endsAt }
    : { state: "expired", endsAt: row.endsAt };
}
