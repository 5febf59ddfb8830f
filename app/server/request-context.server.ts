import { createContext, RouterContextProvider } from "react-router";

// React Router's middleware mode (future.v8_middleware, DESIGN §2) hands loaders and actions a
// typed context provider instead of a plain object: these are the values server/app.ts puts in it.

/** The CSP nonce of this response (security-headers.server.ts), for inline scripts and styles. */
export const cspNonceContext = createContext<string>("");
/** The visitor's address, for throttling (issue 3 §3). */
export const clientIpContext = createContext<string>("unknown");

export function requestContext(values: { cspNonce: string; clientIp: string }): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(cspNonceContext, values.cspNonce);
  context.set(clientIpContext, values.clientIp);
  return context;
}
