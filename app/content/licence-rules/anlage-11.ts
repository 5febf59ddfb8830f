// Anlage 11 FeV (the list of states for § 31 FeV), every row, transcribed from the official text
// of gesetze-im-internet.de built 2026-02-26
// (https://www.gesetze-im-internet.de/fev_2010/, the XML download, with all its footnotes). One entry per listed country, Australian state/territory, US state (and
// D.C., Puerto Rico) and Canadian province/territory. Anything not listed here: § 31 (2) FeV,
// theory and practical test. Re-check against the live text before relying on a change after
// the date below: the list is amended every few years.

/** Where the list comes from and how current it is (shown on the page as "as of"). */
export const anlage11Source = {
  /** Build date of the official XML the list was transcribed from. */
  builtOn: "2026-02-26",
  /** "Zuletzt geändert durch Art. 2 V v. 2.10.2024 I Nr. 299". */
  lastAmendedOn: "2024-10-02",
  url: "https://www.gesetze-im-internet.de/fev_2010/",
} as const;

/** The two test columns of the list ("ja"/"nein"); the same for every listed class of a row. */
export interface Tests {
  theory: boolean;
  practical: boolean;
}

export interface ListedClass {
  /** The URL value (`class=`): the class as the list writes it, or a short name for long ones. */
  code: string;
  /** As Anlage 11 writes it (German list text; licence names in the licence's own language). */
  anlage11: string;
  /** The name on the licence, for the class select, where the list adds German words. */
  label?: string;
  /** Footnotes attached to this class in the list. */
  footnotes?: readonly number[];
  /** A row of its own with other tests (Albania: AM needs the practical test). */
  tests?: Tests;
}

export interface Anlage11Entry {
  /** ISO 3166-1 alpha-2 (XK for Kosovo). */
  country: string;
  /** ISO 3166-2, for the US, Canadian and Australian entries. */
  region?: string;
  /** The "Klasse(n)" column: "all" where it says "alle". */
  classes: "all" | readonly ListedClass[];
  /** The car-licence class a URL without `class` stands for. */
  carClass?: string;
  tests: Tests;
  /** Footnotes on the country or subdivision, including those of its heading (1 for the US and Canada, 11 for Australia). */
  footnotes: readonly number[];
}

const none: Tests = { theory: false, practical: false };
const theoryOnly: Tests = { theory: true, practical: false };
const practicalOnly: Tests = { theory: false, practical: true };

/** Classes written as plain codes ("A1, A2, B"), none with a footnote. */
function plain(...codes: string[]): ListedClass[] {
  return codes.map((code) => ({ code, anlage11: code }));
}

/** A licence type a footnote names as included ("Auch „Provisional Licence“"). */
function variant(code: string, label: string, footnote: number): ListedClass {
  return { code, anlage11: label, footnotes: [footnote] };
}

const europeanClasses = "A1 A2 A B BE C1 C1E C CE D1 D1E D DE".split(" ");

// Countries without subdivisions (25 rows).
const countries: Anlage11Entry[] = [
  {
    country: "AL",
    // [19] only documents issued from 24 Jan 2017; [20] A1 and [21] B also cover agricultural
    // machines. AM has a row of its own: practical test.
    classes: [
      ...europeanClasses.map((code) => ({
        code,
        anlage11: code,
        ...(code === "A1" ? { footnotes: [20] } : code === "B" ? { footnotes: [21] } : {}),
      })),
      { code: "AM", anlage11: "AM", tests: practicalOnly },
    ],
    carClass: "B",
    tests: none,
    footnotes: [19],
  },
  { country: "AD", classes: "all", tests: none, footnotes: [] },
  { country: "BA", classes: plain("A1", "A", "B"), carClass: "B", tests: none, footnotes: [] },
  { country: "PF", classes: "all", tests: none, footnotes: [] },
  { country: "GI", classes: "all", tests: none, footnotes: [22] },
  { country: "GG", classes: "all", tests: none, footnotes: [] },
  { country: "IM", classes: "all", tests: none, footnotes: [] },
  { country: "IL", classes: plain("B"), carClass: "B", tests: none, footnotes: [] },
  { country: "JP", classes: "all", tests: none, footnotes: [] },
  { country: "JE", classes: "all", tests: none, footnotes: [] },
  {
    country: "XK",
    classes: plain("AM", ...europeanClasses),
    carClass: "B",
    tests: none,
    footnotes: [23, 24],
  },
  { country: "MD", classes: plain(...europeanClasses), carClass: "B", tests: practicalOnly, footnotes: [] },
  { country: "MK", classes: "all", tests: none, footnotes: [] },
  { country: "MC", classes: "all", tests: none, footnotes: [] },
  {
    country: "NA",
    // [17] is the bus note on the C classes (footnote 17 of Anlage 11: a note on buses, not class B).
    classes: [
      ...plain("A1", "A", "B", "BE"),
      { code: "C1", anlage11: "C1", footnotes: [17] },
      ...plain("C1E"),
      { code: "C", anlage11: "C", footnotes: [17] },
      ...plain("CE"),
    ],
    carClass: "B",
    tests: none,
    footnotes: [16],
  },
  { country: "NC", classes: "all", tests: none, footnotes: [] },
  {
    country: "NZ",
    // Class 1 is New Zealand's car licence (our reading; the FeV does not say so); [10]: class 6 → A2 or A.
    classes: [
      { code: "1", anlage11: "1" },
      { code: "6", anlage11: "6", footnotes: [10] },
    ],
    carClass: "1",
    tests: none,
    footnotes: [],
  },
  { country: "KR", classes: plain("1", "2"), carClass: "1", tests: none, footnotes: [1] },
  { country: "SM", classes: "all", tests: none, footnotes: [] },
  { country: "CH", classes: "all", tests: none, footnotes: [] },
  { country: "RS", classes: "all", tests: none, footnotes: [18] },
  { country: "SG", classes: "all", tests: none, footnotes: [] },
  { country: "ZA", classes: "all", tests: none, footnotes: [] },
  // The list writes "B/BE".
  { country: "TW", classes: plain("B", "BE"), carClass: "B", tests: none, footnotes: [1, 2] },
  { country: "GB", classes: "all", tests: none, footnotes: [22] },
];

// §2.2: Australia; heading footnote [11] (C and CAR = German B, R = German A).
function australia(
  region: string,
  provisional: { footnote: number; label: string; onR: boolean } | null,
  eyeTest: boolean,
  car = "C",
): Anlage11Entry {
  const classes: ListedClass[] = [];
  for (const code of car === "CAR" ? ["C", "CAR", "R"] : ["C", "R"]) {
    const withNote = provisional && code !== "CAR" && (code === "C" || provisional.onR);
    classes.push({ code, anlage11: code, ...(withNote ? { footnotes: [provisional.footnote] } : {}) });
    if (withNote) classes.push(variant(`${code}-P`, `${code} – ${provisional.label}`, provisional.footnote));
  }
  return { country: "AU", region, classes, carClass: car, tests: none, footnotes: eyeTest ? [11, 7] : [11] };
}

const provisional12 = { footnote: 12, label: "Provisional Licence", onR: true };
const provisional13 = { footnote: 13, label: "Provisional Licence P2", onR: true };

const australianStates: Anlage11Entry[] = [
  australia("AU-ACT", provisional12, true),
  // NSW: no provisional footnote, so P1/P2 are not named in Anlage 11: "other".
  australia("AU-NSW", null, true),
  australia("AU-NT", provisional12, true),
  australia("AU-QLD", provisional13, true),
  australia("AU-SA", provisional13, false),
  australia("AU-TAS", provisional13, false),
  // Victoria: "C [14], CAR, R [14]"; [14] "Auch Probationary Licence P2".
  australia("AU-VIC", { footnote: 14, label: "Probationary Licence P2", onR: true }, false, "CAR"),
  // Western Australia: "C [12], R" – the provisional note on C only.
  australia("AU-WA", { ...provisional12, onR: false }, true),
];

// §2.3: US states, D.C. and Puerto Rico; heading footnote [1] (only class B is issued).
function us(state: string, classes: ListedClass[], carClass: string, tests: Tests, footnotes: number[] = []) {
  return { country: "US", region: `US-${state}`, classes, carClass, tests, footnotes: [1, ...footnotes] };
}

const usStates: Anlage11Entry[] = [
  us("AL", plain("D"), "D", none),
  us("AZ", plain("G", "D", "2"), "D", none),
  us("AR", plain("D"), "D", none),
  // Colorado's regular licence is class R; C is also listed.
  us("CO", plain("C", "R"), "R", none),
  us("CT", plain("D", "1", "2"), "D", theoryOnly),
  us("DE", plain("D"), "D", none),
  us("DC", plain("D"), "D", theoryOnly),
  us("FL", plain("E"), "E", theoryOnly),
  us("ID", plain("D"), "D", none),
  us("IL", plain("D"), "D", none),
  us(
    "IN",
    [
      { code: "operator", anlage11: "Operator License" },
      { code: "chauffeur", anlage11: "Chauffeur License", footnotes: [3] },
      { code: "public-passenger-chauffeur", anlage11: "Public Passenger Chauffeur License", footnotes: [3] },
      { code: "commercial", anlage11: "Commercial Driver License" },
      { code: "probationary-operator", anlage11: "Probationary Operator's License" },
    ],
    "operator",
    theoryOnly,
    [7],
  ),
  us(
    "IA",
    [
      { code: "C", anlage11: "C (Noncommercial Operator's License)", footnotes: [4] },
      { code: "CDL-A", anlage11: "A (Commercial Driver's License)", footnotes: [3] },
      { code: "CDL-B", anlage11: "B (Commercial Driver's License)", footnotes: [3] },
      { code: "CDL-C", anlage11: "C (Commercial Driver's License)", footnotes: [3] },
      { code: "D", anlage11: "D (Noncommercial Chauffeur, endorsement 1/2/3)", footnotes: [3] },
      { code: "intermediate", anlage11: "Intermediate Driver's License" },
    ],
    "C",
    none,
  ),
  us("KS", plain("C"), "C", none),
  us("KY", plain("D"), "D", none),
  us("LA", plain("E"), "E", none),
  us(
    "MD",
    [
      // The list writes one class: "C (Full License und Provisional License)".
      { code: "C", anlage11: "C (Full License und Provisional License)", label: "C (Full License)" },
      {
        code: "C-provisional",
        anlage11: "C (Full License und Provisional License)",
        label: "C (Provisional License)",
      },
    ],
    "C",
    none,
  ),
  us("MA", plain("D"), "D", none),
  us("MI", [{ code: "operator", anlage11: "operator", label: "Operator" }], "operator", none),
  us("MN", plain("D"), "D", theoryOnly, [7]),
  // Mississippi's regular operator's licence is class R.
  us("MS", [{ code: "operator", anlage11: "operator", label: "Operator" }, ...plain("R")], "R", theoryOnly),
  us("MO", plain("F"), "F", theoryOnly),
  us("NE", plain("O"), "O", theoryOnly),
  us("NM", plain("D"), "D", none),
  us("NC", plain("C"), "C", theoryOnly),
  us("OH", plain("D"), "D", none),
  us("OK", plain("D"), "D", none),
  // [7] sits on the class: "C [7]", the only class listed (placement seen only in S1, §4 item 2).
  us("OR", [{ code: "C", anlage11: "C", footnotes: [7] }], "C", theoryOnly),
  us("PA", plain("C"), "C", none),
  us("PR", plain("3"), "3", none),
  us("SC", plain("D"), "D", none),
  us("SD", plain("1", "2"), "1", none),
  us("TN", plain("D"), "D", theoryOnly),
  us(
    "TX",
    [
      { code: "C", anlage11: "C", footnotes: [15] },
      variant("C-provisional", "C – Provisional License", 15),
      { code: "A", anlage11: "A", footnotes: [3] },
      { code: "B", anlage11: "B", footnotes: [3] },
    ],
    "C",
    none,
    [7],
  ),
  us("UT", plain("D"), "D", none),
  us(
    "VA",
    [
      { code: "D", anlage11: "D" },
      { code: "M", anlage11: "M", footnotes: [5] },
      { code: "A", anlage11: "A", footnotes: [3] },
      { code: "B", anlage11: "B", footnotes: [3] },
      { code: "C", anlage11: "C", footnotes: [3] },
    ],
    "D",
    none,
  ),
  us(
    "WA",
    [
      { code: "driver", anlage11: "Driver License", footnotes: [8] },
      { code: "intermediate", anlage11: "Intermediate Driver License", footnotes: [9] },
    ],
    "driver",
    none,
  ),
  us("WV", plain("E"), "E", none),
  us("WI", plain("D"), "D", none),
  us("WY", plain("C"), "C", none),
];

// §2.4: Canadian provinces and territories; heading footnote [1]. Nunavut is not listed.
function ca(province: string, classes: ListedClass[], carClass: string, footnotes: number[] = []) {
  return {
    country: "CA",
    region: `CA-${province}`,
    classes,
    carClass,
    tests: none,
    footnotes: [1, ...footnotes],
  };
}

const stageF = (n: number): ListedClass => ({
  code: `${n}F`,
  anlage11: `${n} Stage F`,
  footnotes: [3],
});

const canadianProvinces: Anlage11Entry[] = [
  ca("AB", plain("5"), "5"),
  ca(
    "BC",
    [
      { code: "5", anlage11: "5" },
      { code: "6", anlage11: "6", footnotes: [10] },
      { code: "7", anlage11: "7 (Novice Driver's Licence)" },
    ],
    "5",
    [7],
  ),
  ca("MB", [{ code: "5", anlage11: "5", footnotes: [6] }, stageF(4), stageF(3), stageF(2), stageF(1)], "5"),
  ca("NB", [...plain("5"), { code: "7-2", anlage11: "7 Stufe 2", label: "7 (Level 2)" }], "5"),
  // The list says "Newfoundland": the province Newfoundland and Labrador.
  ca("NL", plain("5"), "5"),
  ca("NT", plain("5"), "5"),
  ca("NS", plain("5"), "5"),
  ca("ON", plain("G"), "G"),
  ca("PE", plain("5"), "5"),
  ca("QC", plain("5"), "5"),
  ca("SK", plain("1", "5"), "5"),
  ca("YT", plain("5"), "5"),
];

/** Every row of Anlage 11: 25 countries, 8 Australian, 39 US (37 states, D.C., Puerto Rico), 12 Canadian. */
export const anlage11: readonly Anlage11Entry[] = [
  ...countries,
  ...australianStates,
  ...usStates,
  ...canadianProvinces,
];

/**
 * The footnotes of Anlage 11 that change what the visitor must do (the official footnotes of Anlage 11). Footnote 7:
 * "Der Nachweis des Sehvermögens gemäß § 12 ist weiterhin erforderlich." Footnote 22: "Die nach
 * Landesrecht zuständige Behörde kann … verlangen, sich einem Sehtest zu unterziehen."
 * The exemption from the eye test and first-aid course itself is § 31 (1) sentence 2 Nr. 2, 4 FeV.
 */
export const eyeTestFootnotes = { required: 7, mayBeRequired: 22 } as const;

/** Footnote numbers 1–24; their meaning is explained on the page in its language. */
export const footnoteNumbers = Array.from({ length: 24 }, (_, index) => index + 1);
