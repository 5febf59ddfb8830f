import { and, desc, eq } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "~/server/platform/db.server";
import { confirmWaitlistEntry, joinWaitlist } from "~/server/first-aid/waitlist-join.server";
import { mailOutbox } from "~/server/platform/schema.server";

// Joining a waiting list as a person does it: the form, then the link of the confirmation mail.
// Each join comes from a network of its own, so the per-network throttle stays out of the way of
// tests about something else.

let network = 0;
/** A documentation address (RFC 5737 TEST-NET-3) of its own for each call. */
export function freshIp(): string {
  network += 1;
  return `203.0.113.${network % 250}`;
}

/** The token in the newest mail of `kind` to `email` (the path segment after /waiting-list/). */
export async function mailedWaitlistToken(db: Database, email: string, kind = "waitlist-confirm") {
  const [mail] = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email.toLowerCase()), eq(mailOutbox.kind, kind)))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const link = mail?.links[0];
  if (!link) throw new Error(`no ${kind} mail to ${email}`);
  return decodeURIComponent(String(new URL(link).pathname.split("/").at(-1)));
}

/** Joins and confirms through the mailed link; the join's result ("sent" when it went through). */
export async function joinConfirmed(
  db: Database,
  input: { dateId: string; email: string; locale: Locale; now?: Date },
): Promise<string> {
  const { result } = await joinWaitlist(db, { ...input, ip: freshIp() });
  if (result !== "sent") return result;
  await confirmWaitlistEntry(db, await mailedWaitlistToken(db, input.email), input.now);
  return result;
}
