import fc from "fast-check";
import { describe, it, vi } from "vitest";
import {
  anyText,
  dateShaped,
  fieldText,
  fuzzedApp,
  neverFails,
  percentEncode,
  requestsTo,
  RUNS,
} from "../support/fuzz-requests";
import { testDatabaseKinds } from "../support/test-database";

// No 5xx from the staff area, signed in as staff with the second factor done, whatever is sent:
// every staff form and search, with NUL and other text nobody types among the values. The forms
// and the API run in their own files, in the other test workers.

vi.setConfig({ testTimeout: 900_000, hookTimeout: 240_000 });

describe.each(testDatabaseKinds())("fuzzing the staff area on $name", ({ open }) => {
  const state = fuzzedApp(open);
  const both = (path: string) => fc.constantFrom(path, `/es${path}`);
  const withValue = (path: string, name: string, value: fc.Arbitrary<string>) =>
    fc
      .tuple(fc.constantFrom("", "/es"), value)
      .map(([prefix, text]) => `${prefix}${path}?${name}=${percentEncode(text)}`);
  const forms = {
    "staff home": () => both("/staff"),
    "staff customer search": () =>
      fc.oneof(both("/staff/customers"), withValue("/staff/customers", "q", fieldText)),
    "staff customer page": () =>
      fc.oneof(
        both(`/staff/customers/${state.customerId}`),
        withValue(`/staff/customers/${state.customerId}`, "refund", fieldText),
        anyText(40).map((id) => `/staff/customers/${percentEncode(id)}`),
      ),
    "staff manual purchase": () => both("/staff/customers/new-purchase"),
    "staff dates": () => fc.oneof(both("/staff/dates"), withValue("/staff/dates", "added", fieldText)),
    "staff date": () =>
      fc.oneof(
        both(`/staff/dates/${state.dateId}`),
        withValue(`/staff/dates/${state.dateId}`, "done", fieldText),
        both(`/staff/dates/${state.dateId}/print`),
        both(`/staff/dates/${state.dateId}/attendees.csv`),
        anyText(40).map((id) => `/staff/dates/${percentEncode(id)}`),
      ),
    "staff exports": () =>
      fc.oneof(
        withValue(
          "/staff/exports",
          "month",
          fc.oneof(
            fieldText,
            dateShaped.map((d) => d.slice(0, 7)),
          ),
        ),
        withValue(
          "/staff/exports/purchases.csv",
          "month",
          fc.oneof(
            fieldText,
            dateShaped.map((d) => d.slice(0, 7)),
          ),
        ),
      ),
    "staff mail": () => fc.oneof(both("/staff/mail"), withValue("/staff/mail", "retried", fieldText)),
    "staff reviews": () => fc.oneof(both("/staff/reviews"), withValue("/staff/reviews", "done", fieldText)),
    "staff log": () => fc.oneof(both("/staff/log"), withValue("/staff/log", "before", fieldText)),
    "staff second factor": () => fc.oneof(both("/staff/enrol"), both("/staff/verify")),
    "staff my day": () =>
      fc.oneof(
        both("/staff/my-day"),
        withValue("/staff/my-day", "day", fc.oneof(fieldText, dateShaped)),
        withValue("/staff/my-day", "instructor", fieldText),
      ),
    "staff instructors": () => both("/staff/team/instructors"),
  };
  for (const [name, paths] of Object.entries(forms)) {
    it(`${name}: no 5xx in ${RUNS} runs`, () =>
      neverFails(state.app.origin, requestsTo(paths(), state.app.origin, state.staffCookie)));
  }
});
