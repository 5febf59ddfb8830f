import { timingSafeEqual } from "node:crypto";
import type express from "express";
import { env } from "~/server/platform/env.server";
import type { Database } from "~/server/platform/db.server";
import { metrics, readDatabaseGauges } from "~/server/platform/metrics.server";

// /metrics answers only a scraper that sends METRICS_TOKEN as its bearer token; to anyone else (or
// with no token set) the path is one no page has, and gets the site's not-found page.

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? "");
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The endpoint for the server's database (the outbox and payment event gauges read it). */
export const metricsEndpoint =
  (db: Database): express.RequestHandler =>
  (req, res, next) => {
    if (req.path !== "/metrics" || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const token = env().METRICS_TOKEN;
    if (!token || !tokenMatches(req.get("authorization"), token)) return next();
    res.locals.route = "metrics";
    readDatabaseGauges(db)
      .then(() => metrics.metrics())
      .then(
        (text) => res.set("Cache-Control", "no-store").type(metrics.contentType).send(text),
        (error: unknown) => next(error),
      );
  };
