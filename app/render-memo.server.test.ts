import fc from "fast-check";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import {
  contextWithKeyMarker,
  fingerprint,
  formKeyOf,
  keptPages,
  memoFormKey,
  memoNonce,
  rememberedPage,
  rememberPage,
  withNonce,
  withNonceAndFormKey,
} from "./render-memo.server";

// The key of a kept page must tell apart any two data a render could tell apart: two data with
// the same key are the same data, in the same key order; data it cannot print is never kept.

/** Loader-like data: JSON values, with undefined, dates, NaN, the infinities and -0 mixed in. */
const loaderValueOf = (text: fc.Arbitrary<string>) =>
  fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: "small" },
      text,
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
const loaderValue = loaderValueOf(fc.string());

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

// A staff page's one-time form key (the URL's `key`) is in its data and its markup; a kept page
// serves every key. Sound only if two data that share a key with their form keys differ in those
// keys alone, and the page rendered with the marker gets each response's key back where the
// render would have written it.

/** Where a form key goes in generated data: texts with the key somewhere in them, or not at all. */
const KEY_PLACE = "\u0000key\u0000";
const keyedText = fc
  .array(fc.oneof(fc.string({ maxLength: 4 }), fc.constant(KEY_PLACE)), { maxLength: 4 })
  .map((parts) => parts.join(""));
const keyedValue = loaderValueOf(keyedText);
const formKey = fc.uuid({ version: 4 });
const sameOrOther = keyedValue.chain((a) => fc.tuple(fc.constant(a), fc.oneof(fc.constant(a), keyedValue)));

/** The data with the form key written in each of its places. */
function withKey(value: unknown, key: string): unknown {
  if (typeof value === "string") return value.split(KEY_PLACE).join(key);
  if (Array.isArray(value)) return value.map((item) => withKey(item, key));
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withKey(item, key)]));
}

/** An entry context as far as the memo reads it: the location and the matched routes' data. */
function contextOf(data: unknown, key: string): EntryContext {
  return {
    staticHandlerContext: {
      location: { pathname: "/staff", search: `?key=${key}`, hash: "", state: null, key: "default" },
      loaderData: { "routes/staff": data },
    },
  } as unknown as EntryContext;
}

/** A stand-in for React's render: a function of the location and the data that prints texts as they are. */
function render(context: EntryContext): string {
  const state = context.staticHandlerContext;
  return `<a href="/es/staff${state.location.search}" nonce="${memoNonce}">${JSON.stringify(state.loaderData)}</a>`;
}

describe("a kept page with a form key", () => {
  it("is shared by data that differ in their form keys only", () => {
    fc.assert(
      fc.property(keyedValue, formKey, formKey, (value, first, second) => {
        expect(fingerprint(withKey(value, first), first)).toBe(fingerprint(withKey(value, second), second));
      }),
    );
  });

  it("is never shared by data a render could tell apart beyond their keys", () => {
    fc.assert(
      // Half the pairs are one value twice, so that equal texts are met, not only told apart.
      fc.property(sameOrOther, formKey, formKey, ([a, b], first, second) => {
        const dataA = withKey(a, first);
        const dataB = withKey(b, second);
        if (fingerprint(dataA, first) === fingerprint(dataB, second)) {
          expect(sameData(withKey(a, second), dataB)).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("is sent with each response's key where a render of that response would write it", () => {
    fc.assert(
      fc.property(keyedValue, formKey, formKey, (value, first, second) => {
        const kept = render(contextWithKeyMarker(contextOf(withKey(value, first), first), first));
        expect(kept).not.toContain(first);
        const sent = withNonceAndFormKey(kept, "n0nce", second);
        expect(sent).toBe(
          render(contextOf(withKey(value, second), second))
            .split(memoNonce)
            .join("n0nce"),
        );
      }),
    );
  });

  it("is the URL's key only when the page writes it as it is: a UUID in lower case", () => {
    const key = "0b6f1a52-6a4e-4c5e-9a43-0c1f6ed2b7a1";
    expect(formKeyOf(new Request(`http://x/staff?key=${key}`))).toBe(key);
    expect(formKeyOf(new Request(`http://x/staff?a=1&key=${key}`))).toBe(key);
    // The page writes these in lower case (pageFormKey) or not at all: the key stays in the URL.
    expect(formKeyOf(new Request(`http://x/staff?key=${key.toUpperCase()}`))).toBeNull();
    expect(formKeyOf(new Request("http://x/staff?key=not-a-key"))).toBeNull();
    expect(formKeyOf(new Request("http://x/staff"))).toBeNull();
    expect(memoFormKey).toMatch(/^[a-z0-9]+$/);
  });
});
