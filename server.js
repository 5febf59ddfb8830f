// @ts-check
// The one Node process. In production it serves the Vite build; in development it
// runs Vite in middleware mode. Everything app-specific lives in server/app.ts (TypeScript).
import "./server/load-env.js";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const production = process.env.NODE_ENV === "production";
// Every file is found from this file's folder, never from the current directory.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const BUILD = "./build/server/index.js";

const server = express();
server.disable("x-powered-by");
server.use(compression());

/** @typedef {{ db: unknown, auth: unknown }} AppServices */
/** @type {{ createApp: (services: AppServices) => import("express").Express, securityHeadersMiddleware: import("express").RequestHandler, requestLog: import("express").RequestHandler, log: import("pino").Logger, markStopping: () => void, startup: () => Promise<{ port: number, drainMs: number, services: AppServices, shutdown: () => Promise<void> }> }} */
let appModule;
/**
 * The database and auth are opened once, here at start, before the port opens; the app gets them
 * from startup(), never from a module (decision 022). In development Vite evaluates the app's
 * modules again after an edit: those fresh modules get the same services, not a second database.
 * @type {() => Promise<{ port: number, drainMs: number, services: AppServices, shutdown: () => Promise<void> }>}
 */
async function start() {
  try {
    return await appModule.startup();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
/** @type {Awaited<ReturnType<typeof start>>} */
let started;
if (production) {
  appModule = await import(BUILD);
  started = await start();
  server.use(appModule.requestLog);
  server.use(appModule.securityHeadersMiddleware);
  // Hashed file names never change content: cache them for a year, immutably.
  server.use(
    "/assets",
    express.static(path.join(ROOT, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  const files = express.static(path.join(ROOT, "build/client"), { maxAge: "1h", index: false });
  // Pages have no file extension: only file-like paths look on disk (a stat per page request
  // showed up in the CPU profile).
  server.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  server.use(appModule.createApp(started.services));
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
  appModule = /** @type {any} */ (await devServer.ssrLoadModule("./server/app.ts"));
  started = await start();
  const { services } = started;
  // One app per evaluation of server/app.ts (a fresh one after an edit), all on the same services.
  const apps = new WeakMap();
  server.use(appModule.requestLog);
  server.use(appModule.securityHeadersMiddleware);
  server.use(devServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const fresh = await devServer.ssrLoadModule("./server/app.ts");
      if (!apps.has(fresh)) apps.set(fresh, fresh.createApp(services));
      return apps.get(fresh)(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

const { port, drainMs, shutdown } = started;
const listener = server.listen(port, () => {
  appModule.log.info(`Server listening on http://localhost:${port}`);
});

// SIGTERM (a deploy, systemd stopping the service): /readyz answers 503 at once, so the load
// balancer sends nothing new (for SHUTDOWN_DRAIN_MS the server still serves, while it notices);
// then no new connections, requests in flight and the mail being sent finish, the database closes
// (PGlite would otherwise keep the process alive for seconds) and the process exits. A request
// that never ends does not hold the exit past SHUTDOWN_TIMEOUT_MS.
const SHUTDOWN_TIMEOUT_MS = 20_000 + drainMs;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    appModule.markStopping();
    const deadline = setTimeout(() => {
      appModule.log.error(`Shutdown took over ${SHUTDOWN_TIMEOUT_MS} ms: exiting with requests unfinished.`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    deadline.unref();
    new Promise((resolve) => setTimeout(resolve, drainMs))
      .then(
        () =>
          new Promise((resolve) => {
            listener.close(resolve);
            listener.closeIdleConnections();
          }),
      )
      .then(() => shutdown())
      .then(
        () => process.exit(0),
        (error) => {
          appModule.log.error(
            { error: error instanceof Error ? error.message : String(error) },
            "Shutdown failed",
          );
          process.exit(1);
        },
      );
  });
}
