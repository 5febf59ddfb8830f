import { createContext } from "react-router";
import type { Database } from "./db.server";

// React Router's middleware mode (future.v8_middleware) hands loaders and actions a
// typed context provider instead of a plain object: these are the values server/app.ts puts in it
// that every layer may read. better-auth, the session lookups and the function that builds the
// whole context are the auth layer's (auth/app-services.server.ts): their types are better-auth's.

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

// No default: a context built without it fails at the first read.
/**
 * The server's database, opened once by whoever starts the process and handed on from there
 * (decision 022).
 */
export const databaseContext = createContext<Database>();
