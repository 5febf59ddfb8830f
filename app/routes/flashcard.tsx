import { type DeckCard, FlashcardDeck } from "~/components/flashcard-deck";
import { WithGerman } from "~/components/german-words";
import { useToolsMessages } from "~/components/tools-messages";
import { type Flashcard, flashcards } from "~/content/flashcards";
import { localeFromPath } from "~/i18n/locale";
import type { ToolsMessages } from "~/i18n/messages/tools-en";
import { pageMeta } from "~/i18n/meta";
import { useMessages } from "~/i18n/use-locale";
import type { Route } from "./+types/flashcard";

// The cards come from the loader in the page's language only; the page is HTML with a small inline
// script.
export function loader({ request }: Route.LoaderArgs) {
  return { cards: flashcards[localeFromPath(new URL(request.url).pathname)] };
}

export const meta = pageMeta("flashcard");

// 32 cards in the page's language, the question on the front and the answer on the back.
function factCards(cards: Flashcard[], t: ToolsMessages["flashcards"]): DeckCard[] {
  return cards.map((card) => ({
    id: card.id,
    front: (
      <>
        <p className="deck-kicker">{t.question}</p>
        <p className="deck-title">{card.question}</p>
      </>
    ),
    back: (
      <>
        <p className="deck-kicker">{t.answer}</p>
        <p className="deck-text">
          <WithGerman text={card.answer} />
        </p>
      </>
    ),
  }));
}

export default function FlashcardPage({ loaderData }: Route.ComponentProps) {
  const page = useMessages().pages.flashcard;
  const t = useToolsMessages().flashcards;
  return (
    <div className="container tool-page">
      <h1>{page.title}</h1>
      <p className="lead">{t.intro}</p>
      <FlashcardDeck
        label={t.deckLabel}
        cards={factCards(loaderData.cards, t)}
        showLabel={t.show}
        hideLabel={t.hide}
      />
    </div>
  );
}
