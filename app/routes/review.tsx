import { data, redirect } from "react-router";
import { LocalizedLink } from "~/components/localized-link";
import { ReviewDeck } from "~/components/review/review-deck";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { courseMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { requireCourseCustomer } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { reviewSession } from "~/server/review/review-session.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/review";
import { markupFromData } from "~/markup-from-data";

// The spaced review of the phrases of the lessons the customer opened, as cards or
// as a listening drill. The same access rules and refusals as the lessons (course-guard).
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const customer = await requireCourseCustomer(request, servicesOf(context));
  const { user, access } = customer;
  if (access.state !== "active") throw redirect(localizePath("/mycourse", locale));
  const db = context.get(databaseContext);
  const mode = url.searchParams.get("mode") === "drill" ? ("drill" as const) : ("cards" as const);
  const session = await reviewSession(db, user.id, locale, new Date(), mode);
  return data(
    {
      mode,
      ...session,
      offline: await courseOfflineData(db, customer, locale),
      texts: textsFor(request, "review"),
    },
    { headers: privateNoStore },
  );
}

export const meta = courseMeta("review");
export const headers = () => privateNoStore;
// Its markup comes from the URL and the loader data alone (markup-from-data.ts).
export const handle = markupFromData;

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, mode } = loaderData;
  const locale = useLocale();
  const modeHref = (target: string) => `${localizePath("/review", locale)}?mode=${target}`;
  return (
    <div className="lesson-player review-page">
      <LocalizedLink to="/mycourse" className="round-back" aria-label={t.back}>
        <span aria-hidden="true">←</span>
      </LocalizedLink>
      <div className="container lesson-container">
        <h1>{t.heading}</h1>
        <nav aria-label={t.modes} className="review-modes">
          {(["cards", "drill"] as const).map((target) => (
            <a key={target} href={modeHref(target)} aria-current={mode === target ? "page" : undefined}>
              {target === "cards" ? t.cardsMode : t.drillMode}
            </a>
          ))}
        </nav>
        <ReviewDeck
          mode={mode}
          cards={loaderData.cards}
          dueTotal={loaderData.dueTotal}
          texts={t}
          offline={loaderData.offline}
        />
      </div>
    </div>
  );
}
