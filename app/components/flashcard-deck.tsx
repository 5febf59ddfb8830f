import { type CSSProperties, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useToolsMessages } from "./tools-messages";
import {
  counterText,
  createDeckController,
  type DeckController,
  type Direction,
  FLASHCARD_MOVE_DELAY_MS,
  initialDeckState,
} from "./flashcard-deck-state";

export interface DeckCard {
  id: string;
  front: ReactNode;
  back: ReactNode;
}

interface FlashcardDeckProps {
  /** Accessible name of the deck ("Highway signs"). */
  label: string;
  cards: readonly DeckCard[];
  /** The flip button's text while the back is hidden / shown. */
  showLabel: string;
  hideLabel: string;
  /** Extra class for a deck's own sizing (e.g. "deck-signs"). */
  className?: string;
}

/** Keys typed into a field belong to the field, not to the deck. */
function isEditable(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * A deck of flip cards (SPEC §2: highway-sign-quiz, flashcard): counter "n/total", a button that
 * flips the card, previous/next that wrap and first hide the answer. The server renders the first
 * card, so the page reads well before (or without) JavaScript.
 */
export function FlashcardDeck({ label, cards, showLabel, hideLabel, className }: FlashcardDeckProps) {
  const t = useToolsMessages().deck;
  const [state, setState] = useState(initialDeckState);
  // The buttons stay disabled until the deck is hydrated (as in map-embed.tsx): a click on the
  // server's HTML would otherwise be lost, and a disabled button shows it is not ready yet.
  const [interactive, setInteractive] = useState(false);
  const controller = useRef<DeckController | null>(null);
  const backId = useId();
  const count = cards.length;

  useEffect(() => {
    const deck = createDeckController(count, setState);
    controller.current = deck;
    setInteractive(true);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isEditable(event.target)) return;
      if (deck.key(event.key)) event.preventDefault();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      deck.dispose();
      controller.current = null;
    };
  }, [count]);

  const card = cards[state.index % Math.max(count, 1)];
  if (!card) return null;
  const shown = state.answerShown;
  const move = (direction: Direction) => controller.current?.move(direction);
  // The flip lasts as long as the spec's delay, so a card turns back fully before the next appears.
  const timing = { "--deck-flip-duration": `${FLASHCARD_MOVE_DELAY_MS}ms` } as CSSProperties;

  return (
    <section className={className ? `deck ${className}` : "deck"} aria-label={label} style={timing}>
      {/* Screen readers hear the new position and card after every move or flip. */}
      <div className="deck-live" aria-live="polite">
        <p className="deck-counter">
          <span aria-hidden="true">{counterText(state, count)}</span>
          <span className="visually-hidden">
            {t.position.replace("{n}", String(state.index + 1)).replace("{total}", String(count))}
          </span>
        </p>
        <div className="deck-scene">
          <div className={shown ? "deck-card is-flipped" : "deck-card"} data-card={card.id}>
            <div className="deck-face deck-front" aria-hidden={shown ? true : undefined}>
              {card.front}
            </div>
            <div className="deck-face deck-back" id={backId} aria-hidden={shown ? undefined : true}>
              {card.back}
            </div>
          </div>
        </div>
      </div>
      <div className="deck-controls">
        <button
          type="button"
          className="button button-secondary deck-previous"
          disabled={!interactive}
          onClick={() => move("previous")}
        >
          <span aria-hidden="true">←</span> <span className="deck-step-label">{t.previous}</span>
        </button>
        <button
          type="button"
          className="button button-primary deck-flip"
          aria-expanded={shown}
          aria-controls={backId}
          disabled={!interactive}
          onClick={() => controller.current?.flip()}
        >
          {shown ? hideLabel : showLabel}
        </button>
        <button
          type="button"
          className="button button-secondary deck-next"
          disabled={!interactive}
          onClick={() => move("next")}
        >
          <span className="deck-step-label">{t.next}</span> <span aria-hidden="true">→</span>
        </button>
      </div>
      <p className="deck-hint">{t.keyboardHint}</p>
    </section>
  );
}
