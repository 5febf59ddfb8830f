import { data } from "react-router";
import { LicenceCheckAnswer } from "~/components/licence-check-answer";
import { LicenceCheckForm } from "~/components/licence-check-form";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { env } from "~/server/platform/env.server";
import { licenceCheckPage } from "~/server/licence-check/page.server";
import { databaseContext } from "~/server/platform/request-context.server";
import type { Route } from "./+types/licence-check";

// "Do I need a test?" A GET form that works without JavaScript (a script-free
// page); the answer is the URL ?country=&region=&class=&since=, so it can be shared and printed.
export const handle = { hydrate: false };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { status, page } = await licenceCheckPage(url.searchParams, {
    locale: localeFromPath(url.pathname),
    publicUrl: env().PUBLIC_URL,
    db: context.get(databaseContext),
  });
  // Bad input: the form with its message and a 400, never a 500.
  return data(page, { status });
}

export const meta = pageMeta("licenceCheck");

export default function LicenceCheckPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, form, answer } = loaderData;
  return (
    <div className="sales-page licence-check">
      <div className="container check-intro">
        <h1>{t.heading}</h1>
        <p className="lead">{t.lead}</p>
      </div>
      <LicenceCheckForm form={form} t={t} answered={answer !== null} />
      {answer ? <LicenceCheckAnswer answer={answer} t={t} /> : null}
    </div>
  );
}
