import { and, asc, eq, lt } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { purchases, users } from "../platform/schema.server";

// Bank transfers the office recorded as awaited whose due day has passed. They stay listed until
// staff mark them paid (or cancel them): nothing is cancelled by itself (decision 048).

export interface OverdueTransfer {
  purchaseId: string;
  customerId: string | null;
  email: string | null;
  productId: string;
  amountCents: number | null;
  dueOn: IsoDate;
  /** The one reminder went out (null: not yet, it is still to come). */
  remindedAt: Date | null;
}

/** Awaited transfers due before `today`, the longest overdue first. */
export async function overdueTransfers(
  db: Pick<Database, "select">,
  today: IsoDate = todayInSchoolTimeZone(),
): Promise<OverdueTransfer[]> {
  return overdueOf(await overdueTransfersQuery(db, today));
}

/** The select of `overdueTransfers`, not yet run (the dashboard reads it with its other figures). */
export function overdueTransfersQuery(db: Pick<Database, "select">, today: IsoDate) {
  return db
    .select({
      purchaseId: purchases.id,
      customerId: purchases.userId,
      email: users.email,
      productId: purchases.productId,
      amountCents: purchases.amountCents,
      dueOn: purchases.paymentDueOn,
      remindedAt: purchases.paymentReminderSentAt,
    })
    .from(purchases)
    .leftJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(purchases.status, "awaiting"), lt(purchases.paymentDueOn, today)))
    .orderBy(asc(purchases.paymentDueOn));
}

/** The rows of `overdueTransfersQuery` (each has its due day: the condition asks for one). */
export function overdueOf(rows: Awaited<ReturnType<typeof overdueTransfersQuery>>): OverdueTransfer[] {
  return rows.flatMap((row) => (row.dueOn ? [{ ...row, dueOn: row.dueOn as IsoDate }] : []));
}
