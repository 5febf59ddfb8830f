// Issue 14 §9: the staff accounts the browser tests use, added by `npm run staff:add` before the
// test server starts (playwright.config.ts). A spec that needs its own staff member adds one here.
export const e2eStaffEmails = [
  "e2e-staff-en@example.com",
  "e2e-staff-es@example.com",
  // staff-ops.spec.ts (dashboard and mail page).
  "e2e-staff-ops-en@example.com",
  "e2e-staff-ops-es@example.com",
];

// Issue 14 §5: one mail per language the outbox gave up on, put in the test database before the
// server starts (tests/e2e/failed-mails-fixture.ts), for the mail page's "retry now".
export const e2eFailedMailRecipients = ["e2e-failed-en@example.com", "e2e-failed-es@example.com"];
