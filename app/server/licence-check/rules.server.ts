import {
  type Anlage11Entry,
  anlage11,
  eyeTestFootnotes,
  type ListedClass,
  type Tests,
} from "~/content/licence-rules/anlage-11";
import { countryAliases, euEeaCountries, euTerritories } from "~/content/licence-rules/places";
import { type TemporaryProtection, temporaryProtection } from "~/content/licence-rules/temporary-protection";
import type { Basis, Outcome, Requirement } from "~/content/licence-rules/view";

// What a licence from a place needs for a German licence, from Anlage 11 alone.
// § 31 (1) FeV: a listed place and a listed class → only the tests the list says "ja" to, no eye
// test and no first-aid course (sentence 2 Nr. 2–4) unless a footnote says otherwise. § 31 (1)
// sentence 6 and (2): any other place or class → theory and practical test, eye test, first aid.

export type { Basis, Outcome, Requirement };

/** The class value for a licence class the list does not name. */
export const otherClass = "other";

/**
 * The class value for a learner's permit, accepted for every place: a permit never entitled its
 * holder to drive in Germany (§ 29 (3) Nr. 1 FeV), so wherever it is from, § 31 does not apply.
 */
export const learnerPermit = "learner";

/** A place after aliases: ISO country and, where the law distinguishes, an ISO 3166-2 region. */
export interface Place {
  country: string;
  region?: string;
}

export interface Ruling {
  outcome: Outcome;
  tests: Tests;
  eyeTest: Requirement;
  firstAid: Requirement;
  basis: Basis;
  /** The Anlage 11 row, where the place is listed. */
  entry?: Anlage11Entry;
  /** The class the answer is for (the chosen one, or the place's car class). */
  listedClass?: ListedClass;
  /** Footnotes of the row and of the class, ascending. */
  footnotes: number[];
}

const euEea = new Set<string>([...euEeaCountries, ...euTerritories]);
const entries = new Map(anlage11.map((entry) => [entry.region ?? entry.country, entry]));

export function isEuEea(country: string): boolean {
  return euEea.has(country);
}

/** "PR" → US-PR: US territories picked from the country list. */
export function placeOf(country: string, region?: string): Place {
  const alias = countryAliases[country];
  if (alias) return { country: "US", region: alias };
  return region ? { country, region } : { country };
}

export function entryFor(place: Place): Anlage11Entry | undefined {
  const entry = entries.get(place.region ?? place.country);
  return entry && entry.country === place.country ? entry : undefined;
}

/**
 * The class choices for a place: the listed classes where Anlage 11 restricts them (
 * asked only there), null where every class gets the same answer ("alle", not listed, EU/EEA).
 */
export function classOptions(place: Place): readonly ListedClass[] | null {
  const entry = entryFor(place);
  return entry && entry.classes !== "all" ? entry.classes : null;
}

/** The listed class a code names (codes compare without case), or undefined. */
export function findClass(place: Place, code: string): ListedClass | undefined {
  const wanted = code.toLowerCase();
  return classOptions(place)?.find((option) => option.code.toLowerCase() === wanted);
}

function outcomeOf(tests: Tests): Outcome {
  if (tests.theory && tests.practical) return "theory-and-practical";
  if (tests.theory) return "theory";
  if (tests.practical) return "practical";
  return "no-test";
}

const bothTests: Tests = { theory: true, practical: true };

/** The temporary-protection rule for a licence from this place, where there is one (Ukraine). */
export function protectionFor(place: Place): TemporaryProtection | undefined {
  return place.country === temporaryProtection.country ? temporaryProtection : undefined;
}

/** § 31 (2) FeV: only the training rules are waived; § 12 (2) eye test and § 19 first aid apply. */
function notListed(basis: "unlisted" | "other-class", entry?: Anlage11Entry): Ruling {
  return {
    outcome: "theory-and-practical",
    tests: bothTests,
    eyeTest: "yes",
    firstAid: "yes",
    basis,
    ...(entry ? { entry } : {}),
    footnotes: [],
  };
}

/**
 * The answer for a place and a class code (`undefined`: the place's car class; "other": a class
 * the list does not name). The code must be one of `classOptions(place)` or "other"; the query
 * validation makes sure of it.
 */
export function rule(place: Place, classCode?: string): Ruling {
  if (classCode !== undefined && classCode.toLowerCase() === learnerPermit) {
    // No licence to convert: a first German licence, with the full training (§ 2 StVG) and both
    // tests (§ 15 FeV), the eye test (§ 12 (2)) and first aid (§ 19).
    return {
      outcome: "full-training",
      tests: bothTests,
      eyeTest: "yes",
      firstAid: "yes",
      basis: "learner",
      footnotes: [],
    };
  }
  if (isEuEea(place.country)) {
    // §§ 28, 30 FeV: valid as it is; a voluntary exchange needs no test, eye test or first aid.
    return {
      outcome: "eu",
      tests: { theory: false, practical: false },
      eyeTest: "no",
      firstAid: "no",
      basis: "eu",
      footnotes: [],
    };
  }
  const entry = entryFor(place);
  if (!entry) return notListed("unlisted");
  if (classCode !== undefined && classCode.toLowerCase() === otherClass)
    return notListed("other-class", entry);
  let listedClass: ListedClass | undefined;
  if (entry.classes !== "all") {
    const code = classCode ?? entry.carClass;
    listedClass = code === undefined ? undefined : findClass(place, code);
    if (!listedClass)
      throw new Error(`Class ${String(classCode)} is not listed for ${entry.region ?? entry.country}`);
  }
  const tests = listedClass?.tests ?? entry.tests;
  const footnotes = [...new Set([...entry.footnotes, ...(listedClass?.footnotes ?? [])])].sort(
    (a, b) => a - b,
  );
  const eyeTest: Requirement = footnotes.includes(eyeTestFootnotes.required)
    ? "yes"
    : footnotes.includes(eyeTestFootnotes.mayBeRequired)
      ? "may"
      : "no";
  return {
    outcome: outcomeOf(tests),
    tests,
    eyeTest,
    firstAid: "no",
    basis: "listed",
    entry,
    ...(listedClass ? { listedClass } : {}),
    footnotes,
  };
}
