import { describe, expect, it } from "vitest";
import { localeFromPath, localizePath, stripLocale, switchLocale } from "./locale";

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
