// The periods a customer's conversion plan counts from their own dates (My account → my
// conversion), each with the rule that sets it, where to read it and when we last read it there.
// Periods in calendar months end as § 188 (2), (3) BGB says (31 August + 6 months → 28/29 February);
// the plan counts them in Europe/Berlin calendar days. When a rule changes, change it here: the
// plan and its tests read nothing else. The temporary protection of Ukrainian licences has its
// own record (temporary-protection.ts), read from there.

export interface RuleSource {
  /** The provision as the law cites it. */
  provision: string;
  url: string;
  /** The day we last read the provision at `url`. */
  checkedOn: string;
}

export type DeadlineKind =
  "foreign-licence" | "extension" | "conversion" | "theory" | "practical" | "practical-only" | "handover";

export interface DeadlineRule {
  kind: DeadlineKind;
  /** The plan's date the period starts from; null where the law fixes no period. */
  from: "since" | "testOrder" | "theory" | "practical" | null;
  /** Length in calendar months; null where the law fixes none. */
  months: number | null;
  source: RuleSource;
}

const fev = "https://www.gesetze-im-internet.de/fev_2010/";
const checkedOn = "2026-11-29";

export const deadlineRules: Record<DeadlineKind, DeadlineRule> = {
  // A licence from outside the EU/EEA lets its holder drive for 6 months after taking up ordinary
  // residence in Germany.
  "foreign-licence": {
    kind: "foreign-licence",
    from: "since",
    months: 6,
    source: { provision: "§ 29 (1) sentence 4 FeV", url: `${fev}__29.html`, checkedOn },
  },
  // The licence office may extend the 6 months by up to 6 more when the holder shows they will not
  // stay longer than 12 months; asked for before the 6 months end.
  extension: {
    kind: "extension",
    from: "since",
    months: 12,
    source: { provision: "§ 29 (1) sentence 5 FeV", url: `${fev}__29.html`, checkedOn },
  },
  // § 31 FeV fixes no period after which a conversion without the full training is refused; the
  // office may order a test when facts suggest the holder's skills are lost, e.g. after many years
  // without driving (§ 31 (1a) FeV).
  conversion: {
    kind: "conversion",
    from: null,
    months: null,
    source: { provision: "§ 31 (1a) FeV", url: `${fev}__31.html`, checkedOn },
  },
  // The theory test is passed within 12 months of the test order reaching the testing body.
  theory: {
    kind: "theory",
    from: "testOrder",
    months: 12,
    source: { provision: "§ 22 (5) FeV", url: `${fev}__22.html`, checkedOn },
  },
  // The practical test within 12 months of passing the theory test; otherwise the theory test lapses.
  practical: {
    kind: "practical",
    from: "theory",
    months: 12,
    source: { provision: "§ 18 (2) sentences 1–2 FeV", url: `${fev}__18.html`, checkedOn },
  },
  // Where no theory test is asked (a listed licence with the practical test only), the practical
  // test is passed within 12 months of the test order reaching the testing body.
  "practical-only": {
    kind: "practical-only",
    from: "testOrder",
    months: 12,
    source: { provision: "§ 22 (5) FeV", url: `${fev}__22.html`, checkedOn },
  },
  // At most 2 years from the practical test to receiving the licence; otherwise all tests lapse.
  handover: {
    kind: "handover",
    from: "practical",
    months: 24,
    source: { provision: "§ 18 (2) sentences 3–4 FeV", url: `${fev}__18.html`, checkedOn },
  },
};

export type DocumentKind =
  | "translation"
  | "eye-test"
  | "first-aid"
  | "photo"
  | "registration"
  | "residence-permit"
  | "foreign-licence";

export interface DocumentRule {
  kind: DocumentKind;
  /** How old the document may be on the appointment day, in calendar months; null: no limit. */
  maxAgeMonths: number | null;
  /** What the customer's date is: the day it was issued, or the last day it is valid. */
  dated: "issued" | "valid-until";
  source: RuleSource;
}

export const documentRules: Record<DocumentKind, DocumentRule> = {
  // A translation by a translator sworn in Germany or abroad, or by an automobile club (ADAC),
  // or a consulate; it does not expire.
  translation: {
    kind: "translation",
    dated: "issued",
    maxAgeMonths: null,
    source: { provision: "§ 29 (2) sentence 2 FeV", url: `${fev}__29.html`, checkedOn },
  },
  // The eye-test certificate may be at most 2 years old when the application is made.
  "eye-test": {
    kind: "eye-test",
    dated: "issued",
    maxAgeMonths: 24,
    source: { provision: "§ 12 (3) FeV", url: `${fev}__12.html`, checkedOn },
  },
  // Proof of a first-aid course; the law sets no age limit on it.
  "first-aid": {
    kind: "first-aid",
    dated: "issued",
    maxAgeMonths: null,
    source: { provision: "§ 19 FeV", url: `${fev}__19.html`, checkedOn },
  },
  // A photo as the passport rules want it.
  photo: {
    kind: "photo",
    dated: "issued",
    maxAgeMonths: null,
    source: { provision: "§ 21 (3) Nr. 2 FeV", url: `${fev}__21.html`, checkedOn },
  },
  // The Frankfurt licence office asks for a registration certificate at most 3 months old.
  registration: {
    kind: "registration",
    dated: "issued",
    maxAgeMonths: 3,
    source: {
      provision: "Fahrerlaubnisbehörde Frankfurt am Main, documents for a conversion",
      url: "https://frankfurt.de/service-und-rathaus/verwaltung/aemter-und-institutionen/strassenverkehrsbehoerde",
      checkedOn,
    },
  },
  // Proof of identity and, for those who need one, the residence permit (Residence Act, § 4 AufenthG).
  "residence-permit": {
    kind: "residence-permit",
    dated: "valid-until",
    maxAgeMonths: null,
    source: { provision: "§ 21 (3) Nr. 1 FeV, § 4 AufenthG", url: `${fev}__21.html`, checkedOn },
  },
  // The original licence, valid on the day of the application.
  "foreign-licence": {
    kind: "foreign-licence",
    dated: "valid-until",
    maxAgeMonths: null,
    source: { provision: "§ 31 (1) sentence 1 FeV", url: `${fev}__31.html`, checkedOn },
  },
};
