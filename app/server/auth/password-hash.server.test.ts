import { afterEach, describe, expect, it, vi } from "vitest";
import { hashAtProductionCost } from "../../../tests/support/password-cost";
import {
  hashCost,
  hashPassword,
  PRODUCTION_COST,
  TEST_RUNNER_COST,
  verifyPassword,
} from "./password-hash.server";

// New hashes cost scrypt N = 2^17 (the OWASP minimum) everywhere but the test runner's own
// processes; every hash, of either cost, verifies by the cost it carries.

afterEach(() => vi.unstubAllEnvs());

describe("password hash cost", () => {
  it("is the full cost for a production server, also one started by the tests, and for an empty environment", () => {
    expect(PRODUCTION_COST).toEqual({ N: 2 ** 17, r: 8, p: 1 });
    expect(hashCost({ NODE_ENV: "production" })).toBe(PRODUCTION_COST);
    expect(hashCost({ NODE_ENV: "production", VITEST: "true" })).toBe(PRODUCTION_COST);
    expect(hashCost({ NODE_ENV: "test" })).toBe(PRODUCTION_COST);
    expect(hashCost({})).toBe(PRODUCTION_COST);
  });

  it("hashes at the full cost outside the test runner, and the hash verifies", async () => {
    hashAtProductionCost();
    const hash = await hashPassword("a calm drive through Frankfurt");
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword({ hash, password: "a calm drive through Frankfurt" })).toBe(true);
    expect(await verifyPassword({ hash, password: "a calm drive through Offenbach" })).toBe(false);
  });

  it("hashes cheaply inside the test runner, and the hash verifies", async () => {
    expect(hashCost()).toBe(TEST_RUNNER_COST);
    const started = performance.now();
    const hash = await hashPassword("a calm drive through Frankfurt");
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword({ hash, password: "a calm drive through Frankfurt" })).toBe(true);
    expect(await verifyPassword({ hash, password: "a calm drive through Offenbach" })).toBe(false);
    // Three scrypt runs at 2^10 take milliseconds; at the full cost, about a second.
    expect(performance.now() - started).toBeLessThan(250);
  });
});
