import { eq } from "drizzle-orm";
import { waiverReasonMaxLength } from "~/content/lessons";
import type { StaffLessonsTexts } from "~/i18n/messages/staff-lessons-en";
import type { Database } from "../platform/db.server";
import { isUuid } from "../first-aid/offered-dates.server";
import { formText } from "../platform/form.server";
import { lessons } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey, type StaffForm } from "../platform/form-submissions.server";
import { bookLesson, moveLesson } from "./booking.server";
import { cancelBySchool, waiveLateCancellation } from "./cancel.server";
import { bookableKinds } from "./entitlement.server";
import { attachLessonPayment } from "./unmatched-lesson-payments.server";
import type { MailSettings } from "./lesson-mails.server";
import { readChoice } from "./slot-choices.server";

// The office's changes to one customer's lessons: book for a customer who phoned (paid as if they
// booked it themselves, `bookedBy` the staff member), cancel a coming lesson as the school (free,
// the mail offers other times), move a lesson to another free time (any time before it begins, the
// free-cancellation line binds only the customer), waive a late cancellation's charge with a reason. Each once per
// form key (Back and a double click change and mail nothing twice) and audited by ids and values.

export type StaffLessonsDone = "booked" | "cancelled" | "waived" | "attached" | "moved";
export type StaffLessonsError = keyof StaffLessonsTexts["errors"];
export type StaffLessonsOutcome =
  { done: StaffLessonsDone; again?: true } | { error: StaffLessonsError; status: 400 | 404 };

export async function staffLessonAction(
  db: Database,
  { staffId, customerId, form }: { staffId: string; customerId: string; form: FormData | null },
  settings: MailSettings & { now?: Date },
): Promise<StaffLessonsOutcome> {
  const field = (name: string) => formText(form, name) ?? "";
  const path = `/staff/customers/${customerId}/lessons`;
  const once = async <T extends { ok: boolean }>(
    kind: StaffForm,
    key: string | null,
    done: StaffLessonsDone,
    change: (tx: Database) => Promise<T>,
  ) => {
    const answer = await oncePerKey(db, { form: kind, key, staffUserId: staffId }, change, (result) =>
      result.ok ? { outcome: done, path } : null,
    );
    return "again" in answer ? { again: true as const } : { result: answer.result };
  };

  const intent = field("intent");
  if (intent === "book") {
    const choice = form ? readChoice(form, await bookableKinds(db, customerId)) : null;
    const start = new Date(field("start"));
    const instructorId = field("instructor");
    const carId = field("car");
    if (!choice || Number.isNaN(start.getTime()) || !instructorId || !isUuid(carId))
      return { error: "badInput", status: 400 };
    const key = formKeyFor(form, customerId, "book", start.toISOString(), instructorId);
    const answer = await once("lesson-book", key, "booked", async (tx) => {
      const outcome = await bookLesson(
        tx,
        {
          customerId,
          kind: choice.kind,
          start,
          instructorId,
          carId,
          pickupPoint: choice.pickup,
          bookedBy: staffId,
        },
        settings,
      );
      if (outcome.ok)
        await recordStaffAction(tx, {
          actor: staffId,
          action: "lesson.book",
          subjectType: "lesson",
          subjectId: outcome.lessonId,
          customerUserId: customerId,
          after: {
            kind: choice.kind,
            startsAt: start.toISOString(),
            instructorId,
            carId,
            pickupPoint: choice.pickup,
            payment: outcome.payment,
          },
        });
      return outcome;
    });
    if ("again" in answer) return { done: "booked", again: true };
    return answer.result.ok ? { done: "booked" } : { error: answer.result.refusal, status: 400 };
  }

  const lessonId = field("lesson");
  if (intent === "attach-payment") {
    // A payment that matched no lesson, attached to one of this customer's unpaid lessons.
    const purchaseId = field("purchase");
    if (!isUuid(purchaseId)) return { error: "paymentNotFound", status: 404 };
    if (!isUuid(lessonId)) return { error: "badLesson", status: 400 };
    const answer = await once(
      "lesson-attach-payment",
      formKeyFor(form, purchaseId, "attach-payment"),
      "attached",
      (tx) => attachLessonPayment(tx, { staffId, customerId, purchaseId, lessonId }),
    );
    if ("again" in answer) return { done: "attached", again: true };
    const result = answer.result;
    return result.ok ? { done: "attached" } : { error: result.refusal, status: result.status };
  }
  if (intent !== "cancel" && intent !== "waive" && intent !== "move")
    return { error: "badInput", status: 400 };
  // Only a lesson of the customer whose page this is: another id is "not found", never changed.
  const [lesson] = isUuid(lessonId)
    ? await db
        .select({
          customerId: lessons.customerId,
          startsAt: lessons.startsAt,
          instructorId: lessons.instructorId,
          carId: lessons.carId,
        })
        .from(lessons)
        .where(eq(lessons.id, lessonId))
    : [];
  if (!lesson || lesson.customerId !== customerId) return { error: "notFound", status: 404 };

  if (intent === "move") {
    const start = new Date(field("start"));
    const instructorId = field("instructor");
    const carId = field("car");
    // Instructors are staff users, whose ids are the auth library's (not UUIDs).
    if (Number.isNaN(start.getTime()) || !instructorId || !isUuid(carId))
      return { error: "badInput", status: 400 };
    const key = formKeyFor(form, lessonId, "move", start.toISOString(), instructorId);
    const answer = await once("lesson-move", key, "moved", async (tx) => {
      const outcome = await moveLesson(
        tx,
        { lessonId, start, instructorId, carId, by: { staffId } },
        settings,
      );
      if (outcome.ok)
        await recordStaffAction(tx, {
          actor: staffId,
          action: "lesson.move",
          subjectType: "lesson",
          subjectId: lessonId,
          customerUserId: customerId,
          before: {
            startsAt: lesson.startsAt.toISOString(),
            instructorId: lesson.instructorId,
            carId: lesson.carId,
          },
          after: { startsAt: start.toISOString(), instructorId, carId },
        });
      return outcome;
    });
    if ("again" in answer) return { done: "moved", again: true };
    return answer.result.ok ? { done: "moved" } : { error: answer.result.refusal, status: 400 };
  }

  if (intent === "cancel") {
    const answer = await once("lesson-cancel", formKeyFor(form, lessonId, "cancel"), "cancelled", (tx) =>
      cancelBySchool(tx, { lessonId, staffId }, settings),
    );
    if ("again" in answer) return { done: "cancelled", again: true };
    return answer.result.ok ? { done: "cancelled" } : { error: answer.result.refusal, status: 400 };
  }

  const reason = field("reason").replace(/\s+/g, " ").trim();
  if (!reason || reason.length > waiverReasonMaxLength) return { error: "reason", status: 400 };
  const answer = await once("lesson-waive", formKeyFor(form, lessonId, "waive"), "waived", (tx) =>
    waiveLateCancellation(tx, { lessonId, staffId, reason }, settings),
  );
  if ("again" in answer) return { done: "waived", again: true };
  return answer.result.ok ? { done: "waived" } : { error: answer.result.refusal, status: 400 };
}
