import { request as httpRequest } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { checkoutSession, event } from "~/server/payments/stripe-events.server";
import { customerWithSession } from "../support/customers";
import { formBody, send } from "../support/http-client";
import { realAppPerFile } from "../support/app-per-file";

// Through the real Express app: methods, cross-site senders, body types
// and sizes, private caching, Retry-After and Clear-Site-Data.

const FORMS = [
  "/login",
  "/es/login",
  "/forgot-password",
  "/set-password",
  "/checkout?product=examiner-course",
  "/module?sid=1.1",
  "/logout",
  "/es/logout",
];
const JSON_ENDPOINTS = ["/api/course/lessons/1.1/visit", "/api/course/lessons/1.1/complete"];
// React Router's own error texts, and stack frames.
const INTERNAL =
  /did not provide|Invalid request method|You made a|No route matches|Unexpected Server|\bat [\w.]+ \(/;

// Starting the app compiles every route (Vite): slow on a busy machine.
const http = realAppPerFile();

describe.each(http.kinds)("requests on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  let cookie: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = http.serve(handle);
    const email = `requests-${name}@example.com`;
    const purchase = event(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email }),
    );
    ({ cookie } = await customerWithSession(handle, auth, email, [purchase]));
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });
  const own = () => ({ origin: http.origin() });

  it("answers odd methods with 405 and Allow, pages in their language, without internal messages", async () => {
    const cases: [string, string, string][] = [
      ["TRACE", "/", "GET, HEAD, OPTIONS"],
      ["PUT", "/login", "GET, HEAD, POST, OPTIONS"],
      ["DELETE", "/logout", "GET, HEAD, POST, OPTIONS"],
      ["PATCH", "/api/course/lessons/1.1/visit", "POST, OPTIONS"],
      ["PROPFIND", "/es/about-us", "GET, HEAD, OPTIONS"],
      ["GET", "/api/webhooks/stripe", "POST, OPTIONS"],
      ["POST", "/api/course/progress", "GET, HEAD, OPTIONS"],
      ["POST", "/about-us.data", "GET, HEAD, OPTIONS"],
      ["POST", "/_root.data?index", "GET, HEAD, OPTIONS"],
    ];
    for (const [method, path, allow] of cases) {
      const response = await send(http.origin(), { method, path, headers: own() });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.allow, `${method} ${path}`).toBe(allow);
      expect(response.text, `${method} ${path}`).not.toMatch(INTERNAL);
    }
    for (const [path, heading] of [
      ["/about-us", "This page cannot receive forms."],
      ["/?index", "This page cannot receive forms."],
      ["/es/about-us", "Esta página no recibe formularios."],
    ] as const) {
      const form = formBody({ a: "b" });
      const response = await send(http.origin(), {
        method: "POST",
        path,
        headers: { ...own(), ...form.headers },
        body: form.body,
      });
      expect(response.status, path).toBe(405);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.text).toContain(`<h1>${heading}</h1>`);
      expect(response.text, path).not.toMatch(INTERNAL);
    }
    const options = await send(http.origin(), { method: "OPTIONS", path: "/login" });
    expect([options.status, options.headers.allow]).toEqual([204, "GET, HEAD, POST, OPTIONS"]);
    const unknown = await send(http.origin(), { method: "POST", path: "/no-such-page", headers: own() });
    expect(unknown.status).toBe(404);
  });

  it("refuses a POST from another site on every form and JSON endpoint, logout included", async () => {
    for (const path of [...FORMS, ...JSON_ENDPOINTS]) {
      for (const headers of [
        { origin: "http://evil.test" } as Record<string, string>,
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
      ]) {
        const response = await send(http.origin(), {
          method: "POST",
          path,
          headers: { ...headers, cookie, "content-type": "application/x-www-form-urlencoded" },
          body: "email=someone%40example.com",
        });
        expect(response.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
      }
    }
    // The cross-site logouts changed nothing: the session still opens the account.
    const account = await send(http.origin(), { path: "/my-account", headers: { cookie } });
    expect(account.status).toBe(200);
    for (const path of [...FORMS.filter((form) => !form.includes("logout")), ...JSON_ENDPOINTS]) {
      const same = await send(http.origin(), {
        method: "POST",
        path,
        headers: { origin: http.origin(), "sec-fetch-site": "same-origin", cookie },
      });
      expect(same.status, `${path} same origin`).not.toBe(403);
      expect(same.status, `${path} same origin`).toBeLessThan(500);
    }
    // The provider's webhook comes from elsewhere by nature: its signature decides (400 here).
    const webhook = await send(http.origin(), {
      method: "POST",
      path: "/api/webhooks/stripe",
      headers: { origin: "http://evil.test", "content-type": "application/json" },
      body: "{}",
    });
    expect(webhook.status).toBe(400);
    // The refusal page speaks the page's language.
    const es = await send(http.origin(), {
      method: "POST",
      path: "/es/forgot-password",
      headers: { origin: "http://evil.test", ...formBody({}).headers },
      body: "email=a%40b.de",
    });
    expect(es.text).toContain("<h1>Este formulario se envió desde otro sitio web.</h1>");
  });

  it("checks the content type before parsing: 415 for the wrong type, 400 for a broken form", async () => {
    for (const path of FORMS) {
      for (const type of ["text/html", "image/png", "application/json", "text/plain"]) {
        const response = await send(http.origin(), {
          method: "POST",
          path,
          headers: { ...own(), "content-type": type },
          body: type === "application/json" ? '{"email":1}' : "<p>x</p>",
        });
        expect(response.status, `${path} ${type}`).toBe(415);
      }
      const noBoundary = await send(http.origin(), {
        method: "POST",
        path,
        headers: { ...own(), "content-type": "multipart/form-data" },
        body: "garbage",
      });
      expect(noBoundary.status, `${path} multipart without boundary`).toBe(400);
      const broken = await send(http.origin(), {
        method: "POST",
        path,
        headers: { ...own(), cookie, "content-type": "multipart/form-data; boundary=xyz" },
        body: "--xyz\r\nbroken",
      });
      expect(broken.status, `${path} broken multipart`).toBeGreaterThanOrEqual(300);
      expect(broken.status, `${path} broken multipart`).toBeLessThan(500);
    }
    const webhook = await send(http.origin(), {
      method: "POST",
      path: "/api/webhooks/stripe",
      headers: { "content-type": "text/plain" },
      body: "{}",
    });
    expect(webhook.status).toBe(415);
    const es = await send(http.origin(), {
      method: "POST",
      path: "/es/login",
      headers: { ...own(), "content-type": "image/png" },
      body: "x",
    });
    expect(es.text).toContain("<h1>No hemos podido leer este formulario.</h1>");
  });

  it("refuses an over-size body with 413 before reading it", async () => {
    // The client declares 15 MB, sends 1 KB and waits: only an answer from the headers arrives.
    for (const path of ["/login", "/checkout?product=examiner-course", "/api/webhooks/stripe"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const url = new URL(path, http.origin());
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: `${url.pathname}${url.search}`,
            method: "POST",
            agent: false,
            headers: {
              "content-type": path.startsWith("/api")
                ? "application/json"
                : "application/x-www-form-urlencoded",
              "content-length": String(15 * 1024 * 1024),
            },
          },
          (res) => {
            res.resume();
            req.destroy();
            resolve(res.statusCode ?? 0);
          },
        );
        req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
        req.write(Buffer.alloc(1024, 0x61));
      });
      expect(status, path).toBe(413);
    }
  });

  it("stops reading a chunked body at the limit: 40 × 20 MB to the webhook leave RSS flat", async () => {
    const before = process.memoryUsage().rss;
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    for (let upload = 0; upload < 40; upload++) {
      const result = await new Promise<{ status: number; sent: number }>((resolve) => {
        const url = new URL("/api/webhooks/stripe", http.origin());
        let sent = 0;
        let status = 0;
        const req = httpRequest(
          {
            host: url.hostname,
            port: url.port,
            path: url.pathname,
            method: "POST",
            agent: false,
            headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
          },
          (res) => {
            status = res.statusCode ?? 0;
            res.resume();
            res.on("end", () => resolve({ status, sent }));
          },
        );
        req.on("error", () => resolve({ status, sent }));
        const pump = () => {
          while (sent < 20 * 1024 * 1024 && !status) {
            sent += chunk.length;
            if (!req.write(chunk)) return void req.once("drain", pump);
          }
          if (!status) req.end();
        };
        pump();
      });
      expect(result.status).toBe(413);
    }
    // Each upload is cut off after 512 KiB; buffering them would have cost hundreds of MB.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
  });

  it("marks every answer that depends on the session private, no-store", async () => {
    for (const path of ["/", "/about-us", "/my-account", "/mycourse", "/es/my-account", "/login?x=1"]) {
      const response = await send(http.origin(), { path, headers: { cookie } });
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
    for (const path of ["/about-us.data", "/_root.data", "/my-account.data"]) {
      const response = await send(http.origin(), { path });
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
    const visitor = await send(http.origin(), { path: "/about-us" });
    expect(visitor.headers["cache-control"] ?? "").not.toContain("private");
  });

  it("sends Retry-After with every 429 and Clear-Site-Data on logout", async () => {
    const headers = { ...own(), ...formBody({}).headers, "x-forwarded-for": "198.51.100.9" };
    const statuses: number[] = [];
    for (const path of ["/login", "/forgot-password"]) {
      for (let attempt = 0; attempt < 7; attempt++) {
        const response = await send(http.origin(), {
          method: "POST",
          path,
          headers,
          body: new URLSearchParams({ email: "nobody@example.com", password: "wrong password" }).toString(),
        });
        statuses.push(response.status);
        if (response.status === 429) expect(Number(response.headers["retry-after"]), path).toBeGreaterThan(0);
      }
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(2);
    const logout = await send(http.origin(), {
      method: "POST",
      path: "/logout",
      headers: { ...own(), cookie },
    });
    expect(logout.status).toBe(302);
    expect(logout.headers["clear-site-data"]).toBe('"cookies", "storage"');
  });
});
