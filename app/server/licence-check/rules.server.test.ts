import { describe, expect, it } from "vitest";
import { anlage11 } from "~/content/licence-rules/anlage-11";
import { euEeaCountries } from "~/content/licence-rules/places";
import { classOptions, entryFor, placeOf, rule } from "./rules.server";

// Every Anlage 11 row, written out again from the official text (Anlage 11 FeV,
// https://www.gesetze-im-internet.de/fev_2010/), not from the data module: outcome, eye test, first
// aid and the qualifying classes as the list writes them ("alle" = every class).
// [place, outcome, eye test, first aid, classes]
const rows: [string, string, string, string, string][] = [
  // §2.1 countries
  ["AL", "no-test", "no", "no", "A1, A2, A, B, BE, C1, C1E, C, CE, D1, D1E, D, DE, AM"],
  ["AD", "no-test", "no", "no", "alle"],
  ["BA", "no-test", "no", "no", "A1, A, B"],
  ["PF", "no-test", "no", "no", "alle"],
  ["GI", "no-test", "may", "no", "alle"],
  ["GG", "no-test", "no", "no", "alle"],
  ["IM", "no-test", "no", "no", "alle"],
  ["IL", "no-test", "no", "no", "B"],
  ["JP", "no-test", "no", "no", "alle"],
  ["JE", "no-test", "no", "no", "alle"],
  ["XK", "no-test", "no", "no", "AM, A1, A2, A, B, BE, C1, C1E, C, CE, D1, D1E, D, DE"],
  ["MD", "practical", "no", "no", "A1, A2, A, B, BE, C1, C1E, C, CE, D1, D1E, D, DE"],
  ["MK", "no-test", "no", "no", "alle"],
  ["MC", "no-test", "no", "no", "alle"],
  ["NA", "no-test", "no", "no", "A1, A, B, BE, C1, C1E, C, CE"],
  ["NC", "no-test", "no", "no", "alle"],
  ["NZ", "no-test", "no", "no", "1, 6"],
  ["KR", "no-test", "no", "no", "1, 2"],
  ["SM", "no-test", "no", "no", "alle"],
  ["CH", "no-test", "no", "no", "alle"],
  ["RS", "no-test", "no", "no", "alle"],
  ["SG", "no-test", "no", "no", "alle"],
  ["ZA", "no-test", "no", "no", "alle"],
  ["TW", "no-test", "no", "no", "B, BE"],
  ["GB", "no-test", "may", "no", "alle"],
  // §2.2 Australia (footnote 7: eye test on ACT, NSW, NT, Qld, WA)
  ["AU-ACT", "no-test", "yes", "no", "C, C – Provisional Licence, R, R – Provisional Licence"],
  ["AU-NSW", "no-test", "yes", "no", "C, R"],
  ["AU-NT", "no-test", "yes", "no", "C, C – Provisional Licence, R, R – Provisional Licence"],
  ["AU-QLD", "no-test", "yes", "no", "C, C – Provisional Licence P2, R, R – Provisional Licence P2"],
  ["AU-SA", "no-test", "no", "no", "C, C – Provisional Licence P2, R, R – Provisional Licence P2"],
  ["AU-TAS", "no-test", "no", "no", "C, C – Provisional Licence P2, R, R – Provisional Licence P2"],
  ["AU-VIC", "no-test", "no", "no", "C, C – Probationary Licence P2, CAR, R, R – Probationary Licence P2"],
  ["AU-WA", "no-test", "yes", "no", "C, C – Provisional Licence, R"],
  // §2.3 USA: 27 states + Puerto Rico without a test, 10 states + D.C. theory only
  ["US-AL", "no-test", "no", "no", "D"],
  ["US-AZ", "no-test", "no", "no", "G, D, 2"],
  ["US-AR", "no-test", "no", "no", "D"],
  ["US-CO", "no-test", "no", "no", "C, R"],
  ["US-CT", "theory", "no", "no", "D, 1, 2"],
  ["US-DE", "no-test", "no", "no", "D"],
  ["US-DC", "theory", "no", "no", "D"],
  ["US-FL", "theory", "no", "no", "E"],
  ["US-ID", "no-test", "no", "no", "D"],
  ["US-IL", "no-test", "no", "no", "D"],
  [
    "US-IN",
    "theory",
    "yes",
    "no",
    "Operator License, Chauffeur License, Public Passenger Chauffeur License, Commercial Driver License, Probationary Operator's License",
  ],
  [
    "US-IA",
    "no-test",
    "no",
    "no",
    "C (Noncommercial Operator's License), A (Commercial Driver's License), B (Commercial Driver's License), C (Commercial Driver's License), D (Noncommercial Chauffeur, endorsement 1/2/3), Intermediate Driver's License",
  ],
  ["US-KS", "no-test", "no", "no", "C"],
  ["US-KY", "no-test", "no", "no", "D"],
  ["US-LA", "no-test", "no", "no", "E"],
  ["US-MD", "no-test", "no", "no", "C (Full License und Provisional License)"],
  ["US-MA", "no-test", "no", "no", "D"],
  ["US-MI", "no-test", "no", "no", "operator"],
  ["US-MN", "theory", "yes", "no", "D"],
  ["US-MS", "theory", "no", "no", "operator, R"],
  ["US-MO", "theory", "no", "no", "F"],
  ["US-NE", "theory", "no", "no", "O"],
  ["US-NM", "no-test", "no", "no", "D"],
  ["US-NC", "theory", "no", "no", "C"],
  ["US-OH", "no-test", "no", "no", "D"],
  ["US-OK", "no-test", "no", "no", "D"],
  ["US-OR", "theory", "yes", "no", "C"],
  ["US-PA", "no-test", "no", "no", "C"],
  ["US-PR", "no-test", "no", "no", "3"],
  ["US-SC", "no-test", "no", "no", "D"],
  ["US-SD", "no-test", "no", "no", "1, 2"],
  ["US-TN", "theory", "no", "no", "D"],
  ["US-TX", "no-test", "yes", "no", "C, C – Provisional License, A, B"],
  ["US-UT", "no-test", "no", "no", "D"],
  ["US-VA", "no-test", "no", "no", "D, M, A, B, C"],
  ["US-WA", "no-test", "no", "no", "Driver License, Intermediate Driver License"],
  ["US-WV", "no-test", "no", "no", "E"],
  ["US-WI", "no-test", "no", "no", "D"],
  ["US-WY", "no-test", "no", "no", "C"],
  // §2.4 Canada (footnote 7 on British Columbia); Nunavut is not listed
  ["CA-AB", "no-test", "no", "no", "5"],
  ["CA-BC", "no-test", "yes", "no", "5, 6, 7 (Novice Driver's Licence)"],
  ["CA-MB", "no-test", "no", "no", "5, 4 Stage F, 3 Stage F, 2 Stage F, 1 Stage F"],
  ["CA-NB", "no-test", "no", "no", "5, 7 Stufe 2"],
  ["CA-NL", "no-test", "no", "no", "5"],
  ["CA-NT", "no-test", "no", "no", "5"],
  ["CA-NS", "no-test", "no", "no", "5"],
  ["CA-ON", "no-test", "no", "no", "G"],
  ["CA-PE", "no-test", "no", "no", "5"],
  ["CA-QC", "no-test", "no", "no", "5"],
  ["CA-SK", "no-test", "no", "no", "1, 5"],
  ["CA-YT", "no-test", "no", "no", "5"],
];

function place(code: string) {
  const [country, subdivision] = code.split("-") as [string, string | undefined];
  return placeOf(country, subdivision ? code : undefined);
}

describe("Anlage 11, row by row", () => {
  it("has exactly the rows of Anlage 11: 25 countries, 8 + 39 + 12 subdivisions", () => {
    expect(anlage11).toHaveLength(rows.length);
    expect(anlage11.map((entry) => entry.region ?? entry.country).sort()).toEqual(
      rows.map(([code]) => code).sort(),
    );
  });

  it.each(rows)(
    "%s: %s, eye test %s, first aid %s, classes %s",
    (code, outcome, eyeTest, firstAid, classes) => {
      const ruling = rule(place(code));
      expect(ruling).toMatchObject({ outcome, eyeTest, firstAid, basis: "listed" });
      const entry = entryFor(place(code));
      const written =
        entry?.classes === "all"
          ? "alle"
          : [...new Set(entry?.classes.map((listed) => listed.anlage11))].join(", ");
      expect(written).toBe(classes);
      // Every listed class, and each licence type a footnote names as included, gets the row's
      // answer (Albania's AM, a row of its own, aside).
      for (const listed of classOptions(place(code)) ?? []) {
        if (code === "AL" && listed.code === "AM") continue;
        expect(rule(place(code), listed.code)).toMatchObject({ outcome, eyeTest, firstAid });
      }
    },
  );

  it("gives a URL without class the place's car class", () => {
    expect(rule(place("US-FL")).listedClass?.code).toBe("E");
    expect(rule(place("CA-ON")).listedClass?.code).toBe("G");
    expect(rule(place("US-CO")).listedClass?.code).toBe("R");
    expect(rule(place("AU-VIC")).listedClass?.code).toBe("CAR");
    expect(rule(place("US-WA")).listedClass?.anlage11).toBe("Driver License");
    expect(rule(place("JP")).listedClass).toBeUndefined();
  });

  it("answers Albania's AM row with the practical test only", () => {
    expect(rule(place("AL"), "AM")).toMatchObject({ outcome: "practical", eyeTest: "no", firstAid: "no" });
    expect(rule(place("AL"), "B")).toMatchObject({ outcome: "no-test", footnotes: [19, 21] });
  });

  it("adds the class's footnotes to the row's: Oregon's eye test sits on its class C", () => {
    expect(rule(place("US-OR"), "C").footnotes).toEqual([1, 7]);
    expect(rule(place("US-TX"), "C-provisional").footnotes).toEqual([1, 7, 15]);
    expect(rule(place("NZ"), "6").footnotes).toEqual([10]);
    expect(rule(place("AU-QLD"), "C-P").footnotes).toEqual([7, 11, 13]);
  });

  it("treats a class the list does not name as not listed: theory, practical, eye test, first aid", () => {
    for (const code of ["CA-ON", "US-FL", "AU-NSW", "IL", "MD"]) {
      expect(rule(place(code), "other")).toMatchObject({
        outcome: "theory-and-practical",
        eyeTest: "yes",
        firstAid: "yes",
        basis: "other-class",
      });
    }
  });

  it("refuses a class code that is not listed (the query check catches it first)", () => {
    expect(() => rule(place("CA-ON"), "G2")).toThrow();
  });
});

describe("places not on the list (§ 31 (2) FeV)", () => {
  const unlistedCountries = [
    "IN",
    "CN",
    "HK",
    "TR",
    "UA",
    "BR",
    "MX",
    "RU",
    "ME",
    "PH",
    "CO",
    "AR",
    "VE",
    "NG",
    "FO",
  ];
  const unlistedSubdivisions = [
    ...["AK", "CA", "GA", "HI", "ME", "MT", "NV", "NH", "NJ", "NY", "ND", "RI", "VT"].map((s) => `US-${s}`),
    ...["US-GU", "US-VI", "US-AS", "US-MP", "US-UM", "CA-NU"],
  ];

  it.each([...unlistedCountries, ...unlistedSubdivisions])(
    "%s: theory and practical test, eye test, first aid",
    (code) => {
      expect(rule(place(code))).toMatchObject({
        outcome: "theory-and-practical",
        tests: { theory: true, practical: true },
        eyeTest: "yes",
        firstAid: "yes",
        basis: "unlisted",
        footnotes: [],
      });
    },
  );

  it("answers US territories picked as countries as their US subdivision", () => {
    expect(placeOf("PR")).toEqual({ country: "US", region: "US-PR" });
    expect(rule(placeOf("PR")).outcome).toBe("no-test");
    expect(rule(placeOf("GU")).outcome).toBe("theory-and-practical");
  });
});

describe("the EU/EEA branch (§§ 28, 30 FeV)", () => {
  it.each([...euEeaCountries, "GP", "RE", "AX"])("%s: valid as it is, nothing to convert", (country) => {
    expect(rule(placeOf(country))).toMatchObject({
      outcome: "eu",
      eyeTest: "no",
      firstAid: "no",
      basis: "eu",
    });
  });

  it("has 27 EU and 3 EEA states, and not Switzerland, the United Kingdom or Gibraltar", () => {
    expect(euEeaCountries).toHaveLength(30);
    for (const country of ["CH", "GB", "GI"]) expect(rule(placeOf(country)).outcome).not.toBe("eu");
  });
});
