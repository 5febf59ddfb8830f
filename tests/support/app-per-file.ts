import { afterAll, beforeAll, vi } from "vitest";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { formBody, type RawResponse, send } from "./http-client";
import { startHttpApp } from "./http-app";
import { type TestDatabaseKind, testDatabaseKinds } from "./test-database";

/**
 * The real Express app once per test file, for files that run through it on every test database.
 * Starting it compiles every route (Vite), slow on a busy machine, so it starts once, on the first
 * kind's database; each `describe.each(http.kinds)` block takes its database from `database(kind)`
 * and puts the app on it with `serve`. Call at the top level of the test file.
 */
export function realAppPerFile() {
  vi.setConfig({ testTimeout: 120_000, hookTimeout: 240_000 });
  const kinds = testDatabaseKinds();
  let app: Awaited<ReturnType<typeof startHttpApp>> | undefined;
  let first: DatabaseHandle | undefined;
  beforeAll(async () => {
    first = await (kinds[0] as TestDatabaseKind).open();
    app = await startHttpApp(first);
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await first?.close();
  });

  const origin = () => {
    if (!app) throw new Error("the app starts in beforeAll");
    return app.origin;
  };
  return {
    kinds,
    origin,
    /** The kind's database: the one the app started on for the first kind, a new one otherwise. */
    database: async (kind: TestDatabaseKind): Promise<DatabaseHandle> =>
      kind.name === kinds[0]?.name && first ? first : await kind.open(),
    /** Puts the app on the kind's database (from `database`) and gives the auth on it. */
    serve: (handle: DatabaseHandle): Auth => {
      if (!app) throw new Error("the app starts in beforeAll");
      return app.serve(handle);
    },
    /** Closes a database `database` opened (the app's first one stays open until the file ends). */
    release: async (handle: DatabaseHandle | undefined) => {
      if (handle && handle !== first) await handle.close();
    },
    get: (path: string, cookie?: string): Promise<RawResponse> =>
      send(origin(), { path, headers: cookie ? { cookie } : {} }),
    /**
     * A GET as a browser makes it: a staff page opened without its one-time form key answers with
     * a redirect to the same URL with one (pageFormKey), which is followed; any other answer is
     * returned as it came.
     */
    page: async (path: string, cookie?: string): Promise<RawResponse> => {
      const headers: Record<string, string> = cookie ? { cookie } : {};
      const first = await send(origin(), { path, headers });
      const location = first.headers.location;
      if (first.status !== 302 || typeof location !== "string") return first;
      const keyed = new URL(location, origin());
      if (keyed.pathname !== path.split("?")[0] || !keyed.searchParams.has("key")) return first;
      return send(origin(), { path: `${keyed.pathname}${keyed.search}`, headers });
    },
    /** A same-origin form POST, as the site's own pages send it. */
    postForm: (path: string, fields: Record<string, string>, cookie?: string): Promise<RawResponse> => {
      const { body, headers } = formBody(fields);
      return send(origin(), {
        method: "POST",
        path,
        body,
        headers: { ...headers, origin: origin(), ...(cookie ? { cookie } : {}) },
      });
    },
  };
}
