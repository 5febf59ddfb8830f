import { Form, isRouteErrorResponse, useRouteError } from "react-router";
import { documentTitle } from "~/i18n/meta";
import { waitlistLinkAction, waitlistPage } from "~/server/first-aid/waitlist-page.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/waiting-list";

// A waiting-list mail's link (the token is the key; no account needed): confirm the entry, leave
// the list, or book the seat held for you. Plain HTML.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return waitlistPage(request, context.get(databaseContext), params.token);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return waitlistLinkAction(request, context.get(databaseContext), params.token);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: documentTitle(loaderData?.title ?? "") },
  { name: "robots", content: "noindex" },
];
export const headers = () => privateNoStore;
export const handle = { hydrate: false };

export default function WaitingListPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  if (page.state === "left")
    return (
      <section className="container form-page">
        <h1>{page.title}</h1>
        <p className="notification notification-success" role="status" data-left="">
          {actionData?.done ?? page.left}
        </p>
      </section>
    );
  return (
    <section className="container form-page waiting-list-page">
      <h1>{page.title}</h1>
      {actionData?.error ? (
        <p className="notification notification-error" role="alert">
          {actionData.error}
        </p>
      ) : null}
      {actionData?.done ? (
        <p className="notification notification-success" role="status" data-confirmed="">
          {actionData.done}
        </p>
      ) : null}
      {page.state === "unconfirmed" ? (
        <>
          <p className="lead">{page.confirmIntro}</p>
          <Form method="post">
            <input type="hidden" name="intent" value="confirm" />
            <button type="submit" className="button button-primary">
              {page.confirm}
            </button>
          </Form>
        </>
      ) : (
        <p className="lead">{page.onList}</p>
      )}
      {page.held ? (
        <>
          <p className="notification notification-success" data-hold="">
            {page.held}
          </p>
          <p className="actions">
            {page.buy.map((buy) => (
              <a
                key={buy.product}
                className="button button-primary"
                data-product={buy.product}
                href={buy.href}
              >
                {buy.label}
              </a>
            ))}
          </p>
        </>
      ) : null}
      {page.holdGone ? <p className="notification notification-error">{page.holdGone}</p> : null}
      {page.state === "listed" ? (
        <Form method="post">
          <input type="hidden" name="intent" value="leave" />
          <button type="submit" className="button button-secondary">
            {page.leave}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : null;
  return (
    <section className="container form-page">
      <p className="notification notification-error">{message ?? ""}</p>
    </section>
  );
}
