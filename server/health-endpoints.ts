import type express from "express";
import type { Database } from "~/server/platform/db.server";
import { databaseIsUp } from "~/server/platform/health.server";

// For the host and the load balancer, answered before any page code (no route matching, no
// render): /healthz says the process is alive; /readyz says it should get traffic: started (the
// migrations applied), the database answering, and not shutting down.

type Readiness = "starting" | "ready" | "stopping";
let readiness: Readiness = "starting";

/** Startup has migrated the database and started the workers. */
export function markReady() {
  readiness = "ready";
}

/** SIGTERM: /readyz says 503 from now on, so the load balancer sends nothing new. */
export function markStopping() {
  readiness = "stopping";
}

/** The endpoints for the server's database, which /readyz asks. */
export const healthEndpoints =
  (db: Database): express.RequestHandler =>
  (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    if (req.path !== "/healthz" && req.path !== "/readyz") return next();
    res.locals.route = req.path.slice(1);
    res.set("Cache-Control", "no-store");
    if (req.path === "/healthz") {
      res.json({ status: "ok" });
      return;
    }
    if (req.path !== "/readyz") return next();
    if (readiness !== "ready") {
      res.status(503).json({ status: readiness });
      return;
    }
    void databaseIsUp(db).then((up) =>
      res.status(up ? 200 : 503).json({ status: up ? "ready" : "database unavailable" }),
    );
  };
