import type { RouterContextProvider } from "react-router";
import { createAuth } from "~/server/auth/auth.server";
import type { Database, DatabaseHandle } from "~/server/platform/db.server";
import { type AppServices, requestContext } from "~/server/auth/app-services.server";

// Tests hand the app its database and auth as the server does (decision 022): through the
// request's context, built here on a test database (test-database.ts: PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set).

/** The database and better-auth on it, with fixed test settings instead of the environment's. */
export function testServices(database: DatabaseHandle | Database, { production = false } = {}): AppServices {
  const db = "db" in database ? database.db : database;
  const auth = createAuth({
    db,
    publicUrl: "http://localhost:3000",
    secret: "test-secret-test-secret-test-secret-0123",
    production,
  });
  return { db, auth };
}

/** A request's context as server/app.ts builds it, on the given services. */
export function testContext(services: AppServices, clientIp = "203.0.113.7"): RouterContextProvider {
  return requestContext({ services, cspNonce: "", clientIp });
}

/** The arguments React Router passes a loader or action, for calling one directly. */
export function routeArgs(
  request: Request,
  services: AppServices,
  { params = {}, clientIp }: { params?: Record<string, string>; clientIp?: string } = {},
) {
  return { request, params, context: testContext(services, clientIp) } as never;
}
