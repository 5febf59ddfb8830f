// The customers made before the server starts (tests/e2e/customers-fixture.ts) for the tests that
// check what a customer does after buying, not the buying: each has a password and bought its
// products through the app's own webhook handler, as the simulated checkout's payment would.
// The checkout, the set-password page and a first login stay tested where a spec is about them
// (purchase-journey, html-conformance, account-without-javascript, script-free, page-language,
// spanish-text, the invoice specs…), through becomeCustomer in tests/e2e/customer.ts.
import type { ProductId } from "~/content/catalog";

export type FixtureLocale = "en" | "es";

/** Every test customer's password: the ones who set it on the set-password page and the fixture's. */
export const CUSTOMER_PASSWORD = "a calm drive through Frankfurt";

/**
 * One customer per name and language: `${name}-${locale}`. A test takes its own, never one another
 * test takes, so tests that run at the same time never share a customer.
 */
export const e2eFixtureCustomers = {
  "my-conversion": ["examiner-course"],
  "my-data": ["examiner-course"],
  "plan-appointments": ["examiner-course"],
  "course-pages-settle": ["examiner-course"],
  "offline-shared-device-first": ["examiner-course"],
  "offline-shared-device-second": ["examiner-course"],
  "review-keyboard": ["examiner-course"],
  "review-offline-grades": ["examiner-course"],
  "review-offline-lesson": ["examiner-course"],
  "course-study": ["examiner-course"],
  "course-no-caching": ["examiner-course"],
  "cross-site-logout": ["conversion-assistance"],
  "page-cache": ["conversion-assistance"],
  "lesson-payments": ["weekly-classes"],
  exams: ["weekly-classes"],
  "conversion-cases": ["conversion-assistance"],
  "pages-account": ["examiner-course", "conversion-assistance", "hip-1-day", "weekly-classes"],
  "spanish-account": [
    "examiner-course",
    "conversion-assistance",
    "weekly-classes",
    "driving-performance-assessment",
  ],
  "script-free-review": ["examiner-course"],
  "customer-records-phone": ["examiner-course"],
} as const satisfies Record<string, readonly ProductId[]>;

export type FixtureCustomerName = keyof typeof e2eFixtureCustomers;

export const fixtureLocales: readonly FixtureLocale[] = ["en", "es"];

/** The fixture customer's address: its name and language, known to the test before the start. */
export function fixtureCustomerEmail(name: FixtureCustomerName, locale: FixtureLocale): string {
  return `e2e-customer-${name}-${locale}@example.com`;
}
