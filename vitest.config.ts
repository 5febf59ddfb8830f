import { defineConfig } from "vitest/config";

// Unit and server tests. The browser tests (tests/e2e) run under Playwright instead.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,js}"],
    environment: "node",
    // PGlite costs about a second per worker to start; two cores, two workers.
    maxWorkers: 2,
    // Migrates one database per kind before the files run; each file's database is a copy.
    globalSetup: ["tests/support/prepared-databases.ts"],
    // Quiet logs (pino's "silent" level): a test that reads log lines spies on the logger or
    // starts a server that logs at "info" (tests/support/server-process.ts). LOG_LEVEL=info shows them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
