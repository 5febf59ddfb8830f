import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { projectRoot } from "~/server/platform/project-root.server";

// React Router's config loading (the same for build, typegen and the dev server)
// printed Vite's `envFile` deprecation several times and five future-flag warnings on every run.
describe("React Router's tools", () => {
  it("load the config without deprecation or future-flag warnings", () => {
    const cli = path.join(projectRoot, "node_modules", "@react-router", "dev", "bin.cjs");
    const result = spawnSync(process.execPath, [cli, "typegen"], {
      cwd: projectRoot,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status, result.stderr).toBe(0);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/deprecated/i);
    expect(output).not.toContain("Future Flag Warning");
  }, 60_000);
});
