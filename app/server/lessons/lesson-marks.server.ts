import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../platform/db.server";
import { formFields, formText } from "../platform/form.server";
import { lessonReadiness, lessons, type StaffRole } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";

// After a lesson the instructor marks it driven or no-show and writes what was practised: the
// student's training record (the Fahrlehrergesetz asks the school to keep one). An instructor
// marks only their own lessons, and never before the lesson started; owner and office may mark any
// lesson (an instructor without a phone). "Ready for the test" is one row per student, taken back
// by deleting it. Every change is audited with ids and values, never the note's text.

export const TRAINING_NOTE_MAX = 2000;

export type MarkDone = "marked" | "ready" | "not-ready";
export type MarkError = "unreadable" | "state" | "note" | "not-yet" | "cancelled" | "not-found";
export type MarkAnswer = { done: MarkDone } | { status: 400 | 404 | 409; error: MarkError };

export interface MarkActor {
  id: string;
  role: StaffRole;
}

const markForm = z.object({
  lessonId: z.uuid({ error: "unreadable" }),
  state: z.enum(["driven", "no-show"], { error: "state" }),
  note: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .pipe(z.string().max(TRAINING_NOTE_MAX, { error: "note" })),
});
const readyForm = z.object({
  customerId: z.string().min(1).max(100),
  ready: z.enum(["1", "0"]),
});

export async function markLesson(
  db: Database,
  actor: MarkActor,
  form: FormData | null,
  now: Date = new Date(),
): Promise<MarkAnswer> {
  const fields = formFields<z.infer<typeof markForm>, MarkError>(markForm, form ?? new FormData());
  if (!fields.ok) return { status: 400, error: fields.errors.state ?? fields.errors.note ?? "unreadable" };
  const { lessonId, state, note } = fields.data;
  return db.transaction(async (tx) => {
    const [lesson] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for("update");
    // Someone else's lesson is answered as if it did not exist.
    if (!lesson || (actor.role === "instructor" && lesson.instructorId !== actor.id)) {
      return { status: 404, error: "not-found" } as const;
    }
    if (lesson.state === "cancelled") return { status: 409, error: "cancelled" } as const;
    if (lesson.startsAt.getTime() > now.getTime()) return { status: 409, error: "not-yet" } as const;
    await tx
      .update(lessons)
      .set({ state, trainingNote: note || null, markedAt: now, updatedAt: now })
      .where(eq(lessons.id, lessonId));
    await recordStaffAction(tx, {
      actor: actor.id,
      action: "lesson.mark",
      subjectType: "lesson",
      subjectId: lessonId,
      customerUserId: lesson.customerId,
      before: { state: lesson.state },
      after: { state, noteChanged: (lesson.trainingNote ?? "") !== note },
    });
    return { done: "marked" } as const;
  });
}

export async function setReadiness(
  db: Database,
  actor: MarkActor,
  form: FormData | null,
): Promise<MarkAnswer> {
  const fields = formFields(readyForm, form ?? new FormData());
  if (!fields.ok) return { status: 400, error: "unreadable" };
  const { customerId, ready } = fields.data;
  return db.transaction(async (tx) => {
    // An instructor marks only a student they drive with; owner and office any customer with a lesson.
    const [taught] = await tx
      .select({ id: lessons.id })
      .from(lessons)
      .where(
        actor.role === "instructor"
          ? and(eq(lessons.customerId, customerId), eq(lessons.instructorId, actor.id))
          : eq(lessons.customerId, customerId),
      )
      .limit(1);
    if (!taught) return { status: 404, error: "not-found" } as const;
    const [before] = await tx
      .select()
      .from(lessonReadiness)
      .where(eq(lessonReadiness.customerId, customerId));
    if (ready === "1" && !before) {
      await tx.insert(lessonReadiness).values({ customerId, markedBy: actor.id });
    } else if (ready === "0" && before) {
      await tx.delete(lessonReadiness).where(eq(lessonReadiness.customerId, customerId));
    }
    if ((ready === "1") !== Boolean(before)) {
      await recordStaffAction(tx, {
        actor: actor.id,
        action: "lesson.readiness",
        subjectType: "customer",
        subjectId: customerId,
        customerUserId: customerId,
        before: { ready: Boolean(before) },
        after: { ready: ready === "1" },
      });
    }
    return { done: ready === "1" ? "ready" : "not-ready" } as const;
  });
}

/**
 * A form of the instructor's day once per page key: a mark sent again (Back, a double click) is
 * answered with what the first did and changes nothing twice.
 */
export async function dayActionOnce(
  db: Database,
  actor: MarkActor,
  form: FormData | null,
  path: string,
  now: Date = new Date(),
): Promise<MarkAnswer | { done: MarkDone; again: true }> {
  const intent = formText(form, "intent");
  if (intent !== "mark" && intent !== "ready") return { status: 400, error: "unreadable" };
  const about = intent === "mark" ? (formText(form, "lessonId") ?? "") : (formText(form, "customerId") ?? "");
  const once = await oncePerKey(
    db,
    {
      form: intent === "mark" ? "lesson-mark" : "lesson-readiness",
      key: formKeyFor(form, intent, about),
      staffUserId: actor.id,
    },
    (tx) => (intent === "mark" ? markLesson(tx, actor, form, now) : setReadiness(tx, actor, form)),
    (answer) => ("done" in answer ? { outcome: answer.done, path } : null),
  );
  if ("again" in once) return { done: once.again.outcome as MarkDone, again: true };
  return once.result;
}
