import type { ProductId } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";

// The licence check's page data (issue 13): what the server computes and the page shows. Types
// only, shared by the server code that builds it and the components that render it.

/** The answer's kind, also the answer element's `data-outcome`. */
export type Outcome = "eu" | "no-test" | "theory" | "practical" | "theory-and-practical";

/** Whether the eye test or first-aid course is needed; "may": the office may ask (footnote 22). */
export type Requirement = "yes" | "no" | "may";

/** Which rule decided: EU/EEA (§§ 28, 30), listed (§ 31 (1)), listed place but other class, not listed (§ 31 (2)). */
export type Basis = "eu" | "listed" | "other-class" | "unlisted";

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
  /** The date given, when it passed. */
  since: string;
  /** The date input's bounds (issue 13 §3: not more than a year ahead). */
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
  deadlines: { kind: "eu" } | { kind: "ask" } | ({ kind: "dates"; waitWeeks: number } & LicenceDeadlines);
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
