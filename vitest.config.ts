import { defineConfig } from "vitest/config";
import { ownProcessFiles } from "./tests/support/own-process-files";
import SlowFilesFirst from "./tests/support/slow-files-first";

const testFiles = ["app/**/*.test.{ts,tsx}", "tests/unit/**/*.test.{ts,tsx}", "scripts/**/*.test.{ts,js}"];

// Unit and server tests. The browser tests (tests/e2e) run under Playwright instead.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    environment: "node",
    // PGlite costs about a second per worker to start; two cores, two workers.
    maxWorkers: 2,
    // Migrates one database per kind before the files run; each file's database is a copy. The
    // production build is made once, before any file serves the app from it.
    globalSetup: ["tests/support/prepared-databases.ts", "tests/support/prepared-build.ts"],
    // The built app (tests/support/http-app.ts) is loaded by Node as `npm start` loads it: Vite
    // transforming its megabytes again in every file would cost what the build saved.
    server: { deps: { external: [/\/build\/server\//] } },
    // Quiet logs (pino's "silent" level): a test that reads log lines spies on the logger or
    // starts a server that logs at "info" (tests/support/server-process.ts). LOG_LEVEL=info shows them.
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
    // The longest files first, also in a fresh clone (tests/support/slow-files-first.ts).
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Most files share one module graph per worker: compiling the app's server modules, React,
    // better-auth, drizzle and PGlite again for every file cost ~7 s of CPU a file (decisions 077
    // and 079). The files listed in tests/support/own-process-files.ts change what would outlive
    // them and keep a process each. Both projects inherit everything above; the global set-up runs
    // once for the run and the sequencer orders the files of both.
    projects: [
      {
        extends: true,
        // A shared worker also keeps its databases, reset between files (decision 083).
        test: {
          name: "shared",
          isolate: false,
          include: testFiles,
          exclude: ownProcessFiles,
          provide: { reuseDatabases: true },
        },
      },
      { extends: true, test: { name: "own-process", include: ownProcessFiles } },
    ],
  },
});
