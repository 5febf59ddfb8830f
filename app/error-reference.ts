import { createContext, useContext } from "react";
import { useRouteError } from "react-router";

// The error page shows the id of the server's log line for the error. entry.server
// provides it while rendering; in the browser it is read back from the page the server sent.

export const ErrorIdContext = createContext<string | null | undefined>(undefined);

let served: { error: unknown; id: string | null } | undefined;

export function useErrorReference(): string | null {
  const fromServer = useContext(ErrorIdContext);
  const error = useRouteError();
  if (fromServer !== undefined) return fromServer;
  // Only the error the page was served with has an id; one met later in the browser has none.
  served ??= {
    error,
    id: document.querySelector("[data-error-reference]")?.getAttribute("data-error-reference") ?? null,
  };
  return served.error === error ? served.id : null;
}
