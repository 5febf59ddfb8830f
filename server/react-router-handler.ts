import { writeReadableStreamToWritable } from "@react-router/node";
import type express from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import { textsIn } from "~/i18n/catalogs.server";
import { localeFromPath } from "~/i18n/locale";
import { carriesSessionCookie } from "~/server/auth/current-user.server";
import { logServerError } from "~/server/platform/error-log.server";

// React Router's Express adapter (the pattern of @react-router/express), owned here because the
// request guard reads and size-checks the body first: React Router gets that buffer, never the
// socket. Responses that depend on the session are marked private on the way out.

/** The request's own URL; a Host header that makes no URL is the client's mistake (400). */
function requestUrl(req: express.Request, res: express.Response): URL | null {
  try {
    const path = res.locals.renderPath ?? req.originalUrl;
    const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${path}`);
    return url.host ? url : null;
  } catch {
    return null;
  }
}

function toHeaders(incoming: express.Request["headers"]): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
  }
  return headers;
}

const staffPath = /^(\/es)?\/staff(\/|$)/;
/**
 * Whether a staff route could claim the path: React Router matches segments without regard to
 * case and after decoding them (`/Staff/Dates`, `/st%61ff/log`), so the test is on the decoded,
 * lowercased path, and a path that does not decode counts as one.
 */
function mayBeStaffPath(pathname: string): boolean {
  try {
    return decodeURIComponent(pathname).toLowerCase().includes("staff");
  } catch {
    return true;
  }
}

/**
 * A staff download (a resource route: CSV) answers a bare 404 for a date that does not exist
 * (the framework's JSON of a thrown `data(null, 404)`). Only staff reach it (anyone else never
 * reaches a staff route, see the guard), and they get the site's own not-found page instead of an
 * empty one: the same request answered by the build without the staff area, where no route claims
 * the URL (decision 023). A 404 the route wrote as text itself (a month with nothing to export)
 * keeps its words.
 */
function bareStaffNotFound(req: express.Request, response: Response): boolean {
  return (
    response.status === 404 &&
    (req.method === "GET" || req.method === "HEAD") &&
    staffPath.test(req.path) &&
    !(response.headers.get("content-type") ?? "").startsWith("text/")
  );
}

/**
 * Whatever depends on the session (any page a customer sees logged in, every
 * `.data` request, any answer that sets the session cookie) must not be kept by a shared cache.
 */
function sessionDependent(req: express.Request, response: Response): boolean {
  return (
    req.path.endsWith(".data") ||
    carriesSessionCookie(req.get("cookie")) ||
    response.headers.getSetCookie().length > 0
  );
}

/**
 * A page is sent in one write (decision 024): streamed, React's many small pieces each took a
 * trip through the compression's worker thread and back, and made a logged-in page cost a third
 * more. Nothing on these pages waits for data after the first byte, so nothing arrives later.
 */
function isPage(response: Response): boolean {
  return (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * `publicBuild` (the build without the staff area) answers the requests the guard marked
 * `staffHidden`: React Router then sees a staff URL as one no route claims.
 */
export function reactRouterHandler(
  build: ServerBuild,
  publicBuild: ServerBuild,
  getLoadContext: (req: express.Request, res: express.Response) => RouterContextProvider,
): express.RequestHandler {
  const handleFull = createRequestHandler(build, process.env.NODE_ENV);
  const handlePublic = createRequestHandler(publicBuild, process.env.NODE_ENV);

  return async (req, res, next) => {
    const url = requestUrl(req, res);
    if (!url) {
      res.status(400).type("text/plain; charset=utf-8").send("Bad Request");
      return;
    }
    // A URL no staff route could claim is matched against the routes without the staff area: the
    // same answer for a third fewer routes to match on every request.
    const handle = res.locals.staffHidden || !mayBeStaffPath(url.pathname) ? handlePublic : handleFull;
    const controller = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) controller.abort();
    });
    try {
      const body = req.method === "GET" || req.method === "HEAD" ? undefined : res.locals.body;
      const request = new Request(url, {
        method: req.method,
        headers: toHeaders(req.headers),
        body: body && body.length > 0 ? new Uint8Array(body) : undefined,
        signal: controller.signal,
      });
      let response = await handle(request, getLoadContext(req, res));
      if (!res.locals.staffHidden && bareStaffNotFound(req, response)) {
        await response.body?.cancel();
        response = await handlePublic(request, getLoadContext(req, res));
      }
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [name, value] of response.headers) {
        if (name !== "set-cookie") res.append(name, value);
      }
      for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
      if (sessionDependent(req, response)) res.set("Cache-Control", "private, no-store");
      if (response.body && isPage(response)) res.end(Buffer.from(await response.arrayBuffer()));
      else if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}

/**
 * The last resort for an error outside React Router (which renders its own error page): one log
 * line with an id, and that id in the answer, so a report can be matched to the log.
 */
export const lastResortErrorHandler: express.ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const id = logServerError(
    error,
    { method: req.method, path: req.path },
    res.locals.requestId as string | undefined,
  );
  const t = textsIn("ui", localeFromPath(req.path)).messages.errorPage;
  res
    .status(500)
    .set("Cache-Control", "no-store")
    .type("text/plain; charset=utf-8")
    .send(`${t.heading} ${t.reference} ${id}`);
};
