import {
  data,
  isRouteErrorResponse,
  Links,
  type LoaderFunctionArgs,
  Meta,
  Outlet,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/error-page";
import { NotFound } from "./components/not-found";
import { RefusedPage } from "./components/refused-page";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { SpeculationRules } from "./components/speculation-rules";
import { localeFromPath, localeTags, stripLocale } from "./i18n/locale";
import { documentTitle } from "./i18n/meta";
import { useMessages } from "./i18n/use-locale";
import { pages } from "./pages";
import { refusalReason } from "./request-refusal";
import { getUserAndSessionCookie } from "./server/auth/current-user.server";
import { env } from "./server/platform/env.server";
import { languageCookie, switchedLanguage } from "./server/platform/language-cookie.server";
import { paymentsConfig } from "./server/platform/payments-config.server";
import { refusalContext } from "./server/platform/request-context.server";
import { servicesOf } from "./server/auth/app-services.server";
import stylesheet from "./styles/site.css?url";
import { markupFromData } from "./markup-from-data";

// The layout's markup comes from the URL and the root's loader data alone (markup-from-data.ts):
// a page below it whose route says the same is rendered once per distinct data.
export const handle = markupFromData;

export const links: Route.LinksFunction = () => [
  // `precedence` makes React emit the stylesheet before the module preloads, so the one
  // render-blocking request starts first instead of queueing behind ~20 scripts.
  { rel: "stylesheet", href: stylesheet, precedence: "default" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export async function loader({ request, url, context }: LoaderFunctionArgs) {
  // A request the server's guard refused: its page, in the URL's language.
  const refusal = context.get(refusalContext);
  if (refusal) throw data(null, { status: refusal });
  // React Router keeps a parent loader's Set-Cookie on every response (the refreshed session).
  const { user, headers } = await getUserAndSessionCookie(request, servicesOf(context));
  const switched = switchedLanguage(url.pathname, (name) => request.headers.get(name));
  if (switched) headers.append("Set-Cookie", languageCookie(switched));
  return data(
    {
      user,
      publicUrl: env().PUBLIC_URL,
      simulatedPayments: paymentsConfig().simulated,
    },
    { headers },
  );
}

/** Bare pages hide the header and footer. */
function isBarePage(pathname: string): boolean {
  const path = stripLocale(pathname).slice(1);
  return pages.some((page) => page.path === path && "bare" in page && page.bare);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  const data = useRouteLoaderData<typeof loader>("root");
  const bare = isBarePage(pathname);
  const t = useMessages();
  return (
    <html lang={localeTags[locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b4f6c" />
        <Meta />
        <Links />
      </head>
      <body className={bare ? "layout-bare" : undefined}>
        <a className="skip-link" href="#main">
          {t.skipToContent}
        </a>
        {data?.simulatedPayments ? (
          <p className="demo-notice" role="note">
            {t.demoNotice}
          </p>
        ) : null}
        {bare ? null : <SiteHeader user={data?.user ?? null} />}
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        {bare ? null : <SiteFooter />}
        {/* Every page is sent as HTML and CSS only (decision 033): no framework script, no
            hydration data; what a page adds in the browser is its own page script. */}
        <SpeculationRules />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{documentTitle(t.notFound.title)}</title>
        <NotFound />
      </>
    );
  }
  const refused = isRouteErrorResponse(error) ? refusalReason(error.status) : null;
  if (refused) {
    return (
      <>
        <title>{documentTitle(t.refused[refused].title)}</title>
        <RefusedPage reason={refused} />
      </>
    );
  }
  // Never show a stack trace to a visitor; the server log has it.
  return (
    <>
      <title>{documentTitle(t.errorPage.title)}</title>
      <ErrorPage />
    </>
  );
}
