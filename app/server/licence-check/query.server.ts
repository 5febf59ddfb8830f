import type { ListedClass } from "~/content/licence-rules/anlage-11";
import { countryAliases, countryCodes, isRegionCountry, regionCodes } from "~/content/licence-rules/places";
import type { IsoDate } from "~/content/schedule";
import { isCalendarDate, latestSince } from "./deadlines.server";
import { classOptions, findClass, learnerPermit, otherClass, type Place, placeOf } from "./rules.server";

// The check's query string, `?country=&region=&class=&since=`, read and
// checked. Every value a select offers passes; anything else gets an error for its field (the
// page answers 400 with the message on the form), never an exception.

export type Field = "country" | "region" | "class" | "since";

export type QueryError =
  | "unknownCountry"
  | "unknownRegion"
  | "regionOfOtherCountry"
  | "regionNotAsked"
  | "unknownClass"
  | "classNotAsked"
  | "malformedDate"
  | "dateTooFarAhead"
  | "dateTooEarly";

/** Which question the page asks next: the answer needs a country, then (where asked) a region. */
export type Step = "country" | "region" | "answer";

export interface CheckQuery {
  /** Normalised values that passed (upper-case codes; the class as the list spells it). */
  country?: string;
  region?: string;
  classCode?: string;
  since?: IsoDate;
  /** The place the answer is for, once country and (where asked) region are known. */
  place?: Place;
  /** The class choices for the place, where the class is asked. */
  classChoices: readonly ListedClass[] | null;
  errors: Partial<Record<Field, QueryError>>;
  step: Step;
}

const countries = new Set<string>(countryCodes);
const allRegions = new Set<string>(Object.values(regionCodes).flat());
/** The earliest `since` accepted: anything before is a typing slip. */
export const earliestSince = "1900-01-01";

function value(params: URLSearchParams, name: string): string {
  return (params.get(name) ?? "").trim();
}

function checkSince(raw: string, today: IsoDate): { since?: IsoDate; error?: QueryError } {
  if (!raw) return {};
  if (!isCalendarDate(raw)) return { error: "malformedDate" };
  if (raw > latestSince(today)) return { error: "dateTooFarAhead" };
  if (raw < earliestSince) return { error: "dateTooEarly" };
  return { since: raw };
}

/** Reads the check's query. `today` is the school's date (Europe/Berlin). */
export function parseCheckQuery(params: URLSearchParams, today: IsoDate): CheckQuery {
  const errors: CheckQuery["errors"] = {};
  const query: CheckQuery = { classChoices: null, errors, step: "country" };
  const { since, error: sinceError } = checkSince(value(params, "since"), today);
  if (since) query.since = since;
  if (sinceError) errors.since = sinceError;
  // A learner's permit is one from any place: kept while the country or region is still asked.
  const learner = value(params, "class").toLowerCase() === learnerPermit;
  if (learner) query.classCode = learnerPermit;

  const region = value(params, "region").toUpperCase();
  // A known region names its country: ?region=US-FL alone is read as the US (a hand-made link).
  const country =
    value(params, "country").toUpperCase() || (allRegions.has(region) ? region.slice(0, 2) : "");
  if (!country) {
    if (region) errors.region = "unknownRegion";
    return query;
  }
  if (!countries.has(country)) {
    errors.country = "unknownCountry";
    return query;
  }
  query.country = country;

  const alias = countryAliases[country];
  if (isRegionCountry(country)) {
    if (!region) {
      query.step = "region";
      return query;
    }
    const ownRegions: readonly string[] = regionCodes[country];
    if (!ownRegions.includes(region)) {
      errors.region = allRegions.has(region) ? "regionOfOtherCountry" : "unknownRegion";
      query.step = "region";
      return query;
    }
    query.region = region;
  } else if (region && region !== alias) {
    // A region where none is asked: one of another country, or nothing we know.
    errors.region = allRegions.has(region) ? "regionOfOtherCountry" : "regionNotAsked";
    return query;
  }

  const place = placeOf(country, query.region);
  query.place = place;
  query.classChoices = classOptions(place);
  query.step = "answer";

  const classCode = value(params, "class");
  if (classCode) {
    // A learner's permit can come from anywhere, whether or not the place's classes are asked.
    if (learner) query.classCode = learnerPermit;
    else if (!query.classChoices) errors.class = "classNotAsked";
    else if (classCode.toLowerCase() === otherClass) query.classCode = otherClass;
    else {
      const listed = findClass(place, classCode);
      if (listed) query.classCode = listed.code;
      else errors.class = "unknownClass";
    }
  }
  return query;
}

/** Whether the query can be answered: a place, and no field in error. */
export function isAnswerable(query: CheckQuery): query is CheckQuery & { place: Place } {
  return query.step === "answer" && query.place !== undefined && Object.keys(query.errors).length === 0;
}

/** The query string of an answer, in the form's order (the share link). */
export function canonicalQuery(query: CheckQuery): string {
  const params = new URLSearchParams();
  if (query.country) params.set("country", query.country);
  if (query.region) params.set("region", query.region);
  if (query.classCode) params.set("class", query.classCode);
  if (query.since) params.set("since", query.since);
  return params.toString();
}
