import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, expect } from "vitest";
import type { DatabaseHandle } from "~/server/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { useAppDatabase } from "./app-context";
import { customerWithSession } from "./customers";
import { type RawRequest, send } from "./http-client";
import { startHttpApp } from "./http-app";

// Issue 11 §3: the fuzzer's requests. Whatever a client sends (method, query, content type,
// body, origin, cookie), the server must answer below 500 and still answer /healthz after it.

/** Runs per endpoint (FUZZ_RUNS overrides). */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);
export const WEBHOOK_SECRET = "whsec_fuzz_secret";

export const printable = (maxLength: number) => fc.string({ maxLength, unit: "grapheme-ascii" });
const anyText = (maxLength: number) => fc.string({ maxLength, unit: "grapheme" });

const method = fc.oneof(
  { weight: 12, arbitrary: fc.constant("POST") },
  {
    weight: 4,
    arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "PROPFIND"),
  },
);

const query = fc.oneof(
  fc.constant(""),
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

const formFields = fc.dictionary(
  fc.oneof(
    fc.constantFrom("email", "password", "confirm", "token", "name", "consent", "redirectTo"),
    printable(12),
  ),
  fc.oneof(fc.emailAddress(), anyText(300), fc.constantFrom("on", "", "a calm drive through Frankfurt")),
  { maxKeys: 6 },
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

/** The app on a fresh database, with a customer's session cookie, for one test file. */
export function fuzzedApp(open: () => Promise<DatabaseHandle>) {
  const state = {} as {
    app: Awaited<ReturnType<typeof startHttpApp>>;
    handle: DatabaseHandle;
    cookie: string;
  };
  beforeAll(async () => {
    state.handle = await open();
    // The simulated checkout's webhook secret, known here so the fuzzer can sign events.
    const dataDir = mkdtempSync(path.join(tmpdir(), "http-fuzz-"));
    mkdirSync(path.join(dataDir, "secrets"));
    writeFileSync(path.join(dataDir, "secrets", "simulated-webhook-secret"), WEBHOOK_SECRET);
    state.app = await startHttpApp(state.handle, { DATA_DIR: dataDir });
    const auth = useAppDatabase(state.handle);
    const email = `fuzz-${Date.now()}@example.com`;
    const purchase = event(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email }),
    );
    ({ cookie: state.cookie } = await customerWithSession(state.handle, auth, email, [purchase]));
  });
  afterAll(async () => {
    await state.app?.close();
    await state.handle?.close();
  });
  return state;
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
