import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { localeTags, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { type CourseOfflineState, startCourseOffline } from "../course-offline";
import { useCourseWorkerMessage } from "../course-offline-script";
import { Enhance } from "../enhance";
import { createCourseOutbox } from "./course-outbox";
import { retryWhileWaiting } from "./outbox-retry";
import { type ReviewDeckCard, runReviewDeck } from "./review-deck-script";
import { serialQueue } from "./serial-queue";

/**
 * The review's cards or drill on a page sent without the framework's JavaScript: the server sends
 * the frame (the status line and an empty stage), and the inline script (review-deck-script.ts)
 * draws the cards into it while the page is parsed, so the first paint already shows the first
 * card. Without JavaScript the page says that the review needs it.
 */
export function ReviewDeck(props: {
  mode: "cards" | "drill";
  cards: ReviewDeckCard[];
  dueTotal: number;
  texts: ReviewTexts;
  offline: CourseOfflineState;
}) {
  const locale = useLocale();
  const message = useCourseWorkerMessage(props.offline);
  const rootId = "review-deck";
  const review = localizePath("/review", locale);
  return (
    <div id={rootId}>
      <div role="status" className="review-status" />
      <div className="review-stage">
        <noscript>
          <p className="review-card">{props.texts.needsScript}</p>
        </noscript>
      </div>
      {message ? (
        <Enhance
          run={runReviewDeck}
          args={[
            {
              rootId,
              mode: props.mode,
              cards: props.cards,
              dueTotal: props.dueTotal,
              languageTag: localeTags[locale],
              texts: props.texts,
              againHref: props.mode === "drill" ? `${review}?mode=drill` : `${review}?mode=cards`,
              courseHref: localizePath("/mycourse", locale),
            },
            message,
            startCourseOffline,
            createCourseOutbox,
            serialQueue,
            retryWhileWaiting,
          ]}
        />
      ) : null}
    </div>
  );
}
