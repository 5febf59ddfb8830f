import {
  type DeadlineKind,
  type DeadlineRule,
  deadlineRules,
  type RuleSource,
} from "~/content/licence-rules/plan-rules";
import { temporaryProtection } from "~/content/licence-rules/temporary-protection";
import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { protectionDeadlines } from "../licence-check/answer.server";
import { addMonths } from "../licence-check/deadlines.server";
import { protectionFor, type Ruling } from "../licence-check/rules.server";
import type { PlanDates } from "./plan-form.server";

// The dated deadlines of one customer's plan: each from a rule of plan-rules.ts (or the temporary
// protection's record) and one of the customer's dates, counted in calendar days as § 188 (2),
// (3) BGB counts months. A deadline whose start date the customer has not given yet is left out;
// the conversion itself has none in the law, and the plan says so with its rule.

export interface PlanDeadline {
  kind: DeadlineKind;
  /** Null where the law fixes no date (the conversion). */
  date: IsoDate | null;
  passed: boolean;
  source: RuleSource;
  /** The foreign licence of a holder under temporary protection: valid until the protection ends. */
  protection?: boolean;
}

/** The last day of `rule`'s period from `start` (§ 188 (2), (3) BGB). */
export function deadlineOf(rule: DeadlineRule, start: IsoDate): IsoDate {
  if (rule.months === null) throw new Error(`${rule.kind} has no period`);
  return addMonths(start, rule.months);
}

function dated(kind: DeadlineKind, start: IsoDate | undefined, today: IsoDate): PlanDeadline[] {
  const rule = deadlineRules[kind];
  if (!start) return [];
  const date = deadlineOf(rule, start);
  return [{ kind, date, passed: today > date, source: rule.source }];
}

export function planDeadlines(
  plan: { country: string; region?: string | null; ruling: Ruling; dates: PlanDates },
  today: IsoDate,
): PlanDeadline[] {
  const { ruling, dates } = plan;
  const list: PlanDeadline[] = [];
  const converting = ruling.outcome !== "eu" && ruling.basis !== "learner";
  const protection = protectionFor({
    country: plan.country,
    ...(plan.region ? { region: plan.region } : {}),
  });
  if (converting && protection) {
    // Regulation (EU) 2022/1280, Art. 3: valid while the protection lasts, or the 6 months of § 29 FeV if later.
    const { validUntil, until } = protectionDeadlines(
      protection,
      dates.since,
      today,
      site.licenceOffice.typicalWaitWeeks,
    );
    const source: RuleSource =
      until === "six-months"
        ? deadlineRules["foreign-licence"].source
        : {
            provision: `Regulation (EU) ${temporaryProtection.regulation.number}, Art. ${temporaryProtection.regulation.article}; Implementing Decision (EU) ${temporaryProtection.decision.number}`,
            url: temporaryProtection.decision.url,
            checkedOn: temporaryProtection.checkedOn,
          };
    list.push({
      kind: "foreign-licence",
      date: validUntil,
      passed: today > validUntil,
      source,
      protection: true,
    });
  } else if (converting) {
    list.push(...dated("foreign-licence", dates.since, today), ...dated("extension", dates.since, today));
  }
  if (converting) {
    list.push({ kind: "conversion", date: null, passed: false, source: deadlineRules.conversion.source });
  }
  if (ruling.tests.theory) list.push(...dated("theory", dates.testOrder, today));
  if (ruling.tests.practical) {
    list.push(
      ...(ruling.tests.theory
        ? dated("practical", dates.theory, today)
        : dated("practical-only", dates.testOrder, today)),
    );
  }
  if (ruling.tests.theory || ruling.tests.practical) {
    list.push(...dated("handover", ruling.tests.practical ? dates.practical : dates.theory, today));
  }
  return list;
}
