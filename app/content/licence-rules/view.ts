import type { ProductId } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";

// The licence check's page data: what the server computes and the page shows. Types
// only, shared by the server code that builds it and the components that render it.

/**
 * The answer's kind, also the answer element's `data-outcome`. "full-training": a learner's permit,
 * which is no licence to convert: the training and both tests of a first German licence.
 */
export type Outcome = "eu" | "no-test" | "theory" | "practical" | "theory-and-practical" | "full-training";

/** Whether the eye test or first-aid course is needed; "may": the office may ask (footnote 22). */
export type Requirement = "yes" | "no" | "may";

/**
 * Which rule decided: EU/EEA (§§ 28, 30), listed (§ 31 (1)), listed place but other class, not
 * listed (§ 31 (2)), or a learner's permit (§ 29 (3) Nr. 1: no licence, so no § 31 at all).
 */
export type Basis = "eu" | "listed" | "other-class" | "unlisted" | "learner";

export type Field = "country" | "region" | "class" | "since";

/** An option of a select. `lang` marks an English licence name on a page in another language. */
export interface Choice {
  value: string;
  label: string;
  lang?: "en";
}

export interface CheckForm {
  /** Every country, named and sorted in the page's language. */
  countries: Choice[];
  country: string;
  /** Asked where the law distinguishes states, provinces or territories. */
  region: { country: "US" | "CA" | "AU"; choices: Choice[]; value: string } | null;
  /** Asked where Anlage 11 names the qualifying classes. */
  licenceClass: { choices: Choice[]; value: string } | null;
  /**
   * A learner's permit chosen: the earlier forms carry it along (as they carry the date), so a
   * changed country or date keeps it; "" otherwise.
   */
  carriedClass: string;
  /** The date given, when it passed. */
  since: string;
  /** The date input's bounds (not more than a year ahead). */
  sinceMin: IsoDate;
  sinceMax: IsoDate;
  /** Messages in the page's language, by field. */
  errors: Partial<Record<Field, string>>;
  /** The form that carries the date and the answer button: the last question asked. */
  last: "country" | "region" | "class";
  /** Build date of the official text Anlage 11 was transcribed from. */
  asOf: IsoDate;
}

/** Where the visitor stands today, against the deadlines. */
export type DeadlineState = "ahead" | "apply-now" | "expired";

export interface LicenceDeadlines {
  /** The day residence began (the visitor's `since`). */
  since: IsoDate;
  /** Last day the foreign licence allows driving in Germany (§ 29 (1) sentence 4 FeV). */
  validUntil: IsoDate;
  /** Last day of the one-time extension, if the office grants all of it (sentence 5, § 190 BGB). */
  extendedUntil: IsoDate;
  /** Latest day to ask for an appointment so the German licence is ready in time (estimate). */
  applyBy: IsoDate;
  state: DeadlineState;
}

export type ServiceReason =
  | "conversion-assistance"
  | "weekly-classes"
  | "first-aid"
  | "theory-exam-package"
  | "driving-performance-assessment"
  | "practical-exam-package"
  | "examiner-course";

export interface MatchingService {
  product: ProductId;
  reason: ServiceReason;
  /** English-form path of the service's page. */
  page: string;
  /** First-aid course: the next date with a free seat, booked by the buy button. */
  courseDate?: IsoDate;
}

/**
 * A Ukrainian licence while its holder has temporary protection (Regulation (EU) 2022/1280, Art. 3):
 * recognised without conversion until the protection ends. The data of
 * app/content/licence-rules/temporary-protection.ts, for the answer to show with its source.
 */
export interface ProtectionAnswer {
  kind: "temporary-protection";
  endsOn: IsoDate;
  decision: { number: string; url: string };
  regulation: { number: string; article: number; url: string };
  checkedOn: IsoDate;
  /** The protection's end as we know it has passed: it may have been extended since. */
  ended: boolean;
}

/**
 * The dates of a Ukrainian licence under temporary protection: it lets its holder drive until the
 * protection ends or, when the 6 months from `since` (§ 29 (1) FeV) end later, until then; the 6
 * months are never shown as running out while the protection lasts.
 */
export interface ProtectionDeadlines {
  kind: "protection";
  waitWeeks: number;
  endsOn: IsoDate;
  since?: IsoDate;
  validUntil: IsoDate;
  /** What sets `validUntil`: the end of the protection, or the 6 months from `since`. */
  until: "protection-ends" | "six-months";
  applyBy: IsoDate;
  state: DeadlineState;
}

export interface CheckAnswer {
  outcome: Outcome;
  eyeTest: Requirement;
  firstAid: Requirement;
  theory: boolean;
  practical: boolean;
  basis: Basis;
  /** "Florida, United States" / "Japan". */
  place: string;
  /** The class the answer is for, where the class is asked. */
  licenceClass: Choice | null;
  /** The Anlage 11 entry: the place and its classes as the list writes them ("alle" for all). */
  listEntry: { place: string; classes: string } | null;
  /** Footnotes that apply, with their meaning ([[…]] marks an English licence name). */
  footnotes: { number: number; text: string }[];
  notes: string[];
  deadlines:
    | { kind: "eu" }
    | { kind: "ask" }
    | { kind: "learner" }
    | ProtectionDeadlines
    | ({ kind: "dates"; waitWeeks: number } & LicenceDeadlines);
  /** Said before everything else: a Ukrainian licence under temporary protection. */
  special: ProtectionAnswer | null;
  /** Where no class is asked: the same question for a learner's permit (a URL of this page). */
  learnerUrl: string | null;
  /** A learner's permit where no class is asked: the same question for a full licence. */
  fullLicenceUrl: string | null;
  /** The guide's checklist items for this case. */
  documents: { id: string; label: string; hint?: string }[];
  fees: { id: "licenceOffice" | "theoryFee" | "practicalFee"; cents: number; upTo: boolean }[];
  services: MatchingService[];
  /** Eye test needed (or possibly asked for) without a first-aid course: no product of ours fits alone. */
  eyeTestOnly: boolean;
  chatText: string;
  /** Absolute URL of this answer. */
  shareUrl: string;
  asOf: { built: IsoDate; amended: IsoDate; url: string };
}
