import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../platform/db.server";
import { invoiceDocuments, purchases, users } from "../platform/schema.server";
import { searchWords } from "./search-fold.server";

// Find a customer by name, e-mail, phone, a purchase's payment reference, an invoice or credit
// note number, or an amount paid ("59", "59,00", "59.00 €"): every word of the query must appear
// somewhere, in any order, ignoring case, accents and punctuation (users.search_text and the SQL
// function search_fold hold the folded forms; decisions 030 and 047). Without a query, the newest
// customers.

/** A page of answers, not the whole customer table. */
export const SEARCH_LIMIT = 25;
/** Longer input is no name or address anyone types; it is cut, not refused. */
export const SEARCH_MAX_LENGTH = 120;

export interface CustomerHit {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
  /** The customer's newest purchase, if any. */
  latestPurchase: { productId: string; purchasedAt: Date } | null;
}

/** `%`, `_` and the escape character itself match literally (PostgreSQL's LIKE escapes with `\`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** An amount as the office types it, in euros with a comma or a point: "59", "59,00", "59.5 €". */
const amountWord = /^€?(\d{1,6})(?:[.,](\d{1,2}))?€?$/;

/** The cents an amount-like word means; null for any other word. */
export function amountCents(word: string): number | null {
  const match = amountWord.exec(word);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/** Fewer digits than this in a phone search would find half the customers ("59" is an amount). */
const PHONE_DIGITS_MIN = 4;

/**
 * A phone number in any of its spellings ("+49 (170) 555-1234", "0170 5551234"): its digits within
 * the phone's digits. Null when the text is no phone number or too short to be one.
 */
function phoneMatches(text: string): SQL | null {
  if (!/^[\d\s+\-()./]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, "");
  if (digits.length < PHONE_DIGITS_MIN) return null;
  return sql`regexp_replace(coalesce(${users.phone}, ''), '[^0-9]', '', 'g') like ${likePattern(digits)}`;
}

/** One word of the query as typed and folded: in anything of the customer's it may name. */
function wordMatches({ raw, forms }: { raw: string; forms: string[] }): SQL {
  const patterns = forms.map(likePattern);
  const folded = likePattern(forms[0] as string);
  const inUser = patterns.map((pattern) => sql`${users.searchText} like ${pattern}`);
  const inReference = sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id} and search_fold(${purchases.paymentReference}) like ${folded})`;
  const inInvoiceNumber = sql`exists (select 1 from ${invoiceDocuments} join ${purchases} on ${purchases.id} = ${invoiceDocuments.purchaseId} where ${purchases.userId} = ${users.id} and search_fold(${invoiceDocuments.number}) like ${folded})`;
  const alternatives = [...inUser, inReference, inInvoiceNumber];
  const phone = phoneMatches(raw);
  if (phone) alternatives.push(phone);
  const cents = amountCents(raw);
  if (cents !== null)
    alternatives.push(
      sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id} and ${purchases.amountCents} = ${cents})`,
      sql`exists (select 1 from ${invoiceDocuments} join ${purchases} on ${purchases.id} = ${invoiceDocuments.purchaseId} where ${purchases.userId} = ${users.id} and abs(${invoiceDocuments.grossCents}) = ${cents})`,
    );
  return or(...alternatives) as SQL;
}

/** The query's words, each as typed (for amounts and phone digits) and folded (for text). */
function queryWords(query: string): { raw: string; forms: string[] }[] {
  return (
    query
      .slice(0, SEARCH_MAX_LENGTH)
      .split(/\s+/)
      // "59,00 €": the currency sign alone is no word to look for.
      .filter((raw) => raw !== "€")
      .flatMap((raw) => searchWords(raw).map((forms) => ({ raw, forms })))
  );
}

export async function searchCustomers(
  db: Database,
  _staffUserId: string,
  query: string,
): Promise<{ hits: CustomerHit[]; more: boolean; searched: boolean }> {
  const words = queryWords(query);
  const searched = words.length > 0;
  // A phone number typed with spaces is one number, not several words.
  const wholePhone = phoneMatches(query.slice(0, SEARCH_MAX_LENGTH).trim()) ?? undefined;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(searched ? or(and(...words.map(wordMatches)), wholePhone) : eq(users.role, "customer"))
    .orderBy(...(searched ? [asc(users.name), asc(users.email)] : [desc(users.createdAt), asc(users.email)]))
    .limit(SEARCH_LIMIT + 1);
  const page = rows.slice(0, SEARCH_LIMIT);
  const latest = await latestPurchases(
    db,
    page.map((row) => row.id),
  );
  return {
    hits: page.map((row) => ({ ...row, latestPurchase: latest.get(row.id) ?? null })),
    more: rows.length > SEARCH_LIMIT,
    searched,
  };
}

/** Each customer's newest purchase (one small query for the page's customers). */
async function latestPurchases(db: Database, userIds: string[]) {
  const latest = new Map<string, { productId: string; purchasedAt: Date }>();
  if (userIds.length === 0) return latest;
  const rows = await db
    .select({ userId: purchases.userId, productId: purchases.productId, purchasedAt: purchases.purchasedAt })
    .from(purchases)
    .where(inArray(purchases.userId, userIds))
    .orderBy(desc(purchases.purchasedAt));
  for (const row of rows) {
    if (row.userId && !latest.has(row.userId))
      latest.set(row.userId, { productId: row.productId, purchasedAt: row.purchasedAt });
  }
  return latest;
}

/** The ids of the users a text names: their exact id, or every word in their name or e-mail. */
export async function userIdsMatching(db: Database, text: string, limit = 200): Promise<string[]> {
  const words = searchWords(text.slice(0, SEARCH_MAX_LENGTH));
  const byWords = words.map((forms) =>
    or(...forms.map((form) => sql`${users.searchText} like ${likePattern(form)}`)),
  );
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(users.id, text.trim()), words.length ? and(...byWords) : undefined))
    .limit(limit);
  return rows.map((row) => row.id);
}
