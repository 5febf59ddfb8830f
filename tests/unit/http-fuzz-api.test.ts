import fc from "fast-check";
import { describe, it, vi } from "vitest";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { signTestPayload } from "~/server/payments/webhook-signature.server";
import type { RawRequest } from "../support/http-client";
import {
  dateShaped,
  fieldText,
  fuzzedApp,
  neverFails,
  printable,
  requestsTo,
  RUNS,
  WEBHOOK_SECRET,
} from "../support/fuzz-requests";
import { testDatabaseKinds } from "../support/test-database";

// No 5xx from logout, the course API, the webhook (signed events with any fields included, NUL and
// impossible dates among them) and any other path, whatever is sent (FUZZ_RUNS each).

vi.setConfig({ testTimeout: 600_000, hookTimeout: 240_000 });

describe.each(testDatabaseKinds())("fuzzing the API and odd paths on $name", ({ open }) => {
  const state = fuzzedApp(open);
  const endpoints = {
    logout: fc.constantFrom("/logout", "/es/logout"),
    "course API": fc.oneof(
      fc.constantFrom(
        "/api/course/progress",
        "/api/course/lessons/1.1/visit",
        "/api/course/lessons/7.2/complete",
        "/api/course/review/grades",
      ),
      fc
        .tuple(printable(12), printable(10))
        .map(
          ([sid, what]) =>
            `/api/course/lessons/${encodeURIComponent(sid) || "x"}/${encodeURIComponent(what) || "y"}`,
        ),
    ),
    "odd paths": fc.oneof(
      fc.constantFrom(
        "/",
        "/about-us",
        "/es",
        "/__manifest",
        "/__manifest?version=x&paths=/login",
        "/manifest.webmanifest",
        "/es/manifest.webmanifest",
        "/healthz",
        "/robots.txt",
        "//",
        "//evil.test/x",
      ),
      fc.webPath().map((path) => path || "/"),
    ),
  };
  for (const [name, paths] of Object.entries(endpoints)) {
    it(`${name}: no 5xx in ${RUNS} runs`, () =>
      neverFails(state.app.origin, requestsTo(paths, state.app.origin, state.cookie)));
  }

  it(`webhook: no 5xx in ${RUNS} runs, signed or not`, async () => {
    let sessions = 0;
    const changedSession = fc
      .tuple(
        fc.constantFrom(
          "examiner-course" as const,
          "first-aid-es" as const,
          "first-aid-en-eye-test" as const,
        ),
        fc.dictionary(
          fc.constantFrom(
            ...Object.keys(checkoutSession({ product: "examiner-course", email: "buyer@example.com" })),
            "amount",
            "amount_refunded",
            "refunded",
          ),
          // Text with NUL and lone surrogates, date-shaped text (client_reference_id), any JSON.
          fc.oneof(fc.jsonValue(), fieldText, dateShaped),
          { maxKeys: 4 },
        ),
      )
      .map(([product, changes]) => ({
        ...checkoutSession({ product, email: "buyer@example.com" }),
        id: `cs_fuzz_${++sessions}`,
        ...changes,
      }));
    const signedEvent = fc
      .record({
        id: fc.oneof(fc.constant("evt_fuzz"), fc.string({ maxLength: 400 }), fc.nat()),
        type: fc.constantFrom(
          "checkout.session.completed",
          "checkout.session.async_payment_succeeded",
          "checkout.session.async_payment_failed",
          "charge.refunded",
          "charge.dispute.created",
          "customer.created",
        ),
        livemode: fc.constantFrom(false, false, true, "false"),
        object: fc.oneof(fc.constant(null), fc.jsonValue(), changedSession),
        // Seconds off the signing time: stale and future ones must be refused, not crash.
        skew: fc.constantFrom(0, 0, 0, -400, 400),
      })
      .map(({ id, type, livemode, object, skew }): RawRequest => {
        const body = JSON.stringify({ ...event(type, {}), id, livemode, data: { object } });
        const signature = signTestPayload(body, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + skew);
        return {
          method: "POST",
          path: "/api/webhooks/stripe",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          body,
        };
      });
    const anything = requestsTo(fc.constant("/api/webhooks/stripe"), state.app.origin, state.cookie);
    await neverFails(state.app.origin, fc.oneof(signedEvent, anything));
  });
});
