import { data, redirect } from "react-router";
import { useCourseOffline } from "~/components/course-offline";
import { useCourseWorkerMessage } from "~/components/course-offline-script";
import { LocalizedLink } from "~/components/localized-link";
import { ReviewDrillCard } from "~/components/review/review-drill-card";
import { ReviewFlipCard } from "~/components/review/review-flip-card";
import { courseOutbox } from "~/components/review/course-outbox";
import { ReviewSummary } from "~/components/review/review-summary";
import { useReviewSession } from "~/components/review/use-review-session";
import { fill } from "~/i18n/fill";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { courseMeta } from "~/i18n/meta";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { requireCourseCustomer } from "~/server/course/course-guard.server";
import { privateNoStore } from "~/server/security-headers.server";
import { courseOfflineData } from "~/server/course/course-offline.server";
import { reviewSession } from "~/server/review/review-session.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/review";

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

export default function ReviewPage({ loaderData }: Route.ComponentProps) {
  const { texts: t, mode, cards, dueTotal } = loaderData;
  const locale = useLocale();
  const session = useReviewSession(cards);
  useCourseOffline(useCourseWorkerMessage(loaderData.offline), courseOutbox);
  const modeHref = (target: string) => `${localizePath("/review", locale)}?mode=${target}`;
  const position = fill(t.progress, { index: session.index + 1, count: cards.length });
  const card = session.card;

  return (
    <div className="lesson-player review-page">
      {/* A whole page: the course page is sent without the framework's JavaScript. */}
      <LocalizedLink to="/mycourse" className="round-back" aria-label={t.back} reloadDocument>
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
        <div role="status" className="review-status">
          {session.pending > 0 ? <p>{plural(t.pending, session.pending, locale)}</p> : null}
          {session.conflicts > 0 ? <p>{t.staleCard}</p> : null}
          {session.failed ? <p>{t.saveFailed}</p> : null}
        </div>
        {!card ? (
          <ReviewSummary
            texts={t}
            tally={session.tally}
            reviewed={session.reviewed}
            moreDue={Math.max(dueTotal - session.reviewed, 0)}
            againHref={modeHref(mode)}
          />
        ) : mode === "drill" ? (
          <ReviewDrillCard
            key={card.id}
            card={card}
            texts={t}
            position={position}
            score={fill(t.score, { right: session.tally.right, done: session.tally.answered })}
            onAnswer={(correct) => session.record(card, correct ? 3 : 1, "drill", correct)}
            onNext={session.advance}
          />
        ) : (
          <ReviewFlipCard
            key={card.id}
            card={card}
            texts={t}
            position={position}
            onGrade={(grade) => {
              session.record(card, grade, "cards");
              session.advance();
            }}
          />
        )}
      </div>
    </div>
  );
}
