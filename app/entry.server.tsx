import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import pageScriptUrls from "virtual:page-scripts";
import { PageScriptUrlsContext } from "./components/page-script";
import { ErrorIdContext } from "./error-reference";
import { textsFor, textsIn } from "./i18n/catalogs.server";
import { provideUiTexts, ServerUiTextsContext } from "./i18n/ui-texts";
import { logServerError, newErrorId } from "./server/platform/error-log.server";
import { cspNonceContext, errorReferenceContext } from "./server/platform/request-context.server";
import { NonceContext } from "./nonce";
import { renderOnlyContext } from "./render-context.server";
import {
  contextWithKeyMarker,
  formKeyOf,
  memoNonce,
  rememberedPage,
  rememberPage,
  renderMemoKey,
  withNonceAndFormKey,
} from "./render-memo.server";

export const streamTimeout = 5_000;

// The pages' `meta` functions read the interface texts of the URL's language from here.
provideUiTexts((locale) => textsIn("ui", locale));

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const responseNonce = loadContext.get(cspNonceContext);
  const errorId = loadContext.get(errorReferenceContext).id ?? null;
  const onlyMatched = renderOnlyContext(routerContext);
  // A page made from its URL and data alone, served before with the same data, is sent again
  // (render-memo.server.ts); a new one is rendered with the memo's nonce and kept. A staff page's
  // one-time form key is put in as the nonce is: one render serves every key.
  const memoKey = responseNonce ? renderMemoKey(request, responseStatusCode, routerContext) : null;
  const formKey = memoKey === null ? null : formKeyOf(request);
  const remembered = memoKey === null ? null : rememberedPage(memoKey, responseNonce, formKey);
  if (remembered !== null) {
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return Promise.resolve(
      new Response(Buffer.from(remembered), { headers: responseHeaders, status: responseStatusCode }),
    );
  }
  const nonce = memoKey === null ? responseNonce : memoNonce;
  const context = formKey === null ? onlyMatched : contextWithKeyMarker(onlyMatched, formKey);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let failed = false;
    // The interface texts of the URL's language, for every component (ui-texts.ts).
    const texts = textsFor(request, "ui");
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <PageScriptUrlsContext.Provider value={pageScriptUrls}>
          <ServerUiTextsContext.Provider value={texts}>
            <ErrorIdContext.Provider value={errorId}>
              <ServerRouter context={context} url={request.url} nonce={nonce} />
            </ErrorIdContext.Provider>
          </ServerUiTextsContext.Provider>
        </PageScriptUrlsContext.Provider>
      </NonceContext.Provider>,
      {
        nonce,
        // A page is sent whole, in one write (decision 024): nothing on it waits for data after
        // the first byte. React's pieces are gathered here, with no stream between them and the
        // socket (a web stream per page cost more than the page's own markup).
        onAllReady() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const page = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              // The timer below holds the whole render; let it go once the page is whole.
              clearTimeout(timeout);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              let body = Buffer.concat(chunks);
              if (memoKey !== null) {
                const html = body.toString();
                if (!failed && responseStatusCode === 200) rememberPage(memoKey, html);
                body = Buffer.from(withNonceAndFormKey(html, responseNonce, formKey));
              }
              resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
              done();
            },
          });
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          failed = true;
          responseStatusCode = 500;
          // Errors after the shell are logged; the shell's are reported by the router.
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
