import { createAuth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/db.server";
import { requestContext } from "~/server/request-context.server";

/**
 * Points the app's database and auth singletons (getDatabase, getAuth) at a test database, so
 * route loaders and actions can be called directly, as React Router would.
 */
export function useAppDatabase(handle: DatabaseHandle, { production = false } = {}) {
  const holder = globalThis as Record<string, unknown>;
  const auth = createAuth({
    db: handle.db,
    publicUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-0123",
    production,
  });
  holder.__database = Promise.resolve(handle);
  holder.__auth = Promise.resolve(auth);
  return auth;
}

export function actionArgs(request: Request, clientIp = "203.0.113.7") {
  return { request, params: {}, context: requestContext({ cspNonce: "", clientIp }) } as never;
}
