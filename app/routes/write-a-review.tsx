import { Form, isRouteErrorResponse, useRouteError } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { fill } from "~/i18n/fill";
import { documentTitle } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { reviewAction, reviewPage } from "~/server/customer-reviews/write-review.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/write-a-review";

// A review invitation's link (the token is the key; no login): the customer writes the one review
// of that purchase, or asks not to be invited again. Plain HTML.

export function loader({ request, context, params }: Route.LoaderArgs) {
  return reviewPage(context.get(databaseContext), request, params.token);
}

export function action({ request, context, params }: Route.ActionArgs) {
  return reviewAction(context.get(databaseContext), request, params.token);
}

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: documentTitle(loaderData?.state === "open" ? loaderData.title : "") },
  { name: "robots", content: "noindex" },
];
export const headers = () => privateNoStore;
export const handle = { hydrate: false };

export default function WriteAReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const t = page.texts;
  const answer = actionData && "done" in actionData ? actionData.done : null;
  if (answer || page.state === "used")
    return (
      <section className="container form-page">
        <p className="notification notification-success" role="status" data-review-done={answer ?? "used"}>
          {answer === "optedOut" ? t.optedOut : answer === "written" ? t.thanks : t.used}
        </p>
        {answer === "written" ? (
          <p>
            <LocalizedLink to="/success-stories">{t.seeIt}</LocalizedLink>
          </p>
        ) : null}
      </section>
    );
  const errors = actionData && "errors" in actionData ? actionData.errors : {};
  const values = actionData && "values" in actionData ? actionData.values : {};
  const fieldError = (name: string) =>
    errors[name] ? (
      <p className="field-hint" id={`${name}-error`}>
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string) => (errors[name] ? `${name}-error` : undefined);
  return (
    <section className="container form-page write-review-page">
      <h1>{page.title}</h1>
      <p className="lead">{page.intro}</p>
      <Form method="post" className="stack-form" noValidate>
        <input type="hidden" name="intent" value="write" />
        <fieldset aria-describedby={described("rating")}>
          <legend>{t.rating}</legend>
          <div className="rating-choices">
            {[5, 4, 3, 2, 1].map((stars) => (
              <label key={stars} className="checkbox-label">
                <input
                  type="radio"
                  name="rating"
                  value={stars}
                  required
                  defaultChecked={values.rating === String(stars)}
                />
                <span>{plural(t.stars, stars, page.locale)}</span>
              </label>
            ))}
          </div>
          {fieldError("rating")}
        </fieldset>
        <label htmlFor="review-text">{t.text}</label>
        <p className="field-note" id="review-text-hint">
          {fill(t.textHint, { max: page.max.toLocaleString(page.locale) })}
        </p>
        <textarea
          id="review-text"
          name="text"
          rows={6}
          maxLength={page.max}
          required
          defaultValue={values.text}
          aria-describedby={["review-text-hint", described("text")].filter(Boolean).join(" ")}
          aria-invalid={errors.text ? true : undefined}
        />
        {fieldError("text")}
        <fieldset aria-describedby={described("display")}>
          <legend>{t.display}</legend>
          {page.initialName ? (
            <label className="checkbox-label">
              <input
                type="radio"
                name="display"
                value="initial"
                required
                defaultChecked={values.display !== "anonymous"}
              />
              <span>{fill(t.displayInitial, { name: page.initialName })}</span>
            </label>
          ) : null}
          <label className="checkbox-label">
            <input
              type="radio"
              name="display"
              value="anonymous"
              required
              defaultChecked={!page.initialName || values.display === "anonymous"}
            />
            <span>{t.displayAnonymous}</span>
          </label>
          {fieldError("display")}
        </fieldset>
        <fieldset aria-describedby={described("language")}>
          <legend>{t.language}</legend>
          {(["en", "es"] as const).map((language) => (
            <label key={language} className="checkbox-label">
              <input
                type="radio"
                name="language"
                value={language}
                required
                defaultChecked={(values.language ?? page.language) === language}
              />
              <span>{t.languages[language]}</span>
            </label>
          ))}
          {fieldError("language")}
        </fieldset>
        <button type="submit" className="button button-primary">
          {t.submit}
        </button>
      </Form>
      <h2>{t.optOutHeading}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="opt-out" />
        <button type="submit" className="button button-secondary">
          {t.optOutButton}
        </button>
      </Form>
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message = isRouteErrorResponse(error) ? (error.data as { message?: string } | null)?.message : null;
  return (
    <section className="container form-page">
      <p className="notification notification-error" data-review-link-error="">
        {message ?? ""}
      </p>
    </section>
  );
}
