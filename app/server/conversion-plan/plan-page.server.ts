import type { DocumentKind } from "~/content/licence-rules/plan-rules";
import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import type { MyConversionTexts } from "~/i18n/messages/pages/my-conversion-en";
import { countryName } from "../licence-check/form.server";
import { canonicalQuery, type Field } from "../licence-check/query.server";
import { regionName } from "../licence-check/region-name.server";
import { findClass, learnerPermit, otherClass, protectionFor, rule } from "../licence-check/rules.server";
import { planDeadlines } from "./plan-deadlines.server";
import { neededDocuments, planDocuments } from "./plan-documents.server";
import { documentKinds, type PlanError, type PlanInput, planDateFields } from "./plan-form.server";

// What the plan page shows for a plan (stored, carried over from a licence-check answer, or a
// refused form sent back): its licence, its deadlines and its documents in the page's language.

export interface PlanView {
  texts: MyConversionTexts;
  /** The form's values as the customer sent or saved them (field name → text). */
  values: Record<string, string>;
  /** The licence, named: null before a country is known. */
  licence: string | null;
  deadlines: {
    kind: string;
    date: IsoDate | null;
    dateText: string | null;
    passed: boolean;
    title: string;
    /** What the deadline means (the conversion's), or what a passed one now means. */
    meaning: string | null;
    rule: string;
    url: string;
  }[];
  documents: {
    kind: DocumentKind;
    state: "ok" | "too-old" | "missing";
    label: string;
    hint: string;
    dateLabel: string;
    usableUntil: string | null;
    rule: string;
  }[];
  /** The day the documents are checked against, in words, or null (then today). */
  appointment: string | null;
  errors: Record<string, string>;
  checkUrl: string;
}

/** The form's values of a plan: the licence check's own field names and the plan's. */
export function planValues(plan: PlanInput): Record<string, string> {
  const values: Record<string, string> = { country: plan.country };
  if (plan.region) values.region = plan.region;
  if (plan.classCode) values.class = plan.classCode;
  if (plan.dates.since) values.since = plan.dates.since;
  for (const name of planDateFields) {
    const value = plan.dates[name];
    if (value) values[name] = value;
  }
  for (const kind of documentKinds) {
    const date = plan.documents[kind];
    if (date) {
      values[`tick-${kind}`] = "on";
      values[`date-${kind}`] = date;
    }
  }
  return values;
}

/** The error texts in the page's language: the check's fields with the check's own messages. */
export function errorTexts(errors: Record<string, PlanError>, locale: Locale): Record<string, string> {
  const own = textsIn("myConversion", locale).errors;
  const check = textsIn("licenceCheck", locale).texts.errors;
  const checkFields: readonly string[] = ["country", "region", "class", "since"] satisfies Field[];
  return Object.fromEntries(
    Object.entries(errors).map(([field, key]) => [
      field,
      key in own
        ? own[key as keyof typeof own]
        : checkFields.includes(field) && key in check
          ? check[key as keyof typeof check]
          : own.unreadable,
    ]),
  );
}

function licenceName(plan: PlanInput, locale: Locale, texts: MyConversionTexts): string {
  const language = textsIn("licenceCheck", locale);
  const country = countryName(plan.country, locale);
  const place = plan.region
    ? fill(language.texts.answer.place, { region: regionName(language.regions, plan.region), country })
    : country;
  if (!plan.classCode) return fill(texts.licenceNoClass, { place });
  const listed = findClass(
    { country: plan.country, ...(plan.region ? { region: plan.region } : {}) },
    plan.classCode,
  );
  const name =
    plan.classCode === learnerPermit
      ? language.texts.answer.learnerName
      : plan.classCode === otherClass
        ? language.texts.answer.otherClassName
        : (listed?.label ?? listed?.anlage11 ?? plan.classCode);
  return fill(texts.licence, { place, class: name });
}

export function planView(
  plan: PlanInput | null,
  {
    locale,
    today,
    errors = {},
    values,
    officeAppointment = null,
  }: {
    locale: Locale;
    today: IsoDate;
    errors?: Record<string, string>;
    values?: Record<string, string>;
    /** The licence-office appointment of the plan's appointments: it wins over the plan's date. */
    officeAppointment?: IsoDate | null;
  },
): PlanView {
  const texts = textsIn("myConversion", locale);
  const checkUrl = `${localizePath("/licence-check", locale)}${
    plan
      ? `?${canonicalQuery({ country: plan.country, ...(plan.region ? { region: plan.region } : {}), ...(plan.classCode ? { classCode: plan.classCode } : {}), ...(plan.dates.since ? { since: plan.dates.since } : {}), classChoices: null, errors: {}, step: "answer" })}`
      : ""
  }`;
  const base = { texts, values: values ?? (plan ? planValues(plan) : {}), errors, checkUrl };
  if (!plan) return { ...base, licence: null, deadlines: [], documents: [], appointment: null };

  const place = { country: plan.country, ...(plan.region ? { region: plan.region } : {}) };
  const ruling = rule(place, plan.classCode ?? undefined);
  const ruleText = (source: { provision: string; checkedOn: string }) =>
    fill(texts.rule, {
      provision: source.provision,
      checkedOn: formatDate(source.checkedOn, locale, "long"),
    });
  const deadlines = planDeadlines({ ...place, ruling, dates: plan.dates }, today).map((deadline) => {
    const words = texts.deadlines[deadline.kind];
    const meaning =
      "text" in words
        ? words.text
        : deadline.passed
          ? words.passed
          : deadline.protection
            ? texts.protection
            : null;
    return {
      kind: deadline.kind,
      date: deadline.date,
      dateText: deadline.date ? formatDate(deadline.date, locale, "long") : null,
      passed: deadline.passed,
      title: words.title,
      meaning,
      rule: ruleText(deadline.source),
      url: deadline.source.url,
    };
  });
  const checkedOn = officeAppointment ?? plan.dates.applied ?? null;
  const appointment = checkedOn ?? today;
  const documents = planDocuments(
    neededDocuments(ruling, protectionFor(place) !== undefined),
    plan.documents,
    appointment,
  ).map((document) => ({
    kind: document.kind,
    state: document.state,
    label: texts.documents[document.kind].label,
    hint: texts.documents[document.kind].hint,
    dateLabel: texts.documents[document.kind].date,
    usableUntil: document.usableUntil
      ? fill(texts.usableUntil, { date: formatDate(document.usableUntil, locale, "long") })
      : null,
    rule: ruleText(document.source),
  }));
  return {
    ...base,
    licence: licenceName(plan, locale, texts),
    deadlines,
    documents,
    appointment: checkedOn ? formatDate(checkedOn, locale, "long") : null,
  };
}
