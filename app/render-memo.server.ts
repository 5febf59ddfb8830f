import { randomBytes } from "node:crypto";
import type { EntryContext } from "react-router";
import { renderMemoLookups } from "./server/platform/metrics.server";

// A page whose markup is a function of its URL and its routes' loader data alone is rendered once
// per distinct URL and data, and served again while both stay the same. The loaders still run on
// every request (the session and access checks, the progress, the figures), so a page is always
// as fresh as a render would make it: only React's work is skipped when what it would be given is
// what it was given before. A customer opening the same lesson again, or the course page before
// and after another lesson, gets the same bytes a render would write (decision 086).
//
// A route says its markup is such a function with `export const handle = markupFromData`
// (markup-from-data.ts). Every route of the match must say so (the root's layout too), or the page
// is rendered as before.

/** At most this many characters of keys and pages are kept; the least recently served go first. */
const MAX_CHARS = 4_000_000;
/** A page is rendered with this as its nonce; each response gets its own nonce in its place. */
export const memoNonce = `rendermemo${randomBytes(12).toString("hex")}`;
/**
 * A staff page is rendered with this in place of its one-time form key (the URL's `key`, which its
 * forms and its language link carry); each response gets the key of its own URL in its place, so
 * one render serves every key while the data stays the same. Letters and digits only, as the key
 * is hex and dashes: escaping an attribute or a URL leaves both as they are.
 */
export const memoFormKey = `formkeymemo${randomBytes(12).toString("hex")}`;

const formKeyPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const pages = new Map<string, string>();
let storedChars = 0;

/**
 * What the page's markup is made from, as one string, or null when it may not be kept: not a
 * plain successful GET, a route that did not say its markup comes from its data, or data of a
 * kind whose text would not tell two values apart. The request's error reference is not part of
 * it: only the error page shows it, and a page with an error is never kept.
 */
export function renderMemoKey(request: Request, statusCode: number, context: EntryContext): string | null {
  if (request.method !== "GET" || statusCode !== 200) return null;
  const formKey = formKeyOf(request);
  const state = context.staticHandlerContext;
  if (state.errors || state.actionData) return null;
  const parts: unknown[] = [];
  for (const match of state.matches) {
    const handle = context.routeModules[match.route.id]?.handle as { markupFromData?: unknown } | undefined;
    if (handle?.markupFromData !== true) return null;
    parts.push(match.route.id, state.loaderData[match.route.id]);
  }
  const data = fingerprint(parts, formKey);
  return data === null ? null : `${withMarker(request.url, formKey)}\n${data}`;
}

/**
 * The one-time form key of a page's URL (`?key=`, as pageFormKey reads it), when it is one the
 * page writes as it is (a UUID in lower case); else null, and the URL's key stays part of the page's
 * key like any other detail of the URL.
 */
export function formKeyOf(request: Request): string | null {
  if (!request.url.includes("key=")) return null;
  const key = new URL(request.url).searchParams.get("key");
  return key !== null && formKeyPattern.test(key) ? key : null;
}

/**
 * The render's context with the form key written as `memoFormKey` wherever the URL and the
 * loader data hold it: the page rendered from it serves every key (withFormKey puts each back).
 */
export function contextWithKeyMarker(context: EntryContext, formKey: string): EntryContext {
  const state = context.staticHandlerContext;
  const loaderData: Record<string, unknown> = {};
  for (const [id, value] of Object.entries(state.loaderData)) loaderData[id] = replaced(value, formKey);
  return {
    ...context,
    staticHandlerContext: {
      ...state,
      location: { ...state.location, search: withMarker(state.location.search, formKey) },
      loaderData,
    },
  };
}

/** A kept page with this response's nonce and form key (null: the page has none) in their places. */
export function withNonceAndFormKey(html: string, nonce: string, formKey: string | null): string {
  const page = withNonce(html, nonce);
  return formKey === null ? page : page.split(memoFormKey).join(formKey);
}

function withMarker(text: string, formKey: string | null): string {
  return formKey === null ? text : text.split(formKey).join(memoFormKey);
}

/** A copy of loader data with the form key replaced by the marker in every string. */
function replaced(value: unknown, formKey: string): unknown {
  if (typeof value === "string") return withMarker(value, formKey);
  if (Array.isArray(value)) return value.map((item) => replaced(item, formKey));
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = replaced(item, formKey);
  return copy;
}

/**
 * The page kept for `key`, with `nonce` where each response's nonce goes and `formKey` (the URL's,
 * formKeyOf) where its form key goes; null if none is kept.
 */
export function rememberedPage(key: string, nonce: string, formKey: string | null = null): string | null {
  const html = pages.get(key);
  renderMemoLookups.inc({ result: html === undefined ? "miss" : "hit" });
  if (html === undefined) return null;
  // Served last is kept longest.
  pages.delete(key);
  pages.set(key, html);
  return withNonceAndFormKey(html, nonce, formKey);
}

/** Keeps a page rendered with `memoNonce`, dropping the least recently served beyond the bound. */
export function rememberPage(key: string, html: string): void {
  const size = key.length + html.length;
  if (size > MAX_CHARS / 8) return;
  const previous = pages.get(key);
  if (previous !== undefined) storedChars -= key.length + previous.length;
  pages.delete(key);
  pages.set(key, html);
  storedChars += size;
  for (const [oldKey, oldHtml] of pages) {
    if (storedChars <= MAX_CHARS) break;
    pages.delete(oldKey);
    storedChars -= oldKey.length + oldHtml.length;
  }
}

/** The page with this response's nonce in place of the memo's. */
export function withNonce(html: string, nonce: string): string {
  return html.split(memoNonce).join(nonce);
}

/** How many pages and characters are kept (for tests). */
export function keptPages(): { pages: number; chars: number } {
  return { pages: pages.size, chars: storedChars };
}

/**
 * A text that tells apart any two values a render could tell apart: strings, numbers (NaN, the
 * infinities and -0 too), booleans, null, undefined, dates, arrays and plain objects in their key
 * order. Null for anything else (a Map, a class instance, a function): such data is not kept.
 * With a form key, the key is read as `memoFormKey` in every string: two data that differ in
 * their key only share a text (and a kept page, which gets each response's key back).
 */
export function fingerprint(value: unknown, formKey: string | null = null): string | null {
  const out: string[] = [];
  return write(value, out, formKey) ? out.join("") : null;
}

function write(value: unknown, out: string[], formKey: string | null): boolean {
  switch (typeof value) {
    case "string":
      out.push(JSON.stringify(withMarker(value, formKey)));
      return true;
    case "number":
      out.push(Object.is(value, -0) ? "-0" : String(value));
      return true;
    case "boolean":
      out.push(value ? "T" : "F");
      return true;
    case "undefined":
      out.push("U");
      return true;
    case "object": {
      if (value === null) {
        out.push("N");
        return true;
      }
      if (Array.isArray(value)) {
        out.push("[");
        for (let index = 0; index < value.length; index++) {
          if (!write(value[index], out, formKey)) return false;
          out.push(",");
        }
        out.push("]");
        return true;
      }
      if (value instanceof Date) {
        out.push(`D${value.getTime()}`);
        return true;
      }
      const prototype = Object.getPrototypeOf(value) as unknown;
      if (prototype !== Object.prototype && prototype !== null) return false;
      out.push("{");
      for (const key of Object.keys(value)) {
        out.push(JSON.stringify(key), ":");
        if (!write((value as Record<string, unknown>)[key], out, formKey)) return false;
        out.push(",");
      }
      out.push("}");
      return true;
    }
    default:
      return false;
  }
}
