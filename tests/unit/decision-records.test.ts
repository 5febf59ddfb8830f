import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isCalendarDate } from "~/content/schedule";

// Every decision record says, right under its title, when it was taken and whether it still
// holds; a record that a later one replaced names that record and what changed.

const folder = path.resolve("docs/decisions");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const numbers = new Set(records.map((name) => name.slice(0, 3)));
// A file of the project named in backticks (`app/…`, `tests/…`, `scripts/…`, …) with its extension.
const filePath =
  /`((?:app|tests|scripts|server|docs|deploy|public|\.ci)\/[\w./-]+\.(?:ts|tsx|js|mjs|json|md|css|conf|service))`/g;
const statusLine =
  /^Date: (\d{4}-\d{2}-\d{2}) · Status: (?:accepted|(?:partly )?superseded by (\d{3}) \((.+)\))$/;

describe("the decision records", () => {
  it("are there", () => {
    expect(records.length).toBeGreaterThanOrEqual(50);
  });

  it.each(records)("%s has its date and status under its title", (name) => {
    const [title, blank, line = ""] = readFileSync(path.join(folder, name), "utf8").split("\n");
    expect(title?.startsWith(`# ${name.slice(0, 3)}`), "the title starts with the record's number").toBe(
      true,
    );
    expect(blank).toBe("");
    const match = statusLine.exec(line);
    expect(match, `"${line}" is no "Date: YYYY-MM-DD · Status: …" line`).not.toBeNull();
    const [, date = "", supersededBy] = match ?? [];
    expect(isCalendarDate(date), date).toBe(true);
    expect(date <= new Date().toISOString().slice(0, 10), "a date not in the future").toBe(true);
    if (supersededBy) {
      expect(numbers.has(supersededBy), `record ${supersededBy} exists`).toBe(true);
      expect(Number(supersededBy), "a later record supersedes").toBeGreaterThan(Number(name.slice(0, 3)));
    }
  });

  // A newcomer follows a record to the code: a file it names must still be there. A record that
  // tells of a file that went says so in words ("the patch went with …"), not with a path.
  it.each(records)("%s names only files that exist", (name) => {
    const text = readFileSync(path.join(folder, name), "utf8");
    const missing = [...text.matchAll(filePath)]
      .map(([, file = ""]) => file)
      .filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
  });
});
