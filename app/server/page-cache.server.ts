import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { stripLocale } from "~/i18n/locale";
import { pages } from "~/pages";
import { switchedLanguage } from "./language-cookie.server";
import { pageCacheLookups } from "./metrics.server";

// A short cache of the HTML that every visitor without a session gets, shared by all
// of them, so a busy page is rendered a few times a minute instead of on every request. Two rules
// keep it safe:
// - nothing personal is ever stored or served: only requests with no cookie but the language
//   cookie, and only 200 HTML responses without Set-Cookie or a private/no-store Cache-Control;
// - every response keeps its own CSP nonce: the stored HTML holds a placeholder where the nonce
//   was, and each response gets its fresh nonce (set by securityHeadersMiddleware) put back in.

export interface PageCacheOptions {
  /** How long a stored page is served as it is. */
  ttlMs: number;
  /** After that, how long the old copy may still be served while one request renders a new one. */
  staleMs: number;
  maxEntries: number;
  /** Pages larger than this are not stored. */
  maxBodyBytes: number;
  now: () => number;
}

export const defaultPageCacheOptions: PageCacheOptions = {
  ttlMs: 5_000,
  staleMs: 10_000,
  maxEntries: 300,
  maxBodyBytes: 512 * 1024,
  now: Date.now,
};

interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  /** The HTML with `placeholder` where the nonce was. */
  body: string;
  storedAt: number;
  /** One request is rendering a newer copy. */
  refreshing: boolean;
}

/** Headers that belong to one response or that other middleware sets again on every response. */
const notStored = new Set(["content-length", "content-encoding", "transfer-encoding", "vary", "set-cookie"]);

/** Transactional and account pages (app/pages.ts) are never shared, even when they look anonymous. */
const privatePaths = new Set(
  pages
    .filter((page) => ("unlisted" in page && page.unlisted) || ("account" in page && page.account))
    .map((page) => `/${page.path}`),
);

/** Only the language cookie may come with a shared page: it changes nothing in the HTML. */
function onlyLanguageCookie(cookieHeader: string | undefined): boolean {
  if (!cookieHeader) return true;
  return cookieHeader
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)
    .every((part) => part.startsWith("lang="));
}

/** The key under which this request's page may be shared, or null when it must be rendered for it. */
export function sharedPageKey(req: Request): string | null {
  if (req.method !== "GET" && req.method !== "HEAD") return null;
  if (req.headers.authorization || !onlyLanguageCookie(req.headers.cookie)) return null;
  const url = req.originalUrl;
  const pathname = url.split("?", 1)[0] ?? "/";
  // Pages only: no API, health check, data request of a client-side navigation or file.
  if (pathname.startsWith("/api/") || pathname.includes(".")) return null;
  if (privatePaths.has(stripLocale(pathname))) return null;
  // The language switch sets the language cookie: that response is the visitor's own.
  if (switchedLanguage(pathname, (name) => req.get(name))) return null;
  return url;
}

export interface PageCache extends RequestHandler {
  clear(): void;
  readonly size: number;
}

export function anonymousPageCache(overrides: Partial<PageCacheOptions> = {}): PageCache {
  const options = { ...defaultPageCacheOptions, ...overrides };
  // Per process, unguessable: never equal to text a page could contain.
  const placeholder = `\u0000nonce-${randomBytes(12).toString("hex")}\u0000`;
  const entries = new Map<string, Entry>();

  function serve(res: Response, entry: Entry, nonce: string, head: boolean) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    pageCacheLookups.inc({ result: "hit" });
    const body = Buffer.from(nonce ? entry.body.split(placeholder).join(nonce) : entry.body);
    res.setHeader("Content-Length", body.length);
    res.end(head ? undefined : body);
  }

  function capture(key: string, res: Response, nonce: string, previous: Entry | undefined) {
    const setBefore = new Set(Object.keys(res.getHeaders()));
    const chunks: Buffer[] = [];
    let size = 0;
    let tooBig = false;
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (tooBig || chunk == null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : typeof chunk === "string"
          ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
          : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > options.maxBodyBytes) tooBig = true;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as Response["write"];
    res.end = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      return (end as (...a: unknown[]) => Response).apply(this, args);
    } as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    pageCacheLookups.inc({ result: "miss" });

    res.once("finish", () => {
      if (previous) previous.refreshing = false;
      const type = String(res.getHeader("content-type") ?? "");
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const shareable =
        res.statusCode === 200 &&
        !tooBig &&
        res.getHeader("set-cookie") === undefined &&
        type.startsWith("text/html") &&
        !/private|no-store/i.test(cacheControl);
      if (!shareable) {
        entries.delete(key);
        return;
      }
      const headers = Object.entries(res.getHeaders())
        .filter(([name]) => !setBefore.has(name) && !notStored.has(name) && name !== "x-page-cache")
        .map(([name, value]) => [name, value] as Entry["headers"][number]);
      const html = Buffer.concat(chunks).toString("utf8");
      entries.delete(key);
      entries.set(key, {
        status: 200,
        headers,
        body: nonce ? html.split(nonce).join(placeholder) : html,
        storedAt: options.now(),
        refreshing: false,
      });
      while (entries.size > options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    });
    // A visitor who leaves before the end: the next request renders again.
    res.once("close", () => {
      if (previous && !res.writableFinished) previous.refreshing = false;
    });
  }

  const middleware = ((req, res, next) => {
    // A request the guard refused gets its own refusal page, never a shared one.
    const key = res.locals.refusal ? null : sharedPageKey(req);
    if (key === null) return next();
    const nonce = typeof res.locals.cspNonce === "string" ? res.locals.cspNonce : "";
    const entry = entries.get(key);
    const age = entry ? options.now() - entry.storedAt : Infinity;
    if (entry && (age < options.ttlMs || (entry.refreshing && age < options.ttlMs + options.staleMs))) {
      // Least recently used goes first when the cache is full.
      entries.delete(key);
      entries.set(key, entry);
      serve(res, entry, nonce, req.method === "HEAD");
      return;
    }
    // Only a GET renders a copy to keep (a HEAD answer has no body).
    if (req.method === "GET") {
      if (entry) entry.refreshing = true;
      capture(key, res, nonce, entry);
    }
    next();
  }) as PageCache;
  middleware.clear = () => entries.clear();
  Object.defineProperty(middleware, "size", { get: () => entries.size });
  return middleware;
}
