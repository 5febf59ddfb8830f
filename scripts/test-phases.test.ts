import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "~/server/platform/project-root.server";

// `npm test` (scripts/test.js) runs type check and lint side by side, prints each phase's time, and
// fails with every failing phase of a step named. An npm stand-in plays the phases here: each
// notes its start and end, waits FAKE_WAIT_MS and exits with the code FAKE_FAIL_<phase> (0 unset).

const dir = mkdtempSync(path.join(tmpdir(), "test-phases-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const fakeNpm = path.join(dir, "fake-npm.js");
const journal = path.join(dir, "journal.txt");
writeFileSync(
  fakeNpm,
  `const { appendFileSync } = require("node:fs");
const phase = process.argv[3];
const note = (what) => appendFileSync(${JSON.stringify(journal)}, phase + " " + what + " " + Date.now() + "\\n");
note("start");
console.log("running " + phase);
setTimeout(() => {
  note("end");
  process.exit(Number(process.env["FAKE_FAIL_" + phase.replace(":", "_")] ?? 0));
}, Number(process.env.FAKE_WAIT_MS));
`,
);
writeFileSync(path.join(dir, "package.json"), JSON.stringify({ type: "commonjs" }));

/** When each phase started and ended, by the stand-in's journal. */
function journalTimes() {
  const times: Record<string, { start: number; end: number }> = {};
  for (const line of readFileSync(journal, "utf8").trim().split("\n")) {
    const [phase, what, at] = line.split(" ") as [string, "start" | "end", string];
    times[phase] = { ...(times[phase] ?? { start: 0, end: 0 }), [what]: Number(at) };
  }
  const of = (phase: string) => times[phase] ?? { start: Number.NaN, end: Number.NaN };
  return { typecheck: of("typecheck"), lint: of("lint"), unit: of("test:unit"), e2e: of("test:e2e") };
}

function npmTest(env: Record<string, string>) {
  rmSync(journal, { force: true });
  const result = spawnSync(process.execPath, [path.join(projectRoot, "scripts", "test.js")], {
    env: { ...process.env, npm_execpath: fakeNpm, ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
  return result;
}

describe("npm test's phases", () => {
  it("runs type check and lint at the same time, then the unit and browser tests, each phase timed", () => {
    const result = npmTest({ FAKE_WAIT_MS: "500" });
    expect(result.status, result.stderr).toBe(0);
    for (const phase of ["typecheck", "lint", "test:unit", "test:e2e"]) {
      expect(result.stdout).toContain(`running ${phase}`);
      expect(result.stdout).toMatch(new RegExp(`::: ${phase} took \\d+ s`));
    }
    expect(result.stdout).toMatch(/::: typecheck and lint together took \d+ s/);
    const times = journalTimes();
    // Side by side: each started before the other ended. The tests start after both.
    expect(times.lint.start).toBeLessThan(times.typecheck.end);
    expect(times.typecheck.start).toBeLessThan(times.lint.end);
    expect(times.unit.start).toBeGreaterThanOrEqual(Math.max(times.lint.end, times.typecheck.end));
    expect(times.e2e.start).toBeGreaterThanOrEqual(times.unit.end);
  });

  it("names both a failed type check and a failed lint, and stops before the tests", () => {
    const result = npmTest({ FAKE_WAIT_MS: "100", FAKE_FAIL_typecheck: "2", FAKE_FAIL_lint: "1" });
    expect(result.status).toBe(2);
    expect(result.stdout).toContain("running lint");
    expect(result.stdout).toContain("::: typecheck and lint failed");
    expect(result.stdout).not.toContain("running test:unit");
  });
});
