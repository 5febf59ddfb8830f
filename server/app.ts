import * as build from "virtual:react-router/server-build";
import express from "express";
import { authFromEnvironment } from "~/server/auth/auth.server";
import { startBackups } from "~/server/platform/backup-schedule.server";
import { carriesSessionCookie } from "~/server/auth/current-user.server";
import { openDatabase } from "~/server/platform/db.server";
import { startReturningFreedMemory } from "~/server/platform/freed-memory.server";
import { env } from "~/server/platform/env.server";
import { log } from "~/server/platform/log.server";
import { demoReviewsRefusal, startupRefusal } from "~/server/go-live.server";
import { hasDemoReviews } from "~/server/customer-reviews/published.server";
import { anonymousPageCache } from "~/server/platform/page-cache.server";
import { startHousekeeping } from "~/server/housekeeping.server";
import { startWaitlistHolds } from "~/server/first-aid/waitlist-job.server";
import { drawDocumentAttachment } from "~/server/invoices/invoice-attachment.server";
import { drawAttachmentsWith, startMailWorker } from "~/server/mail/mail-worker.server";
import { paymentsConfig } from "~/server/platform/payments-config.server";
import { type AppServices, requestContext, type SessionLookups } from "~/server/auth/app-services.server";
import { createNonce, securityHeaders } from "~/server/platform/security-headers.server";
import { secondFactorKeyAdvice, unreadableSecondFactors } from "~/server/staff/second-factor-key.server";
import { healthEndpoints, markReady } from "./health-endpoints";
import { metricsEndpoint } from "./metrics-endpoint";
import { lastResortErrorHandler, reactRouterHandler } from "./react-router-handler";
import { requestGuard } from "./request-guard";
import { withoutStaffArea } from "./request-policy";

// The mail worker draws an invoice's PDF when it sends the mail that carries it: the invoices are a
// layer above the mail, so the drawer is handed in here, for every app this module makes.
drawAttachmentsWith(drawDocumentAttachment);

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

// Staff URLs exist only for those who may see them; to anyone else React Router runs without the
// staff area, so such a URL answers exactly as an unknown one (decision 012).
const publicBuild = withoutStaffArea(build);

/**
 * The site's Express app on the database and auth the caller opened (startup below, a test): they
 * reach every loader and action through the request's context (decision 022). In development
 * server.js makes one per fresh evaluation of this module, on the services it opened once.
 */
export function createApp(services: AppServices): express.Express {
  const app = express();
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

  app.use(healthEndpoints(services.db));
  app.use(metricsEndpoint(services.db));

  // Tells the course's service worker (public/course-sw.js) that this browser holds no session: a
  // course kept on the device for a customer whose session ended without logout (idle, the 30-day
  // cap) is then dropped before the next person on the device could open it offline.
  app.use((req, res, next) => {
    if (!carriesSessionCookie(req.headers.cookie)) res.setHeader("Session-State", "none");
    next();
  });

  // Methods, cross-site senders, body types and sizes, before any page code runs; and who may see
  // a staff URL at all.
  app.use(requestGuard(build, publicBuild, services));
  // Pages without a session are shared for a few seconds, each with its own nonce.
  app.use(anonymousPageCache());

  app.use(
    reactRouterHandler(build, publicBuild, (req, res) =>
      requestContext({
        services,
        // A page the shared cache will keep is rendered with its placeholder (page-cache.server.ts).
        cspNonce: res.locals.renderNonce ?? (res.locals.cspNonce as string),
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
        refusal: res.locals.refusal as number | undefined,
        requestId: res.locals.requestId as string | undefined,
        sessionLookups: res.locals.sessionLookups as SessionLookups | undefined,
      }),
    ),
  );
  app.use(lastResortErrorHandler);
  return app;
}

export { markStopping } from "./health-endpoints";
export { requestLog } from "./request-log";
export { log } from "~/server/platform/log.server";

/**
 * Says at start, not only at the next staff login, when this server's AUTH_SECRET cannot decrypt
 * the staff's second factors (a restore without its secret, a changed environment). Never stops
 * the start: the public site works without it.
 */
async function warnOfUnreadableSecondFactors({ db, auth }: AppServices) {
  try {
    const { unreadable, enrolled } = await unreadableSecondFactors(db, auth);
    if (unreadable.length === 0) return;
    const staffUserIds = unreadable.map((staff) => staff.userId);
    log.warn({ staffUserIds }, `second factor: ${secondFactorKeyAdvice(staffUserIds, enrolled)}`);
  } catch (error) {
    log.error(
      { error: error instanceof Error ? error.message : String(error) },
      "second factor check at start failed",
    );
  }
}

/** Validates the environment and migrates the database before the port opens. */
export async function startup(): Promise<{
  port: number;
  drainMs: number;
  services: AppServices;
  shutdown: () => Promise<void>;
}> {
  const { PORT, DATA_DIR, SHUTDOWN_DRAIN_MS } = env();
  // Refuses to start a public origin on placeholder business data, sample content (invented
  // reviews and figures) or simulated payments, naming everything to fix at once.
  const refusal = startupRefusal();
  if (refusal) throw new Error(refusal);
  const payments = paymentsConfig();
  log.info(
    payments.simulated
      ? "Payments are simulated: buy buttons lead to the local checkout."
      : `Payments: the provider's ${payments.livemode ? "live" : "test"} mode (STRIPE_SECRET_KEY).`,
  );
  // The embedded database's folder is locked for this process from here on.
  // Opened once for the process: the app, the workers and the schedules all get this one.
  const handle = await openDatabase();
  const demoRefusal = demoReviewsRefusal(env().PUBLIC_URL, await hasDemoReviews(handle.db));
  if (demoRefusal) {
    await handle.close();
    throw new Error(demoRefusal);
  }
  const services: AppServices = { db: handle.db, auth: authFromEnvironment(handle.db) };
  const stopMail = startMailWorker(handle.db);
  const stopHousekeeping = startHousekeeping(handle.db);
  const stopWaitlistHolds = startWaitlistHolds(handle.db);
  const stopBackups = startBackups(handle, DATA_DIR);
  const stopTrimming = startReturningFreedMemory();
  await warnOfUnreadableSecondFactors(services);
  markReady();
  return {
    port: PORT,
    drainMs: SHUTDOWN_DRAIN_MS,
    services,
    shutdown: async () => {
      stopTrimming();
      stopHousekeeping();
      stopWaitlistHolds();
      await stopMail();
      await stopBackups();
      await handle.close();
    },
  };
}
