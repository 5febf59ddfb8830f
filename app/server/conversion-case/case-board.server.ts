import { asc, eq, inArray } from "drizzle-orm";
import { type AssistanceStep, assistanceSteps, deadlineNearDays } from "~/content/assistance-steps";
import type { IsoDate } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { loadPlan } from "../conversion-plan/plan-store.server";
import { planDeadlines } from "../conversion-plan/plan-deadlines.server";
import { addDays } from "../licence-check/deadlines.server";
import { rule } from "../licence-check/rules.server";
import { conversionCaseSteps, conversionCases, users } from "../platform/schema.server";
import { type CaseStep, currentStep, inStepOrder, openMissingCases } from "./case-store.server";

// The office's board of conversion cases: every case under the step it is at (the first one not
// done), overdue cases first. Overdue: the step's date has passed and it is not done, or a
// deadline of the customer's own plan has passed or comes within `deadlineNearDays`.

export interface BoardCase {
  userId: string;
  email: string;
  name: string;
  steps: CaseStep[];
  current: CaseStep | null;
  stepOverdue: boolean;
  /** The nearest plan deadline passed or near, or null. */
  planDeadline: IsoDate | null;
}

export interface BoardGroup {
  step: AssistanceStep | "finished";
  cases: BoardCase[];
}

/** The nearest date among the plan's deadlines that has passed or is near, or null. */
async function nearPlanDeadline(db: Database, userId: string, today: IsoDate): Promise<IsoDate | null> {
  const plan = await loadPlan(db, userId);
  if (!plan) return null;
  const place = { country: plan.country, ...(plan.region ? { region: plan.region } : {}) };
  const horizon = addDays(today, deadlineNearDays);
  const dates = planDeadlines(
    { ...place, ruling: rule(place, plan.classCode ?? undefined), dates: plan.dates },
    today,
  )
    .flatMap((deadline) => (deadline.date && deadline.date <= horizon ? [deadline.date] : []))
    .sort();
  return dates[0] ?? null;
}

const urgent = (entry: BoardCase) => entry.stepOverdue || entry.planDeadline !== null;

export async function caseBoard(db: Database, today: IsoDate): Promise<BoardGroup[]> {
  // A buyer from before cases existed gets theirs when the office first looks.
  await openMissingCases(db);
  const cases = await db
    .select({ userId: conversionCases.userId, email: users.email, name: users.name })
    .from(conversionCases)
    .innerJoin(users, eq(users.id, conversionCases.userId))
    .orderBy(asc(conversionCases.openedAt));
  const ids = cases.map((entry) => entry.userId);
  const rows = ids.length
    ? await db.select().from(conversionCaseSteps).where(inArray(conversionCaseSteps.userId, ids))
    : [];
  const entries: BoardCase[] = [];
  for (const entry of cases) {
    const steps = inStepOrder(rows.filter((row) => row.userId === entry.userId));
    const current = currentStep(steps);
    entries.push({
      ...entry,
      steps,
      current,
      stepOverdue: Boolean(current?.dated && current.dated < today),
      planDeadline: current ? await nearPlanDeadline(db, entry.userId, today) : null,
    });
  }
  const order = (entry: BoardCase) => [urgent(entry) ? 0 : 1, entry.current?.dated ?? "9999-12-31"] as const;
  const byUrgency = (a: BoardCase, b: BoardCase) => {
    const [ua, da] = order(a);
    const [ub, dbb] = order(b);
    return ua - ub || da.localeCompare(dbb);
  };
  return [...assistanceSteps, "finished" as const].flatMap((step) => {
    const inGroup = entries.filter((entry) => (entry.current?.kind ?? "finished") === step).sort(byUrgency);
    return inGroup.length ? [{ step, cases: inGroup }] : [];
  });
}
