import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadEnv, projectEnvFile } from "../../server/env-file.js";

// Settings in .env reach the server, the environment winning over the file.
const dir = mkdtempSync(path.join(tmpdir(), "load-env-"));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
  delete process.env.LOAD_ENV_TEST_FROM_FILE;
  delete process.env.LOAD_ENV_TEST_BOTH;
});

describe("loadEnv", () => {
  it("reads the project's .env, which sits beside package.json", () => {
    expect(projectEnvFile).toBe(path.resolve(import.meta.dirname, "..", "..", ".env"));
  });

  it("sets the file's variables, keeps those already in the environment, and skips a missing file", () => {
    const file = path.join(dir, ".env");
    writeFileSync(file, "LOAD_ENV_TEST_FROM_FILE=file\nLOAD_ENV_TEST_BOTH=file\n# a comment\n");
    process.env.LOAD_ENV_TEST_BOTH = "environment";
    expect(loadEnv(file)).toBe(true);
    expect(process.env.LOAD_ENV_TEST_FROM_FILE).toBe("file");
    expect(process.env.LOAD_ENV_TEST_BOTH).toBe("environment");
    expect(loadEnv(path.join(dir, "missing.env"))).toBe(false);
  });
});
