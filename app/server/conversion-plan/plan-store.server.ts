import { asc, eq, sql } from "drizzle-orm";
import type { DocumentKind } from "~/content/licence-rules/plan-rules";
import type { Database } from "../platform/db.server";
import { conversionPlanDocuments, conversionPlans } from "../platform/schema.server";
import { documentKinds, type PlanInput } from "./plan-form.server";

// One plan per customer: saving replaces the plan and its ticked documents in one transaction,
// so a refused or failed save leaves the stored plan as it was.

export async function savePlan(db: Database, userId: string, plan: PlanInput): Promise<void> {
  const values = {
    country: plan.country,
    region: plan.region,
    licenceClass: plan.classCode,
    since: plan.dates.since ?? null,
    applied: plan.dates.applied ?? null,
    testOrder: plan.dates.testOrder ?? null,
    theory: plan.dates.theory ?? null,
    practical: plan.dates.practical ?? null,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(conversionPlans)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: conversionPlans.userId, set: { ...values, updatedAt: sql`now()` } });
    await tx.delete(conversionPlanDocuments).where(eq(conversionPlanDocuments.userId, userId));
    const rows = Object.entries(plan.documents).map(([kind, dated]) => ({ userId, kind, dated }));
    if (rows.length) await tx.insert(conversionPlanDocuments).values(rows);
  });
}

/** The customer's plan as the form reads it, or null before the first save. */
export async function loadPlan(db: Pick<Database, "select">, userId: string): Promise<PlanInput | null> {
  const [row] = await db.select().from(conversionPlans).where(eq(conversionPlans.userId, userId));
  if (!row) return null;
  const documents = await db
    .select()
    .from(conversionPlanDocuments)
    .where(eq(conversionPlanDocuments.userId, userId))
    .orderBy(asc(conversionPlanDocuments.kind));
  const dates: PlanInput["dates"] = {};
  for (const name of ["since", "applied", "testOrder", "theory", "practical"] as const) {
    const value = row[name];
    if (value) dates[name] = value;
  }
  return {
    country: row.country,
    region: row.region,
    classCode: row.licenceClass,
    dates,
    documents: Object.fromEntries(
      documents
        .filter((document) => (documentKinds as string[]).includes(document.kind))
        .map((document) => [document.kind as DocumentKind, document.dated]),
    ),
  };
}
