import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Demo data never goes into a public site's database.
describe("npm run seed", () => {
  it("refuses to run when PUBLIC_URL is not a localhost origin, touching nothing", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "seed-refusal-"));
    const result = spawnSync(process.execPath, ["--import", "tsx", "scripts/seed.ts"], {
      env: { ...process.env, PUBLIC_URL: "https://www.example.com", DATA_DIR: dataDir, DATABASE_URL: "" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to seed demo data");
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
