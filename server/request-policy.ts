import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { staffRouteKeys } from "~/staff-pages";

// What each endpoint accepts (methods, body type and size, cross-site senders),
// derived from the build's route modules, so a form added anywhere gets the form rules at once.

/** Body rules of one endpoint that takes a POST. */
export interface BodyRule {
  /** Media types accepted (lower case, without parameters). */
  types: readonly string[];
  maxBytes: number;
  /** Only the payment provider posts from elsewhere; its requests are signed instead (§4). */
  crossSiteAllowed: boolean;
}

export interface EndpointPolicy {
  /** Methods for the Allow header; OPTIONS is answered for every path. */
  methods: readonly string[];
  /** The path renders a page, so a refusal is shown as a page in the page's language. */
  page: boolean;
  /** No route claims the path (the catch-all not-found page). */
  notFound: boolean;
  body: BodyRule | null;
  /** The JSON API and the webhook have no React Router data URLs (`/api/….data`). */
  dataUrls: boolean;
  /**
   * The part of the staff area the path opens (server/staff-area.ts decides who may see it):
   * enrolment, the login's second step, or the rest (the route manifest included, which would
   * name staff routes); null outside it.
   */
  staffArea: StaffArea | null;
  /** The route pattern, for metrics: the leaf route's key ("module", "api.webhooks.stripe"), or "not-found". */
  route: string;
  /**
   * The path's segments that carry a route's secret parameter (":token" of a waiting-list link),
   * decoded: masked in the request log whatever they look like.
   */
  secretSegments: readonly string[];
}

/** Route parameters whose value lets its holder in. */
const secretParameter = /token|secret/i;

export type StaffArea = "enrol" | "verify" | "area";

const KiB = 1024;

/**
 * Forms: URL-encoded (React Router's <Form>) or multipart. 32 KiB holds the largest of them, a
 * 1,024-character password percent-encoded at up to 12 bytes a character, with room to spare.
 */
export const formBody: BodyRule = {
  types: ["application/x-www-form-urlencoded", "multipart/form-data"],
  maxBytes: 32 * KiB,
  crossSiteAllowed: false,
};

/**
 * Endpoints with their own rules, by route id (app/routes.ts). The provider's events are a few
 * kilobytes; 512 KiB is far above any of them and far below what could hurt the process.
 */
const explicit: Record<string, { methods: readonly string[]; body: BodyRule | null }> = {
  "routes/api.webhooks.stripe": {
    methods: ["POST"],
    body: { types: ["application/json"], maxBytes: 512 * KiB, crossSiteAllowed: true },
  },
  // The course page posts visits without a body (/api/course/lessons/:sid/visit).
  "routes/api.course.lesson-event": {
    methods: ["POST"],
    body: { types: ["application/json"], maxBytes: 1 * KiB, crossSiteAllowed: false },
  },
  "routes/api.course.progress": { methods: ["GET", "HEAD"], body: null },
  // One grade of a review card, a few hundred bytes of JSON.
  "routes/api.course.review-grades": {
    methods: ["POST"],
    body: { types: ["application/json"], maxBytes: 4 * KiB, crossSiteAllowed: false },
  },
};

type RouteNode = RouteObject & { id: string };
type BuildRoute = NonNullable<ServerBuild["routes"][string]>;

/** The build's flat route list as the nested tree matchRoutes expects. */
function routeTree(build: ServerBuild): RouteNode[] {
  const byParent = new Map<string | undefined, BuildRoute[]>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const nodes = (parentId: string | undefined): RouteNode[] =>
    (byParent.get(parentId) ?? []).map((route) => {
      const children = nodes(route.id);
      return route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children };
    });
  return nodes(undefined);
}

/** "/login.data" → "/login", "/_root.data" → "/" (React Router's single-fetch URLs). */
export function routePath(pathname: string): { path: string; data: boolean } {
  if (pathname === "/_root.data") return { path: "/", data: true };
  if (pathname.endsWith(".data")) return { path: pathname.slice(0, -".data".length) || "/", data: true };
  return { path: pathname, data: false };
}

/** React Router's own pick of the route whose action a POST runs (getTargetMatch). */
function actionTarget<T extends { route: RouteNode }>(matches: T[], search: URLSearchParams): T | undefined {
  const last = matches[matches.length - 1];
  if (last?.route.index && search.getAll("index").some((value) => value === "")) return last;
  const contributing = matches.filter((match, index) => index === 0 || Boolean(match.route.path));
  return contributing[contributing.length - 1];
}

const memoLimit = 2_000;

/** Policies of every path of one build. */
export function endpointPolicies(build: ServerBuild) {
  const tree = routeTree(build);
  const manifestPath = build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : null;

  // React Router's matchRoutes flattens and ranks the whole route tree on every call
  // (~190 routes with the staff area: a fifth of the CPU of a cached page in a profile). A path's
  // policy never changes within a build, so it is worked out once; the memo is bounded (the oldest
  // path goes first) so that a stream of made-up URLs cannot grow it.
  const memo = new Map<string, EndpointPolicy>();
  return function policyFor(pathname: string, search: URLSearchParams): EndpointPolicy {
    const key = search.getAll("index").some((value) => value === "") ? `${pathname}?index` : pathname;
    const known = memo.get(key);
    if (known) return known;
    const policy = computePolicy(pathname, search);
    if (memo.size >= memoLimit) memo.delete(memo.keys().next().value as string);
    memo.set(key, policy);
    return policy;
  };

  function computePolicy(pathname: string, search: URLSearchParams): EndpointPolicy {
    if (manifestPath && pathname === manifestPath) {
      return {
        methods: ["GET", "HEAD"],
        page: false,
        notFound: false,
        body: null,
        dataUrls: false,
        staffArea: "area",
        route: "route-manifest",
        secretSegments: [],
      };
    }
    const matches = matchRoutes(tree, pathname) ?? [];
    const leaf = matches[matches.length - 1];
    const leafModule = leaf ? build.routes[leaf.route.id]?.module : undefined;
    const notFound = !leaf || leaf.route.path === "*";
    const special = leaf ? explicit[leaf.route.id] : undefined;
    const page = Boolean(leafModule?.default);
    const staffArea = staffAreaOf(matches.map((match) => match.route.id));
    const route = notFound || !leaf ? "not-found" : routeKey(leaf.route.id);
    const secretSegments = Object.entries(leaf?.params ?? {}).flatMap(([name, value]) =>
      secretParameter.test(name) && value ? [value] : [],
    );
    if (special) {
      return {
        methods: special.methods,
        page,
        notFound,
        body: special.body,
        dataUrls: false,
        staffArea,
        route,
        secretSegments,
      };
    }

    const target = actionTarget(matches, search);
    const hasAction = Boolean(target && build.routes[target.route.id]?.module.action);
    const readable = Boolean(leafModule?.loader || leafModule?.default);
    const methods = [...(readable ? ["GET", "HEAD"] : []), ...(hasAction ? ["POST"] : [])];
    return {
      methods,
      page,
      notFound,
      body: hasAction ? formBody : null,
      dataUrls: true,
      staffArea,
      route,
      secretSegments,
    };
  }
}

/** Route ids are "<language>:<key>" (app/routes.ts); the key is what names a staff route. */
const routeKey = (id: string) => id.slice(id.indexOf(":") + 1);

/** Which part of the staff area a chain of matched route ids (root first) lies in, if any. */
function staffAreaOf(ids: string[]): StaffArea | null {
  if (!ids.some((id) => routeKey(id) === staffRouteKeys.gate)) return null;
  const leaf = routeKey(ids[ids.length - 1] ?? "");
  return leaf === staffRouteKeys.enrol ? "enrol" : leaf === staffRouteKeys.verify ? "verify" : "area";
}

/**
 * The build without the staff area: every route under the staff gate removed, from the server's
 * routes and from the browser's manifest. For anyone who may not see a staff URL, React Router
 * runs on this build, so the URL is one no route claims and gets what any unknown URL gets: the
 * not-found page, its `.data` answer, its methods, its headers, with nothing to tell them apart.
 */
export function withoutStaffArea(build: ServerBuild): ServerBuild {
  const hidden = new Set<string>();
  const underGate = (id: string | undefined): boolean => {
    for (let at = id; at; at = build.routes[at]?.parentId) {
      if (routeKey(at) === staffRouteKeys.gate) return true;
    }
    return false;
  };
  for (const id of Object.keys(build.routes)) if (underGate(id)) hidden.add(id);
  const keep = <T>(entries: Record<string, T>) =>
    Object.fromEntries(Object.entries(entries).filter(([id]) => !hidden.has(id)));
  return {
    ...build,
    routes: keep(build.routes),
    assets: { ...build.assets, routes: keep(build.assets.routes) },
  };
}
