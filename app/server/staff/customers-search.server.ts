import { asc, ilike, or } from "drizzle-orm";
import type { Database } from "../db.server";
import { users } from "../schema.server";

// Find a customer by e-mail or name, case-insensitive and by any part.

/** A page of answers, not the whole customer table. */
export const SEARCH_LIMIT = 25;
/** Longer input is no name or address anyone types; it is cut, not refused. */
export const SEARCH_MAX_LENGTH = 120;

export interface CustomerHit {
  id: string;
  email: string;
  name: string;
  createdAt: Date;
}

/** `%`, `_` and the escape character itself match literally (PostgreSQL's LIKE escapes with `\`). */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function searchCustomers(
  db: Database,
  _staffUserId: string,
  query: string,
): Promise<{ hits: CustomerHit[]; more: boolean }> {
  const text = query.trim().slice(0, SEARCH_MAX_LENGTH);
  if (!text) return { hits: [], more: false };
  const pattern = likePattern(text);
  const rows = await db
    .select({ id: users.id, email: users.email, name: users.name, createdAt: users.createdAt })
    .from(users)
    .where(or(ilike(users.email, pattern), ilike(users.name, pattern)))
    .orderBy(asc(users.email))
    .limit(SEARCH_LIMIT + 1);
  return { hits: rows.slice(0, SEARCH_LIMIT), more: rows.length > SEARCH_LIMIT };
}
