import { type DocumentKind, documentRules, type RuleSource } from "~/content/licence-rules/plan-rules";
import type { IsoDate } from "~/content/schedule";
import { addMonths } from "../licence-check/deadlines.server";
import type { Ruling } from "../licence-check/rules.server";

// The documents the licence office asks for in this case, each checked against the appointment
// day: missing until ticked; too old when its age limit (plan-rules.ts) has run out by that day, or
// a permit or licence is no longer valid then. Ticks and dates only: the plan never keeps a scan.

export type DocumentState = "ok" | "too-old" | "missing";

export interface PlanDocument {
  kind: DocumentKind;
  /** The customer's date: issued on, or valid until (documentRules[kind].dated). */
  date: IsoDate | null;
  state: DocumentState;
  /** The last day it may be used, where its age limit or validity sets one. */
  usableUntil: IsoDate | null;
  source: RuleSource;
}

/** Which documents the case needs, in the order the office's list has them. */
export function neededDocuments(ruling: Ruling, underProtection: boolean): DocumentKind[] {
  const kinds: DocumentKind[] = ["residence-permit", "registration", "photo"];
  if (ruling.basis !== "learner") kinds.push("foreign-licence");
  // No translation of an EU licence, nor of a Ukrainian one under temporary protection
  // (Regulation (EU) 2022/1280, Art. 3 (2)); a learner's permit is not converted.
  if (ruling.outcome !== "eu" && ruling.basis !== "learner" && !underProtection) kinds.push("translation");
  if (ruling.eyeTest !== "no") kinds.push("eye-test");
  if (ruling.firstAid === "yes") kinds.push("first-aid");
  return kinds;
}

export function usableUntil(kind: DocumentKind, date: IsoDate): IsoDate | null {
  const rule = documentRules[kind];
  if (rule.dated === "valid-until") return date;
  return rule.maxAgeMonths === null ? null : addMonths(date, rule.maxAgeMonths);
}

export function planDocuments(
  kinds: DocumentKind[],
  ticked: Partial<Record<DocumentKind, IsoDate>>,
  appointment: IsoDate,
): PlanDocument[] {
  return kinds.map((kind) => {
    const date = ticked[kind] ?? null;
    const until = date ? usableUntil(kind, date) : null;
    const state: DocumentState = !date ? "missing" : until && until < appointment ? "too-old" : "ok";
    return { kind, date, state, usableUntil: until, source: documentRules[kind].source };
  });
}
