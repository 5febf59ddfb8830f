import { expect, test } from "@playwright/test";

function expectSecurityHeaders(headers: Record<string, string>) {
  const csp = headers["content-security-policy"] ?? "";
  const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src ")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(scriptSrc).not.toContain("unsafe-eval");
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBeTruthy();
  expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
  expect(headers["permissions-policy"]).toBeTruthy();
  // The e2e server runs with NODE_ENV=production.
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["x-powered-by"]).toBeUndefined();
}

test("pages, 404s, redirects and /healthz carry the security headers", async ({ request }) => {
  for (const path of ["/", "/es/about-us", "/no-such-page", "/healthz"]) {
    const response = await request.get(path);
    expectSecurityHeaders(response.headers());
  }
  expectSecurityHeaders((await request.get("/z", { maxRedirects: 0 })).headers());
});

test("each response gets its own nonce, used by the page's scripts", async ({ request }) => {
  const first = await request.get("/");
  const second = await request.get("/");
  const nonce = (r: typeof first) =>
    /'nonce-([^']+)'/.exec(r.headers()["content-security-policy"] ?? "")?.[1];
  expect(nonce(first)).toBeTruthy();
  expect(nonce(first)).not.toBe(nonce(second));
  expect(await first.text()).toContain(`<script nonce="${nonce(first)}"`);
});

test("hashed assets are cached immutably and compressed", async ({ request }) => {
  // The public pages are sent without scripts: the site's stylesheet is a hashed asset.
  const html = await (await request.get("/highway-sign-quiz")).text();
  const asset = /href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const response = await request.get(asset as string, { headers: { "Accept-Encoding": "gzip" } });
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toContain("immutable");
  expect(response.headers()["content-encoding"]).toBe("gzip");
  expectSecurityHeaders(response.headers());
});

test("/healthz answers ok; /readyz ready after a real database query", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready" });
  expect(ready.headers()["cache-control"]).toBe("no-store");
});
