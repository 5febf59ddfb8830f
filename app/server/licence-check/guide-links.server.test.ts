import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isAnswerable, parseCheckQuery } from "./query.server";
import { rule } from "./rules.server";

// The guide links every country and state it names to the check, prefilled. Each
// link must lead to an answer, and to the outcome the guide states next to it (so the guide and
// the data module cannot drift apart).
const sections = {
  en: [
    ["| **No test**", "no-test"],
    ["| **Theory test only**", "theory"],
    ["| **Practical test only**", "practical"],
    ["This path applies", "theory-and-practical"],
  ],
  es: [
    ["| **Sin examen**", "no-test"],
    ["| **Solo examen teórico**", "theory"],
    ["| **Solo examen práctico**", "practical"],
    ["Este camino se aplica", "theory-and-practical"],
  ],
} as const;

describe.each(["en", "es"] as const)("the guide's links to the licence check (%s)", (locale) => {
  const lines = readFileSync(`app/content/guide/${locale}.md`, "utf8").split("\n");
  const path = locale === "en" ? "/licence-check" : "/es/licence-check";

  const rows: [string, string][] = sections[locale].map(([prefix, outcome]) => [prefix, outcome]);
  it.each(rows)("%s → %s", (prefix, outcome) => {
    const line = lines.find((candidate) => candidate.startsWith(prefix)) ?? "";
    const links = [...line.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1] ?? "");
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const [target = "", query = ""] = link.split("?");
      expect(target, link).toBe(path);
      const parsed = parseCheckQuery(new URLSearchParams(query), "2026-11-22");
      // A link to a whole country (the US, Canada, Australia) asks for the state next.
      if (!parsed.region && parsed.step === "region") continue;
      expect(isAnswerable(parsed), link).toBe(true);
      if (isAnswerable(parsed)) expect(rule(parsed.place).outcome, link).toBe(outcome);
    }
  });

  it("opens with a link to the check", () => {
    expect(lines.slice(0, 4).join("\n")).toContain(`](${path})`);
  });
});
