import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anonymousPageCache } from "./page-cache.server";
import { createNonce } from "./security-headers.server";

// The shared cache of anonymous HTML never serves one visitor's page to another and
// gives every response its own CSP nonce.

let clock = 0;
const cache = anonymousPageCache({ ttlMs: 5_000, staleMs: 10_000, maxNotFoundEntries: 2, now: () => clock });
let renders = 0;
let origin = "";
let close: () => void;

beforeAll(async () => {
  const app = express();
  app.use(compression());
  // As in server.js: the nonce and the CSP header are set per request before the pages.
  app.use((_req, res, next) => {
    const nonce = createNonce();
    res.locals.cspNonce = nonce;
    res.set("Content-Security-Policy", `script-src 'nonce-${nonce}'`);
    next();
  });
  app.use(cache);
  // A stand-in for React Router: streams a page in two chunks, personal when a session cookie comes.
  app.use((req, res) => {
    renders++;
    const session = /md\.session_token=(\w+)/.exec(req.headers.cookie ?? "")?.[1];
    if (req.path === "/sets-cookie") res.append("Set-Cookie", "x=1; Path=/");
    if (req.path === "/private") res.set("Cache-Control", "private, no-store");
    res.status(req.path.startsWith("/missing") ? 404 : req.path === "/broken" ? 500 : 200).type("html");
    if (req.path === "/large") res.write(`<p>${"x".repeat(600 * 1024)}</p>`);
    // As server/app.ts: the nonce to render is the cache's placeholder when the page may be kept.
    const nonce = res.locals.renderNonce ?? res.locals.cspNonce;
    res.write(`<html><head><script nonce="${nonce}">1</script></head>`);
    res.end(`<body>${session ? `Hello ${session}` : "Hello visitor"} #${renders}</body></html>`);
  });
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => close());

beforeEach(() => {
  cache.clear();
  renders = 0;
  clock = 0;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(origin + path, { headers });
  const body = await response.text();
  const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
  return { response, body, nonce, cache: response.headers.get("x-page-cache") };
}

const scriptNonce = (body: string) => /<script nonce="([^"]+)"/.exec(body)?.[1];

describe("anonymous page cache", () => {
  it("renders a page once for many visitors, each response with its own nonce in header and HTML", async () => {
    const first = await get("/about-us");
    const second = await get("/about-us");
    const third = await get("/about-us", { "accept-encoding": "gzip" });
    expect(renders).toBe(1);
    expect([first.cache, second.cache, third.cache]).toEqual(["miss", "hit", "hit"]);
    for (const { body, nonce } of [first, second, third]) {
      expect(nonce).toBeTruthy();
      expect(scriptNonce(body)).toBe(nonce);
      expect(body).toContain("Hello visitor #1");
    }
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    expect(third.response.headers.get("content-type")).toMatch(/^text\/html/);
  });

  it("renders again after the short lifetime, and keys on the query", async () => {
    await get("/blog");
    clock = 5_001;
    expect((await get("/blog")).body).toContain("#2");
    expect((await get("/blog?page=2")).body).toContain("#3");
    expect((await get("/blog")).cache).toBe("hit");
  });

  it("never stores nor serves a page for a request with a session cookie", async () => {
    await get("/about-us");
    const customer = await get("/about-us", { cookie: "md.session_token=ana" });
    expect(customer.body).toContain("Hello ana");
    expect(customer.cache).toBeNull();
    cache.clear();
    // The customer's page was not kept: the next visitor gets their own.
    await get("/services-prices", { cookie: "md.session_token=ana" });
    const visitor = await get("/services-prices");
    expect(visitor.body).toContain("Hello visitor");
    expect(visitor.body).not.toContain("ana");
    expect(renders).toBe(4);
  });

  it("does not share a response that sets a cookie, is private, too large, or neither a page nor a 404", async () => {
    for (const path of ["/sets-cookie", "/private", "/broken", "/large"]) {
      await get(path);
      const again = await get(path);
      expect(again.cache, path).toBe("miss");
    }
    expect(cache.size).toBe(0);
  });

  it("shares the not-found page with its 404 status, each response with its own nonce", async () => {
    const first = await get("/missing");
    const second = await get("/missing");
    expect([first.response.status, second.response.status]).toEqual([404, 404]);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(first.nonce).not.toBe(second.nonce);
    for (const { body, nonce } of [first, second]) expect(scriptNonce(body)).toBe(nonce);
    expect(second.body.replace(second.nonce ?? "", "")).toBe(first.body.replace(first.nonce ?? "", ""));
    expect(renders).toBe(1);
  });

  it("keeps a few not-found pages only, so made-up URLs never push out pages", async () => {
    await get("/about-us");
    for (const path of ["/missing-1", "/missing-2", "/missing-3"]) await get(path);
    expect(cache.size).toBe(3);
    expect((await get("/about-us")).cache).toBe("hit");
    expect((await get("/missing-1")).cache).toBe("miss");
    expect((await get("/missing-3")).cache).toBe("hit");
  });

  it("sends a page too large to keep with this response's nonce", async () => {
    const large = await get("/large");
    expect(large.cache).toBe("miss");
    expect(scriptNonce(large.body)).toBe(large.nonce);
    expect(large.body).not.toContain("pagecache");
  });

  it("shares pages for visitors who only carry the language cookie, never for other cookies", async () => {
    await get("/blog", { cookie: "lang=es" });
    expect((await get("/blog", { cookie: "lang=en" })).cache).toBe("hit");
    expect((await get("/blog", { cookie: "lang=es; other=1" })).cache).toBeNull();
  });

  it("leaves the language switch, account and transactional pages, data requests and the API alone", async () => {
    const host = new URL(origin).host;
    const switched = await get("/es/blog", { referer: `http://${host}/blog` });
    expect(switched.cache).toBeNull();
    for (const path of ["/my-account", "/welcome?session_id=cs_1", "/es/checkout", "/blog.data", "/api/x"]) {
      expect((await get(path)).cache, path).toBeNull();
    }
    expect(cache.size).toBe(0);
  });

  it("answers HEAD from a stored page without a body", async () => {
    await get("/about-us");
    const response = await fetch(`${origin}/about-us`, { method: "HEAD" });
    expect(response.headers.get("x-page-cache")).toBe("hit");
    expect(await response.text()).toBe("");
  });
});
