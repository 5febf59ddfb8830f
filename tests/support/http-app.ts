import { mkdtempSync } from "node:fs";
import { createServer as createHttpServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { projectRoot } from "~/server/platform/project-root.server";
import type * as serverApp from "../../server/app";
import { testServices } from "./app-context";

/**
 * The real Express app of server/app.ts (request guard, React Router handler, every route), from
 * the production build `npm start` serves (made once per run by tests/support/prepared-build.ts),
 * served on a free port of this process, on the given
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
  const appModule = await freshAppModule();
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
    },
  };
}

let instances = 0;

/**
 * A new instance of the built server/app.ts for each app started: its modules' state (page cache,
 * rate limits, the mail worker) starts empty, as it did when each file compiled its own app with
 * Vite (about 10 s of CPU per start, minutes on a busy machine). The query makes Node evaluate the
 * file again; the packages it imports (React, better-auth) are shared, as they were under Vite.
 * vitest.config.ts leaves build/server to Node's own loader, so the bundle is not transformed again.
 */
async function freshAppModule(): Promise<typeof serverApp> {
  instances += 1;
  const file = pathToFileURL(path.join(projectRoot, "build", "server", "index.js"));
  file.search = `?instance=${process.pid}-${instances}`;
  return (await import(/* @vite-ignore */ file.href)) as typeof serverApp;
}
