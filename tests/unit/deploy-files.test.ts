import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "~/server/platform/project-root.server";

// Every file in deploy/ is exercised: the nginx site runs in front of two instances in
// scale-out.test.ts; the systemd unit is checked here by systemd's own verifier.

const analyzer = spawnSync("systemd-analyze", ["--version"]).status === 0;
const unitFile = path.join(projectRoot, "deploy/systemd/drive-frankfurt@.service");

describe("deploy files", () => {
  it("has no file that no test exercises", () => {
    const files = ["nginx", "systemd"].flatMap((folder) =>
      readdirSync(path.join(projectRoot, "deploy", folder)).map((name) => `${folder}/${name}`),
    );
    expect(files.sort()).toEqual(["nginx/drive-frankfurt.conf", "systemd/drive-frankfurt@.service"]);
  });

  it.skipIf(!analyzer)("has a systemd unit that systemd accepts, hardened and restarting", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "unit-"));
    try {
      // The verifier wants the program to exist: this machine's node stands in for /usr/bin/node.
      const unit = readFileSync(unitFile, "utf8").replace("/usr/bin/node", process.execPath);
      writeFileSync(path.join(dir, "drive-frankfurt@.service"), unit);
      const instance = path.join(dir, "drive-frankfurt@3001.service");
      const verify = spawnSync("systemd-analyze", ["verify", instance], { encoding: "utf8" });
      // The service user exists only on the server; anything else the verifier says is a mistake.
      const complaints = `${verify.stdout}${verify.stderr}`
        .split("\n")
        .filter((line) => line.trim() && !/drive-frankfurt.*user|Failed to resolve user/i.test(line));
      expect(complaints).toEqual([]);
      expect(verify.status).toBe(0);
      const security = execFileSync("systemd-analyze", ["security", "--offline=true", instance], {
        encoding: "utf8",
      });
      const exposure = Number(/Overall exposure level for .*: ([\d.]+)/.exec(security)?.[1]);
      // systemd's scale: 10 is an unprotected service, below 4 "OK".
      expect(exposure).toBeLessThan(4);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(readFileSync(unitFile, "utf8")).toMatch(/^Restart=always$/m);
  });

  it("installs on the server the exact Node the site is built and tested on, and the unit runs it", () => {
    const pinned = (
      JSON.parse(readFileSync(path.join(projectRoot, "package.json"), "utf8")) as {
        dependencies: Record<string, string>;
      }
    ).dependencies.node;
    const readme = readFileSync(path.join(projectRoot, "README.md"), "utf8");
    const tarballs = [...readme.matchAll(/nodejs\.org\/dist\/v([\d.]+)\/node-v([\d.]+)-linux-x64/g)];
    expect(tarballs.length).toBeGreaterThan(0);
    for (const [, folder, file] of tarballs) expect([folder, file]).toEqual([pinned, pinned]);
    expect(readme).toContain(`/opt/node-v${pinned}-linux-x64/bin/node /usr/bin/node`);
    expect(readFileSync(unitFile, "utf8")).toMatch(/^ExecStart=\/usr\/bin\/node /m);
  });
});
