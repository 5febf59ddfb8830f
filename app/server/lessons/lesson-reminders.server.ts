import { and, eq, gt, isNull, lte, notExists, notLike, sql } from "drizzle-orm";
import { lessonRules } from "~/content/lessons";
import { DELETED_DOMAIN } from "../data-requests/customer-deletion.server";
import type { Database } from "../platform/db.server";
import { examFacts } from "../exams/exam-facts.server";
import { examMail } from "../exams/exam-mails.server";
import { log } from "../platform/log.server";
import { queueMail } from "../mail/outbox.server";
import type { MailMessage } from "../mail/mail-builders.server";
import type { Tx } from "../payments/purchase-recording.server";
import { cars, exams, instructors, lessonReminders, lessons, users } from "../platform/schema.server";
import {
  type LessonReminderFacts,
  lessonPaymentReminderMail,
  lessonReminderMail,
} from "./lesson-reminder-mails.server";

// The reminders before lessons and exams, queued by a periodic job (scheduled-jobs keeps it to one
// instance at a time): a booked lesson `reminderHoursBefore` its start, with its calendar file; an
// exam as long before; a lesson paid by link still unpaid `paymentDueHoursBefore` its start, with
// its payment link (the lesson stays booked). Each reminder is handled in one transaction that
// first locks its lesson's or exam's row and reads it again (a lesson cancelled or paid meanwhile
// gets nothing), then records the reminder under its unique key (subject, sequence) in the same
// transaction that queues the mail: two workers that race anyway send it once. A moved lesson has
// a higher sequence, so it is a new key and is reminded again.

const HOUR_MS = 3600 * 1000;

type Subject = "lesson" | "unpaid" | "exam";

interface Context {
  now: Date;
  publicUrl: string;
  simulated: boolean;
}

const notReminded = (
  subject: Subject,
  id: typeof lessons.id | typeof exams.id,
  sequence: typeof lessons.sequence | typeof exams.sequence,
) =>
  notExists(
    sql`(select 1 from ${lessonReminders} where ${lessonReminders.subject} = ${`${subject}:`} || ${id}::text and ${lessonReminders.sequence} = ${sequence})`,
  );

const livingCustomer = notLike(users.email, `%@${DELETED_DOMAIN}`);

/** The lessons and exams whose reminder is due and not yet recorded, by subject. */
async function dueSubjects(db: Database, now: Date): Promise<{ subject: Subject; id: string }[]> {
  const lessonHorizon = new Date(now.getTime() + lessonRules.reminderHoursBefore * HOUR_MS);
  const paymentHorizon = new Date(now.getTime() + lessonRules.paymentDueHoursBefore * HOUR_MS);
  const booked = and(eq(lessons.state, "booked"), gt(lessons.startsAt, now), livingCustomer);
  const lessonRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(
      and(booked, lte(lessons.startsAt, lessonHorizon), notReminded("lesson", lessons.id, lessons.sequence)),
    );
  const unpaidRows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(
      and(
        booked,
        eq(lessons.payment, "link"),
        isNull(lessons.paidAt),
        lte(lessons.startsAt, paymentHorizon),
        notReminded("unpaid", lessons.id, lessons.sequence),
      ),
    );
  const examRows = await db
    .select({ id: exams.id })
    .from(exams)
    .innerJoin(users, eq(users.id, exams.customerId))
    .where(
      and(
        isNull(exams.cancelledAt),
        isNull(exams.result),
        gt(exams.startsAt, now),
        lte(exams.startsAt, lessonHorizon),
        livingCustomer,
        notReminded("exam", exams.id, exams.sequence),
      ),
    );
  return [
    ...lessonRows.map((row) => ({ subject: "lesson" as const, id: row.id })),
    ...unpaidRows.map((row) => ({ subject: "unpaid" as const, id: row.id })),
    ...examRows.map((row) => ({ subject: "exam" as const, id: row.id })),
  ];
}

/** A lesson with what its reminders say, its row locked for the transaction. */
async function lockedLesson(
  tx: Tx,
  lessonId: string,
): Promise<(LessonReminderFacts & { payment: string; paidAt: Date | null }) | null> {
  const [row] = await tx
    .select({
      id: lessons.id,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      pickupPoint: lessons.pickupPoint,
      state: lessons.state,
      sequence: lessons.sequence,
      payment: lessons.payment,
      paidAt: lessons.paidAt,
      customerId: lessons.customerId,
      email: users.email,
      name: users.name,
      locale: users.locale,
      instructorName: instructors.displayName,
      carName: cars.name,
      transmission: cars.transmission,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .innerJoin(instructors, eq(instructors.userId, lessons.instructorId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .where(eq(lessons.id, lessonId))
    .for("update", { of: lessons });
  return row ? { ...row, locale: row.locale ?? "en" } : null;
}

/** The mail of one due reminder, read again under the row's lock; null when it is no longer due. */
async function reminderOf(
  tx: Tx,
  { subject, id }: { subject: Subject; id: string },
  context: Context,
): Promise<{ sequence: number; customerId: string; mail: MailMessage } | null> {
  const { now } = context;
  if (subject === "exam") {
    const exam = await examFacts(tx, id, { lock: true });
    if (!exam || exam.cancelledAt || exam.result || exam.startsAt <= now) return null;
    if (exam.email.endsWith(`@${DELETED_DOMAIN}`)) return null;
    return {
      sequence: exam.sequence,
      customerId: exam.customerId,
      mail: examMail(exam, "reminder", context),
    };
  }
  const lesson = await lockedLesson(tx, id);
  if (!lesson || lesson.state !== "booked" || lesson.startsAt <= now) return null;
  if (lesson.email.endsWith(`@${DELETED_DOMAIN}`)) return null;
  if (subject === "lesson")
    return {
      sequence: lesson.sequence,
      customerId: lesson.customerId,
      mail: lessonReminderMail(lesson, context),
    };
  if (lesson.payment !== "link" || lesson.paidAt) return null;
  const mail = lessonPaymentReminderMail(lesson, context);
  return mail ? { sequence: lesson.sequence, customerId: lesson.customerId, mail } : null;
}

async function remind(
  db: Database,
  due: { subject: Subject; id: string },
  context: Context,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reminder = await reminderOf(tx, due, context);
    if (!reminder) return false;
    const [claimed] = await tx
      .insert(lessonReminders)
      .values({
        subject: `${due.subject}:${due.id}`,
        sequence: reminder.sequence,
        customerId: reminder.customerId,
        sentAt: context.now,
      })
      .onConflictDoNothing({ target: [lessonReminders.subject, lessonReminders.sequence] })
      .returning({ subject: lessonReminders.subject });
    if (!claimed) return false;
    await queueMail(tx, reminder.mail, context.now);
    return true;
  });
}

/** Queues every lesson, payment and exam reminder that is due; returns how many this run queued. */
export async function queueDueLessonReminders(
  db: Database,
  { now = new Date(), publicUrl, simulated }: { now?: Date; publicUrl: string; simulated: boolean },
): Promise<number> {
  let queued = 0;
  for (const due of await dueSubjects(db, now)) {
    if (await remind(db, due, { now, publicUrl, simulated })) queued++;
  }
  if (queued) log.info({ queued }, "lesson and exam reminders queued");
  return queued;
}
