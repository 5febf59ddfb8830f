import {
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns.server";
import { users } from "./accounts.server";

// ---- Course progress (per lesson, completed flag; visits for "continue") ----

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: text("lesson_id").notNull(),
    lastVisitedAt: timestamp("last_visited_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.lessonId] })],
);

/**
 * The spaced-review state of one examiner phrase (card) for one customer: the FSRS
 * memory state (ts-fsrs) and the Berlin calendar day it is due. `version` counts the grades, so a
 * grade made against an older state (another device, an old offline queue) is refused (409).
 */
export const reviewCards = pgTable(
  "review_cards",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    phraseId: text("phrase_id").notNull(),
    version: integer("version").notNull(),
    /** ts-fsrs State: 0 new, 1 learning, 2 review, 3 relearning. */
    state: integer("state").notNull(),
    stability: doublePrecision("stability").notNull(),
    difficulty: doublePrecision("difficulty").notNull(),
    reps: integer("reps").notNull(),
    lapses: integer("lapses").notNull(),
    scheduledDays: integer("scheduled_days").notNull(),
    lastReviewAt: timestamp("last_review_at", { withTimezone: true }).notNull(),
    /** The day (Europe/Berlin) from which the card is due again. */
    dueOn: date("due_on", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.phraseId] }),
    index("review_cards_due").on(table.userId, table.dueOn),
  ],
);

/**
 * Every grade, once: the idempotency key the browser made for it is the key, so a replayed
 * submission (an offline queue sent twice, a double tap) changes nothing (bad input).
 */
export const reviewGrades = pgTable(
  "review_grades",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    idempotencyKey: text("idempotency_key").notNull(),
    phraseId: text("phrase_id").notNull(),
    /** 1 again, 2 hard, 3 good, 4 easy. */
    grade: integer("grade").notNull(),
    mode: text("mode", { enum: ["cards", "drill"] }).notNull(),
    /** The card's version this grade produced. */
    version: integer("version").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The server's time: what scheduling used. */
    gradedAt: timestamp("graded_at", { withTimezone: true }).notNull(),
    /** The device's own time of the grade, clamped to the past month; a record, never trusted. */
    deviceAt: timestamp("device_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.idempotencyKey] })],
);
