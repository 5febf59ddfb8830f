// @ts-check
// A changed page is never served from an old build. The build records a fingerprint
// of the sources it was made from (every source file's path, size and modification time); `npm
// start` builds again whenever today's sources give another fingerprint: an edited, added or
// deleted file, a `git pull`, a new lockfile, even a file put back with an older date.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** What the build is made from. Tests are left out: they never reach the build. */
const SOURCE_DIRS = ["app", "server", "public"];
const SOURCE_FILES = [
  "server.js",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "package.json",
  "package-lock.json",
];
const isTest = (/** @type {string} */ name) => /\.test\.[jt]sx?$/.test(name);

/** @param {string} root @param {string} dir @param {string[]} out */
function walk(root, dir, out) {
  const absolute = path.join(root, dir);
  if (!existsSync(absolute)) return;
  for (const entry of readdirSync(absolute, { withFileTypes: true })) {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(root, relative, out);
    else if (entry.isFile() && !isTest(entry.name)) out.push(relative);
  }
}

/** @param {string} [root] @returns {string} */
export function sourceFingerprint(root = ROOT) {
  /** @type {string[]} */
  const files = [];
  for (const dir of SOURCE_DIRS) walk(root, dir, files);
  for (const file of SOURCE_FILES) if (existsSync(path.join(root, file))) files.push(file);
  const hash = createHash("sha256");
  for (const file of files.sort()) {
    const stat = statSync(path.join(root, file));
    hash.update(`${file.split(path.sep).join("/")}\t${stat.size}\t${stat.mtimeMs}\n`);
  }
  return hash.digest("hex");
}

/** @param {string} root */
const fingerprintFile = (root) => path.join(root, "build", ".source-fingerprint");

/**
 * Why a build is needed, or null when build/ was made from today's sources.
 * @param {string} [root]
 * @returns {"missing" | "changed" | null}
 */
export function buildNeeded(root = ROOT) {
  if (!existsSync(path.join(root, "build", "server", "index.js"))) return "missing";
  const fingerprint = fingerprintFile(root);
  if (!existsSync(fingerprint)) return "changed";
  return readFileSync(fingerprint, "utf8").trim() === sourceFingerprint(root) ? null : "changed";
}

/** Records that build/ was made from the current sources (call after a successful build). */
export function recordBuild(root = ROOT, fingerprint = sourceFingerprint(root)) {
  writeFileSync(fingerprintFile(root), `${fingerprint}\n`);
}
