import { execFileSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";

// CI's set-up part of .ci/run (everything before PostgreSQL starts), run with stand-ins for
// apt-get and chromium that record what they are asked: the browser the tests use must be
// Debian's current one, and the log must say which version that was.

const script = readFileSync(path.resolve(".ci/run"), "utf8");
const setUp = script.slice(0, script.indexOf("# PostgreSQL:"));
const dir = mkdtempSync(path.join(tmpdir(), "ci-browser-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function standIn(name: string, body: string) {
  const file = path.join(dir, "bin", name);
  writeFileSync(file, `#!/bin/sh\n${body}\n`);
  chmodSync(file, 0o755);
}

it("updates the package lists before it installs chromium, even an installed one, and prints its version", () => {
  mkdirSync(path.join(dir, "bin"), { recursive: true });
  mkdirSync(path.join(dir, ".ci"), { recursive: true });
  const log = path.join(dir, "apt.log");
  standIn("apt-get", `echo "$*" >> "${log}"`);
  // An old build is already there: CI must still ask Debian for the current one.
  standIn("chromium", 'echo "Chromium 150.0.1 built on Debian"');
  for (const present of ["pg_ctlcluster", "nginx", "systemd-analyze"]) standIn(present, "exit 0");
  writeFileSync(path.join(dir, ".ci", "run"), setUp);
  const out = execFileSync("bash", [path.join(dir, ".ci", "run")], {
    env: { PATH: `${path.join(dir, "bin")}:/usr/bin:/bin`, CHROMIUM_PATH: "" },
    encoding: "utf8",
  });
  const calls = readFileSync(log, "utf8").trim().split("\n");
  const update = calls.findIndex((call) => /^update\b/.test(call));
  const install = calls.findIndex((call) => /\binstall\b.*\bchromium\b/.test(call));
  expect(update).toBeGreaterThanOrEqual(0);
  expect(install).toBeGreaterThan(update);
  expect(out).toContain("Chromium 150.0.1 built on Debian");
});
