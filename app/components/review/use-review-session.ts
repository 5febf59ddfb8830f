import { useCallback, useEffect, useState } from "react";
import { enqueue, flushOutbox, newKey, type OutboxItem, pendingCount } from "./course-outbox";

// The state of one review session in the browser. A grade goes to the outbox and
// is sent at once when online; the page never waits for the server to show the next card.

export interface ReviewCardData {
  id: string;
  version: number;
  de: string;
  meaning: string;
  expect: string;
  choices: string[];
}

export type GradeValue = 1 | 2 | 3 | 4;

export interface Tally {
  grades: Record<GradeValue, number>;
  right: number;
  answered: number;
}

const RETRY_EVERY_MS = 10_000;

export function useReviewSession(cards: ReviewCardData[]) {
  const [index, setIndex] = useState(0);
  const [tally, setTally] = useState<Tally>({ grades: { 1: 0, 2: 0, 3: 0, 4: 0 }, right: 0, answered: 0 });
  const [pending, setPending] = useState(0);
  const [conflicts, setConflicts] = useState(0);
  const [failed, setFailed] = useState(false);

  const flush = useCallback(() => {
    const heard = (item: OutboxItem, response: Response) => {
      if (item.kind !== "grade") return;
      if (response.status === 409) setConflicts((count) => count + 1);
      else if (!response.ok) setFailed(true);
    };
    flushOutbox(heard)
      .then(setPending)
      .catch(() => setFailed(true));
  }, []);

  useEffect(() => {
    flush();
    window.addEventListener("online", flush);
    return () => window.removeEventListener("online", flush);
  }, [flush]);

  // While grades wait, try again now and then: the "online" event is not the only way back (a
  // server that answered 5xx, a network that says online before it carries anything).
  useEffect(() => {
    if (pending === 0) return undefined;
    const timer = setInterval(() => {
      flush();
    }, RETRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [pending, flush]);

  /** Records a grade of the current card (the drill's answer counts too). */
  const record = useCallback(
    (card: ReviewCardData, grade: GradeValue, mode: "cards" | "drill", correct?: boolean) => {
      setTally((before) => ({
        grades: { ...before.grades, [grade]: before.grades[grade] + 1 },
        right: before.right + (correct ? 1 : 0),
        answered: before.answered + (correct === undefined ? 0 : 1),
      }));
      const body = {
        key: newKey(),
        phraseId: card.id,
        grade,
        baseVersion: card.version,
        mode,
        deviceAt: new Date().toISOString(),
      };
      enqueue({ kind: "grade", body })
        .then(() => pendingCount().then(setPending))
        .then(flush)
        .catch(() => setFailed(true));
    },
    [flush],
  );

  const advance = useCallback(() => setIndex((current) => current + 1), []);
  const reviewed = Object.values(tally.grades).reduce((sum, count) => sum + count, 0);
  return { card: cards[index] ?? null, index, tally, reviewed, pending, conflicts, failed, record, advance };
}
