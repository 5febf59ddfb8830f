import { useMatches, useRouteLoaderData } from "react-router";

/**
 * A route module that needs no JavaScript exports
 * `export const handle = { hydrate: false };`. The layout then omits React Router's <Scripts>
 * (the module preloads, the hydration data and the entry script) and <ScrollRestoration>, so the
 * browser gets HTML and CSS only; menus and dialogs there work through HTML (popover, <dialog>).
 */
export interface ScriptFreeHandle {
  hydrate?: boolean;
}

function optsOut(handle: unknown): boolean {
  return typeof handle === "object" && handle !== null && (handle as ScriptFreeHandle).hydrate === false;
}

/**
 * Whether this document carries the framework's scripts. In the browser the answer is always yes:
 * a page without scripts never runs this, and a page React renders after a client-side navigation
 * must keep the scripts it already has (they render nothing once the app is running).
 */
export function useHydrate(): boolean {
  const matches = useMatches();
  const root = useRouteLoaderData("root");
  if (typeof document !== "undefined") return true;
  // The root loader failed: its error page is sent as HTML only (there is no data to hydrate with).
  if (!root) return false;
  return !matches.some((match) => optsOut(match.handle));
}
