import fc from "fast-check";
import { describe, it, vi } from "vitest";
import { fuzzedApp, neverFails, printable, requestsTo, RUNS } from "../support/fuzz-requests";
import { testDatabaseKinds } from "../support/test-database";

// Issue 11 §3: no 5xx from the forms, whatever is sent (≥ 1,000 runs each). The API half runs
// in http-fuzz-api.test.ts, in the other test worker.

vi.setConfig({ testTimeout: 600_000, hookTimeout: 240_000 });

describe.each(testDatabaseKinds())("fuzzing the forms on $name", ({ open }) => {
  const state = fuzzedApp(open);
  const forms = {
    login: fc.constantFrom("/login", "/es/login"),
    "forgot password": fc.constantFrom("/forgot-password", "/es/forgot-password"),
    "set password": fc.oneof(
      fc.constant("/set-password"),
      printable(80).map((token) => `/set-password?token=${encodeURIComponent(token)}`),
    ),
    checkout: fc.oneof(
      fc.constantFrom(
        "/checkout?product=examiner-course",
        "/es/checkout?product=first-aid-es&client_reference_id=2030-01-04",
      ),
      printable(40).map((product) => `/checkout?product=${encodeURIComponent(product)}`),
    ),
  };
  for (const [name, paths] of Object.entries(forms)) {
    it(`${name}: no 5xx in ${RUNS} runs`, () =>
      neverFails(state.app.origin, requestsTo(paths, state.app.origin, state.cookie)));
  }
});
