import { createContext, useContext } from "react";

// The CSP nonce of this response, provided by entry.server. On the client it is empty: browsers
// hide nonce attributes from scripts, and hydration does not need it.
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
