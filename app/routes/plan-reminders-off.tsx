import { Form } from "react-router";
import { documentTitle } from "~/i18n/meta";
import { remindersOffAction, remindersOffPage } from "~/server/conversion-plan/reminders-off-page.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/plan-reminders-off";

// A plan reminder's opt-out link: switch the plan's reminders off, without a login. Plain HTML.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return remindersOffPage(request, context.get(databaseContext), params.token);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return remindersOffAction(request, context.get(databaseContext), params.token);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: documentTitle(loaderData?.title ?? "") },
  { name: "robots", content: "noindex" },
];
export const headers = () => privateNoStore;
export const handle = { hydrate: false };

export default function PlanRemindersOffPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const message = actionData?.done ?? actionData?.error ?? page.message;
  return (
    <section className="container form-page">
      <h1>{page.title}</h1>
      {message ? (
        <p
          className={
            actionData?.done ? "notification notification-success" : "notification notification-error"
          }
          role={actionData?.done ? "status" : "alert"}
          {...(actionData?.done ? { "data-reminders-off": "" } : {})}
        >
          {message}
        </p>
      ) : null}
      {page.state === "ask" && !actionData?.done ? (
        <>
          <p className="lead">{page.text}</p>
          <Form method="post">
            <button type="submit" className="button button-primary">
              {page.button}
            </button>
          </Form>
        </>
      ) : null}
      <p>
        <a href={page.planUrl}>{page.back}</a>
      </p>
    </section>
  );
}
