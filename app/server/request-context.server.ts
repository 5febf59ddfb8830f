import { createContext, RouterContextProvider } from "react-router";

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

export function requestContext(values: {
  cspNonce: string;
  clientIp: string;
  refusal?: number;
  requestId?: string;
}): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientIpContext, values.clientIp);
  context.set(refusalContext, values.refusal);
  context.set(errorReferenceContext, { id: values.requestId });
  return context;
}
