import fc from "fast-check";
import { describe, it, vi } from "vitest";
import {
  dateShaped,
  fieldText,
  fuzzedApp,
  neverFails,
  percentEncode,
  printable,
  requestsTo,
  RUNS,
} from "../support/fuzz-requests";
import { testDatabaseKinds } from "../support/test-database";

// No 5xx from the customer's forms, whatever is sent, NUL and other text nobody types included
// (FUZZ_RUNS each). The API and the staff area run in their own files, in the other test workers.

vi.setConfig({ testTimeout: 600_000, hookTimeout: 240_000 });

describe.each(testDatabaseKinds())("fuzzing the forms on $name", ({ open }) => {
  const state = fuzzedApp(open);
  const forms = {
    login: fc.constantFrom("/login", "/es/login"),
    "forgot password": fc.constantFrom("/forgot-password", "/es/forgot-password"),
    "set password": fc.oneof(
      fc.constant("/set-password"),
      printable(80).map((token) => `/set-password?token=${encodeURIComponent(token)}`),
      fieldText.map((token) => `/es/set-password?token=${percentEncode(token)}`),
    ),
    checkout: fc.oneof(
      fc.constantFrom(
        "/checkout?product=examiner-course",
        "/es/checkout?product=first-aid-es&client_reference_id=2030-01-04",
      ),
      printable(40).map((product) => `/checkout?product=${encodeURIComponent(product)}`),
      fc
        .tuple(fc.constantFrom("first-aid-es", "first-aid-en-eye-test"), fc.oneof(dateShaped, fieldText))
        .map(([product, date]) => `/checkout?product=${product}&client_reference_id=${percentEncode(date)}`),
      fieldText.map((email) => `/es/checkout?product=examiner-course&email=${percentEncode(email)}`),
    ),
    welcome: fieldText.map((id) => `/welcome?session_id=${percentEncode(id)}`),
    "first-aid waiting list": fc.constantFrom("/english-first-aid-course", "/es/spanish-first-aid-course"),
    "waiting-list link": fieldText.map((token) => `/waiting-list/${percentEncode(token)}`),
    "own booking": fc.oneof(
      fc.constant("/my-account/bookings/00000000-0000-4000-8000-000000000000"),
      fieldText.map((id) => `/es/my-account/bookings/${percentEncode(id)}`),
    ),
    "write a review": fc.oneof(
      // Mapped when a run is drawn, after beforeAll made the link.
      fc.constantFrom("", "/es").map((prefix) => `${prefix}/write-a-review/${state.reviewToken}`),
      fieldText.map((token) => `/es/write-a-review/${percentEncode(token)}`),
    ),
    "my conversion": fc.oneof(
      fc.constantFrom("/my-conversion", "/es/my-conversion"),
      fieldText.map((country) => `/my-conversion?country=${percentEncode(country)}&class=B`),
    ),
    "my lessons": fc.oneof(
      fc.constantFrom("/my-lessons", "/es/my-lessons"),
      fieldText.map((kind) => `/my-lessons?kind=${percentEncode(kind)}&transmission=manual&pickup=office`),
    ),
    "lesson page": fc.oneof(
      fc.constantFrom("/module?sid=1.1", "/es/module?sid=2.1"),
      fieldText.map((sid) => `/module?sid=${percentEncode(sid)}`),
    ),
  };
  for (const [name, paths] of Object.entries(forms)) {
    it(`${name}: no 5xx in ${RUNS} runs`, () =>
      neverFails(state.app.origin, requestsTo(paths, state.app.origin, state.cookie)));
  }
});
