import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// No price is typed in a component: prices live in catalog.ts only; pages, components and
// text catalogs read them and format with formatMoney. This scan fails on a money literal there.
const scanned = ["app/routes", "app/components", "app/i18n/messages"];
const moneyLiteral = /€\s?\d|\d(?:[.,]\d{2})?\s?(?:€|EUR\b|euros?\b)/i;

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) return filesUnder(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe("prices", () => {
  it("are never typed in a route, component or message catalog", () => {
    const offenders = scanned.flatMap(filesUnder).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .map((line, index) => ({ file, line: index + 1, text: line.trim() }))
        .filter(({ text }) => moneyLiteral.test(text)),
    );
    expect(offenders).toEqual([]);
  });
});
