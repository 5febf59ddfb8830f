import type { EntryContext } from "react-router";

// What React Router hands entry.server is made for a page the browser will hydrate: every route of
// the manifest (some 350, both languages and the staff area), from which `ServerRouter` builds the
// whole route tree twice on every request, and the loader data encoded for the browser. No page is
// hydrated (decision 010): the render needs only the routes it matched, and nobody reads the
// encoded data (the layout renders no framework scripts, so React Router never writes it).

type ManifestRoutes = EntryContext["manifest"]["routes"];

/** The matched routes' manifest entries, per chain of matched ids: at most one entry per route. */
const matchedRoutes = new Map<string, ManifestRoutes>();

function manifestOf(context: EntryContext): ManifestRoutes {
  const ids = context.staticHandlerContext.matches.map((match) => match.route.id);
  const key = ids.join(" ");
  let routes = matchedRoutes.get(key);
  if (!routes) {
    routes = {};
    for (const id of ids) routes[id] = context.manifest.routes[id];
    matchedRoutes.set(key, routes);
  }
  return routes;
}

/** The entry context with the matched routes only and without the unread loader-data stream. */
export function renderOnlyContext(context: EntryContext): EntryContext {
  // The encoding already ran; cancelling lets its stream go with nothing queued for a reader.
  context.serverHandoffStream?.cancel().catch(() => undefined);
  return {
    ...context,
    manifest: { ...context.manifest, routes: manifestOf(context) },
    serverHandoffStream: undefined,
  };
}
