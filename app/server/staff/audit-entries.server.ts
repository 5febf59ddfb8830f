import { inArray } from "drizzle-orm";
import { products, type ProductId } from "~/content/catalog";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay, formatMoment, formatMoney } from "~/i18n/format";
import { localizePath, type Locale } from "~/i18n/locale";
import type { StaffAuditTexts } from "~/i18n/messages/staff-audit-en";
import type { Database } from "../platform/db.server";
import { firstAidDates, purchases, users } from "../platform/schema.server";
import { actorEmails, CLI_ACTOR, type StaffActionRecord } from "../platform/audit.server";

// The audit log as people read it: each entry's action named in the page's language, the
// customer, course date or purchase it is about with a link to its staff page, and the values
// before and after as labelled, formatted fields (money as money, moments in Frankfurt time)
// instead of the stored JSON. The log page and the customer page both show entries this way.

/** One thing an entry is about: what it is, how it is called, and its staff page if it has one. */
export interface AuditSubject {
  kind: string;
  text: string;
  href: string | null;
}

export interface AuditField {
  label: string;
  value: string;
}

export interface AuditEntryView {
  id: string;
  at: string;
  /** The staff member's e-mail; null for the command line. */
  actor: string | null;
  actionKey: string;
  action: string;
  subjects: AuditSubject[];
  before: AuditField[] | null;
  after: AuditField[] | null;
}

/** Ids the entries refer to; values other than these are shown, never followed. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Internal ids already shown as the entry's subject: not repeated among the values. */
const hiddenFields = new Set(["purchaseId", "dateId", "createdBy", "changedBy", "userId", "noteId"]);
/** A stored text longer than this is cut in the list (the database keeps all of it). */
const VALUE_MAX = 160;

/**
 * A key nobody named yet, in readable words: "waiting-list.remove" → "Waiting list: remove",
 * "refundAmount" → "Refund amount". Keeps an unknown action or field readable, never a crash.
 */
export function readableKey(key: string): string {
  const words = key
    .split(".")
    .map((part) =>
      part
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/[-_]+/g, " ")
        .trim()
        .toLowerCase(),
    )
    .filter(Boolean)
    .join(": ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The action's name in the page's language (the one catalog, staff-audit-*.ts). */
export function actionName(texts: StaffAuditTexts, key: string): string {
  return (texts.actions as Record<string, string>)[key] ?? readableKey(key);
}

function named(map: Record<string, string>, key: string): string {
  return map[key] ?? key;
}

function cut(text: string): string {
  return text.length > VALUE_MAX ? `${text.slice(0, VALUE_MAX - 1)}…` : text;
}

/** One stored value as text, by what its key says it holds. */
export function formatAuditValue(
  key: string,
  value: unknown,
  texts: StaffAuditTexts,
  locale: Locale,
): string {
  const v = texts.values;
  if (value === null || value === undefined || value === "") return v.nothing;
  if (typeof value === "boolean") return value ? v.yes : v.no;
  if (typeof value === "number") {
    if (/cents$/i.test(key)) return formatMoney(value, locale);
    return new Intl.NumberFormat(locale === "es" ? "es-ES" : "en-GB").format(value);
  }
  if (typeof value === "string") {
    if (key === "productId") return products[value as ProductId]?.name[locale] ?? value;
    if (key === "status") return named(v.status, value);
    if (key === "method") return named(v.method, value);
    if (key === "language") return named(v.language, value);
    if (key === "role") return named(v.role, value);
    if (key === "mail" || key === "kind") return named(v.mailKind, value);
    if (/^\d{4}-\d\d-\d\d$/.test(value)) return formatDate(value, locale, "long");
    if (/^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(value) && !Number.isNaN(Date.parse(value)))
      return formatMoment(value, locale);
    if (/^\d\d:\d\d:\d\d$/.test(value)) return value.slice(0, 5);
    return cut(value);
  }
  return cut(JSON.stringify(value));
}

/** The stored before/after object as labelled fields; null when nothing was stored. */
export function auditFields(stored: unknown, texts: StaffAuditTexts, locale: Locale): AuditField[] | null {
  if (stored === null || stored === undefined) return null;
  if (typeof stored !== "object" || Array.isArray(stored))
    return [{ label: texts.values.nothing, value: formatAuditValue("", stored, texts, locale) }];
  // jsonb keeps no key order: the catalog's order of fields, then unknown keys alphabetically.
  const order = Object.keys(texts.fields);
  const rank = (key: string) => (order.includes(key) ? order.indexOf(key) : order.length);
  return Object.entries(stored as Record<string, unknown>)
    .filter(([key, value]) => !hiddenFields.has(key) && value !== undefined)
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({
      // An unnamed amount in cents reads as "Refund amount": its value shows the money.
      label: (texts.fields as Record<string, string>)[key] ?? readableKey(key.replace(/Cents$/, "")),
      value: formatAuditValue(key, value, texts, locale),
    }));
}

function idOf(stored: unknown, key: string): string | null {
  if (!stored || typeof stored !== "object") return null;
  const value = (stored as Record<string, unknown>)[key];
  return typeof value === "string" ? value : null;
}

/** Everything the entries refer to, read in three small queries. */
async function referencedRecords(db: Pick<Database, "select">, entries: StaffActionRecord[]) {
  const userIds = new Set<string>();
  const purchaseIds = new Set<string>();
  const dateIds = new Set<string>();
  for (const entry of entries) {
    if (entry.customerUserId) userIds.add(entry.customerUserId);
    if (entry.subjectType === "customer" || entry.subjectType === "user") userIds.add(entry.subjectId);
    if (entry.subjectType === "purchase") purchaseIds.add(entry.subjectId);
    if (entry.subjectType === "course-date") dateIds.add(entry.subjectId);
    for (const stored of [entry.after, entry.before]) {
      const dateId = idOf(stored, "dateId");
      if (dateId) dateIds.add(dateId);
    }
  }
  const uuids = (ids: Set<string>) => [...ids].filter((id) => uuidPattern.test(id));
  const [people, bought, dates] = await Promise.all([
    userIds.size
      ? db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(inArray(users.id, [...userIds]))
      : [],
    uuids(purchaseIds).length
      ? db
          .select({
            id: purchases.id,
            productId: purchases.productId,
            purchasedAt: purchases.purchasedAt,
            userId: purchases.userId,
          })
          .from(purchases)
          .where(inArray(purchases.id, uuids(purchaseIds)))
      : [],
    uuids(dateIds).length
      ? db
          .select({
            id: firstAidDates.id,
            courseDate: firstAidDates.courseDate,
            language: firstAidDates.language,
          })
          .from(firstAidDates)
          .where(inArray(firstAidDates.id, uuids(dateIds)))
      : [],
  ]);
  return {
    people: new Map(people.map((row) => [row.id, row])),
    purchases: new Map(bought.map((row) => [row.id, row])),
    dates: new Map(dates.map((row) => [row.id, row])),
  };
}

/** The entries of one page, ready to show in `locale`. */
export async function presentAuditEntries(
  db: Pick<Database, "select">,
  entries: StaffActionRecord[],
  locale: Locale,
): Promise<AuditEntryView[]> {
  const texts = textsIn("staffAudit", locale);
  const [records, emails] = await Promise.all([
    referencedRecords(db, entries),
    actorEmails(
      db,
      entries.map((entry) => entry.actor),
    ),
  ]);
  const subjectName = (type: string) => named(texts.subjects, type);
  const person = (id: string): AuditSubject => {
    const found = records.people.get(id);
    return found
      ? {
          kind: subjectName("customer"),
          text: found.name ? `${found.name} (${found.email})` : found.email,
          href: localizePath(`/staff/customers/${encodeURIComponent(id)}`, locale),
        }
      : { kind: subjectName("customer"), text: id, href: null };
  };
  const courseDate = (id: string): AuditSubject => {
    const found = records.dates.get(id);
    return {
      kind: subjectName("course-date"),
      text: found
        ? fill(texts.dateSubject, {
            date: formatDate(found.courseDate, locale, "long"),
            language: texts.values.language[found.language],
          })
        : id,
      href: found ? localizePath(`/staff/dates/${id}`, locale) : null,
    };
  };

  return entries.map((entry) => {
    const subjects: AuditSubject[] = [];
    const type = entry.subjectType;
    if (type === "course-date") subjects.push(courseDate(entry.subjectId));
    else if (type === "purchase") {
      const found = records.purchases.get(entry.subjectId);
      subjects.push({
        kind: subjectName("purchase"),
        text: found
          ? `${products[found.productId as ProductId]?.name[locale] ?? found.productId} · ${formatDay(found.purchasedAt, locale)}`
          : entry.subjectId,
        href: found?.userId
          ? localizePath(`/staff/customers/${encodeURIComponent(found.userId)}`, locale)
          : null,
      });
    } else if (type === "course-booking") {
      // A booking has no page of its own: the date it is on now is where staff find it.
      const dateId = idOf(entry.after, "dateId") ?? idOf(entry.before, "dateId");
      subjects.push(
        dateId ? courseDate(dateId) : { kind: subjectName(type), text: entry.subjectId, href: null },
      );
    } else if (type === "mail") {
      subjects.push({
        kind: subjectName("mail"),
        text: entry.subjectId.slice(0, 8),
        href: localizePath("/staff/mail", locale),
      });
    } else if (type === "customer" || type === "user") {
      subjects.push({ ...person(entry.subjectId), kind: subjectName(type) });
    } else {
      subjects.push({
        kind: subjectName(type) === type ? readableKey(type) : subjectName(type),
        text: entry.subjectId,
        href: null,
      });
    }
    if (entry.customerUserId && !(type === "customer" || type === "user"))
      subjects.push(person(entry.customerUserId));
    return {
      id: entry.id,
      at: entry.at.toISOString(),
      actor: entry.actor === CLI_ACTOR ? null : (emails.get(entry.actor) ?? entry.actor),
      actionKey: entry.action,
      action: actionName(texts, entry.action),
      subjects,
      before: auditFields(entry.before, texts, locale),
      after: auditFields(entry.after, texts, locale),
    };
  });
}
