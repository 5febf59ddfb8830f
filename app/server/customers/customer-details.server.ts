import { and, eq, ne } from "drizzle-orm";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { isEmailAddress } from "~/email-address";
import { isLocale, type Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { users } from "../platform/schema.server";
import { recordStaffAction } from "../platform/audit.server";
import { requestEmailChange } from "./email-change.server";

// A customer's own details: the name on their invoices, how to reach them (phone), their date of
// birth (the first-aid provider's attendee list asks for it) and the language of our mails. The
// office edits all of them; the customer corrects their name and phone in My account. An e-mail
// change waits for the new address to confirm (email-change.server.ts). Every change is in the
// audit log by field name only: the log is kept for years, personal data in it would outlive the
// customer's deletion (Art. 5 (1) (e) GDPR, storage limitation).

/** Why a field was refused: the key of its message in the page's catalog. */
export type DetailsError =
  | "nameInvalid"
  | "phoneInvalid"
  | "dateOfBirthInvalid"
  | "dateOfBirthAge"
  | "emailInvalid"
  | "emailTaken"
  | "languageInvalid";

export interface CustomerDetails {
  name: string;
  phone: string | null;
  dateOfBirth: string | null;
  email: string;
  locale: Locale;
}

export type DetailsField = keyof CustomerDetails;

const NAME_MAX = 200;
/** Digits, blanks, "+", "-", "/", "." and brackets, as people write a number ("+49 (69) 123-45"). */
const phoneCharacters = /^[\d\s+\-()/.]+$/;
/** E.164 allows at most 15 digits; fewer than 6 reach no one outside a company's extension. */
const PHONE_DIGITS = { min: 6, max: 15 } as const;
const PHONE_MAX = 30;
/**
 * The office's bounds: the first licence in Germany comes at 15 at the earliest (§ 10 FeV, class AM)
 * and first aid is taken before it, so nobody younger than 14; older than 110 is a typing error.
 */
export const AGE_LIMITS = { min: 14, max: 110 } as const;

export function phoneError(phone: string): DetailsError | null {
  const digits = phone.replace(/\D/g, "").length;
  const ok =
    phone.length <= PHONE_MAX &&
    phoneCharacters.test(phone) &&
    digits >= PHONE_DIGITS.min &&
    digits <= PHONE_DIGITS.max;
  return ok ? null : "phoneInvalid";
}

/** Whole years between a date of birth and a day, both "YYYY-MM-DD". */
function ageOn(birth: string, day: string): number {
  const [by, bm, bd] = birth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

export function dateOfBirthError(value: string, today = todayInSchoolTimeZone()): DetailsError | null {
  if (!/^\d{4}-\d\d-\d\d$/.test(value)) return "dateOfBirthInvalid";
  const date = new Date(`${value}T00:00:00Z`);
  // "2001-02-30" parses as 2 March: a real date reads back as itself.
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return "dateOfBirthInvalid";
  const age = ageOn(value, today);
  return age < AGE_LIMITS.min || age > AGE_LIMITS.max ? "dateOfBirthAge" : null;
}

/** One text field of a form: trimmed, "" when missing, repeated or a file. */
function textOf(form: FormData, name: string): string {
  const values = form.getAll(name);
  return values.length === 1 && typeof values[0] === "string" ? values[0].trim() : "";
}

/**
 * The fields of a details form that it carries (a customer's form has only name and phone).
 * An empty phone or date of birth clears it; the name and e-mail are required.
 */
export function parseDetails(
  form: FormData,
  fields: readonly DetailsField[],
):
  | { ok: true; data: Partial<CustomerDetails> }
  | { ok: false; errors: Partial<Record<DetailsField, DetailsError>> } {
  const data: Partial<CustomerDetails> = {};
  const errors: Partial<Record<DetailsField, DetailsError>> = {};
  for (const field of fields) {
    const value = textOf(form, field === "locale" ? "language" : field);
    if (field === "name") {
      if (value === "" || value.length > NAME_MAX) errors.name = "nameInvalid";
      else data.name = value;
    } else if (field === "phone") {
      const error = value === "" ? null : phoneError(value);
      if (error) errors.phone = error;
      else data.phone = value || null;
    } else if (field === "dateOfBirth") {
      const error = value === "" ? null : dateOfBirthError(value);
      if (error) errors.dateOfBirth = error;
      else data.dateOfBirth = value || null;
    } else if (field === "email") {
      if (!isEmailAddress(value)) errors.email = "emailInvalid";
      else data.email = value.toLowerCase();
    } else if (isLocale(value)) data.locale = value;
    else errors.locale = "languageInvalid";
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, data };
}

/** What My account shows in the customer's details form (read fresh: the session's copy may be older). */
export async function ownDetails(db: Pick<Database, "select">, userId: string) {
  const [row] = await ownDetailsQuery(db, userId);
  return row ?? null;
}

/** The select of `ownDetails`, for a page that reads it together with more (readTogether). */
export function ownDetailsQuery(db: Pick<Database, "select">, userId: string) {
  return db
    .select({ name: users.name, phone: users.phone, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
}

export type DetailsOutcome =
  | { outcome: "saved"; changed: DetailsField[]; emailPending: boolean }
  | { outcome: "email-taken" }
  | { outcome: "unknown-customer" };

/**
 * Saves what changed, in one transaction with its audit entry: `actor` is the staff member, or
 * the customer themselves in My account. A new e-mail address is not saved but mailed a link.
 */
export async function updateCustomerDetails(
  db: Database,
  actor: string,
  customerId: string,
  details: Partial<CustomerDetails>,
  context: { publicUrl: string; action: "customer.update-details" | "customer.update-own-details" },
): Promise<DetailsOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        name: users.name,
        phone: users.phone,
        dateOfBirth: users.dateOfBirth,
        email: users.email,
        locale: users.locale,
      })
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.role, "customer")))
      .for("update");
    if (!current) return { outcome: "unknown-customer" };
    const newEmail = details.email !== undefined && details.email !== current.email ? details.email : null;
    if (newEmail) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.email, newEmail), ne(users.id, customerId)));
      if (taken) return { outcome: "email-taken" };
    }
    const changed = (["name", "phone", "dateOfBirth", "locale"] as const).filter(
      (field) => details[field] !== undefined && details[field] !== current[field],
    );
    if (changed.length) {
      await tx
        .update(users)
        .set({
          ...Object.fromEntries(changed.map((field) => [field, details[field]])),
          updatedAt: new Date(),
        })
        .where(eq(users.id, customerId));
      await recordStaffAction(tx, {
        actor,
        action: context.action,
        subjectType: "user",
        subjectId: customerId,
        customerUserId: customerId,
        after: { fields: changed },
      });
    }
    if (newEmail)
      await requestEmailChange(tx, actor, {
        userId: customerId,
        newEmail,
        name: details.name ?? current.name,
        locale: details.locale ?? current.locale,
        publicUrl: context.publicUrl,
      });
    return {
      outcome: "saved",
      changed: newEmail ? [...changed, "email"] : changed,
      emailPending: Boolean(newEmail),
    };
  });
}
