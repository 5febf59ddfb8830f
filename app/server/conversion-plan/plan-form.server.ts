import { z } from "zod";
import { type DocumentKind, documentRules } from "~/content/licence-rules/plan-rules";
import { type IsoDate, isCalendarDate } from "~/content/schedule";
import { formFields } from "../platform/form.server";
import { addMonths } from "../licence-check/deadlines.server";
import { isAnswerable, parseCheckQuery, type QueryError } from "../licence-check/query.server";

// The plan's form, read: the licence check's own fields (country, region, class, since: read by
// the check's parser, so a plan holds only what the check can answer) and the customer's dates
// and document ticks. A refusal names each field with the key of its message; nothing is stored.

export interface PlanDates {
  since?: IsoDate;
  applied?: IsoDate;
  testOrder?: IsoDate;
  theory?: IsoDate;
  practical?: IsoDate;
}

export interface PlanInput {
  country: string;
  region: string | null;
  classCode: string | null;
  dates: PlanDates;
  /** Ticked documents with the customer's date (issued on, or valid until). */
  documents: Partial<Record<DocumentKind, IsoDate>>;
}

export type PlanError = QueryError | "countryMissing" | "documentDateMissing" | "dateInFuture" | "unreadable";

export const planDateFields = ["applied", "testOrder", "theory", "practical"] as const;
export const documentKinds = Object.keys(documentRules) as DocumentKind[];

/** A date the plan accepts: a real calendar day from 1900 up to five years ahead. */
function dateField(today: IsoDate) {
  const latest = addMonths(today, 60);
  return z
    .string()
    .max(20)
    .optional()
    .transform((value) => value?.trim() || undefined)
    .superRefine((value, context) => {
      if (value === undefined) return;
      if (!isCalendarDate(value)) context.addIssue({ code: "custom", message: "malformedDate" });
      else if (value < "1900-01-01") context.addIssue({ code: "custom", message: "dateTooEarly" });
      else if (value > latest) context.addIssue({ code: "custom", message: "dateTooFarAhead" });
    });
}

function planSchema(today: IsoDate) {
  const shape: Record<string, z.ZodType> = {};
  for (const name of planDateFields) shape[name] = dateField(today);
  for (const kind of documentKinds) {
    shape[`tick-${kind}`] = z.literal("on").optional();
    shape[`date-${kind}`] = dateField(today);
  }
  return z.object(shape).passthrough();
}

export function readPlanForm(
  form: FormData | URLSearchParams,
  today: IsoDate,
): { ok: true; plan: PlanInput } | { ok: false; errors: Record<string, PlanError> } {
  const check = parseCheckQuery(
    new URLSearchParams(
      ["country", "region", "class", "since"].flatMap((name) => {
        const value = form.get(name);
        return typeof value === "string" ? [[name, value]] : [];
      }),
    ),
    today,
  );
  const errors: Record<string, PlanError> = { ...check.errors };
  if (!check.country && !errors.country && !errors.region) errors.country = "countryMissing";
  const fields = formFields(planSchema(today), form);
  if (!fields.ok) Object.assign(errors, fields.errors as Record<string, PlanError>);
  const data = fields.ok ? (fields.data as Record<string, string | undefined>) : {};
  const documents: PlanInput["documents"] = {};
  for (const kind of documentKinds) {
    if (data[`tick-${kind}`] !== "on") continue;
    const date = data[`date-${kind}`];
    // An issue date can only be in the past; a validity date may lie ahead.
    if (!date) errors[`date-${kind}`] ??= "documentDateMissing";
    else if (documentRules[kind].dated === "issued" && date > today)
      errors[`date-${kind}`] ??= "dateInFuture";
    else documents[kind] = date;
  }
  if (Object.keys(errors).length > 0 || !isAnswerable(check) || !check.country) {
    return { ok: false, errors: Object.keys(errors).length ? errors : { country: "countryMissing" } };
  }
  const dates: PlanDates = {};
  if (check.since) dates.since = check.since;
  for (const name of planDateFields) {
    const value = data[name];
    if (value) dates[name] = value;
  }
  return {
    ok: true,
    plan: {
      country: check.country,
      region: check.region ?? null,
      classCode: check.classCode ?? null,
      dates,
      documents,
    },
  };
}
