import { randomUUID } from "node:crypto";
import type express from "express";
import { log, loggedPath } from "~/server/platform/log.server";
import { httpDuration, httpRequests } from "~/server/platform/metrics.server";

// One log line and one metrics observation per request: method, path (never the query, which can
// hold a token or an address; a token in the path masked),
// status, time taken and the request's id. The id comes from the proxy in front when it sends a
// well-formed X-Request-Id (so its log and ours match), is made here otherwise, and is answered in
// X-Request-Id; the error page shows it as the reference a customer can quote.

const wellFormedId = /^[\w-]{8,64}$/;

export const requestLog: express.RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const incoming = req.get("x-request-id");
  const requestId = incoming && wellFormedId.test(incoming) ? incoming : randomUUID();
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  res.once("close", () => {
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    // The route pattern the request guard found (never the raw path: made-up URLs must not make
    // a new series each); what the guard never saw is a static file or a health check.
    const route = (res.locals.route as string | undefined) ?? "static";
    httpRequests.inc({ route, method: req.method, status: String(res.statusCode) });
    httpDuration.observe({ route, method: req.method }, ms / 1000);
    log.info(
      {
        requestId,
        method: req.method,
        path: loggedPath(req.path, (res.locals.secretSegments as readonly string[] | undefined) ?? []),
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      },
      "request",
    );
  });
  next();
};
