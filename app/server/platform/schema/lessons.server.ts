import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.server";
import { createdAt, updatedAt } from "./columns.server";
import { purchases } from "./purchases.server";

// ---- Driving lessons and exams (decision 069) ----

/** The languages an instructor teaches in. */
export const instructorLanguages = ["de", "en", "es"] as const;
export type InstructorLanguage = (typeof instructorLanguages)[number];

export const transmissions = ["manual", "automatic"] as const;
export type Transmission = (typeof transmissions)[number];

/**
 * What a lesson is; its length and price come from the catalog (app/content/lessons.ts), never
 * from the row. An intensive day is booked as blocks of its own kind.
 */
export const lessonKinds = [
  "lesson-45",
  "lesson-90",
  "b197-test-drive-25",
  "assessment",
  "intensive-block",
] as const;
export type LessonKind = (typeof lessonKinds)[number];

export const lessonStates = ["booked", "cancelled", "driven", "no-show"] as const;
export type LessonState = (typeof lessonStates)[number];

/** How a lesson is paid: from the prepaid balance, or by a payment link mailed when it is booked. */
export const lessonPayments = ["balance", "link"] as const;
export type LessonPayment = (typeof lessonPayments)[number];

export const examKinds = ["theory", "practical"] as const;
export type ExamKind = (typeof examKinds)[number];
export const examResults = ["passed", "failed"] as const;
export type ExamResult = (typeof examResults)[number];

/**
 * A staff member who drives with students. The row belongs to a staff user (any role: the owner of
 * a family school drives too); a user whose staff role is `instructor` sees only their own day.
 */
export const instructors = pgTable("instructors", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** As students see it ("Carmen"). */
  displayName: text("display_name").notNull(),
  languages: text("languages", { enum: instructorLanguages })
    .array()
    .notNull()
    .default(sql`'{}'`),
  /** An instructor who left keeps their past lessons but gets no new ones. */
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Working hours per ISO weekday (1 Monday … 7 Sunday), Frankfurt wall-clock times; several spans a day allowed. */
export const instructorHours = pgTable(
  "instructor_hours",
  {
    instructorId: text("instructor_id")
      .notNull()
      .references(() => instructors.userId, { onDelete: "cascade" }),
    weekday: smallint("weekday").notNull(),
    startsAt: time("starts_at").notNull(),
    endsAt: time("ends_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.instructorId, table.weekday, table.startsAt] }),
    check("instructor_hours_weekday", sql`${table.weekday} between 1 and 7`),
    check("instructor_hours_order", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** Holidays, sick days, appointments: no lesson is offered or booked inside one. */
export const instructorAbsences = pgTable(
  "instructor_absences",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    instructorId: text("instructor_id")
      .notNull()
      .references(() => instructors.userId, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** The office's own note (staff only). */
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("instructor_absences_instructor_idx").on(table.instructorId, table.startsAt),
    check("instructor_absences_order", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The school's cars. */
export const cars = pgTable("cars", {
  id: uuid("id")
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Name or plate, as the office calls it ("Golf F-DS 123"). */
  name: text("name").notNull().unique(),
  transmission: text("transmission", { enum: transmissions }).notNull(),
  /** Fit for the key-number-197 test drive (§ 17a FeV: manual driving certified by the school). */
  b197: boolean("b197").notNull().default(false),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Days the whole school is closed, beside Hesse's public holidays (app/content/holidays.ts). */
export const schoolClosedDays = pgTable("school_closed_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  note: text("note"),
  createdAt: createdAt(),
});

/**
 * One lesson of one customer with one instructor in one car. A booking transaction locks the
 * instructor's, the car's and the customer's rows (lessons/booking.server.ts) before it checks for
 * overlaps, so no one is ever in two lessons at once, on either database. `sequence` counts moves
 * and the cancellation for the calendar file (RFC 5545 §3.8.7.4).
 */
export const lessons = pgTable(
  "lessons",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    instructorId: text("instructor_id")
      .notNull()
      .references(() => instructors.userId, { onDelete: "restrict" }),
    carId: uuid("car_id")
      .notNull()
      .references(() => cars.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: lessonKinds }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** A meeting point of the school (site config), by its id. */
    pickupPoint: text("pickup_point").notNull(),
    state: text("state", { enum: lessonStates }).notNull().default("booked"),
    payment: text("payment", { enum: lessonPayments }).notNull(),
    /** A lesson paid by link: when its payment arrived (null while unpaid). */
    paidAt: timestamp("paid_at", { withTimezone: true }),
    /** The purchase that paid it by link. */
    purchaseId: uuid("purchase_id").references(() => purchases.id, { onDelete: "set null" }),
    /** Who booked it: the customer, or the staff member who booked it for them. */
    bookedBy: text("booked_by").references(() => users.id, { onDelete: "set null" }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelledBy: text("cancelled_by", { enum: ["customer", "school"] }),
    /** Cancelled by the customer less than 24 hours before: charged unless waived. */
    lateCancellation: boolean("late_cancellation").notNull().default(false),
    /** The office's reason for waiving a late cancellation's charge (audited). */
    waivedReason: text("waived_reason"),
    /** What the instructor wrote after the lesson: the student's training record. */
    trainingNote: text("training_note"),
    markedAt: timestamp("marked_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("lessons_instructor_idx").on(table.instructorId, table.startsAt),
    index("lessons_car_idx").on(table.carId, table.startsAt),
    index("lessons_customer_idx").on(table.customerId, table.startsAt),
    check("lessons_order", sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/**
 * The prepaid balance as a ledger in 45-minute units: a lesson pack bought adds, a lesson charged
 * (booked from the balance, or cancelled late) takes away, a refund or waiver gives back. The
 * balance is the sum; the booking transaction, which locks the customer, refuses to take it below
 * zero. One entry per (lesson, reason) and per (purchase, reason), so a retried charge is never
 * taken twice and a pack's units are added once and taken back at most once.
 */
export const lessonBalanceEntries = pgTable(
  "lesson_balance_entries",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    /** Positive: bought or given back; negative: charged. */
    units: integer("units").notNull(),
    reason: text("reason", { enum: ["purchase", "charge", "refund", "waiver", "correction"] }).notNull(),
    lessonId: uuid("lesson_id").references(() => lessons.id, { onDelete: "restrict" }),
    purchaseId: uuid("purchase_id").references(() => purchases.id, { onDelete: "restrict" }),
    /** A staff member's correction: who made it. */
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [
    index("lesson_balance_customer_idx").on(table.customerId),
    uniqueIndex("lesson_balance_lesson_reason").on(table.lessonId, table.reason),
    // A pack's units once per purchase, and taken back at most once when it is refunded
    // (`correction`, lessons/lesson-pack.server.ts).
    uniqueIndex("lesson_balance_purchase_reason").on(table.purchaseId, table.reason),
  ],
);

/** Whether the instructor thinks the student is ready for the practical test. */
export const lessonReadiness = pgTable("lesson_readiness", {
  customerId: text("customer_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  markedBy: text("marked_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

/** A theory or practical exam the office recorded for a customer, and its result. */
export const exams = pgTable(
  "exams",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: examKinds }).notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    /** The testing centre (TÜV/DEKRA site), as the office wrote it. */
    testingCentre: text("testing_centre").notNull(),
    /** The instructor who accompanies a practical exam. */
    instructorId: text("instructor_id").references(() => instructors.userId, { onDelete: "set null" }),
    carId: uuid("car_id").references(() => cars.id, { onDelete: "set null" }),
    /** A second attempt after a failed one: priced as the catalog's repetition. */
    repetitionOf: uuid("repetition_of"),
    result: text("result", { enum: examResults }),
    resultAt: timestamp("result_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("exams_customer_idx").on(table.customerId, table.startsAt)],
);

/**
 * Each reminder sent (a lesson the day before, an exam, an unpaid lesson), under its unique key:
 * written in the transaction that queues the mail, so two workers send it once, and a moved lesson
 * (a new sequence) is reminded again.
 */
export const lessonReminders = pgTable(
  "lesson_reminders",
  {
    /** "lesson:<id>", "exam:<id>", "unpaid:<id>". */
    subject: text("subject").notNull(),
    sequence: integer("sequence").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.sequence] })],
);
