import { randomUUID } from "node:crypto";
import { formText } from "./form.server";
import { and, eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import type { Database, Tx } from "./db.server";

import { staffFormSubmissions } from "./schema.server";
import { privateNoStore } from "./security-headers.server";

// Staff forms that create something carry a one-time key (a UUID the page rendered). The first
// submission claims it in the transaction of its change; a second one (Back and send again, a
// double click, a retry after a lost answer) finds the first's outcome and where it is, and
// changes nothing. The key is claimed under an advisory lock, so of two submissions at the same
// moment the second waits for the first to commit and then sees it.

export type StaffForm =
  | "manual-purchase"
  | "extend"
  | "resend"
  | "refund"
  | "note"
  | "health-consent"
  | "transfer-paid"
  | "add-date"
  | "acknowledge"
  | "issue-invoice"
  | "date"
  | "mail-retry"
  | "team"
  | "data-deletion"
  | "refund-request"
  | "closed-day"
  | "issue-missing-invoices"
  | "review"
  | "case-step"
  /** A customer cancels their own first-aid booking in My account (the key is claimed by the customer). */
  | "self-cancel"
  /** A customer saves or removes an appointment of their conversion plan (claimed by the customer). */
  | "plan-appointment"
  /** The office records, moves or cancels a customer's exam, or records its result. */
  | "exam"
  /** The instructor's day: a lesson marked driven or no-show, a student marked ready for the test. */
  | "lesson-mark"
  | "lesson-readiness"
  /** The instructors' sub-page of the team page: instructors, hours, absences, cars, closed days. */
  | "instructors"
  /** The office books a driving lesson for a customer, cancels one as the school, waives a late charge. */
  | "lesson-book"
  | "lesson-cancel"
  | "lesson-waive"
  /** The office attaches a per-lesson payment that matched no lesson to one of the customer's lessons. */
  | "lesson-attach-payment"
  /** The office moves a customer's driving lesson to another free time. */
  | "lesson-move";

export interface PreviousSubmission {
  outcome: string;
  /** Where what the first submission recorded is shown (staff path, no language prefix). */
  path: string;
  at: Date;
}

/**
 * Waits for any other transaction holding the same form key, then answers what an earlier
 * submission of it did; null when this is the first. Call first thing in the change's transaction.
 */
export async function previousSubmission(
  tx: Tx,
  form: StaffForm,
  key: string,
): Promise<PreviousSubmission | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`staff-form:${form}:${key}`}))`);
  const [row] = await tx
    .select()
    .from(staffFormSubmissions)
    .where(and(eq(staffFormSubmissions.form, form), eq(staffFormSubmissions.key, key)));
  return row ? { outcome: row.outcome, path: row.path, at: row.createdAt } : null;
}

/** Remembers what this submission did, in the same transaction as the change itself. */
export async function rememberSubmission(
  tx: Tx,
  input: { form: StaffForm; key: string; staffUserId: string; outcome: string; path: string },
): Promise<void> {
  await tx.insert(staffFormSubmissions).values(input);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The one-time key a staff page renders into its forms, for its loader (after the staff guard).
 * Browsers re-render a no-store page on Back with a fresh hidden field (they restore only what was
 * typed), so a key made per rendering does not survive Back: the key travels in the page's URL
 * (`?key=…`, put there by the link or the redirect that led to the page). A page opened
 * without one (the navigation, a bookmark, a link in a mail) is sent to the same URL with a fresh
 * key: the redirect replaces the keyless entry in the browser's history, so Back and reload come
 * to the keyed URL and its key, which a key made in the loader for each rendering would not.
 */
export function pageFormKey(request: Request): string {
  const url = new URL(request.url);
  const key = url.searchParams.get("key");
  if (key && uuidPattern.test(key)) return key.toLowerCase();
  // The page rendered with an action's answer (React Router's loaders then see the form's own
  // headers): a form sent to a URL without a key (a tab opened before keys were in URLs) keeps
  // its error and what was typed; its forms get a key of their own this once.
  if (/form/i.test(request.headers.get("content-type") ?? "")) return randomUUID();
  url.searchParams.set("key", randomUUID());
  throw redirect(`${url.pathname}${url.search}`, { status: 302, headers: privateNoStore });
}

/**
 * The key one form of a page claims: the page's key and what the form is about (its intent, the
 * booking or member it changes). A page's forms share its key, so after Back another form of the
 * same page (another attendee's row, another colleague) is a new submission, not a repeat; the
 * same form sent again is. Null when the form carries no page key.
 */
export function formKeyFor(form: FormData | null | undefined, ...about: string[]): string | null {
  const key = formText(form, "key");
  if (typeof key !== "string" || !uuidPattern.test(key)) return null;
  return [key.toLowerCase(), ...about].join(":");
}

/** The key one staff member claims: a form key (formKeyFor) and who sends it. */
export function staffFormKey(formKey: string, staffUserId: string): string {
  return `${formKey}:by:${staffUserId}`;
}

/** A staff path with a fresh one-time key for the forms of the page it leads to. */
export function withFreshKey(path: string, query: Record<string, string> = {}): string {
  return `${path}?${new URLSearchParams({ ...query, key: randomUUID() })}`;
}

/**
 * Runs a change once per form key: the change's own transaction becomes part of one that first
 * looks for an earlier submission of the key and afterwards remembers this one (drizzle runs the
 * inner transaction as a savepoint). `remember` says what to keep of a result; null keeps nothing
 * (a refusal: the same form may be corrected and sent again).
 */
export async function oncePerKey<T>(
  db: Database,
  input: { form: StaffForm; key: string | null; staffUserId: string },
  change: (db: Database) => Promise<T>,
  remember: (result: T) => { outcome: string; path: string } | null,
): Promise<{ again: PreviousSubmission } | { result: T }> {
  if (!input.key) return { result: await change(db) };
  // A key is claimed by one staff member: a colleague's submission with it (a page's URL passed
  // on) is their own, never answered with the first one's outcome.
  const key = staffFormKey(input.key, input.staffUserId);
  return db.transaction(async (tx) => {
    const again = await previousSubmission(tx, input.form, key);
    if (again) return { again };
    const result = await change(tx as unknown as Database);
    const kept = remember(result);
    if (kept) await rememberSubmission(tx, { ...input, key, ...kept });
    return { result };
  });
}

/**
 * An earlier submission of a form key, read without waiting: a form sent again after Back is
 * answered "already recorded" before its fields are checked (the browser may not have kept them).
 */
export async function submittedBefore(
  db: Pick<Database, "select">,
  form: StaffForm,
  key: unknown,
): Promise<PreviousSubmission | null> {
  if (typeof key !== "string" || !uuidPattern.test(key)) return null;
  const [row] = await db
    .select()
    .from(staffFormSubmissions)
    .where(and(eq(staffFormSubmissions.form, form), eq(staffFormSubmissions.key, key.toLowerCase())));
  return row ? { outcome: row.outcome, path: row.path, at: row.createdAt } : null;
}
