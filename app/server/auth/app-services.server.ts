import { createContext, RouterContextProvider } from "react-router";
import type { Database } from "../platform/db.server";
import {
  clientIpContext,
  cspNonceContext,
  databaseContext,
  errorReferenceContext,
  refusalContext,
} from "../platform/request-context.server";
import type { Auth } from "./auth.server";

// The services a request's context carries: the platform's database, and better-auth on it. They
// sit here, beside better-auth, rather than with the platform's per-request values
// (platform/request-context.server.ts), because their type is better-auth's own and the platform
// is the layer below everything, auth included.

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

// No default: a context built without it fails at the first read.
/** better-auth on the server's database. */
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
