import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import compression from "compression";
import express from "express";
import { createServer as createViteServer } from "vite";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import type * as serverApp from "../../server/app";
import { testServices } from "./app-context";

/**
 * The real Express app of server/app.ts (request guard, React Router handler, every route),
 * compiled by Vite as `npm run dev` does, served on a free port of this process, on the given
 * test database. Mounted as server.js mounts it: compression, request log, security headers, then
 * the app. `serve` puts the app on another database (a new app from createApp, as server.js makes
 * one per evaluation of server/app.ts) and gives the auth on it.
 */
export async function startHttpApp(
  handle: DatabaseHandle,
  environment: Record<string, string> = {},
): Promise<{
  origin: string;
  server: Server;
  serve: (handle: DatabaseHandle) => Auth;
  close: () => Promise<void>;
}> {
  const server = createHttpServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://localhost:${port}`;
  // Read by env() on the first request, in the app's own module instance.
  Object.assign(process.env, {
    PUBLIC_URL: origin,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "http-app-")),
    ...environment,
  });
  const { vite, appModule } = await oneStartAtATime(async () => {
    const vite = await createViteServer({
      server: { middlewareMode: true, hmr: false, ws: false },
      appType: "custom",
      logLevel: "error",
      optimizeDeps: { noDiscovery: true, include: [] },
    });
    const appModule = (await vite.ssrLoadModule("./server/app.ts")) as typeof serverApp;
    await typesWritten();
    return { vite, appModule };
  });
  const outer = express();
  outer.disable("x-powered-by");
  outer.use(compression());
  outer.use(appModule.requestLog);
  outer.use(appModule.securityHeadersMiddleware);
  let app = appModule.createApp(testServices(handle));
  outer.use((req, res, next) => app(req, res, next));
  server.on("request", outer);
  return {
    origin,
    server,
    serve: (next) => {
      const services = testServices(next);
      app = appModule.createApp(services);
      return services.auth;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await vite.close();
    },
  };
}

// React Router's Vite plugin deletes and rewrites .react-router/types whenever a dev server starts;
// two test files starting theirs at the same moment, in the two workers, race on that folder
// (ENOTEMPTY, an unhandled rejection that fails the run). A lock folder lets one start at a time.
const startLock = path.join(
  tmpdir(),
  `http-app-start-${Buffer.from(process.cwd()).toString("hex").slice(-40)}`,
);
const typesFile = path.resolve(".react-router/types/+server-build.d.ts");

async function oneStartAtATime<T>(start: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      mkdirSync(startLock);
      break;
    } catch {
      // A lock older than two minutes belongs to a worker that died while holding it.
      try {
        if (Date.now() - statSync(startLock).mtimeMs > 120_000)
          rmSync(startLock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await start();
  } finally {
    rmSync(startLock, { recursive: true, force: true });
  }
}

/** The plugin writes the types without being awaited: wait until its files are back. */
async function typesWritten(): Promise<void> {
  const until = Date.now() + 30_000;
  while (!existsSync(typesFile) && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
