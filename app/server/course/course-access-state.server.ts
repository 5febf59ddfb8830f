import { and, eq, inArray, sql, type SQLWrapper } from "drizzle-orm";
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

/**
 * The access row, and whether a paid course purchase still stands behind it (the row is derived
 * from paid purchases; checked again, to be safe). A select of its own, so a page can read it in
 * the statement that reads its own rows (course-guard.server.ts).
 */
export function courseAccessRead(db: Pick<Database, "select">, userId: string | SQLWrapper) {
  return db
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
        )})`.mapWith(Boolean),
    })
    .from(courseAccess)
    .where(eq(courseAccess.userId, userId));
}

/** Lessons only for an active course purchase (paid, not refunded, within 3 months). */
export function courseAccessFrom(
  row: { endsAt: Date; paid: boolean } | undefined,
  now = new Date(),
): CourseAccess {
  if (!row?.paid) return { state: "none" };
  return row.endsAt > now
    ? { state: "active", endsAt: row.endsAt }
    : { state: "expired", endsAt: row.endsAt };
}

/** The customer's course access, in one read (decision 024). */
export async function courseAccessOf(db: Database, userId: string, now = new Date()): Promise<CourseAccess> {
  const [row] = await courseAccessRead(db, userId);
  return courseAccessFrom(row, now);
}
