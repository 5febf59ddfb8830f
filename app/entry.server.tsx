import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import pageScriptUrls from "virtual:page-scripts";
import { PageScriptUrlsContext } from "./components/page-script";
import { ErrorIdContext } from "./error-reference";
import { textsFor } from "./i18n/catalogs.server";
import { ServerUiTextsContext } from "./i18n/ui-texts";
import { logServerError, newErrorId } from "./server/platform/error-log.server";
import { lowerModulePreloadPriority } from "./server/platform/low-priority-preloads.server";
import { cspNonceContext, errorReferenceContext } from "./server/platform/request-context.server";
import { NonceContext } from "./nonce";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the whole document at once; people get it streamed.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // The texts of the URL's language, for a layout whose root loader failed (ui-texts.ts).
    const texts = textsFor(request, "ui");
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageScriptUrlsContext.Provider value={pageScriptUrls}>
          <ServerUiTextsContext.Provider value={texts}>
            <ErrorIdContext.Provider value={loadContext.get(errorReferenceContext).id ?? null}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ErrorIdContext.Provider>
          </ServerUiTextsContext.Provider>
        </PageScriptUrlsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = lowerModulePreloadPriority();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // The timer below holds the whole render; let it go once the page is sent.
          body.once("finish", () => clearTimeout(timeout));
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors while streaming after the shell are logged; the shell's are reported by the router.
          if (shellRendered) logError(error, request, loadContext);
        },
      },
    );
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** What each request has logged: a failed render is reported twice by React Router, logged once. */
const logged = new WeakMap<RouterContextProvider, Set<string>>();

function logError(error: unknown, request: Request, context: RouterContextProvider) {
  const seen = logged.get(context) ?? new Set<string>();
  const key = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  if (seen.has(key)) return;
  logged.set(context, seen.add(key));
  const reference = context.get(errorReferenceContext);
  reference.id ??= newErrorId();
  logServerError(error, { method: request.method, path: new URL(request.url).pathname }, reference.id);
}

/**
 * One log line per unexpected error, its id kept for the error page. React
 * Router's own 4xx answers (internal error responses) are the client's mistake: not logged, and
 * their internal message (which names routes and files) is replaced by the status text before it
 * is serialized into the page or `.data` response.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error)) {
    const response = error as typeof error & { internal?: boolean; error?: unknown; data: unknown };
    if (response.internal) response.data = response.statusText;
    if (response.status < 500) return;
    logError(response.error ?? error, request, context as RouterContextProvider);
    return;
  }
  logError(error, request, context as RouterContextProvider);
};
