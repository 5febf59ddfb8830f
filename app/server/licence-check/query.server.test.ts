import { describe, expect, it } from "vitest";
import { canonicalQuery, isAnswerable, parseCheckQuery } from "./query.server";

// The query string; every select value passes, bad input names its field.
const today = "2026-11-22";
const parse = (query: string) => parseCheckQuery(new URLSearchParams(query), today);

describe("parseCheckQuery", () => {
  it("asks for the country first, then a region where the law distinguishes", () => {
    expect(parse("")).toMatchObject({ step: "country", errors: {} });
    expect(parse("country=US")).toMatchObject({ step: "region", country: "US", errors: {} });
    expect(parse("country=CA&since=2026-03-01")).toMatchObject({ step: "region", since: "2026-03-01" });
    expect(parse("country=JP")).toMatchObject({
      step: "answer",
      place: { country: "JP" },
      classChoices: null,
    });
  });

  it("normalises codes: lower case and the class as the list spells it", () => {
    const query = parse("country=us&region=us-in&class=OPERATOR");
    expect(query).toMatchObject({ country: "US", region: "US-IN", classCode: "operator", errors: {} });
    expect(canonicalQuery(query)).toBe("country=US&region=US-IN&class=operator");
    expect(parse("country=CA&region=CA-ON&class=g").classCode).toBe("G");
    expect(parse("country=CA&region=CA-ON&class=Other").classCode).toBe("other");
  });

  it("accepts a learner's permit for every place, whether or not its classes are asked", () => {
    for (const query of [
      "country=JP",
      "country=IN",
      "country=FR",
      "country=US&region=US-CA",
      "country=CA&region=CA-ON",
    ]) {
      const parsed = parse(`${query}&class=LEARNER`);
      expect(parsed, query).toMatchObject({ classCode: "learner", errors: {} });
      expect(isAnswerable(parsed)).toBe(true);
      expect(canonicalQuery(parsed)).toBe(`${query}&class=learner`);
    }
  });

  it("reads the country from a known region when the link names none", () => {
    expect(parse("region=US-FL")).toMatchObject({
      country: "US",
      region: "US-FL",
      step: "answer",
      errors: {},
    });
    expect(canonicalQuery(parse("region=au-nsw"))).toBe("country=AU&region=AU-NSW");
    expect(parse("region=XX-YY")).toMatchObject({ step: "country", errors: { region: "unknownRegion" } });
  });

  it("answers a US territory picked as a country, with or without its own region code", () => {
    expect(parse("country=PR")).toMatchObject({ step: "answer", place: { country: "US", region: "US-PR" } });
    expect(parse("country=PR&region=US-PR").errors).toEqual({});
    expect(canonicalQuery(parse("country=PR&class=3"))).toBe("country=PR&class=3");
  });

  it.each([
    ["country=ZZ", { country: "unknownCountry" }],
    ["country=United%20States", { country: "unknownCountry" }],
    ["country=US&region=US-XX", { region: "unknownRegion" }],
    ["country=US&region=CA-ON", { region: "regionOfOtherCountry" }],
    ["country=FR&region=US-FL", { region: "regionOfOtherCountry" }],
    ["country=JP&region=JP-13", { region: "regionNotAsked" }],
    ["country=PR&region=US-FL", { region: "regionOfOtherCountry" }],
    ["country=CA&region=CA-ON&class=G2", { class: "unknownClass" }],
    ["country=US&region=US-FL&class=%3Cscript%3E", { class: "unknownClass" }],
    ["country=JP&class=B", { class: "classNotAsked" }],
    ["country=US&region=US-CA&class=C", { class: "classNotAsked" }],
    ["country=JP&since=2026-02-30", { since: "malformedDate" }],
    ["country=JP&since=15.01.2026", { since: "malformedDate" }],
    ["country=JP&since=2026-1-5", { since: "malformedDate" }],
    ["country=JP&since=2027-11-23", { since: "dateTooFarAhead" }],
    ["country=JP&since=1899-12-31", { since: "dateTooEarly" }],
    ["country=ZZ&since=nope", { country: "unknownCountry", since: "malformedDate" }],
  ])("%s → %o", (query, errors) => {
    const parsed = parse(query);
    expect(parsed.errors).toEqual(errors);
    expect(isAnswerable(parsed)).toBe(false);
  });

  it("accepts a date up to exactly one year ahead", () => {
    expect(parse("country=JP&since=2027-11-22")).toMatchObject({ since: "2027-11-22", errors: {} });
    expect(isAnswerable(parse("country=JP&since=2027-11-22"))).toBe(true);
  });
});
