import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { stripLocale } from "~/i18n/locale";
import { pages } from "~/pages";
import { switchedLanguage } from "./language-cookie.server";
import { pageCacheLookups } from "./metrics.server";
import { onSeatsChanged } from "./seat-changes.server";

// A short cache of the HTML that every visitor without a session gets, shared by all
// of them, so a busy page is rendered a few times a minute instead of on every request. Two rules
// keep it safe:
// - nothing personal is ever stored or served: only requests with no cookie but the language
//   cookie, and only HTML responses (a page, or the not-found page with its 404) without
//   Set-Cookie or a private/no-store Cache-Control;
// - every response keeps its own CSP nonce: the page is rendered with a placeholder as its nonce,
//   and each response gets its fresh nonce (set by securityHeadersMiddleware) put in its place
//   (decision 023).

declare module "express-serve-static-core" {
  interface Locals {
    /** The nonce the page is rendered with when it may be shared: the cache's placeholder. */
    renderNonce?: string;
  }
}

export interface PageCacheOptions {
  /** How long a stored page is served as it is. */
  ttlMs: number;
  /** After that, how long the old copy may still be served while one request renders a new one. */
  staleMs: number;
  maxEntries: number;
  /** Of those, how many may be not-found pages (404): made-up URLs must not push out real pages. */
  maxNotFoundEntries: number;
  /** Pages larger than this are not stored. */
  maxBodyBytes: number;
  now: () => number;
  /** Drop every stored page when seats change in this process. */
  followSeatChanges: boolean;
}

export const defaultPageCacheOptions: PageCacheOptions = {
  ttlMs: 5_000,
  staleMs: 10_000,
  maxEntries: 300,
  maxNotFoundEntries: 30,
  maxBodyBytes: 512 * 1024,
  now: Date.now,
  followSeatChanges: true,
};

interface Entry {
  status: number;
  headers: [string, string | number | string[]][];
  /** The HTML, with `placeholder` where each response's nonce goes. */
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
  const placeholder = `pagecache${randomBytes(12).toString("hex")}`;
  const entries = new Map<string, Entry>();

  /** The page as it is sent: a stored copy and a fresh render alike get this response's nonce. */
  const withNonce = (html: string, nonce: string) => html.split(placeholder).join(nonce);

  function serve(res: Response, entry: Entry, nonce: string, head: boolean) {
    res.status(entry.status);
    for (const [name, value] of entry.headers) res.setHeader(name, value);
    res.setHeader("X-Page-Cache", "hit");
    pageCacheLookups.inc({ result: "hit" });
    const body = Buffer.from(withNonce(entry.body, nonce));
    res.setHeader("Content-Length", body.length);
    res.end(head ? undefined : body);
  }

  function store(key: string, entry: Entry) {
    entries.delete(key);
    entries.set(key, entry);
    if (entry.status === 404) {
      const notFound = [...entries].filter(([, stored]) => stored.status === 404);
      for (const [oldKey] of notFound.slice(0, Math.max(0, notFound.length - options.maxNotFoundEntries)))
        entries.delete(oldKey);
    }
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /**
   * A page that may be shared is rendered with the placeholder as its nonce (React Router's context
   * hands it to entry.server, which gives it to React wherever a nonce goes) and held until its
   * end: then it is stored, and sent as a stored copy is, with this response's own nonce.
   */
  function capture(key: string, res: Response, nonce: string, previous: Entry | undefined) {
    const setBefore = new Set(Object.keys(res.getHeaders()));
    res.locals.renderNonce = placeholder;
    const chunks: Buffer[] = [];
    const collect = (chunk: unknown, encoding?: unknown) => {
      if (chunk == null || typeof chunk === "function") return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
            : Buffer.from(chunk as Uint8Array),
      );
    };
    const write = res.write;
    const end = res.end;
    res.write = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      const callback = args.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (callback) process.nextTick(callback);
      return true;
    } as Response["write"];
    res.end = function (this: Response, ...args: unknown[]) {
      collect(args[0], args[1]);
      res.write = write;
      res.end = end;
      if (previous) previous.refreshing = false;
      const bytes = Buffer.concat(chunks);
      const type = String(res.getHeader("content-type") ?? "");
      const html = type.startsWith("text/html") ? bytes.toString("utf8") : null;
      const cacheControl = String(res.getHeader("cache-control") ?? "");
      const shareable =
        html !== null &&
        (res.statusCode === 200 || res.statusCode === 404) &&
        bytes.length <= options.maxBodyBytes &&
        res.getHeader("set-cookie") === undefined &&
        !/private|no-store/i.test(cacheControl);
      if (shareable) {
        const headers = Object.entries(res.getHeaders())
          .filter(([name]) => !setBefore.has(name) && !notStored.has(name) && name !== "x-page-cache")
          .map(([name, value]) => [name, value] as Entry["headers"][number]);
        store(key, {
          status: res.statusCode,
          headers,
          body: html,
          storedAt: options.now(),
          refreshing: false,
        });
      } else entries.delete(key);
      const body = html === null ? bytes : Buffer.from(withNonce(html, nonce));
      if (!res.headersSent) res.setHeader("Content-Length", body.length);
      const callback = args.find((arg) => typeof arg === "function");
      return (end as (...a: unknown[]) => Response).call(this, body, ...(callback ? [callback] : []));
    } as Response["end"];
    res.setHeader("X-Page-Cache", "miss");
    pageCacheLookups.inc({ result: "miss" });
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
  // Seats shown on the first-aid pages (and wherever dates are named) change with a booking: stored
  // pages go, rare enough that dropping them all costs nothing (seat-changes.server.ts).
  if (options.followSeatChanges) onSeatsChanged(() => entries.clear());
  Object.defineProperty(middleware, "size", { get: () => entries.size });
  return middleware;
}
