// @ts-check
// `npm run build` (and `npm start` when the sources changed): the production build into build/,
// then the fingerprint of the sources it was made from (scripts/build-freshness.js).
import { spawnSync } from "node:child_process";
import path from "node:path";
import { buildNeeded, ROOT, recordBuild, sourceFingerprint } from "./build-freshness.js";

/** Builds; returns the exit status (0 = built). */
export function build() {
  // Taken before building: a source edited during the build makes the next start build again.
  const fingerprint = sourceFingerprint(ROOT);
  const cli = path.join(ROOT, "node_modules", "@react-router", "dev", "bin.cjs");
  const result = spawnSync(process.execPath, [cli, "build"], {
    cwd: ROOT,
    stdio: "inherit",
    // A production build whatever the caller's NODE_ENV (Vitest sets "test").
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status === 0) recordBuild(ROOT, fingerprint);
  return result.status ?? 1;
}

// `--if-needed` (the browser tests): keeps a build made from today's sources, such as the one the
// unit tests' global set-up made minutes before in the same run, instead of making it a second time.
if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, "scripts", "build.js")) {
  if (process.argv.includes("--if-needed") && !buildNeeded(ROOT)) {
    console.log("build/ was made from today's sources: reusing it");
    process.exit(0);
  }
  process.exit(build());
}
