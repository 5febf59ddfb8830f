import { and, asc, eq, isNull, sql } from "drizzle-orm";
import {
  type AssistanceStep,
  assistanceSteps,
  type CaseResponsible,
  type CaseStepState,
  contactWithinWorkingDays,
  firstResponsible,
} from "~/content/assistance-steps";
import { hesseHoliday } from "~/content/holidays";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import type { Tx } from "../payments/purchase-recording.server";
import { conversionCaseSteps, conversionCases, purchases } from "../platform/schema.server";

// A case per buyer of the conversion assistance: opened in the transaction that records the paid
// purchase, and for a buyer from before cases existed when the case is first looked at. Opening
// is idempotent (one row per customer, ON CONFLICT DO NOTHING), so a repeated payment event or two
// pages opened at once leave one case.

export const assistanceProduct = "conversion-assistance";

export interface CaseStep {
  kind: AssistanceStep;
  state: CaseStepState;
  dated: IsoDate | null;
  responsible: CaseResponsible;
  note: string | null;
  updatedAt: Date;
}

/** `days` working days after `from`: Monday to Friday, Hesse's public holidays left out. */
export function addWorkingDays(from: IsoDate, days: number): IsoDate {
  let day = from;
  for (let left = days; left > 0;) {
    day = addDays(day, 1);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !hesseHoliday(day)) left -= 1;
  }
  return day;
}

/** The steps of a new case: the booking is being checked, contact due as the product promises. */
export function openingSteps(paidOn: IsoDate) {
  return assistanceSteps.map((kind) => ({
    kind,
    state: (kind === "booking" ? "in-progress" : "todo") as CaseStepState,
    dated: kind === "booking" ? addWorkingDays(paidOn, contactWithinWorkingDays) : null,
    responsible: firstResponsible[kind],
  }));
}

/**
 * Opens the missing cases of paid conversion-assistance purchases: one customer's (after their
 * payment, on their first view) or everyone's (the office's board). Returns how many were opened.
 */
export async function openMissingCases(db: Database | Tx, userId?: string): Promise<number> {
  const paid = await db
    .select({ userId: purchases.userId, purchaseId: purchases.id, paidAt: purchases.paidAt })
    .from(purchases)
    .leftJoin(conversionCases, eq(conversionCases.userId, purchases.userId))
    .where(
      and(
        eq(purchases.productId, assistanceProduct),
        eq(purchases.status, "paid"),
        isNull(conversionCases.userId),
        userId ? eq(purchases.userId, userId) : sql`${purchases.userId} is not null`,
      ),
    )
    .orderBy(asc(purchases.paidAt));
  let opened = 0;
  const seen = new Set<string>();
  for (const row of paid) {
    if (!row.userId || seen.has(row.userId)) continue;
    seen.add(row.userId);
    const customer = row.userId;
    const [created] = await db
      .insert(conversionCases)
      .values({ userId: customer, purchaseId: row.purchaseId })
      .onConflictDoNothing()
      .returning();
    if (!created) continue;
    const paidOn = todayInSchoolTimeZone(row.paidAt ?? new Date());
    await db
      .insert(conversionCaseSteps)
      .values(openingSteps(paidOn).map((step) => ({ userId: customer, ...step })))
      .onConflictDoNothing();
    opened += 1;
  }
  return opened;
}

/** A customer's case in the product's step order, or null when they have none. */
export async function loadCase(
  db: Pick<Database, "select">,
  userId: string,
): Promise<{ openedAt: Date; steps: CaseStep[] } | null> {
  const [found] = await db.select().from(conversionCases).where(eq(conversionCases.userId, userId));
  if (!found) return null;
  const rows = await db.select().from(conversionCaseSteps).where(eq(conversionCaseSteps.userId, userId));
  return { openedAt: found.openedAt, steps: inStepOrder(rows) };
}

/** Rows of the steps table in the product's order, unknown kinds left out. */
export function inStepOrder(rows: (typeof conversionCaseSteps.$inferSelect)[]): CaseStep[] {
  return assistanceSteps.flatMap((kind) => {
    const row = rows.find((candidate) => candidate.kind === kind);
    return row
      ? [
          {
            kind,
            state: row.state as CaseStepState,
            dated: row.dated,
            responsible: row.responsible as CaseResponsible,
            note: row.note,
            updatedAt: row.updatedAt,
          },
        ]
      : [];
  });
}

/** The step the case is at: the first not done, or null when all are done. */
export function currentStep(steps: CaseStep[]): CaseStep | null {
  return steps.find((step) => step.state !== "done") ?? null;
}
