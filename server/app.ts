import "react-router";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import express from "express";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { env } from "~/server/env.server";
import { anonymousPageCache } from "~/server/page-cache.server";
import { startHousekeeping } from "~/server/housekeeping.server";
import { startMailWorker } from "~/server/mail/mail-worker.server";
import { paymentsConfig } from "~/server/payments/payments-config.server";
import { createNonce, securityHeaders } from "~/server/security-headers.server";

declare module "react-router" {
  interface AppLoadContext {
    cspNonce: string;
    /** The visitor's address, for throttling (issue 3 §3). */
    clientIp: string;
  }
}

/**
 * Security headers on every response: pages, assets, 404s, redirects and /healthz alike.
 * server.js mounts it before the static files, so assets carry them too.
 */
export const securityHeadersMiddleware: express.RequestHandler = (_req, res, next) => {
  const { NODE_ENV } = env();
  const nonce = createNonce();
  res.locals.cspNonce = nonce;
  res.set(
    securityHeaders(nonce, {
      production: NODE_ENV === "production",
      development: NODE_ENV === "development",
    }),
  );
  next();
};

export const app = express();
app.disable("x-powered-by");
// req.ip is the visitor's address only when Express knows how many proxies to skip (TRUST_PROXY
// hops; Express's numeric setting, read lazily so a bad value is reported by startup's check).
app.set("trust proxy", (_address: string, hop: number) => hop < env().TRUST_PROXY);

// One redirect normalises a trailing slash ("/about-us/" → "/about-us"), query kept.
app.use((req, res, next) => {
  const [path = "/", query] = req.originalUrl.split(/\?(.*)/s, 2);
  if (path.length > 1 && path.endsWith("/")) {
    const target = path.replace(/\/+$/, "") || "/";
    // "//evil.test/" must never become a protocol-relative redirect off the site.
    const safeTarget = target.startsWith("//") ? `/${target.replace(/^\/+/, "")}` : target;
    res.redirect(301, query ? `${safeTarget}?${query}` : safeTarget);
    return;
  }
  next();
});

// Issue 12: pages without a session are shared for a few seconds, each with its own nonce.
app.use(anonymousPageCache());

app.use(
  createRequestHandler({
    // The build object itself, not a function returning it: React Router re-derives its route
    // tables on every request when given a function (fine for dev, where server.js reloads us).
    build,
    getLoadContext: (req, res) => ({
      cspNonce: res.locals.cspNonce as string,
      clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
    }),
  }),
);

/** Validates the environment and migrates the database before the port opens. */
export async function startup(): Promise<{ port: number; shutdown: () => Promise<void> }> {
  const { PORT } = env();
  // Refuses to start with simulated payments on a public origin (DESIGN §4).
  const payments = paymentsConfig();
  if (payments.simulated) console.log("Payments are simulated: buy buttons lead to the local checkout.");
  const db = await getDatabase();
  const stopMail = startMailWorker();
  const stopHousekeeping = startHousekeeping(db);
  return {
    port: PORT,
    shutdown: async () => {
      stopMail();
      stopHousekeeping();
      await closeDatabase();
    },
  };
}
