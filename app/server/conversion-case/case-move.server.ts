import { and, eq } from "drizzle-orm";
import { z } from "zod";
import {
  assistanceSteps,
  caseNoteMaxLength,
  caseResponsibles,
  caseStepStates,
} from "~/content/assistance-steps";
import { isCalendarDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import { DELETED_DOMAIN } from "../data-requests/customer-deletion.server";
import type { Database } from "../platform/db.server";
import { formFields } from "../platform/form.server";
import { queueMail } from "../mail/outbox.server";
import { conversionCaseSteps, users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import { caseStepMail } from "./case-mail.server";
import { loadCase } from "./case-store.server";

// The office moves one step of a case: its state, date, who acts and the staff-only note. Once
// per form key (Back and a double click change and mail nothing twice), audited by ids and
// values only, and the customer is mailed in their language what changed and what comes next.

const moveForm = z.object({
  customerId: z.string({ error: "gone" }).min(1, { error: "gone" }),
  step: z.enum(assistanceSteps, { error: "step" }),
  state: z.enum(caseStepStates, { error: "state" }),
  date: z
    .string()
    .optional()
    .transform((text) => text?.trim() ?? "")
    .refine((text) => text === "" || isCalendarDate(text), { error: "date" }),
  responsible: z.enum(caseResponsibles, { error: "responsible" }),
  note: z
    .string()
    .optional()
    .transform((text) => (text ?? "").replace(/\r\n?/g, "\n").trim())
    .refine((text) => text.length <= caseNoteMaxLength, { error: "note" }),
  /** The one way to remove a note: an empty note field keeps the step's note as it is. */
  clearNote: z.literal("on").optional(),
});

export type CaseMoveError = "step" | "state" | "date" | "responsible" | "note" | "gone";

export type CaseMoveOutcome = { done: "moved"; again?: true } | { error: CaseMoveError; status: 400 | 404 };

export async function moveCaseStep(
  db: Database,
  staffUserId: string,
  form: FormData | null,
  publicUrl: string,
  now = new Date(),
): Promise<CaseMoveOutcome> {
  if (!form) return { error: "gone", status: 400 };
  const checked = formFields(moveForm, form);
  if (!checked.ok) {
    const first = (["step", "state", "date", "responsible", "note", "customerId"] as const).find(
      (field) => checked.errors[field],
    );
    const error = first && first !== "customerId" ? first : "gone";
    return { error, status: 400 };
  }
  const input = checked.data;
  const once = await oncePerKey(
    db,
    { form: "case-step", key: formKeyFor(form, input.customerId, input.step), staffUserId },
    async (tx) => {
      const [before] = await tx
        .select()
        .from(conversionCaseSteps)
        .where(
          and(eq(conversionCaseSteps.userId, input.customerId), eq(conversionCaseSteps.kind, input.step)),
        )
        .for("update");
      if (!before) return "gone" as const;
      const after = {
        state: input.state,
        dated: input.date || null,
        responsible: input.responsible,
        // One form serves every step: what it does not say about the note leaves the note alone.
        note: input.clearNote ? null : input.note || before.note,
      };
      // The customer is told what they see change (state, date, who acts), never of a note alone.
      const seen =
        before.state !== after.state ||
        before.dated !== after.dated ||
        before.responsible !== after.responsible;
      await tx
        .update(conversionCaseSteps)
        .set({ ...after, updatedAt: now })
        .where(
          and(eq(conversionCaseSteps.userId, input.customerId), eq(conversionCaseSteps.kind, input.step)),
        );
      // Ids and the step's values only: the note is free text about a person and stays out.
      await recordStaffAction(tx, {
        actor: staffUserId,
        action: "case.step",
        subjectType: "conversion-case",
        subjectId: input.customerId,
        customerUserId: input.customerId,
        before: {
          step: input.step,
          state: before.state,
          date: before.dated,
          responsible: before.responsible,
        },
        after: {
          step: input.step,
          state: after.state,
          date: after.dated,
          responsible: after.responsible,
          noteChanged: (before.note ?? null) !== after.note,
          customerTold: seen,
        },
      });
      const [customer] = await tx.select().from(users).where(eq(users.id, input.customerId));
      const current = await loadCase(tx, input.customerId);
      if (seen && customer && current && !customer.email.endsWith(`@${DELETED_DOMAIN}`)) {
        await queueMail(
          tx,
          caseStepMail({
            to: customer.email,
            name: customer.name,
            locale: (customer.locale ?? "en") as Locale,
            moved: input.step,
            steps: current.steps,
            publicUrl,
          }),
          now,
        );
      }
      return "moved" as const;
    },
    (result) => (result === "moved" ? { outcome: result, path: "/staff/cases" } : null),
  );
  if ("again" in once) return { done: "moved", again: true };
  return once.result === "moved" ? { done: "moved" } : { error: "gone", status: 404 };
}
