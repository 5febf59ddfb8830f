import type { Database } from "../platform/db.server";
import { formText } from "../platform/form.server";
import { acknowledgeAlert, isAlertKey } from "./alert-acknowledgements.server";
import { oncePerKey } from "../platform/form-submissions.server";

// The dashboard's one action: an alert marked as seen to. A second click (or a colleague at the
// same moment) is told the alert is already off the list, never that nothing happened.

export async function acknowledgeAction(
  db: Database,
  staffUserId: string,
  form: FormData | null,
): Promise<{ status: 400 } | { status: 303; done: "1" | "again" }> {
  const alertKey = formText(form, "alertKey");
  const key = formText(form, "key");
  if (formText(form, "intent") !== "acknowledge" || !isAlertKey(alertKey)) return { status: 400 };
  const outcome = await oncePerKey(
    db,
    {
      form: "acknowledge",
      key: typeof key === "string" && /^[0-9a-f-]{36}$/i.test(key) ? `${key}:${alertKey}` : null,
      staffUserId,
    },
    (tx) => acknowledgeAlert(tx, staffUserId, alertKey),
    (result) =>
      result.outcome === "acknowledged" ? { outcome: "acknowledged", path: "/staff#alerts" } : null,
  );
  // The same form twice (a double click): what the first did. Seen to by someone else: say so.
  if ("again" in outcome) return { status: 303, done: "1" };
  return { status: 303, done: outcome.result.outcome === "acknowledged" ? "1" : "again" };
}
