import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Tx } from "../platform/db.server";
import { lessonBalanceEntries, lessons } from "../platform/schema.server";

// A customer's prepaid lesson balance, in 45-minute units, read from its ledger
// (lesson_balance_entries, decision 069). `left` is always `bought − charged`: charges are
// negative entries, and a refund or waiver of a charge is a positive entry that is not a purchase.

export interface LessonBalance {
  /** Units bought (lesson packs, and units the office added with a purchase), less a refunded pack's unused units. */
  bought: number;
  /** Units taken, net of what was given back (a free cancellation, a waived late one). */
  charged: number;
  /** bought − charged: what the customer can still book. */
  left: number;
  /** Units of lessons paid from the balance that are booked and still to come or to be marked. */
  booked: number;
  /** Units of lessons paid from the balance that were driven (or missed: a no-show is driven time). */
  driven: number;
}

type Reader = Pick<Database | Tx, "select">;

export async function lessonBalance(db: Reader, customerId: string): Promise<LessonBalance> {
  // A pack's units taken back when it was refunded (a `correction` of that purchase) were never
  // bought in the end: they count against `bought`, not as a charge.
  const boughtEntry = sql`(${lessonBalanceEntries.reason} = 'purchase' or (${lessonBalanceEntries.reason} = 'correction' and ${lessonBalanceEntries.purchaseId} is not null))`;
  const [ledger] = await db
    .select({
      bought: sql<number>`coalesce(sum(${lessonBalanceEntries.units}) filter (where ${boughtEntry}), 0)::int`,
      rest: sql<number>`coalesce(sum(${lessonBalanceEntries.units}) filter (where not ${boughtEntry}), 0)::int`,
    })
    .from(lessonBalanceEntries)
    .where(eq(lessonBalanceEntries.customerId, customerId));
  const used = await db
    .select({
      state: lessons.state,
      units: sql<number>`coalesce(-sum(${lessonBalanceEntries.units}), 0)::int`,
    })
    .from(lessons)
    .innerJoin(
      lessonBalanceEntries,
      and(eq(lessonBalanceEntries.lessonId, lessons.id), eq(lessonBalanceEntries.reason, "charge")),
    )
    .where(
      and(
        eq(lessons.customerId, customerId),
        eq(lessons.payment, "balance"),
        inArray(lessons.state, ["booked", "driven", "no-show"]),
      ),
    )
    .groupBy(lessons.state);
  const bought = ledger?.bought ?? 0;
  // 0 − rest, not −rest: no negative zero when nothing was charged.
  const charged = 0 - (ledger?.rest ?? 0);
  const unitsIn = (states: string[]) =>
    used.filter((row) => states.includes(row.state)).reduce((sum, row) => sum + row.units, 0);
  return {
    bought,
    charged,
    left: bought - charged,
    booked: unitsIn(["booked"]),
    driven: unitsIn(["driven", "no-show"]),
  };
}
