import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect } from "vitest";
import { and, eq } from "drizzle-orm";
import { hashIdentifier, newToken } from "~/server/auth/token-hash.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { dateRowFor } from "~/server/first-aid/offered-dates.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { purchases, reviewInvitations } from "~/server/platform/schema.server";
import { customerWithSession } from "./customers";
import { staffWithSession } from "./staff";
import { type RawRequest, send } from "./http-client";
import { startHttpApp } from "./http-app";

// The fuzzer's requests. Whatever a client sends (method, query, content type, body, origin,
// cookie, text with NUL and other characters nobody types), the server must answer below 500 and
// still answer /healthz after it.

/**
 * Runs per form or endpoint and database. A request takes 0.1–0.2 s on this 2-core machine, so
 * the default keeps the fuzz files to a few minutes in CI; before a release run them with
 * FUZZ_RUNS=500 on both databases (1,000 per form and endpoint).
 */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 100);
export const WEBHOOK_SECRET = "whsec_fuzz_secret";

export const printable = (maxLength: number) => fc.string({ maxLength, unit: "grapheme-ascii" });
/** One character of any kind: any code point, NUL and the other controls, lone surrogate halves. */
const anyCharacter = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.constantFrom("\u0000", "\u0001", "\u001b", "\u007f", "\ufffe", "\ufeff") },
  { weight: 1, arbitrary: fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)) },
);
export const anyText = (maxLength: number) => fc.string({ maxLength, unit: anyCharacter });
/** Date-shaped text, much of it naming no day (2026-02-30, 0000-00-00, 2026-13-45). */
export const dateShaped = fc.oneof(
  fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 99 }),
      fc.integer({ min: 0, max: 99 }),
    )
    .map(([y, m, d]) =>
      [String(y).padStart(4, "0"), String(m).padStart(2, "0"), String(d).padStart(2, "0")].join("-"),
    ),
  fc.constantFrom("2026-02-30", "0000-00-00", "2026-13-45", "2027-01-16", "2027-02-06", "2027-06-19"),
);
/**
 * Percent-encodes any text as UTF-8, as a browser does (encodeURIComponent throws on a lone
 * surrogate; a browser sends it as U+FFFD).
 */
export function percentEncode(text: string): string {
  return [...Buffer.from(text, "utf8")].map((byte) => `%${byte.toString(16).padStart(2, "0")}`).join("");
}
/** Text for a form field or a query value: ordinary, date-shaped, or with anything in it. */
export const fieldText = fc.oneof(
  fc.emailAddress(),
  anyText(300),
  dateShaped,
  fc.uuid(),
  fc.constantFrom("on", "", "a calm drive through Frankfurt", "\u0000", "a\u0000b", "en", "es"),
);

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant("POST") },
  {
    weight: 4,
    arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"),
  },
);

const query = fc.oneof(
  fc.constant(""),
  fc
    .tuple(fc.constantFrom("q", "email", "token", "month", "session_id", "client_reference_id"), fieldText)
    .map(([name, value]) => `?${name}=${percentEncode(value)}`),
  fc.constantFrom(
    "?index",
    "?index=",
    "?_routes=root",
    "?_routes=root,en:login",
    "?%",
    "?%zz",
    "?a=%E0%A4%A",
    "?x=%FF",
  ),
  fc.webQueryParameters().map((q) => (q ? `?${q}` : "")),
);

/** The field names of the site's forms (customer and staff), so that values reach their checks. */
const fieldNames = fc.constantFrom(
  "email",
  "password",
  "confirm",
  "token",
  "name",
  "consent",
  "healthConsent",
  "redirectTo",
  "intent",
  "months",
  "key",
  "productId",
  "method",
  "locale",
  "courseDate",
  "reference",
  "note",
  "language",
  "date",
  "startTime",
  "endTime",
  "capacity",
  "mailId",
  "code",
  "totpUri",
  "bookingId",
  "targetDateId",
  "purchaseId",
  "rating",
  "text",
  "display",
  "reviewId",
  "reason",
  "reply",
  "List-Unsubscribe",
  "country",
  "region",
  "class",
  "since",
  "applied",
  "testOrder",
  "theory",
  "practical",
  "tick-eye-test",
  "date-eye-test",
  "tick-registration",
  "date-registration",
  // /my-lessons: the booking and cancelling forms.
  "lesson",
  "kind",
  "transmission",
  "pickup",
  "instructor",
  "car",
  "start",
);

/** Values that pass the form checks often enough for the fields behind them to be reached. */
const plausibleValues = fc.constantFrom(
  "extend",
  "refund",
  "resend",
  "move",
  "capacity",
  "cancel",
  "reopen",
  "start",
  "confirm",
  "add",
  "examiner-course",
  "first-aid-en",
  "first-aid-es",
  "cash",
  "bank-transfer",
  "9:00",
  "17:00",
  "12",
  "1",
  "123456",
  "withhold",
  "reply",
  "opt-out",
  "One-Click",
  "insult",
  "initial",
  "anonymous",
  "en",
  "es",
  "5",
  "on",
  "US",
  "US-CA",
  "B",
  "2026-01-31",
  "book",
  "lesson-90",
  "manual",
  "office",
);

const formFields = fc.dictionary(
  fc.oneof({ weight: 4, arbitrary: fieldNames }, { weight: 1, arbitrary: anyText(12) }),
  fc.oneof(fieldText, plausibleValues),
  { maxKeys: 8 },
);

const multipart = (fields: Record<string, string>) =>
  `${Object.entries(fields)
    .map(([name, value]) => `--b\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join("")}--b--\r\n`;

/** A body with the content type it claims (or a wrong one). */
const bodyAndType = fc.oneof(
  fc.record({
    body: formFields.map((fields) => new URLSearchParams(fields).toString()),
    type: fc.constant("application/x-www-form-urlencoded"),
  }),
  fc.record({ body: formFields.map(multipart), type: fc.constant("multipart/form-data; boundary=b") }),
  fc.record({
    body: anyText(200).map((s) => `--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n${s}`),
    type: fc.constantFrom("multipart/form-data; boundary=b", "multipart/form-data"),
  }),
  fc.record({
    // JSON keeps NUL and lone surrogates as escapes, so they reach the API's parsing as they are.
    body: fc
      .dictionary(fieldNames, fc.oneof(fieldText, fc.integer()), { maxKeys: 6 })
      .map((fields) => JSON.stringify(fields)),
    type: fc.constantFrom("application/json", "application/x-www-form-urlencoded"),
  }),
  fc.record({
    body: fc.json({ depthSize: "small" }),
    type: fc.constantFrom("application/json", "text/plain", "application/x-www-form-urlencoded"),
  }),
  fc.record({
    body: fc.uint8Array({ maxLength: 3000 }).map((bytes) => Buffer.from(bytes)),
    type: fc.constantFrom(
      "image/png",
      "application/octet-stream",
      "text/html",
      "application/x-www-form-urlencoded",
      "",
    ),
  }),
  fc.record({
    body: fc.integer({ min: 20_000, max: 120_000 }).map((n) => `email=${"x".repeat(n)}`),
    type: fc.constant("application/x-www-form-urlencoded"),
  }),
  fc.record({ body: fc.constant(""), type: fc.oneof(fc.constant(""), printable(40)) }),
);

/** The app on a fresh database, with a customer's and a staff member's session, for one test file. */
export function fuzzedApp(open: () => Promise<DatabaseHandle>) {
  const state = {} as {
    app: Awaited<ReturnType<typeof startHttpApp>>;
    handle: DatabaseHandle;
    cookie: string;
    customerId: string;
    /** Staff with the second factor done: the staff pages answer with their forms. */
    staffCookie: string;
    /** A first-aid date with the customer's booking on it. */
    dateId: string;
    /** The customer's review link (an invitation for the online course), so its form is reached. */
    reviewToken: string;
  };
  fuzzedApps += 1;
  beforeAll(async () => {
    state.handle = await open();
    state.app = await fileApp(state.handle);
    const auth = state.app.serve(state.handle);
    const email = `fuzz-${Date.now()}@example.com`;
    const purchase = event(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email }),
    );
    const seat = event(
      "checkout.session.completed",
      checkoutSession({ product: "first-aid-en", email, clientReferenceId: "2027-06-19" }),
    );
    ({ cookie: state.cookie, userId: state.customerId } = await customerWithSession(
      state.handle,
      auth,
      email,
      [purchase, seat],
    ));
    ({ cookie: state.staffCookie } = await staffWithSession(
      state.handle,
      auth,
      `fuzz-staff-${Date.now()}@example.com`,
    ));
    state.dateId = await dateRowFor(state.handle.db, "en", "2027-06-19");
    const [course] = await state.handle.db
      .select({ id: purchases.checkoutSessionId })
      .from(purchases)
      .where(and(eq(purchases.userId, state.customerId), eq(purchases.productId, "examiner-course")));
    state.reviewToken = newToken();
    await state.handle.db.insert(reviewInvitations).values({
      checkoutSessionId: course?.id ?? "",
      userId: state.customerId,
      service: "course",
      finishedOn: "2026-11-20",
      tokenHash: hashIdentifier(state.reviewToken),
      invitedAt: new Date(),
    });
  });
  afterAll(async () => {
    // The last database's block closes the file's app; each block closes its own database.
    fuzzedApps -= 1;
    if (fuzzedApps === 0) await (await sharedApp)?.close();
    await state.handle?.close();
  });
  return state;
}

/**
 * One app per test file, put on each database in turn (`serve`), as realAppPerFile does: a start
 * of the built app costs seconds of CPU, and what the app keeps between requests that the fuzzing
 * could wear out (rate limits, login locks) is counted in the database, so each database's block
 * starts from nothing as with an app of its own. Blocks run one after the other, never at once.
 */
let sharedApp: Promise<Awaited<ReturnType<typeof startHttpApp>>> | undefined;
/** fuzzedApp blocks of this file whose afterAll has not run yet. */
let fuzzedApps = 0;

function fileApp(first: DatabaseHandle) {
  sharedApp ??= (() => {
    // The simulated checkout's webhook secret, known here so the fuzzer can sign events.
    const dataDir = mkdtempSync(path.join(tmpdir(), "http-fuzz-"));
    mkdirSync(path.join(dataDir, "secrets"));
    writeFileSync(path.join(dataDir, "secrets", "simulated-webhook-secret"), WEBHOOK_SECRET);
    return startHttpApp(first, { DATA_DIR: dataDir });
  })();
  return sharedApp;
}

/** Requests to `paths` with any method, query, headers and body. */
export function requestsTo(
  paths: fc.Arbitrary<string>,
  origin: string,
  cookie: string,
): fc.Arbitrary<RawRequest> {
  const headers = fc.record(
    {
      origin: fc.constantFrom(origin, origin, "http://evil.test", "null", "not a url"),
      "sec-fetch-site": fc.constantFrom("same-origin", "cross-site", "same-site", "none", "odd"),
      cookie: fc.constantFrom(cookie, "md.session_token=garbage", "__Secure-md.session_token=x; lang=es"),
      "x-anything": printable(60),
    },
    { requiredKeys: [] },
  );
  return fc
    .record({ method, path: paths, data: fc.boolean(), query, headers, payload: bodyAndType })
    .map(({ method, path, data, query, headers, payload }) => {
      const target = data && !path.includes("?") ? (path === "/" ? "/_root.data" : `${path}.data`) : path;
      return {
        method,
        path: `${target}${path.includes("?") ? query.replace("?", "&") : query}`,
        headers: { ...headers, ...(payload.type ? { "content-type": payload.type } : {}) },
        body: method === "GET" || method === "HEAD" ? undefined : payload.body,
      };
    });
}

/** Sends RUNS requests: none may get a 5xx, and /healthz answers afterwards. */
export async function neverFails(origin: string, requests: fc.Arbitrary<RawRequest>) {
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const response = await send(origin, request);
      if (response.status >= 500) {
        throw new Error(
          `${response.status} for ${request.method} ${request.path}: ${response.text.slice(0, 300)}`,
        );
      }
    }),
    { numRuns: RUNS },
  );
  expect((await send(origin, { path: "/healthz" })).status).toBe(200);
}
