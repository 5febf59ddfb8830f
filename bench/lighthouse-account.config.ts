import { defineConfig } from "@playwright/test";
import base from "../playwright.config";

// Lighthouse on the logged-in pages (bench/lighthouse-account.spec.ts), against the browser tests'
// server (its build, fresh data folder and staff accounts). Not part of `npx playwright test`:
//   cd bench && npm ci && cd .. && E2E_PORT=4316 npx playwright test -c bench/lighthouse-account.config.ts
export default defineConfig({
  ...base,
  // The server starts in the repository's folder, as for the browser tests (run from there).
  webServer:
    base.webServer && !Array.isArray(base.webServer)
      ? { ...base.webServer, cwd: process.cwd() }
      : base.webServer,
  testDir: ".",
  testMatch: "lighthouse-account.spec.ts",
  workers: 1,
  timeout: 60 * 60_000,
});
