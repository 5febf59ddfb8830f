import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ownProcessFiles } from "../support/own-process-files";

// Most test files share a worker's module graph (vitest.config.ts, decision 079). A file that
// serves the built app in its process, starts the server as a child with its process's
// environment, or replaces a module with vi.mock would leave that behind for the next file of
// its worker: such a file must be listed in tests/support/own-process-files.ts. This walks every
// test file and the support modules it imports (relative imports, followed to the end), so a new
// file is caught when it is written, not when an unlucky order makes another file fail.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Support modules that serve the app in the test process or start it as a child process. */
const appStarters = [
  "tests/support/http-app.ts",
  "tests/support/app-per-file.ts",
  "tests/support/fuzz-requests.ts",
  "tests/support/server-process.ts",
];
const replacesModules = /\bvi\.(do)?[mM]ock\(/;
const testFile = /\.test\.(ts|tsx|js)$/;
const relativeImport = /(?:from\s+|import\s*\(\s*|import\s+)["'](\.{1,2}\/[^"']+)["']/g;

function filesUnder(directory: string): string[] {
  return readdirSync(path.join(root, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : filesUnder(relative);
    return [relative];
  });
}

/** The project file a relative import names, with the extension the source leaves out. */
function resolved(fromFile: string, specifier: string): string | null {
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}/index.ts`];
  if (base.endsWith(".js")) candidates.push(base.replace(/\.js$/, ".ts"));
  return candidates.find((candidate) => existsSync(path.join(root, candidate))) ?? null;
}

/** Why a file needs a process of its own (the first reason found), or null. */
function reasonFor(file: string, seen = new Set<string>()): string | null {
  if (seen.has(file)) return null;
  seen.add(file);
  if (appStarters.includes(file)) return `imports ${file}`;
  const source = readFileSync(path.join(root, file), "utf8");
  if (replacesModules.test(source)) return `${file} replaces a module with vi.mock`;
  for (const match of source.matchAll(relativeImport)) {
    const target = resolved(file, match[1] as string);
    if (target === null || !/^tests\//.test(target)) continue;
    const reason = reasonFor(target, seen);
    if (reason) return reason;
  }
  return null;
}

const testFiles = ["app", "tests/unit", "scripts"]
  .flatMap((directory) => filesUnder(directory))
  .filter((file) => testFile.test(file))
  .sort();

describe("the files that keep a process of their own", () => {
  it("finds the test files to check", () => {
    expect(testFiles.length).toBeGreaterThan(200);
    expect(testFiles).toContain("tests/unit/own-process-files.test.ts");
  });

  it("lists every file that serves the app, starts it as a child process or mocks a module", () => {
    const missing = testFiles
      .filter((file) => !ownProcessFiles.includes(file))
      .map((file) => ({ file, reason: reasonFor(file) }))
      .filter((entry) => entry.reason !== null);
    expect(missing).toEqual([]);
  });

  it("lists only existing test files, each for one of those reasons", () => {
    const unexplained = ownProcessFiles
      .map((file) => ({
        file,
        reason: testFiles.includes(file) ? reasonFor(file) : "not a test file of the project",
      }))
      .filter((entry) => entry.reason === null || entry.reason === "not a test file of the project");
    expect(unexplained).toEqual([]);
  });

  it("follows imports through support modules", () => {
    // The fuzz files reach the built app only through fuzz-requests.ts and http-app.ts.
    expect(reasonFor("tests/unit/http-fuzz-forms.test.ts")).toMatch(/^imports tests\/support\//);
    expect(reasonFor("app/page-scripts/lesson-complete.test.ts")).toMatch(/vi\.mock/);
    expect(reasonFor("tests/unit/decision-records.test.ts")).toBeNull();
  });
});
