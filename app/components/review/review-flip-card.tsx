import { useState } from "react";
import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { ListenControls } from "./listen-controls";
import { type GradeValue, type ReviewCardData } from "./use-review-session";
import { useCardKeys } from "./use-card-keys";

/**
 * The front plays the German phrase (its text hidden until asked), the back shows the
 * text, its meaning and what the examiner expects; Space turns the card, 1–4 grade it. The page
 * renders it with `key={card.id}`, so each card starts on its front with the focus on it.
 */
export function ReviewFlipCard(props: {
  card: ReviewCardData;
  texts: ReviewTexts;
  position: string;
  onGrade: (grade: GradeValue) => void;
}) {
  const { card, texts: t, position, onGrade } = props;
  const [flipped, setFlipped] = useState(false);
  const [textShown, setTextShown] = useState(false);
  const focusRef = useCardKeys((key) => {
    if (key === " ") setFlipped(true);
    else if (flipped && /^[1-4]$/.test(key)) onGrade(Number(key) as GradeValue);
  });
  return (
    <section
      className={flipped ? "review-card is-flipped" : "review-card"}
      ref={focusRef}
      tabIndex={-1}
      aria-label={position}
    >
      <p className="review-position">{position}</p>
      <ListenControls text={card.de} texts={t} />
      {flipped || textShown ? (
        <p className="review-german" lang="de">
          {card.de}
        </p>
      ) : (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => setTextShown(true)}
        >
          {t.showText}
        </button>
      )}
      {flipped ? (
        <div className="review-back">
          <dl>
            <dt>{t.meaning}</dt>
            <dd>{card.meaning}</dd>
            <dt>{t.expect}</dt>
            <dd>{card.expect}</dd>
          </dl>
          <fieldset className="review-grades">
            <legend>{t.gradeQuestion}</legend>
            {t.grades.map((label, i) => (
              <button
                key={label}
                type="button"
                className="button button-secondary"
                onClick={() => onGrade((i + 1) as GradeValue)}
              >
                <kbd aria-hidden="true">{i + 1}</kbd> {label}
              </button>
            ))}
          </fieldset>
        </div>
      ) : (
        <button type="button" className="button button-primary" onClick={() => setFlipped(true)}>
          {t.flip}
        </button>
      )}
      <p className="review-hint">{t.keyboardHint}</p>
    </section>
  );
}
