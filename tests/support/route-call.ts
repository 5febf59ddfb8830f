import type { AppServices } from "~/server/auth/app-services.server";
import { testContext } from "./app-context";
import { withPageKey } from "./staff-page-key";

// A route module's loader or action called as React Router calls it, with a session cookie, and
// what it answered or threw read back in one shape: the status, a redirect's target, the data
// (a `data(…)` answer's or a plain object), the headers. Staff loaders are called where the
// browser stands after the keyed redirect (staff-page-key.ts), unless `pageKey: false`.

export interface RouteAnswer {
  status: number;
  location?: string | null;
  // Whatever the route answered: each test reads the fields it knows.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data?: any;
  headers?: Headers;
  body?: string;
}

const origin = "http://localhost:3000";

export async function callRoute(
  handler: ((args: never) => unknown) | undefined,
  services: AppServices,
  {
    path,
    cookie,
    form,
    params = {},
    pageKey = true,
  }: {
    path: string;
    cookie?: string;
    form?: Record<string, string>;
    params?: Record<string, string>;
    /** False: the path exactly as given, e.g. to see a keyless staff page's redirect. */
    pageKey?: boolean;
  },
): Promise<RouteAnswer> {
  if (!handler) throw new Error(`no loader or action for ${path}`);
  const request = new Request(`${origin}${form || !pageKey ? path : withPageKey(path)}`, {
    method: form ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: form ? new URLSearchParams(form) : undefined,
  });
  try {
    const result = (await handler({ request, params, context: testContext(services) } as never)) as
      Response | { type?: string; data?: unknown; init?: { status?: number; headers?: HeadersInit } } | null;
    if (result instanceof Response) {
      return {
        status: result.status,
        location: result.headers.get("location"),
        headers: result.headers,
        body: await result.text(),
      };
    }
    if (result && typeof result === "object" && result.type === "DataWithResponseInit") {
      return {
        status: result.init?.status ?? 200,
        data: result.data,
        headers: new Headers(result.init?.headers),
      };
    }
    return { status: 200, data: result };
  } catch (thrown) {
    if (thrown instanceof Response) {
      return { status: thrown.status, location: thrown.headers.get("location"), headers: thrown.headers };
    }
    const routeError = thrown as { type?: string; data?: unknown; init?: { status?: number } };
    if (routeError?.type === "DataWithResponseInit")
      return { status: routeError.init?.status ?? 500, data: routeError.data };
    throw thrown;
  }
}
