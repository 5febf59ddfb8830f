import { useState } from "react";
import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { ListenControls } from "./listen-controls";
import { type ReviewCardData } from "./use-review-session";
import { useCardKeys } from "./use-card-keys";

/**
 * The listening drill plays the phrase and offers three translations (the other two
 * from the same module). The answer is graded at once (right → good, wrong → again), so the drill
 * feeds the same schedule; 1–3 choose, Space goes on. Rendered with `key={card.id}`.
 */
export function ReviewDrillCard(props: {
  card: ReviewCardData;
  texts: ReviewTexts;
  position: string;
  score: string;
  onAnswer: (correct: boolean) => void;
  onNext: () => void;
}) {
  const { card, texts: t, position, score, onAnswer, onNext } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  const choose = (index: number) => {
    if (chosen !== null || index >= card.choices.length) return;
    setChosen(index);
    onAnswer(card.choices[index] === card.meaning);
  };
  const focusRef = useCardKeys((key) => {
    if (key === " " && chosen !== null) onNext();
    else if (/^[1-3]$/.test(key)) choose(Number(key) - 1);
  });
  const correct = chosen !== null && card.choices[chosen] === card.meaning;

  return (
    <section className="review-card" ref={focusRef} tabIndex={-1} aria-label={position}>
      <p className="review-position">
        {position} · {score}
      </p>
      <ListenControls text={card.de} texts={t} />
      <fieldset className="review-choices">
        <legend>{t.drillQuestion}</legend>
        {card.choices.map((choice, index) => (
          <button
            key={choice}
            type="button"
            className={
              chosen === null
                ? "button button-secondary"
                : choice === card.meaning
                  ? "button button-secondary is-right"
                  : "button button-secondary"
            }
            aria-pressed={chosen === index}
            disabled={chosen !== null && chosen !== index && choice !== card.meaning}
            onClick={() => choose(index)}
          >
            <kbd aria-hidden="true">{index + 1}</kbd> {choice}
          </button>
        ))}
      </fieldset>
      {chosen !== null ? (
        <div className="review-back" role="status">
          <p>{correct ? t.correct : `${t.wrong} ${card.meaning}`}</p>
          <p className="review-german" lang="de">
            {card.de}
          </p>
          <dl>
            <dt>{t.expect}</dt>
            <dd>{card.expect}</dd>
          </dl>
          <button type="button" className="button button-primary" onClick={onNext}>
            {t.next}
          </button>
        </div>
      ) : null}
      <p className="review-hint">{t.drillHint}</p>
    </section>
  );
}
