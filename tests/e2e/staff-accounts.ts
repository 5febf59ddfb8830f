// Issue 14 §9: the staff accounts the browser tests use, added by `npm run staff:add` before the
// test server starts (playwright.config.ts). A spec that needs its own staff member adds one here.
export const e2eStaffEmails = [
  "e2e-staff-en@example.com",
  "e2e-staff-es@example.com",
  // tests/e2e/staff-customers.spec.ts
  "e2e-staff-customers-en@example.com",
  "e2e-staff-customers-es@example.com",
];
