import { type Card, createEmptyCard, fsrs, type Grade, type State } from "ts-fsrs";
import { todayInSchoolTimeZone } from "~/content/schedule";

// The next due date follows FSRS (ts-fsrs, a maintained implementation of the
// published algorithm): 90 % retention, at most 90 days (the course access lasts three months),
// whole days only (no same-day learning steps), no random fuzz, so a schedule is reproducible.
export const MAX_INTERVAL_DAYS = 90;

const scheduler = fsrs({
  request_retention: 0.9,
  maximum_interval: MAX_INTERVAL_DAYS,
  enable_fuzz: false,
  enable_short_term: false,
});

/** What the database keeps of a card's memory (schema reviewCards). */
export interface MemoryState {
  state: number;
  stability: number;
  difficulty: number;
  reps: number;
  lapses: number;
  scheduledDays: number;
  lastReviewAt: Date;
}

export interface Scheduled extends MemoryState {
  /** The Europe/Berlin day from which the card is due again. */
  dueOn: string;
}

/** An ISO day plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function asCard(previous: MemoryState): Card {
  return {
    ...createEmptyCard(previous.lastReviewAt),
    state: previous.state as State,
    stability: previous.stability,
    difficulty: previous.difficulty,
    reps: previous.reps,
    lapses: previous.lapses,
    scheduled_days: previous.scheduledDays,
    last_review: previous.lastReviewAt,
    due: new Date(previous.lastReviewAt.getTime() + previous.scheduledDays * 86_400_000),
  };
}

/**
 * The card's state after `grade` (1 again … 4 easy) at `now`, the server's time: a new card when
 * `previous` is null. The due day counts from today in Frankfurt, so "due today" is the same day
 * for the customer and the school whatever the server's or the phone's time zone.
 */
export function scheduleGrade(previous: MemoryState | null, grade: Grade, now: Date): Scheduled {
  const card = previous ? asCard(previous) : createEmptyCard(now);
  const next = scheduler.next(card, now, grade).card;
  // ts-fsrs may round a 90-day interval up to 91: the cap is ours to keep.
  const days = Math.min(Math.max(next.scheduled_days, 1), MAX_INTERVAL_DAYS);
  return {
    state: next.state,
    stability: next.stability,
    difficulty: next.difficulty,
    reps: next.reps,
    lapses: next.lapses,
    scheduledDays: days,
    lastReviewAt: now,
    dueOn: addDays(todayInSchoolTimeZone(now), days),
  };
}
