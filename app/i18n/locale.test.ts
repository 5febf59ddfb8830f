import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, stripLocale, switchLocale } from "./locale";
import en from "./messages/en";
import es from "./messages/es";

describe("language in the URL", () => {
  it("reads the language from the path only", () => {
    expect(localeFromPath("/")).toBe("en");
    expect(localeFromPath("/about-us")).toBe("en");
    expect(localeFromPath("/es")).toBe("es");
    expect(localeFromPath("/es/about-us")).toBe("es");
    // A path that merely starts with the letters "es" is English.
    expect(localeFromPath("/essay")).toBe("en");
  });

  it("moves between the English and Spanish form of a path", () => {
    expect(localizePath("/", "es")).toBe("/es");
    expect(localizePath("/blog", "es")).toBe("/es/blog");
    expect(localizePath("/blog", "en")).toBe("/blog");
    expect(stripLocale("/es")).toBe("/");
    expect(stripLocale("/es/blog")).toBe("/blog");
    expect(stripLocale("/blog")).toBe("/blog");
  });

  it("switches the language of the same page and keeps the query", () => {
    expect(switchLocale("/module?sid=1.1", "es")).toBe("/es/module?sid=1.1");
    expect(switchLocale("/es/module?sid=1.1", "en")).toBe("/module?sid=1.1");
    expect(switchLocale("/es", "en")).toBe("/");
    expect(switchLocale("/", "es")).toBe("/es");
  });
});

describe("message catalogs", () => {
  function shape(value: unknown, prefix = ""): string[] {
    if (typeof value !== "object" || value === null) return [prefix];
    return Object.entries(value).flatMap(([key, inner]) => shape(inner, `${prefix}.${key}`));
  }

  it("Spanish has exactly the English keys (the type check says so too)", () => {
    expect(shape(es).sort()).toEqual(shape(en).sort());
  });

  it("no Spanish string is left identical to the English one, except proper nouns", () => {
    const allowed = new Set(["Blog"]);
    const leaves = (value: unknown, path: string[] = []): [string, string][] =>
      typeof value === "string"
        ? [[path.join("."), value]]
        : Object.entries(value as object).flatMap(([key, inner]) => leaves(inner, [...path, key]));
    const english = new Map(leaves(en));
    const same = leaves(es).filter(([key, text]) => english.get(key) === text && !allowed.has(text));
    expect(same).toEqual([]);
  });
});
