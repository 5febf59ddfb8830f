import { anlage11Source, type ListedClass } from "~/content/licence-rules/anlage-11";
import { countryCodes, isRegionCountry, regionCodes } from "~/content/licence-rules/places";
import type { CheckForm, Choice, Field } from "~/content/licence-rules/view";
import type { Texts } from "~/i18n/catalogs.server";
import { type Locale, localeTags } from "~/i18n/locale";
import type { IsoDate } from "~/content/schedule";
import { latestSince } from "./deadlines.server";
import { type CheckQuery, earliestSince } from "./query.server";
import { entryFor, learnerPermit, otherClass } from "./rules.server";
import { regionName } from "./region-name.server";

// The check's questions. Country names come from Intl.DisplayNames in the page's
// language and are sorted by its collation (a native <select> is type-to-search without script);
// the region and class are asked only where the law distinguishes them.

const countryChoicesByLocale = new Map<Locale, Choice[]>();

function sortByName(choices: Choice[], locale: Locale): Choice[] {
  const collator = new Intl.Collator(localeTags[locale]);
  return choices.sort((a, b) => collator.compare(a.label, b.label));
}

/** Every country and territory, named and sorted in the page's language (computed once). */
export function countryChoices(locale: Locale): Choice[] {
  let choices = countryChoicesByLocale.get(locale);
  if (!choices) {
    const names = new Intl.DisplayNames([localeTags[locale]], { type: "region", fallback: "code" });
    choices = sortByName(
      countryCodes.map((code) => ({ value: code, label: names.of(code) ?? code })),
      locale,
    );
    countryChoicesByLocale.set(locale, choices);
  }
  return choices;
}

export function countryName(code: string, locale: Locale): string {
  return countryChoices(locale).find((choice) => choice.value === code)?.label ?? code;
}

/** A licence name ("Operator License", "C – Provisional Licence") rather than a bare code. */
function isLicenceName(label: string): boolean {
  return /[a-z]{2}/.test(label);
}

export function classChoice(listed: ListedClass): Choice {
  const label = listed.label ?? listed.anlage11;
  return { value: listed.code, label, ...(isLicenceName(label) ? { lang: "en" as const } : {}) };
}

export function buildForm(
  query: CheckQuery,
  locale: Locale,
  language: Texts<"licenceCheck">,
  today: IsoDate,
): CheckForm {
  const { texts, regions } = language;
  const errors: Partial<Record<Field, string>> = {};
  for (const [field, error] of Object.entries(query.errors) as [Field, keyof typeof texts.errors][]) {
    errors[field] = texts.errors[error];
  }
  const country = query.country ?? "";
  const region =
    country && isRegionCountry(country)
      ? {
          country,
          choices: sortByName(
            regionCodes[country].map((code) => ({ value: code, label: regionName(regions, code) })),
            locale,
          ),
          value: query.region ?? "",
        }
      : null;
  const entry = query.place ? entryFor(query.place) : undefined;
  const licenceClass =
    query.step === "answer" && query.classChoices
      ? {
          choices: [
            ...query.classChoices.map(classChoice),
            { value: otherClass, label: texts.form.otherClass },
            { value: learnerPermit, label: texts.form.learnerPermit },
          ],
          value: query.classCode ?? entry?.carClass ?? "",
        }
      : null;
  // A region or class where none is asked has no field of its own: its message goes with the country.
  for (const field of ["region", "class"] as const) {
    const message = errors[field];
    if (message && !(field === "region" ? region : licenceClass)) {
      errors.country ??= message;
      delete errors[field];
    }
  }
  return {
    countries: countryChoices(locale),
    country,
    region,
    licenceClass,
    carriedClass: query.classCode === learnerPermit ? learnerPermit : "",
    since: query.since ?? "",
    sinceMin: earliestSince,
    sinceMax: latestSince(today),
    errors,
    last: licenceClass ? "class" : region ? "region" : "country",
    asOf: anlage11Source.builtOn,
  };
}
