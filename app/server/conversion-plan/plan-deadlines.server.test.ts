import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deadlineRules, documentRules } from "~/content/licence-rules/plan-rules";
import { temporaryProtection } from "~/content/licence-rules/temporary-protection";
import { rule } from "../licence-check/rules.server";
import { deadlineOf, planDeadlines } from "./plan-deadlines.server";
import { neededDocuments, planDocuments, usableUntil } from "./plan-documents.server";

// Every period of the plan against a computation of its own: months counted one at a time with the
// Gregorian leap rule, the day kept or cut to the month's last (§ 188 (2), (3) BGB).

function leap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}
const lengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
function monthLength(year: number, month: number): number {
  return month === 2 && leap(year) ? 29 : (lengths[month - 1] as number);
}
function independentAdd(date: string, months: number): string {
  let [year, month, day] = date.split("-").map(Number) as [number, number, number];
  for (let step = 0; step < months; step++) {
    month += 1;
    if (month === 13) {
      month = 1;
      year += 1;
    }
  }
  day = Math.min(day, monthLength(year, month));
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Dates weighted to the edges: month ends, 29 February, the turn of the year. */
const dates = fc
  .oneof(
    fc
      .record({
        year: fc.integer({ min: 1990, max: 2060 }),
        month: fc.integer({ min: 1, max: 12 }),
        day: fc.integer({ min: 1, max: 31 }),
      })
      .map(({ year, month, day }) => ({ year, month, day: Math.min(day, monthLength(year, month)) })),
    fc.integer({ min: 1990, max: 2060 }).map((year) => ({ year, month: 12, day: 31 })),
    fc.integer({ min: 497, max: 515 }).map((quarter) => ({ year: quarter * 4, month: 2, day: 29 })),
    fc
      .record({ year: fc.integer({ min: 1990, max: 2060 }), month: fc.integer({ min: 1, max: 12 }) })
      .map(({ year, month }) => ({ year, month, day: monthLength(year, month) })),
  )
  .map(({ year, month, day }) => `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`);

const unlisted = rule({ country: "IN" });

describe("conversion plan deadlines", () => {
  it("31 August + 6 months is the last day of February (§ 188 (3) BGB)", () => {
    expect(deadlineOf(deadlineRules["foreign-licence"], "2026-08-31")).toBe("2027-02-28");
    expect(deadlineOf(deadlineRules["foreign-licence"], "2027-08-31")).toBe("2028-02-29");
    expect(deadlineOf(deadlineRules.theory, "2028-02-29")).toBe("2029-02-28");
  });

  it.each(Object.values(deadlineRules).filter((rule) => rule.months !== null))(
    "$kind: every start date gives the independently counted day",
    (dated) => {
      fc.assert(
        fc.property(dates, (start) => {
          expect(deadlineOf(dated, start)).toBe(independentAdd(start, dated.months as number));
        }),
        { numRuns: 400 },
      );
    },
  );

  it("each deadline of a plan is its rule's period from the customer's date, passed once today is after it", () => {
    fc.assert(
      fc.property(dates, dates, dates, dates, (since, testOrder, theory, today) => {
        const list = planDeadlines(
          { country: "IN", ruling: unlisted, dates: { since, testOrder, theory, practical: theory } },
          today,
        );
        const byKind = Object.fromEntries(list.map((deadline) => [deadline.kind, deadline]));
        expect(byKind["foreign-licence"]?.date).toBe(independentAdd(since, 6));
        expect(byKind.extension?.date).toBe(independentAdd(since, 12));
        expect(byKind.theory?.date).toBe(independentAdd(testOrder, 12));
        expect(byKind.practical?.date).toBe(independentAdd(theory, 12));
        expect(byKind.handover?.date).toBe(independentAdd(theory, 24));
        for (const deadline of list) {
          if (deadline.date) expect(deadline.passed).toBe(today > deadline.date);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("the conversion itself has no date: the law fixes none (§ 31 (1a) FeV)", () => {
    const conversion = planDeadlines({ country: "IN", ruling: unlisted, dates: {} }, "2026-11-29").find(
      (deadline) => deadline.kind === "conversion",
    );
    expect(conversion).toMatchObject({ date: null, passed: false });
    expect(deadlineRules.conversion.months).toBeNull();
  });

  it("a Ukrainian licence runs until the protection ends, or 6 months from residence if later", () => {
    const ukraine = rule({ country: "UA" });
    const early = planDeadlines(
      { country: "UA", ruling: ukraine, dates: { since: "2024-01-15" } },
      "2026-11-29",
    );
    expect(early.find((deadline) => deadline.kind === "foreign-licence")).toMatchObject({
      date: temporaryProtection.endsOn,
      protection: true,
    });
    expect(early.some((deadline) => deadline.kind === "extension")).toBe(false);
    const late = planDeadlines(
      { country: "UA", ruling: ukraine, dates: { since: "2026-12-01" } },
      "2026-11-29",
    );
    expect(late.find((deadline) => deadline.kind === "foreign-licence")?.date).toBe(
      independentAdd("2026-12-01", 6) > temporaryProtection.endsOn
        ? independentAdd("2026-12-01", 6)
        : temporaryProtection.endsOn,
    );
  });

  it("a listed licence without a theory test counts the practical from the test order (§ 22 (5) FeV)", () => {
    const practicalOnly = { ...unlisted, tests: { theory: false, practical: true } };
    const list = planDeadlines(
      { country: "KR", ruling: practicalOnly, dates: { testOrder: "2026-01-31" } },
      "2026-11-29",
    );
    expect(list.find((deadline) => deadline.kind === "practical-only")?.date).toBe("2027-01-31");
  });

  it("every rule names its provision, a source address and the day it was checked", () => {
    for (const entry of [...Object.values(deadlineRules), ...Object.values(documentRules)]) {
      expect(entry.source.provision.trim(), entry.kind).not.toBe("");
      expect(entry.source.url, entry.kind).toMatch(/^https:\/\/[^\s]+$/);
      expect(entry.source.checkedOn, entry.kind).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(entry.source.checkedOn)), entry.kind).toBe(false);
    }
  });
});

describe("conversion plan documents", () => {
  it("an eye test is too old once 2 years have run out by the appointment (§ 12 (3) FeV)", () => {
    const kinds = neededDocuments(unlisted, false);
    expect(kinds).toContain("eye-test");
    const [eyeTest] = planDocuments(["eye-test"], { "eye-test": "2024-03-01" }, "2026-03-02");
    expect(eyeTest).toMatchObject({ state: "too-old", usableUntil: "2026-03-01" });
    expect(planDocuments(["eye-test"], { "eye-test": "2024-03-01" }, "2026-03-01")[0]?.state).toBe("ok");
    expect(planDocuments(["eye-test"], {}, "2026-03-01")[0]?.state).toBe("missing");
  });

  it("a registration certificate is too old after 3 months; a licence once its validity has ended", () => {
    fc.assert(
      fc.property(dates, dates, (issued, appointment) => {
        const [registration] = planDocuments(["registration"], { registration: issued }, appointment);
        expect(registration?.state).toBe(independentAdd(issued, 3) < appointment ? "too-old" : "ok");
        const [licence] = planDocuments(["foreign-licence"], { "foreign-licence": issued }, appointment);
        expect(licence?.state).toBe(issued < appointment ? "too-old" : "ok");
      }),
    );
    expect(usableUntil("first-aid", "2001-01-01")).toBeNull();
  });

  it("no translation for a Ukrainian licence under temporary protection, nor for an EU licence", () => {
    expect(neededDocuments(rule({ country: "UA" }), true)).not.toContain("translation");
    expect(neededDocuments(rule({ country: "FR" }), false)).not.toContain("translation");
    expect(neededDocuments(unlisted, false)).toContain("translation");
  });
});
