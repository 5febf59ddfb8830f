import { describe, expect, it } from "vitest";
import { pageByKey } from "~/pages";
import { keptOutOfSearch } from "./meta";

describe("keptOutOfSearch (personal URLs never, the purchase steps themselves may be indexed)", () => {
  it("keeps every account page out", () => {
    expect(keptOutOfSearch(pageByKey("mycourse"), "")).toBe(true);
    expect(keptOutOfSearch(pageByKey("myAccount"), "?tab=1")).toBe(true);
  });

  it("keeps a URL with a payment session, a token or an address out", () => {
    expect(keptOutOfSearch(pageByKey("welcome"), "?session_id=cs_test_1")).toBe(true);
    expect(keptOutOfSearch(pageByKey("setPassword"), "?token=abc")).toBe(true);
    expect(keptOutOfSearch(pageByKey("checkout"), "?product=examiner-course&email=a%40b.de")).toBe(true);
  });

  it("keeps the checkout out: a form for one product, not a page to find", () => {
    expect(keptOutOfSearch(pageByKey("checkout"), "?product=examiner-course")).toBe(true);
  });

  it("lets the bare purchase steps and the public pages be indexed", () => {
    expect(keptOutOfSearch(pageByKey("welcome"), "")).toBe(false);
    expect(keptOutOfSearch(pageByKey("setPassword"), "")).toBe(false);
    expect(keptOutOfSearch(pageByKey("forgotPassword"), "")).toBe(false);
    expect(keptOutOfSearch(pageByKey("home"), "?session_id=x")).toBe(false);
  });
});
