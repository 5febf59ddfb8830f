// @ts-check
// The load and audit tools only `npm run bench` uses (Lighthouse, autocannon) live in
// bench/package.json, not in the site's dependencies: `npm ci` for the site and CI
// skips their ~60 MB and Lighthouse's lockfile quirks. The first `npm run bench` installs them
// into bench/node_modules from bench/package-lock.json.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const BENCH_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "bench");
const TOOLS = ["lighthouse", "autocannon"];
const benchRequire = createRequire(path.join(BENCH_DIR, "package.json"));

/** Installs the bench tools when they are missing (once; later runs find them). */
export function ensureBenchTools() {
  if (TOOLS.every((tool) => existsSync(path.join(BENCH_DIR, "node_modules", tool, "package.json")))) return;
  console.error("Installing the bench tools (Lighthouse, autocannon) into bench/node_modules…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["ci", "--no-audit", "--no-fund"], { cwd: BENCH_DIR, stdio: "inherit" });
  if (result.status !== 0) throw new Error("npm ci in bench/ failed: the bench tools could not be installed");
}

/**
 * Lighthouse's default export (ESM). Typed loosely: its types come with the package, which the
 * site's typecheck does not install.
 * @returns {Promise<(url: string, flags: Record<string, unknown>) => Promise<any>>}
 */
export async function loadLighthouse() {
  ensureBenchTools();
  return (await import(pathToFileURL(benchRequire.resolve("lighthouse")).href)).default;
}

/** autocannon (CommonJS, no type declarations). @returns {any} */
export function loadAutocannon() {
  ensureBenchTools();
  return benchRequire("autocannon");
}

/** @returns {string | null} the installed Lighthouse version */
export function lighthouseVersion() {
  try {
    return /** @type {{ version: string }} */ (benchRequire("lighthouse/package.json")).version;
  } catch {
    return null;
  }
}
