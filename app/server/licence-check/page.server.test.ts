import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { licenceOfficeFee, testingBodyFees } from "~/content/catalog";
import { allRegionCodes } from "~/content/licence-rules/places";
import { firstAidSchedule } from "~/content/schedule";
import licenceRegionsEn from "~/i18n/messages/licence-regions-en";
import licenceRegionsEs from "~/i18n/messages/licence-regions-es";
import { bookSeats } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { buildForm, countryChoices } from "./form.server";
import { licenceCheckPage } from "./page.server";
import { parseCheckQuery } from "./query.server";
import { textsIn } from "~/i18n/catalogs.server";

// The whole page's data, on the real database (the first-aid date counts booked seats).
const today = "2026-11-22";
const publicUrl = "https://www.example.com";
const outcomes = ["eu", "no-test", "theory", "practical", "theory-and-practical", "full-training"];

/** Every combination the selects offer: each country, its regions, their classes (and none). */
function everySelectCombination(locale: "en" | "es"): string[] {
  const language = textsIn("licenceCheck", locale);
  const form = (query: string) =>
    buildForm(parseCheckQuery(new URLSearchParams(query), today), locale, language, today);
  return form("").countries.flatMap(({ value: country }) => {
    const regions = form(`country=${country}`).region?.choices.map((choice) => choice.value) ?? [""];
    return regions.flatMap((region) => {
      const base = new URLSearchParams({ country, ...(region ? { region } : {}) }).toString();
      const classes = form(base).licenceClass?.choices.map((choice) => choice.value) ?? [];
      return [base, ...classes.map((code) => `${base}&class=${encodeURIComponent(code)}`)];
    });
  });
}

describe.each(testDatabaseKinds())("licence check page on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  const check = (query: string, locale: "en" | "es" = "en") =>
    licenceCheckPage(new URLSearchParams(query), {
      locale,
      publicUrl,
      db: handle.db,
      today,
    });

  it("answers every combination of the select options in both languages, with and without a date", async () => {
    for (const locale of ["en", "es"] as const) {
      const combinations = everySelectCombination(locale);
      expect(combinations.length).toBeGreaterThan(250 + 57 + 13 + 8);
      // Each combination once, exhaustively…
      for (const query of combinations) {
        const { status, page } = await check(query, locale);
        expect(status, query).toBe(200);
        expect(outcomes, query).toContain(page.answer?.outcome);
      }
      // …and with any date the form accepts.
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...combinations),
          fc.date({ min: new Date("1990-01-01"), max: new Date("2027-11-22"), noInvalidDate: true }),
          async (query, date) => {
            const { status, page } = await check(`${query}&since=${date.toISOString().slice(0, 10)}`, locale);
            expect(status).toBe(200);
            expect(page.form.errors).toEqual({});
            expect(page.answer?.deadlines.kind).toMatch(/^(dates|eu|learner|protection)$/);
            expect(["yes", "no", "may"]).toContain(page.answer?.eyeTest);
            expect(page.answer?.chatText).toMatch(/\S/);
          },
        ),
        { numRuns: 150 },
      );
    }
  });

  it("never throws on any query string: 200 or 400", async () => {
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom("US", "CA", "AU", "US-FL", "CA-ON", "other", "G", "2026-02-29"),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record({ country: value, region: value, class: value, since: value }),
        async (params) => {
          const { status } = await check(new URLSearchParams(params).toString());
          expect([200, 400]).toContain(status);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("answers Florida: theory only, costs, documents, chat text and share link", async () => {
    const { status, page } = await check("country=US&region=US-FL&since=2026-06-10");
    expect(status).toBe(200);
    const answer = page.answer;
    expect(answer).toMatchObject({
      outcome: "theory",
      eyeTest: "no",
      firstAid: "no",
      place: "Florida, United States",
    });
    expect(answer?.chatText).toBe(
      "Hello! My licence is from: Florida, United States, class E. I registered my residence in Germany on 10 June 2026. Your licence check says: German licence with the theory test only. Can you help me?",
    );
    expect(answer?.shareUrl).toBe(`${publicUrl}/licence-check?country=US&region=US-FL&since=2026-06-10`);
    expect(answer?.deadlines).toMatchObject({ kind: "dates", validUntil: "2026-12-10", state: "apply-now" });
    expect(answer?.documents.map((item) => item.id)).toEqual([
      "passport-residence-permit",
      "registration-certificate",
      "foreign-licence-original",
      "certified-translation",
      "biometric-photo",
      "application-form",
      "application-fee",
    ]);
    expect(answer?.fees).toEqual([
      { id: "licenceOffice", cents: licenceOfficeFee.upToCents, upTo: true },
      { id: "theoryFee", cents: testingBodyFees.theory, upTo: false },
    ]);
    expect(answer?.services.map((service) => service.product)).toEqual([
      "conversion-assistance",
      "theory-exam-package",
    ]);
    expect(answer?.listEntry).toEqual({ place: "Florida, United States", classes: "E" });
  });

  it("offers the first-aid course in the page's language on its next date with a free seat", async () => {
    // The first Spanish date after today is full: the answer offers the one after it.
    await bookSeats(handle.db, "es", "2026-12-05", firstAidSchedule.capacity, "cs_licence");
    const spanish = (await check("country=IN", "es")).page.answer;
    expect(spanish?.services.find((service) => service.reason === "first-aid")).toMatchObject({
      product: "first-aid-es-eye-test",
      courseDate: "2027-01-02",
      page: "/spanish-first-aid-course",
    });
    const english = (await check("country=IN")).page.answer;
    expect(english?.services.find((service) => service.reason === "first-aid")).toMatchObject({
      product: "first-aid-en-eye-test",
      courseDate: "2026-12-19",
    });
    expect(english?.documents.map((item) => item.id)).toContain("first-aid-certificate");
    expect(english?.documents.map((item) => item.id)).toContain("driving-school-enrolment");
  });

  it("speaks the page's language only, and tells an EU licence it needs nothing", async () => {
    const { page } = await check("country=US&region=US-IN&class=chauffeur", "es");
    expect(page.texts.form.show).toBe("Ver la respuesta");
    expect(page.answer?.place).toBe("Indiana, Estados Unidos");
    expect(page.answer?.licenceClass).toEqual({ value: "chauffeur", label: "Chauffeur License", lang: "en" });
    expect(page.answer?.footnotes.map((note) => note.number)).toEqual([1, 3, 7]);
    expect(page.answer?.chatText).toContain(
      "Mi permiso es de: Indiana, Estados Unidos, clase Chauffeur License.",
    );
    const eu = (await check("country=ES&since=2026-01-10")).page.answer;
    expect(eu).toMatchObject({ outcome: "eu", deadlines: { kind: "eu" }, fees: [], services: [] });
  });

  it("answers bad input with 400 and the message on the form", async () => {
    const unknown = await check("country=ZZ", "es");
    expect(unknown.status).toBe(400);
    expect(unknown.page.form.errors.country).toBe("No conocemos este país. Elígelo de la lista.");
    const mixed = await check("country=US&region=CA-ON");
    expect(mixed.status).toBe(400);
    expect(mixed.page.form.region?.country).toBe("US");
    expect(mixed.page.form.errors.region).toMatch(/does not belong/);
    // A region where none is asked has no field: its message goes with the country.
    expect((await check("country=FR&region=US-FL")).page.form.errors).toEqual({
      country: expect.stringMatching(/does not belong/),
    });
    const ahead = await check("country=US&region=US-FL&since=2028-01-01");
    expect(ahead).toMatchObject({ status: 400, page: { answer: null } });
    expect(ahead.page.form.errors.since).toMatch(/more than a year ahead/);
  });
});

describe("names", () => {
  it("names every region in both languages and sorts countries by the language's collation", () => {
    for (const code of allRegionCodes) {
      expect(licenceRegionsEn, code).toHaveProperty([code]);
      expect(licenceRegionsEs, code).toHaveProperty([code]);
    }
    expect(Object.keys(licenceRegionsEn).sort()).toEqual([...allRegionCodes].sort());
    const spanish = countryChoices("es").map((choice) => choice.label);
    expect(spanish.indexOf("Estados Unidos")).toBeLessThan(spanish.indexOf("Etiopía"));
    expect(spanish.indexOf("Afganistán")).toBe(0);
    expect(countryChoices("en").map((choice) => choice.value)).toHaveLength(250);
  });
});
