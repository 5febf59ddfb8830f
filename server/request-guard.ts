import type express from "express";
import type { ServerBuild } from "react-router";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsIn } from "~/i18n/catalogs.server";
import { type RefusalReason, refusalStatus } from "~/request-refusal";
import { env } from "~/server/platform/env.server";
import { type AppServices, sessionLookupsFor } from "~/server/auth/app-services.server";
import { mayOpenStaffArea } from "~/server/staff/staff-guard.server";
import { isPossibleText } from "~/text-input";
import { type BodyRule, endpointPolicies, routePath } from "./request-policy";

// A request reaches React Router only when its method, sender, body type and
// size fit the endpoint. Everything is decided from the headers before a byte of the body is read
// (413 from Content-Length), and the body is then read with the same limit (chunked uploads), so
// no form or webhook ever buffers a 15 MB body or parses a body it does not expect.

declare module "express-serve-static-core" {
  interface Locals {
    /** The request body, read and size-checked by the guard (POST only). */
    body?: Buffer;
    /** A refusal the root loader turns into a page in the URL's language. */
    refusal?: number;
    /** The path React Router renders instead of the requested one (refusals, unknown paths). */
    renderPath?: string;
    /** A staff URL this requester may not see: React Router runs on the build without the staff area. */
    staffHidden?: boolean;
  }
}

/**
 * After refusing a request whose body is still coming, read and drop what arrives for a moment
 * (nothing is kept), then close: closing at once makes the client's kernel reset the connection,
 * often before the client has read our answer. A lingering close, as web servers do.
 */
const LINGER_MS = 2000;

function lingerThenClose(req: express.Request, res: express.Response) {
  res.once("finish", () => {
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.once("end", () => clearTimeout(timer));
    req.resume();
  });
}

const apiErrors: Record<RefusalReason, string> = {
  crossSite: "cross-site request refused",
  method: "method not allowed",
  tooLarge: "request body too large",
  unreadable: "unsupported or malformed request body",
  impossibleText: "text with control characters (such as NUL) refused",
};

/** The origins our own pages post from: the public one and the one the request came to. */
function ownOrigins(req: express.Request): string[] {
  return [env().PUBLIC_URL, `${req.protocol}://${req.get("host") ?? ""}`];
}

/**
 * True when a browser says the request comes from another site: by Origin when it sends one
 * ("null" from sandboxed frames and privacy redirects included), else by Sec-Fetch-Site. Clients
 * without either (curl, the provider's servers) are no cross-site forgery: no browser, no cookies.
 */
export function fromAnotherSite(
  headers: { origin?: string; "sec-fetch-site"?: string | string[] },
  own: string[],
): boolean {
  const { origin } = headers;
  if (origin !== undefined) {
    try {
      return !own.includes(new URL(origin).origin);
    } catch {
      return true;
    }
  }
  const site = headers["sec-fetch-site"];
  // Our forms post from our own pages only: "same-site" (a sibling sub-domain) is another site too.
  return site !== undefined && site !== "same-origin" && site !== "none";
}

/** The media type without parameters, lower case ("" when there is none). */
function mediaType(contentType: string | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

type BodyCheck = { ok: true } | { ok: false; reason: RefusalReason; status?: number };

/** Type and declared size of a POST body, from the headers alone. */
export function checkBodyHeaders(headers: express.Request["headers"], rule: BodyRule): BodyCheck {
  const declared = headers["content-length"];
  const chunked = headers["transfer-encoding"] !== undefined;
  const length = declared === undefined ? null : Number(declared);
  if (length !== null && length > rule.maxBytes) return { ok: false, reason: "tooLarge" };
  // An empty POST (log out, complete a lesson, record a visit) has nothing to parse.
  if (!chunked && !length) return { ok: true };
  const type = mediaType(headers["content-type"]);
  if (!rule.types.includes(type)) return { ok: false, reason: "unreadable" };
  if (type === "multipart/form-data" && !/;\s*boundary=/i.test(headers["content-type"] ?? "")) {
    return { ok: false, reason: "unreadable", status: 400 };
  }
  return { ok: true };
}

/**
 * The path as the routes see it in their parameters: each segment decoded, and one that does not
 * decode kept as it is (as React Router does).
 */
function decodedPath(pathname: string): string {
  return pathname
    .split("/")
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .join("/");
}

/** Whether one of the fields carries text nobody can type (NUL and its kind, app/text-input.ts). */
function anyImpossible(fields: Iterable<[string, FormDataEntryValue]>): boolean {
  for (const [name, value] of fields) {
    if (!isPossibleText(name) || (typeof value === "string" && !isPossibleText(value))) return true;
  }
  return false;
}

/**
 * Whether a form body carries text nobody can type, read as the route will read it (URL-encoded or
 * multipart). A body that does not parse is left to the route, which answers it as unreadable.
 */
export async function formBodyHasImpossibleText(
  body: Buffer,
  contentType: string | undefined,
): Promise<boolean> {
  const type = mediaType(contentType);
  if (type === "application/x-www-form-urlencoded")
    return anyImpossible(new URLSearchParams(body.toString("utf8")));
  if (type !== "multipart/form-data") return false;
  try {
    const form = await new Response(new Uint8Array(body), {
      headers: { "content-type": contentType ?? "" },
    }).formData();
    return anyImpossible(form);
  } catch {
    return false;
  }
}

/** Reads the body, giving up (without reading on) as soon as it passes `maxBytes`. */
function readBody(req: express.Request, maxBytes: number): Promise<Buffer | "tooLarge" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: Buffer | "tooLarge" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("error", onAbort).off("close", onAbort);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        req.pause();
        finish("tooLarge");
      } else chunks.push(chunk);
    };
    const onEnd = () => finish(Buffer.concat(chunks));
    const onAbort = () => finish("aborted");
    req.on("data", onData).on("end", onEnd).on("error", onAbort).on("close", onAbort);
  });
}

/** The request's headers as a fetch Request carries them (for the session lookup). */
function headersOf(req: express.Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

/**
 * The request guard for one build (mounted before the React Router handler). `publicBuild` is the
 * same build without the staff area (withoutStaffArea): a staff URL that the requester may not see
 * is judged, and later rendered, as that build sees it, i.e. as an unknown URL, whatever the
 * method, the `.data` suffix or the cookies. `services` answer who is asking (the session).
 */
export function requestGuard(
  build: ServerBuild,
  publicBuild: ServerBuild,
  services: AppServices,
): express.RequestHandler {
  const fullPolicyFor = endpointPolicies(build);
  const publicPolicyFor = endpointPolicies(publicBuild);

  return async (req, res, next) => {
    let url: URL;
    try {
      // Prefixed, not resolved: "//host/x" is a path here, not another host.
      url = new URL(`http://localhost${req.originalUrl}`);
    } catch {
      res.status(400).type("text/plain; charset=utf-8").send("Bad Request");
      return;
    }
    const { path, data } = routePath(url.pathname);
    let policy = fullPolicyFor(path, url.searchParams);
    if (policy.staffArea) {
      let open: boolean;
      try {
        const request = new Request(url, { headers: headersOf(req) });
        // The page's loaders reuse this lookup of the session (one read per page, decision 024).
        const sessionLookups = sessionLookupsFor(req.method);
        res.locals.sessionLookups = sessionLookups;
        open = await mayOpenStaffArea(request, { ...services, sessionLookups }, policy.staffArea);
      } catch (error) {
        next(error);
        return;
      }
      if (!open) {
        res.locals.staffHidden = true;
        policy = publicPolicyFor(path, url.searchParams);
      }
    }
    res.locals.route = policy.route;
    res.locals.secretSegments = policy.secretSegments;
    if (data && !policy.dataUrls) {
      res.status(404).type("text/plain; charset=utf-8").send("Not Found");
      return;
    }
    const allow = [...policy.methods, "OPTIONS"].join(", ");

    const locale = localeFromPath(path);
    const refuse = (reason: RefusalReason, status: number = refusalStatus[reason]) => {
      res.set("Cache-Control", "no-store");
      if (reason === "method") res.set("Allow", allow);
      if (req.method !== "GET" && req.method !== "HEAD" && !req.complete) lingerThenClose(req, res);
      if (policy.page && !data) {
        // A page in the URL's language with the reason (root loader → root error boundary),
        // rendered at a path no page loader claims, so none of them runs (or redirects) for it.
        req.method = "GET";
        res.locals.refusal = status;
        res.locals.renderPath = localizePath("/__refused", locale);
        next();
        return;
      }
      // The JSON API answers in its own terse words (as its other errors); people get sentences.
      if (path.startsWith("/api/")) res.status(status).json({ error: apiErrors[reason] });
      else {
        const text = textsIn("ui", locale).messages.refused[reason].heading;
        res.status(status).type("text/plain; charset=utf-8").send(text);
      }
    };

    if (req.method === "OPTIONS") {
      res.set("Allow", allow).status(204).end();
      return;
    }
    // One check for every form and URL: text with NUL (PostgreSQL refuses it) or another character
    // nobody types is refused here, in the page's language, before any page code or query sees it.
    // Unknown paths answer alike, so the check tells nothing about which paths exist.
    if (!isPossibleText(decodedPath(url.pathname)) || (url.search && anyImpossible(url.searchParams)))
      return refuse("impossibleText");
    if (policy.notFound && req.method !== "GET" && req.method !== "HEAD") {
      // No such page, whatever the method: the not-found page (404), the body unread.
      if (!req.complete) lingerThenClose(req, res);
      req.method = "GET";
      next();
      return;
    }
    if (!policy.methods.includes(req.method)) return refuse("method");
    if (req.method !== "POST" || !policy.body) return next();

    const rule = policy.body;
    if (!rule.crossSiteAllowed && fromAnotherSite(req.headers, ownOrigins(req))) return refuse("crossSite");
    const check = checkBodyHeaders(req.headers, rule);
    if (!check.ok) return refuse(check.reason, check.status);
    const body = await readBody(req, rule.maxBytes);
    if (body === "aborted") return; // the client went away; nobody is left to answer
    if (body === "tooLarge") return refuse("tooLarge");
    if (await formBodyHasImpossibleText(body, req.headers["content-type"])) return refuse("impossibleText");
    res.locals.body = body;
    next();
  };
}
