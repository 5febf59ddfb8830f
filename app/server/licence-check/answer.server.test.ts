import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { licenceOfficeFee, testingBodyFees } from "~/content/catalog";
import { temporaryProtection } from "~/content/licence-rules/temporary-protection";
import type { CheckAnswer } from "~/content/licence-rules/view";
import { site } from "~/content/site";
import licenceCheckEn from "~/i18n/messages/licence-check-en";
import licenceCheckEs from "~/i18n/messages/licence-check-es";
import licenceNotesEn from "~/i18n/messages/licence-notes-en";
import { buildAnswer, protectionDeadlines } from "./answer.server";
import { addDays, addMonths } from "./deadlines.server";
import { isAnswerable, parseCheckQuery } from "./query.server";
import { textsIn } from "~/i18n/catalogs.server";

// The two answers that are not a § 31 conversion of a licence: a learner's permit (no licence at
// all, § 29 (3) Nr. 1 FeV) and a Ukrainian licence under temporary protection (Regulation (EU)
// 2022/1280, Art. 3), next to the answer for another class of a listed place.
const today = "2026-11-22";
const waitWeeks = site.licenceOffice.typicalWaitWeeks;

function answer(query: string, locale: "en" | "es" = "en", day = today): CheckAnswer {
  const parsed = parseCheckQuery(new URLSearchParams(query), day);
  if (!isAnswerable(parsed)) throw new Error(`Not answerable: ${query} ${JSON.stringify(parsed.errors)}`);
  return buildAnswer(parsed, {
    locale,
    language: textsIn("licenceCheck", locale),
    today: day,
    publicUrl: "https://www.example.com",
  });
}

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe("a learner's permit: no licence, the full training of a first licence", () => {
  it.each([
    "country=IN&class=learner",
    "country=JP&class=learner",
    "country=CA&region=CA-ON&class=learner",
    "country=US&region=US-FL&class=Learner",
    "country=FR&class=learner",
    "country=UA&class=learner",
  ])("%s → full training, both tests, eye test and first aid", (query) => {
    expect(answer(query)).toMatchObject({
      outcome: "full-training",
      basis: "learner",
      theory: true,
      practical: true,
      eyeTest: "yes",
      firstAid: "yes",
      // No period to keep: the permit never allowed driving in Germany; nor any protection.
      deadlines: { kind: "learner" },
      special: null,
      footnotes: [],
    });
  });

  it("offers the school's training, first aid with the eye test and the examiner course, not a conversion", () => {
    const learner = answer("country=IN&class=learner&since=2026-06-01");
    expect(learner.deadlines).toEqual({ kind: "learner" });
    expect(learner.services.map((service) => service.product)).toEqual([
      "weekly-classes",
      "first-aid-en-eye-test",
      "examiner-course",
    ]);
    expect(answer("country=IN&class=learner", "es").services[1]?.product).toBe("first-aid-es-eye-test");
    expect(ids(learner.documents)).toEqual([
      "passport-residence-permit",
      "registration-certificate",
      "biometric-photo",
      "first-aid-certificate",
      "eye-test-certificate",
      "application-form",
      "application-fee",
      "driving-school-enrolment",
    ]);
    // The office's fee we know is for a conversion; a first licence has its own.
    expect(learner.fees).toEqual([
      { id: "theoryFee", cents: testingBodyFees.theory, upTo: false },
      { id: "practicalFee", cents: testingBodyFees.practical, upTo: false },
    ]);
    expect(learner.notes).toEqual([
      licenceNotesEn.notes.learnerNoLicence,
      licenceNotesEn.notes.learnerTraining,
      licenceNotesEn.notes.learnerAge,
    ]);
    expect(learner.chatText).toBe(
      "Hello! My licence is from: India, a learner's permit. Your licence check says: No conversion: the full training for a first German licence. Can you help me?",
    );
    expect(learner.shareUrl).toBe(
      "https://www.example.com/licence-check?country=IN&class=learner&since=2026-06-01",
    );
  });

  it("links between the learner's permit and the full licence where the form asks no class", () => {
    expect(answer("country=IN&class=learner&since=2026-06-01")).toMatchObject({
      learnerUrl: null,
      fullLicenceUrl: "/licence-check?country=IN&since=2026-06-01",
    });
    expect(answer("country=IN", "es")).toMatchObject({
      learnerUrl: "/es/licence-check?country=IN&class=learner",
      fullLicenceUrl: null,
    });
    // Where the class is asked, the form's select has both choices.
    for (const query of ["country=CA&region=CA-ON&class=learner", "country=CA&region=CA-ON"])
      expect(answer(query)).toMatchObject({ learnerUrl: null, fullLicenceUrl: null });
  });
});

describe("another class of a listed place: § 31 (2) FeV, not a learner's permit", () => {
  it("answers theory and practical test without minimum lessons, as a conversion", () => {
    const other = answer("country=CA&region=CA-ON&class=other&since=2026-10-01");
    expect(other).toMatchObject({
      outcome: "theory-and-practical",
      basis: "other-class",
      eyeTest: "yes",
      firstAid: "yes",
      special: null,
      deadlines: { kind: "dates", validUntil: "2027-04-01" },
    });
    expect(other.services.map((service) => service.product)).toContain("conversion-assistance");
    expect(other.services.map((service) => service.product)).not.toContain("weekly-classes");
    expect(ids(other.documents)).toContain("foreign-licence-original");
    expect(ids(other.fees)).toEqual(["licenceOffice", "theoryFee", "practicalFee"]);
    // The other-class note no longer answers a learner's permit the same way.
    for (const note of [licenceNotesEn.notes.otherClass, licenceCheckEn.form.otherClass])
      expect(note).not.toMatch(/learner/i);
    expect(other.notes).toContain(licenceNotesEn.notes.learner);
  });
});

describe("Ukraine: recognised while temporary protection lasts, then conversion with both tests", () => {
  const endsOn = temporaryProtection.endsOn;

  it("keeps the protection's end as data with its source and the day it was checked", () => {
    expect(temporaryProtection).toMatchObject({
      country: "UA",
      endsOn: "2027-03-04",
      decision: { number: "2025/1460", url: expect.stringMatching(/^https:\/\/eur-lex\.europa\.eu\//) },
      regulation: { number: "2022/1280", article: 3 },
      checkedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  });

  it("without a date: says so first, valid until the protection ends, then both tests; no translation", () => {
    const ukraine = answer("country=UA");
    expect(ukraine).toMatchObject({
      outcome: "theory-and-practical",
      eyeTest: "yes",
      firstAid: "yes",
      special: { kind: "temporary-protection", endsOn, ended: false, regulation: { number: "2022/1280" } },
      deadlines: {
        kind: "protection",
        validUntil: endsOn,
        until: "protection-ends",
        applyBy: addDays(endsOn, -7 * waitWeeks),
        state: "ahead",
      },
    });
    expect(ukraine.deadlines).not.toHaveProperty("since");
    expect(ids(ukraine.documents)).not.toContain("certified-translation");
    expect(ukraine.notes[0]).toBe(licenceNotesEn.notes.protectionStatus);
    expect(ukraine.notes[1]).toContain("Regulation (EU) 2022/1280");
    expect(ukraine.notes).not.toContain(licenceNotesEn.notes.translation);
    expect(ids(ukraine.fees)).toEqual(["licenceOffice", "theoryFee", "practicalFee"]);
    expect(ukraine.fees[0]?.cents).toBe(licenceOfficeFee.upToCents);
    expect(ukraine.chatText).toContain(licenceCheckEn.protection.heading);
    expect(answer("country=UA", "es").chatText).toContain(licenceCheckEs.protection.heading);
  });

  it("with a date whose 6 months are over: not expired while the protection lasts", () => {
    const since = "2026-04-01";
    // The same date for India: the 6 months ended on 1 October.
    expect(answer(`country=IN&since=${since}`).deadlines).toMatchObject({ kind: "dates", state: "expired" });
    expect(answer(`country=UA&since=${since}`).deadlines).toEqual({
      kind: "protection",
      waitWeeks,
      endsOn,
      since,
      validUntil: endsOn,
      until: "protection-ends",
      applyBy: addDays(endsOn, -7 * waitWeeks),
      state: "ahead",
    });
    expect(answer(`country=UA&since=${since}`).chatText).toContain(
      "I registered my residence in Germany on 1 April 2026.",
    );
  });

  it("with a recent date: the 6 months from it count where they end after the protection", () => {
    expect(answer("country=UA&since=2026-11-01").deadlines).toMatchObject({
      kind: "protection",
      validUntil: "2027-05-01",
      until: "six-months",
      applyBy: addDays("2027-05-01", -7 * waitWeeks),
    });
  });

  it("after the protection's known end: says it ended unless extended; only the 6 months of a recent date run on", () => {
    const later = answer("country=UA", "en", "2027-03-10");
    expect(later.special).toMatchObject({ ended: true });
    expect(later.deadlines).toMatchObject({ kind: "protection", state: "expired" });
    expect(answer("country=UA&since=2027-01-15", "en", "2027-03-10").deadlines).toMatchObject({
      validUntil: "2027-07-15",
      until: "six-months",
      state: "ahead",
    });
  });

  it("never shows the licence as expired, and never ends it before the protection does (property)", () => {
    const day = (min: string, max: string) =>
      fc
        .date({ min: new Date(min), max: new Date(max), noInvalidDate: true })
        .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day("1990-01-01", "2027-11-22"), day("2026-01-01", endsOn), (since, onDay) => {
        const dates = protectionDeadlines(temporaryProtection, since, onDay, waitWeeks);
        expect(dates.state).not.toBe("expired");
        expect(dates.validUntil >= endsOn).toBe(true);
        expect(dates.validUntil).toBe(addMonths(since, 6) > endsOn ? addMonths(since, 6) : endsOn);
      }),
      { numRuns: 300 },
    );
  });
});
