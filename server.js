// @ts-check
// The one Node process (DESIGN §2). In production it serves the Vite build; in development it
// runs Vite in middleware mode. Everything app-specific lives in server/app.ts (TypeScript).
import "./server/load-env.js";
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const production = process.env.NODE_ENV === "production";
// Issue 11 §5: every file is found from this file's folder, never from the current directory.
const ROOT = path.dirname(fileURLToPath(import.meta.url));
const BUILD = "./build/server/index.js";

const server = express();
server.disable("x-powered-by");
server.use(compression());

/** @type {{ app: import("express").Express, securityHeadersMiddleware: import("express").RequestHandler, startup: () => Promise<{ port: number, shutdown: () => Promise<void> }> }} */
let appModule;
if (production) {
  appModule = await import(BUILD);
  server.use(appModule.securityHeadersMiddleware);
  // Hashed file names never change content: cache them for a year, immutably.
  server.use(
    "/assets",
    express.static(path.join(ROOT, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
  );
  const files = express.static(path.join(ROOT, "build/client"), { maxAge: "1h", index: false });
  // Pages have no file extension: only file-like paths look on disk (a stat per page request
  // showed up in the CPU profile, issue 12).
  server.use((req, res, next) => (path.extname(req.path) ? files(req, res, next) : next()));
  server.use(appModule.app);
} else {
  const vite = await import("vite");
  const devServer = await vite.createServer({ root: ROOT, server: { middlewareMode: true } });
  appModule = /** @type {any} */ (await devServer.ssrLoadModule("./server/app.ts"));
  server.use(appModule.securityHeadersMiddleware);
  server.use(devServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const fresh = await devServer.ssrLoadModule("./server/app.ts");
      return fresh.app(req, res, next);
    } catch (error) {
      if (error instanceof Error) devServer.ssrFixStacktrace(error);
      next(error);
    }
  });
}

let started;
try {
  started = await appModule.startup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { port, shutdown } = started;
const listener = server.listen(port, () => {
  console.log(`Server listening on http://localhost:${port}`);
});

// PGlite would keep the process alive for seconds after a signal: close it, then exit.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => {
    listener.close();
    shutdown().finally(() => process.exit(0));
  });
}
