import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

// A reader has this repository and nothing else: no product brief, no design notes, no issue
// tracker, no research folder beside it. So no tracked file may send them there; a comment says
// why in its own words or points to a decision record in docs/decisions/. The patterns are built
// from parts so that this file does not match them itself.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const brief = ["SP", "EC"].join("");
const notes = ["DES", "IGN"].join("");
const forbidden: { name: string; pattern: RegExp }[] = [
  { name: "a path outside the repository", pattern: new RegExp(["\\.\\.", "shared"].join("/")) },
  { name: "a section of the product brief", pattern: new RegExp(`${brief} §`) },
  { name: "a section of the design notes", pattern: new RegExp(`${notes} §`) },
  { name: "the product brief", pattern: new RegExp(`${brief}\\.md`) },
  { name: "the design notes", pattern: new RegExp(`${notes}\\.md`) },
  { name: "an issue number", pattern: new RegExp(["\\b[Ii]ssue", "\\d+"].join(" ")) },
];

// Generated or applied history (migrations and their snapshots) stays as it was written.
const skipped = [/^drizzle\//, /^package-lock\.json$/];
const binary = /\.(png|jpe?g|webp|gif|ico|pdf|mp4|webm|woff2?|ttf|zip|gz)$/i;

function trackedTextFiles(): string[] {
  const listing = execFileSync("git", ["ls-files", "-z"], { cwd: root, encoding: "utf8" });
  return listing
    .split("\0")
    .filter((file) => file !== "" && !binary.test(file) && !skipped.some((skip) => skip.test(file)));
}

describe("the repository stands on its own", () => {
  it("cites no document outside it", () => {
    const offenders: string[] = [];
    for (const file of trackedTextFiles()) {
      let text: string;
      try {
        text = readFileSync(path.join(root, file), "utf8");
      } catch {
        continue; // listed by git but deleted in the work tree
      }
      if (text.includes("\0")) continue;
      text.split("\n").forEach((line, index) => {
        for (const { name, pattern } of forbidden) {
          if (pattern.test(line)) offenders.push(`${file}:${index + 1} (${name}): ${line.trim()}`);
        }
      });
    }
    expect(
      offenders,
      `Say why in the comment itself, or name a decision record:\n${offenders.join("\n")}`,
    ).toEqual([]);
  });
});

describe("decision records", () => {
  const folder = path.join(root, "docs", "decisions");
  const records = readdirSync(folder).filter((file) => file.endsWith(".md"));

  it("exist", () => {
    expect(records.length).toBeGreaterThan(0);
  });

  it.each(records)("%s is short and has Context, Decision and Consequences", (file) => {
    const lines = readFileSync(path.join(folder, file), "utf8").replace(/\n$/, "").split("\n");
    const number = file.slice(0, 3);
    expect(file, "file name NNN-title.md").toMatch(/^\d{3}-[a-z0-9-]+\.md$/);
    expect(lines[0], "first line: # NNN Title").toMatch(new RegExp(`^# ${number} (– )?\\S`));
    expect(lines.length, "under 60 lines").toBeLessThan(60);
    const headings = lines.filter((line) => line.startsWith("## "));
    expect(headings, "its sections, in this order").toEqual(["## Context", "## Decision", "## Consequences"]);
  });
});
