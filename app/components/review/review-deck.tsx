import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import type { CourseOfflineState } from "../course-offline";
import { useCourseWorkerMessage } from "../course-offline-script";
import { PageScript } from "../page-script";
import type { ReviewDeckCard } from "./review-deck-script";

/**
 * The review's cards or drill on a page sent without the framework's JavaScript: the server sends
 * the frame (the status line and an empty stage), and the page script review-deck (a cached
 * module running review-deck-script.ts) draws the cards into it once the page is parsed. Without JavaScript the page says that the review needs it.
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
        <PageScript
          name="review-deck"
          args={{
            config: {
              rootId,
              mode: props.mode,
              cards: props.cards,
              dueTotal: props.dueTotal,
              locale,
              texts: props.texts,
              againHref: props.mode === "drill" ? `${review}?mode=drill` : `${review}?mode=cards`,
              courseHref: localizePath("/mycourse", locale),
            },
            message,
          }}
        />
      ) : null}
    </div>
  );
}
