import { describe, expect, it } from "vitest";
import { fill, placeholdersOf } from "./fill";

describe("fill", () => {
  it("writes each {name} in, numbers too", () => {
    expect(fill("Hello {name}, {count} left", { name: "Ana", count: 0 })).toBe("Hello Ana, 0 left");
  });

  it("leaves an unknown placeholder visible rather than writing 'undefined'", () => {
    expect(fill("Dear {name}", {})).toBe("Dear {name}");
  });

  it("does not read a value's own placeholders again", () => {
    expect(fill("{a} {b}", { a: "{b}", b: "x" })).toBe("{b} x");
  });

  it("lists a template's placeholders in order of name", () => {
    expect(placeholdersOf("{when}: {name} paid {amount}")).toEqual(["amount", "name", "when"]);
  });
});
