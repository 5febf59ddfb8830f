import { and, asc, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../db.server";
import { purchases, users } from "../schema.server";
import { searchWords } from "./search-fold.server";

// Find a customer by name, e-mail or a purchase's payment reference: every word of the query
// must appear somewhere, in any order, ignoring case, accents and punctuation (users.search_text
// and the SQL function search_fold hold the folded forms; decision 030). Without a query, the
// newest customers.

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

/** One word of the query: in the folded name or e-mail, or in a payment reference of theirs. */
function wordMatches(forms: string[]): SQL {
  const patterns = forms.map(likePattern);
  const inUser = patterns.map((pattern) => sql`${users.searchText} like ${pattern}`);
  const inReference = sql`exists (select 1 from ${purchases} where ${purchases.userId} = ${users.id} and search_fold(${purchases.paymentReference}) like ${likePattern(forms[0] as string)})`;
  return or(...inUser, inReference) as SQL;
}

export async function searchCustomers(
  db: Database,
  _staffUserId: string,
  query: string,
): Promise<{ hits: CustomerHit[]; more: boolean; searched: boolean }> {
  const words = searchWords(query.slice(0, SEARCH_MAX_LENGTH));
  const searched = words.length > 0;
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(searched ? and(...words.map(wordMatches)) : eq(users.role, "customer"))
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
