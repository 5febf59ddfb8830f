/**
 * Test files that keep a fresh process and module graph each (Vitest's `isolate: true`), because
 * what they change would outlive them in a worker shared with other files. Every other file runs
 * in the "shared" project (vitest.config.ts), one module graph per worker, and must leave nothing
 * behind: a spy, stubbed global, stubbed variable or fake clock is restored in afterEach/afterAll.
 */
export const ownProcessFiles = [
  // Serve the built app in this process (http-app.ts): it sets PUBLIC_URL, PORT and DATA_DIR in
  // process.env for the app's env(), which caches what it read first; waiting-list-http also
  // trusts a proxy (TRUST_PROXY). Each app instance stays in Node's module cache until the process
  // ends, so a worker running all of them would hold every copy of the built server.
  "tests/unit/account-page-queries.test.ts",
  "tests/unit/checkout-course-dates.test.ts",
  "tests/unit/customer-page-queries.test.ts",
  "tests/unit/http-fuzz-api.test.ts",
  "tests/unit/http-fuzz-forms.test.ts",
  "tests/unit/http-fuzz-staff.test.ts",
  "tests/unit/http-requests.test.ts",
  "tests/unit/impossible-text-http.test.ts",
  "tests/unit/login-starvation.test.ts",
  "tests/unit/metrics.test.ts",
  "tests/unit/render-memo-http.test.ts",
  "tests/unit/render-memo-staff.test.ts",
  "tests/unit/staff-access.test.ts",
  "tests/unit/staff-closed-dates.test.ts",
  "tests/unit/staff-customers-http.test.ts",
  "tests/unit/staff-dashboard-queries.test.ts",
  "tests/unit/staff-dates.test.ts",
  "tests/unit/staff-exports.test.ts",
  "tests/unit/staff-mail-page.test.ts",
  "tests/unit/staff-second-factor.test.ts",
  "tests/unit/waiting-list-http.test.ts",
  // Start the production server as child processes (tests/support/server-process.ts) with this
  // process's environment: a variable another file of a shared worker left behind would reach them.
  "tests/unit/graceful-shutdown.test.ts",
  "tests/unit/logs-without-personal-data.test.ts",
  "tests/unit/one-process-per-database.test.ts",
  "tests/unit/scale-out.test.ts",
  "tests/unit/staff-add-embedded.test.ts",
  "tests/unit/staff-restore-login.test.ts",
  // vi.mock replaces a module for every importer of the graph, not for this file alone.
  "app/page-scripts/lesson-complete.test.ts",
];
