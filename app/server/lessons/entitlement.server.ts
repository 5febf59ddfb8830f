import { and, eq, isNull, ne, or, sql } from "drizzle-orm";
import { type LessonKindId, blocksPerPurchase, lessonKindFacts } from "~/content/lessons";
import type { ProductId } from "~/content/catalog";
import type { Database, Tx } from "../platform/db.server";
import { lessons, purchases } from "../platform/schema.server";

// Who may book a lesson of a kind: a customer with a paid purchase of one of the kind's products.
// The assessment and the intensive days are counted: a purchase entitles to its number of blocks,
// and a booked block, or one cancelled late and not waived, uses one up.

type Reader = Pick<Database | Tx, "select">;

export type Entitlement =
  | { ok: true; purchaseId: string | null; blocksLeft: number | null }
  | { ok: false; reason: "notEntitled" | "noBlocksLeft" };

export async function paidProducts(
  db: Reader,
  customerId: string,
): Promise<{ id: string; productId: ProductId }[]> {
  const rows = await db
    .select({ id: purchases.id, productId: purchases.productId })
    .from(purchases)
    .where(and(eq(purchases.userId, customerId), eq(purchases.status, "paid")))
    .orderBy(purchases.createdAt);
  return rows as { id: string; productId: ProductId }[];
}

export async function entitlement(db: Reader, customerId: string, kind: LessonKindId): Promise<Entitlement> {
  const bookableWith = lessonKindFacts[kind].bookableWith;
  const paid = (await paidProducts(db, customerId)).filter((row) => bookableWith.includes(row.productId));
  if (paid.length === 0) return { ok: false, reason: "notEntitled" };
  const counted = paid.filter((row) => blocksPerPurchase[row.productId]?.kind === kind);
  if (counted.length === 0) return { ok: true, purchaseId: null, blocksLeft: null };
  const total = counted.reduce((sum, row) => sum + (blocksPerPurchase[row.productId]?.count ?? 0), 0);
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(lessons)
    .where(
      and(
        eq(lessons.customerId, customerId),
        eq(lessons.kind, kind),
        or(
          ne(lessons.state, "cancelled"),
          and(eq(lessons.lateCancellation, true), isNull(lessons.waivedReason)),
        ),
      ),
    );
  const left = total - (used?.count ?? 0);
  if (left <= 0) return { ok: false, reason: "noBlocksLeft" };
  return { ok: true, purchaseId: counted[0]?.id ?? null, blocksLeft: left };
}

/** The kinds a customer may book at all (a paid purchase of one of their products). */
export async function bookableKinds(db: Reader, customerId: string): Promise<LessonKindId[]> {
  const paid = new Set((await paidProducts(db, customerId)).map((row) => row.productId));
  return (Object.keys(lessonKindFacts) as LessonKindId[]).filter((kind) =>
    lessonKindFacts[kind].bookableWith.some((product) => paid.has(product)),
  );
}
