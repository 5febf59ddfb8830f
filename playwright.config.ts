import { defineConfig, devices } from "@playwright/test";
import { e2eStaffEmails } from "./tests/e2e/staff-accounts";

// Browser tests run Debian's Chromium (never a downloaded browser) against the production build,
// served on its own port with a fresh, empty data folder.
const port = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://localhost:${port}`;
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// One data folder per port, so two runs on different ports never share a database or mailbox.
const dataDir = `.e2e-data/${port}`;
process.env.E2E_DATA_DIR = dataDir;
// The scraper's token, so a test can read the server's own Node version from /metrics.
const metricsToken = "e2e-metrics-token-of-the-test-server";
process.env.E2E_METRICS_TOKEN = metricsToken;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // Three on two cores: a test spends part of its time waiting (the server, a mail, a page's
  // clock), and a third worker fills those waits; the full suite ran in 20.3 instead of 22.8 min
  // (decision 092). E2E_WORKERS tries another count without an edit.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // scripts/build.js records what the build was made from, so `npm start` reuses it, and so do
    // these tests (--if-needed): in `npm test` the unit tests' set-up made it from the same sources.
    // Staff exist only through `npm run staff:add`: the staff tests' accounts are
    // added before the server takes the database (tests/e2e/staff.ts), and so are the failed mails
    // of the mail page's test (tests/e2e/failed-mails-fixture.ts), and the customers invited to
    // review a course they attended (tests/e2e/reviews-fixture.ts): the fixtures run in one process,
    // listed in tests/e2e/fixtures.ts.
    command: `rm -rf ${dataDir} && node scripts/build.js --if-needed && node --import tsx scripts/staff-add.ts ${e2eStaffEmails.map((email) => `--email ${email}`).join(" ")} && node --import tsx tests/e2e/fixtures.ts && node server.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    // A build and ~50 staff accounts before the start: on a busy 2-core machine that passed 120 s.
    timeout: 300_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      // Tests that log in come as different visitors (X-Forwarded-For, tests/e2e/customer.ts), as
      // behind a load balancer: from one address, the login throttle (5 a minute) would refuse them.
      TRUST_PROXY: "1",
      METRICS_TOKEN: metricsToken,
      // Quiet test output: the server logs its errors only.
      LOG_LEVEL: process.env.LOG_LEVEL ?? "error",
    },
  },
});
