import { isRouteErrorResponse, type MetaFunction, Outlet } from "react-router";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { documentTitle, notFoundMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import { markupFromData } from "~/markup-from-data";
import type { Route } from "./+types/staff-gate";

// Every staff route sits under this one. When the staff guard refuses (a visitor or
// a customer), the loader's 404 lands here and the page is the very one an unknown URL gets: the
// not-found route's tags, its content, no scripts. Nothing tells the staff area exists.
export const meta: MetaFunction = (args) => (args.error ? (notFoundMeta(args) ?? []) : []);

// Only its children's markup: a staff page made from its data alone is kept (render-memo.server.ts).
export const handle = markupFromData;

export default function StaffGate() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // Never a stack trace; the server log has it (as root.tsx).
  return (
    <>
      <title>{documentTitle(t.errorPage.title)}</title>
      <ErrorPage />
    </>
  );
}
