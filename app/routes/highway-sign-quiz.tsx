import { type DeckCard, FlashcardDeck } from "~/components/flashcard-deck";
import { useToolsMessages } from "~/components/tools-messages";
import { highwaySigns } from "~/content/highway-signs";
import { localeFromPath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/highway-sign-quiz";

// The signs come from the loader in the page's language only, so they travel as data, not as
// code: the page stays within the JS budget.
export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    signs: highwaySigns.map((sign) => ({
      id: sign.id,
      signNumber: sign.signNumber,
      image: sign.image,
      width: sign.width,
      height: sign.height,
      name: sign.name[locale],
      explanation: sign.explanation[locale],
    })),
  };
}

export const meta = pageMeta("highwaySignQuiz");

type Sign = Route.ComponentProps["loaderData"]["signs"][number];

// Ten cards, the sign on the front and its name and explanation on the back. Nothing on the
// front says what the sign means (a neutral alt text, no name), or the quiz would give its answer
// away; the drawing keeps its own width and height, so the card does not shift while it loads. Every
// card is in the page; a drawing not yet in view waits until its card is shown (lazy).
function signCards(signs: Sign[], signAlt: string): DeckCard[] {
  return signs.map((sign, index) => ({
    id: sign.id,
    front: (
      <figure className="sign-figure">
        <img
          src={sign.image}
          alt={signAlt.replace("{n}", String(index + 1)).replace("{total}", String(signs.length))}
          width={sign.width}
          height={sign.height}
          loading={index === 0 ? undefined : "lazy"}
          decoding="async"
        />
        {/* The catalogue number is a reference, not the answer: it names no meaning. */}
        <figcaption className="sign-number" lang="de">
          {sign.signNumber}
        </figcaption>
      </figure>
    ),
    back: (
      <>
        <p className="deck-title">{sign.name}</p>
        <p className="deck-text">{sign.explanation}</p>
      </>
    ),
  }));
}

export default function HighwaySignQuizPage({ loaderData }: Route.ComponentProps) {
  const page = useMessages().pages.highwaySignQuiz;
  const t = useToolsMessages().signQuiz;
  return (
    <div className="container tool-page">
      <h1>{page.title}</h1>
      <p className="lead">{t.intro}</p>
      <FlashcardDeck
        className="deck-signs"
        label={t.deckLabel}
        cards={signCards(loaderData.signs, t.signAlt)}
        showLabel={t.show}
        hideLabel={t.hide}
      />
    </div>
  );
}
