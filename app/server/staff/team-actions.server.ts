import { z } from "zod";
import { isEmailAddress } from "~/email-address";
import type { Database } from "../platform/db.server";
import { formFields, formText } from "../platform/form.server";
import { env } from "../platform/env.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { staffRoles } from "../platform/schema.server";
import { formKeyFor, oncePerKey } from "../platform/form-submissions.server";
import {
  changeColleagueRole,
  inviteColleague,
  removeColleague,
  resetSecondFactor,
  type TeamChangeOutcome,
} from "./team.server";

// The team page's form posts: which intent, its fields checked, the change made. The answer is
// either a message key for the page after the redirect or an error key with its status; nothing
// changes when the input is refused.

export type TeamDone = "invited" | "already-staff" | "removed" | "role" | "reset";
export type TeamError =
  "email" | "name" | "role" | "unreadable" | "self" | "last-owner" | "unchanged" | "not-found";
export type TeamAnswer = { done: TeamDone } | { status: 400 | 404 | 409; error: TeamError };

/** The longest colleague's name the invitation takes (the input's maxlength says the same). */
export const NAME_MAX = 120;

const memberForm = z.object({ userId: z.string().min(1).max(100) });
const roleField = z.enum(staffRoles, { error: "role" });
const roleForm = z.object({ staffRole: roleField });
const inviteForm = z.object({
  email: z
    .string({ error: "email" })
    .transform((value) => value.trim().toLowerCase())
    .refine(isEmailAddress, { error: "email" }),
  // The name the staff area greets them by; the invitation mail is addressed with it too.
  name: z
    .string({ error: "name" })
    .transform((value) => value.trim().replace(/\s+/g, " "))
    .pipe(z.string().min(1, { error: "name" }).max(NAME_MAX, { error: "name" })),
  staffRole: roleField,
});

const refusals: Record<Exclude<TeamChangeOutcome, "done">, TeamAnswer> = {
  self: { status: 409, error: "self" },
  "last-owner": { status: 409, error: "last-owner" },
  unchanged: { status: 409, error: "unchanged" },
  "not-found": { status: 404, error: "not-found" },
  // Demoted or removed by another owner a moment ago: the page is no longer theirs.
  "not-owner": { status: 404, error: "not-found" },
};

export async function teamAction(
  db: Database,
  actor: string,
  form: FormData | null,
  // Inside a larger transaction the mail worker waits for its commit: the caller kicks it then.
  { kickMail = true }: { kickMail?: boolean } = {},
): Promise<TeamAnswer> {
  if (!form) return { status: 400, error: "unreadable" };
  const intent = formText(form, "intent");
  if (intent === "invite") {
    const invite = formFields<z.infer<typeof inviteForm>, TeamError>(inviteForm, form);
    // One message at a time, in the form's order.
    if (!invite.ok)
      return {
        status: 400,
        error: invite.errors.email ?? invite.errors.name ?? invite.errors.staffRole ?? "unreadable",
      };
    const { email, name, staffRole } = invite.data;
    const outcome = await inviteColleague(db, {
      actor,
      email,
      name,
      staffRole,
      publicUrl: env().PUBLIC_URL,
    });
    // After the commit: the one worker sends it; the page does not wait for SMTP.
    if (kickMail && outcome === "invited") void kickMailWorker(db);
    return { done: outcome };
  }
  const member = formFields(memberForm, form);
  if (!member.ok) return { status: 400, error: "unreadable" };
  const { userId } = member.data;
  let outcome: TeamChangeOutcome;
  let done: TeamDone;
  if (intent === "remove") {
    outcome = await removeColleague(db, { actor, userId });
    done = "removed";
  } else if (intent === "reset") {
    outcome = await resetSecondFactor(db, { actor, userId });
    done = "reset";
  } else if (intent === "role") {
    const role = formFields(roleForm, form);
    if (!role.ok) return { status: 400, error: "role" };
    outcome = await changeColleagueRole(db, { actor, userId, staffRole: role.data.staffRole });
    done = "role";
  } else {
    return { status: 400, error: "unreadable" };
  }
  return outcome === "done" ? { done } : refusals[outcome];
}

const doneKeys: readonly string[] = ["invited", "already-staff", "removed", "role", "reset"];

/** The message key of the page after a change (?done=…); anything else is ignored. */
export function teamDoneOf(url: URL): TeamDone | null {
  const done = url.searchParams.get("done") ?? "";
  return doneKeys.includes(done) ? (done as TeamDone) : null;
}

/**
 * A team form once per page key (see pageFormKey): the same form sent again (Back, a double
 * click) is answered with what the first did and `again`, and invites or changes nothing twice.
 */
export async function teamActionOnce(
  db: Database,
  actor: string,
  form: FormData | null,
): Promise<TeamAnswer | { done: TeamDone; again: true }> {
  const about = [formText(form, "intent") ?? "", formText(form, "userId") ?? formText(form, "email") ?? ""];
  const once = await oncePerKey(
    db,
    { form: "team", key: formKeyFor(form, ...about), staffUserId: actor },
    (tx) => teamAction(tx, actor, form, { kickMail: false }),
    (answer) => ("done" in answer ? { outcome: answer.done, path: "/staff/team" } : null),
  );
  if ("again" in once) return { done: once.again.outcome as TeamDone, again: true };
  const answer = once.result;
  // After the commit: the one worker sends the invitation; the page does not wait for SMTP.
  if ("done" in answer && answer.done === "invited") void kickMailWorker(db);
  return answer;
}
