import { vi } from "vitest";

/**
 * New password hashes at production's cost (scrypt N = 2^17) until `vi.unstubAllEnvs()`: the test
 * runner's cheap cost applies only while VITEST is "true" (app/server/auth/password-hash.server.ts).
 * For tests whose check depends on the work a hash takes: timing, a full hashing queue, starvation.
 */
export const hashAtProductionCost = () => vi.stubEnv("VITEST", "");
