import { createContext, RouterContextProvider } from "react-router";
import type { Auth } from "../auth/auth.server";
import type { Database } from "./db.server";

// React Router's middleware mode (future.v8_middleware) hands loaders and actions a
// typed context provider instead of a plain object: these are the values server/app.ts puts in it.

/** The CSP nonce of this response (security-headers.server.ts), for inline scripts and styles. */
export const cspNonceContext = createContext<string>("");
/** The visitor's address, for throttling. */
export const clientIpContext = createContext<string>("unknown");
/** Set by the request guard: the status of a refused request, shown as a page. */
export const refusalContext = createContext<number | undefined>(undefined);
/**
 * The id of the error's log line, shown on the error page: the request's id (the same one its
 * request log line carries). A holder object, fresh per request.
 */
export const errorReferenceContext = createContext<{ id?: string }>({});

/**
 * The database and the auth on it, opened once by whoever starts the process (the server at
 * start-up, a script, a test) and handed on from there, never read from a module (decision 022).
 */
export interface AppServices {
  db: Database;
  auth: Auth;
  /**
   * The session lookups of one page view by Cookie header (current-user.server.ts), shared by the
   * request guard (which asks before React Router runs, for a staff URL) and the page's loaders.
   * Only for GET and HEAD: an action may change the session before the loaders run.
   */
  sessionLookups?: SessionLookups;
}

/** See `AppServices.sessionLookups`. */
export type SessionLookups = Map<string, Promise<unknown>>;

/** A new holder for one page view's session lookups, or none for a request that may change it. */
export function sessionLookupsFor(method: string): SessionLookups | undefined {
  return method === "GET" || method === "HEAD" ? new Map() : undefined;
}

// These two have no default: a context built without them fails at the first read.
/** The server's database. */
export const databaseContext = createContext<Database>();
/** better-auth on that database. */
export const authContext = createContext<Auth>();

/** The request's session lookups, when it may share them (see AppServices). */
export const sessionLookupsContext = createContext<SessionLookups | undefined>(undefined);

/** Both, as the session guards (current-user.server.ts) take them. */
export function servicesOf(context: Readonly<RouterContextProvider>): AppServices {
  return {
    db: context.get(databaseContext),
    auth: context.get(authContext),
    sessionLookups: context.get(sessionLookupsContext),
  };
}

export function requestContext(values: {
  services: AppServices;
  cspNonce: string;
  clientIp: string;
  refusal?: number;
  requestId?: string;
  sessionLookups?: SessionLookups;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(databaseContext, values.services.db);
  context.set(authContext, values.services.auth);
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientIpContext, values.clientIp);
  context.set(refusalContext, values.refusal);
  context.set(errorReferenceContext, { id: values.requestId });
  context.set(sessionLookupsContext, values.sessionLookups);
  return context;
}
