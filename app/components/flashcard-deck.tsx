import { type CSSProperties, type ReactNode, useId } from "react";
import { FLASHCARD_MOVE_DELAY_MS } from "./flashcard-deck-state";
import { fill } from "~/i18n/fill";
import { PageScript } from "./page-script";
import { useToolsMessages } from "./tools-messages";

export interface DeckCard {
  id: string;
  front: ReactNode;
  back: ReactNode;
}

interface FlashcardDeckProps {
  /** Accessible name of the deck ("Motorway signs"). */
  label: string;
  cards: readonly DeckCard[];
  /** The flip button's text while the back is hidden / shown. */
  showLabel: string;
  hideLabel: string;
  /** Extra class for a deck's own sizing (e.g. "deck-signs"). */
  className?: string;
}

/**
 * A deck of flip cards (highway-sign-quiz, flashcard): counter "n/total", a button that
 * flips the card, previous/next that wrap and first hide the answer. The page is sent
 * without framework JavaScript. Every card is in the HTML, the first one shown; the page script
 * flashcard-deck runs the deck. Without JavaScript the cards read as a list,
 * questions with their answers (learning-tools.css, `scripting: none`).
 */
export function FlashcardDeck({ label, cards, showLabel, hideLabel, className }: FlashcardDeckProps) {
  const t = useToolsMessages().deck;
  const id = `deck-${useId().replace(/[^\w-]/g, "")}`;
  const count = cards.length;
  if (count === 0) return null;
  // The flip lasts as long as the deck's delay, so a card turns back fully before the next appears.
  const timing = { "--deck-flip-duration": `${FLASHCARD_MOVE_DELAY_MS}ms` } as CSSProperties;

  return (
    <section id={id} className={className ? `deck ${className}` : "deck"} aria-label={label} style={timing}>
      {/* Screen readers hear the new position and card after every move or flip. */}
      <div className="deck-live" aria-live="polite">
        <p className="deck-counter">
          <span aria-hidden="true">{`1/${count}`}</span>
          <span className="visually-hidden">{fill(t.position, { n: 1, total: count })}</span>
        </p>
        <ol className="deck-scene">
          {cards.map((card, index) => (
            <li key={card.id} className="deck-card" data-card={card.id} hidden={index > 0}>
              <div className="deck-face deck-front">{card.front}</div>
              <div className="deck-face deck-back" id={`${id}-back-${index}`}>
                {card.back}
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="deck-controls">
        {/* Disabled until the script runs: without it they would do nothing. */}
        <button type="button" className="button button-secondary deck-previous" disabled>
          <span aria-hidden="true">←</span> <span className="deck-step-label">{t.previous}</span>
        </button>
        <button
          type="button"
          className="button button-primary deck-flip"
          aria-expanded="false"
          aria-controls={`${id}-back-0`}
          disabled
        >
          {showLabel}
        </button>
        <button type="button" className="button button-secondary deck-next" disabled>
          <span className="deck-step-label">{t.next}</span> <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="deck-hint">{t.keyboardHint}</p>
      <PageScript
        name="flashcard-deck"
        args={{
          deckId: id,
          delayMs: FLASHCARD_MOVE_DELAY_MS,
          show: showLabel,
          hide: hideLabel,
          position: t.position,
        }}
      />
    </section>
  );
}
