import { z } from "zod";
import type { Database } from "../platform/db.server";
import { formFields, formText } from "../platform/form.server";
import { withholdReasons } from "../platform/schema.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import { replyToReview, withholdReview } from "./moderation.server";

// The staff review page's forms: withhold a review for one of the fixed reasons, or set the
// school's public reply. Each runs once per form key (Back and a double click do nothing twice).

const reviewId = z.string({ error: "gone" }).uuid({ error: "gone" });
const withholdForm = z.object({ reviewId, reason: z.enum(withholdReasons, { error: "reason" }) });
const replyForm = z.object({ reviewId, reply: z.string({ error: "gone" }) });

export type ReviewFormOutcome =
  | { done: "withheld" | "replied"; again?: true }
  | { error: "reason" | "gone" | "replyTooLong"; status: 400 | 409 };

export async function staffReviewAction(
  db: Database,
  staffUserId: string,
  form: FormData | null,
): Promise<ReviewFormOutcome> {
  const intent = formText(form, "intent");
  if (!form || (intent !== "withhold" && intent !== "reply")) return { error: "gone", status: 400 };
  if (intent === "withhold") {
    const checked = formFields(withholdForm, form);
    if (!checked.ok) return { error: checked.errors.reason ? "reason" : "gone", status: 400 };
    const once = await oncePerKey(
      db,
      { form: "review", key: formKeyFor(form, "withhold", checked.data.reviewId), staffUserId },
      (tx) => withholdReview(tx, staffUserId, checked.data),
      (result) => (result === "withheld" ? { outcome: result, path: "/staff/reviews" } : null),
    );
    if ("again" in once) return { done: "withheld", again: true };
    return once.result === "withheld" ? { done: "withheld" } : { error: "gone", status: 409 };
  }
  const checked = formFields(replyForm, form);
  if (!checked.ok) return { error: "gone", status: 400 };
  const once = await oncePerKey(
    db,
    { form: "review", key: formKeyFor(form, "reply", checked.data.reviewId), staffUserId },
    (tx) => replyToReview(tx, staffUserId, checked.data),
    (result) => (result === "replied" ? { outcome: result, path: "/staff/reviews" } : null),
  );
  if ("again" in once) return { done: "replied", again: true };
  if (once.result === "replied") return { done: "replied" };
  return once.result === "tooLong" ? { error: "replyTooLong", status: 400 } : { error: "gone", status: 409 };
}
