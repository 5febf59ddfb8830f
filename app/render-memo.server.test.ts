import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import {
  fingerprint,
  keptPages,
  memoNonce,
  rememberedPage,
  rememberPage,
  withNonce,
} from "./render-memo.server";

// The key of a kept page must tell apart any two data a render could tell apart: two data with
// the same key are the same data, in the same key order; data it cannot print is never kept.

/** Loader-like data: JSON values, with undefined, dates, NaN, the infinities and -0 mixed in. */
const loaderValue = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small" },
    fc.string(),
    fc.double(),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.constant(undefined),
    fc.date({ noInvalidDate: true }),
    fc.array(tie("value"), { maxLength: 4 }),
    // Objects of the null prototype print as plain ones do (a render reads them alike), and
    // isDeepStrictEqual would call the two different: left out of the comparison.
    fc.dictionary(fc.string({ maxLength: 6 }), tie("value"), { maxKeys: 4, noNullPrototype: true }),
  ),
})).value;

/** Equal as a render reads them: the same values and the same key order at every level. */
function sameData(a: unknown, b: unknown): boolean {
  if (!isDeepStrictEqual(a, b)) return false;
  if (a === null || typeof a !== "object" || a instanceof Date) return true;
  if (Array.isArray(a)) return a.every((item, index) => sameData(item, (b as unknown[])[index]));
  const keys = Object.keys(a);
  return (
    keys.join("\0") === Object.keys(b as object).join("\0") &&
    keys.every((key) => sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

describe("a kept page's key", () => {
  it("is the same for a copy of the same data", () => {
    fc.assert(
      fc.property(loaderValue, (value) => {
        expect(fingerprint(structuredClone(value))).toBe(fingerprint(value));
      }),
    );
  });

  it("differs for any two data a render could tell apart", () => {
    fc.assert(
      fc.property(loaderValue, loaderValue, (a, b) => {
        if (fingerprint(a) === fingerprint(b)) expect(sameData(a, b)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it("tells apart what JSON would not", () => {
    const pairs: [unknown, unknown][] = [
      [1, "1"],
      [null, undefined],
      [Number.NaN, null],
      [Number.POSITIVE_INFINITY, null],
      [-0, 0],
      [new Date(5), 5],
      [new Date(0), "1970-01-01T00:00:00.000Z"],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ a: undefined }, {}],
      [[undefined], []],
      [["a,b"], ["a", "b"]],
      [{ "a:": 1 }, { a: ":1" }],
    ];
    for (const [a, b] of pairs) expect(fingerprint(a), `${String(a)}`).not.toBe(fingerprint(b));
  });

  it("is refused for data it cannot print", () => {
    class Row {
      id = 1;
    }
    for (const value of [new Map([[1, 2]]), new Set([1]), new Row(), () => 1, 10n, Symbol("s")]) {
      expect(fingerprint({ rows: [value] })).toBeNull();
    }
  });
});

describe("the kept pages", () => {
  it("give each response its own nonce", () => {
    const page = `<script nonce="${memoNonce}"></script><link nonce="${memoNonce}">`;
    rememberPage("nonce-test", page);
    expect(rememberedPage("nonce-test", "abc123")).toBe(
      '<script nonce="abc123"></script><link nonce="abc123">',
    );
    expect(withNonce(page, "x")).not.toContain(memoNonce);
  });

  it("stay within their bound, the least recently served going first", () => {
    const page = "x".repeat(400_000);
    for (let index = 0; index < 20; index++) {
      rememberPage(`bound-${index}`, page);
      // The first page is served after each new one: it stays.
      expect(rememberedPage("bound-0", "n")).not.toBeNull();
    }
    expect(keptPages().chars).toBeLessThanOrEqual(4_000_000);
    expect(rememberedPage("bound-0", "n")).not.toBeNull();
    expect(rememberedPage("bound-1", "n")).toBeNull();
    expect(rememberedPage("bound-19", "n")).not.toBeNull();
  });
});
