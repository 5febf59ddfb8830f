import type { Database } from "../platform/db.server";
import { formText } from "../platform/form.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import { dateAction } from "./date-intents.server";
import type { ActionOutcome } from "./date-page-outcome.server";
import { removeWaitlistEntry } from "./waitlist.server";

// The forms of /staff/dates/:id, each run once per page key (see pageFormKey): the same form sent
// again (Back, a double click, a retry after a lost answer) is told what the first did and
// changes nothing; a move or a message is never made twice.

export type DatePageOutcome =
  | ActionOutcome
  | { done: true; intent: "waitlist"; again?: boolean }
  | { done: false; status: 404; intent: "waitlist" };

export async function datePageAction(
  db: Database,
  staffUserId: string,
  dateId: string,
  form: FormData | null,
): Promise<DatePageOutcome> {
  const intent = formText(form, "intent") ?? "";
  // What the form is about besides the date: the attendee's booking or the waiting-list entry.
  const about = formText(form, "bookingId") ?? formText(form, "entryId") ?? "";
  const once = await oncePerKey(
    db,
    { form: "date", key: formKeyFor(form, dateId, intent, about), staffUserId },
    async (tx): Promise<DatePageOutcome> => {
      if (intent !== "waitlist-remove") return dateAction(tx, staffUserId, dateId, form);
      const removed = await removeWaitlistEntry(tx, staffUserId, { entryId: about });
      return removed ? { done: true, intent: "waitlist" } : { done: false, status: 404, intent: "waitlist" };
    },
    (result) => (result.done ? { outcome: result.intent, path: `/staff/dates/${dateId}` } : null),
  );
  if ("again" in once) return { done: true, intent: once.again.outcome as "waitlist", again: true };
  return once.result;
}
