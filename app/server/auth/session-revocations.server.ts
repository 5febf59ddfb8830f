import { SESSION_CACHE_SECONDS } from "./auth.server";

// A customer's session is trusted from its signed cookie cache for up to SESSION_CACHE_SECONDS
// (decision 024). When a customer's sessions are ended on purpose (their data deleted), that delay
// must not let the old cookie open pages: for the length of the cache, this process reads their
// session from the database instead, where it no longer exists. Kept in memory: after
// SESSION_CACHE_SECONDS every cached cookie has run out anyway, so nothing older needs remembering.

const revokedAt = new Map<string, number>();
const windowMs = () => SESSION_CACHE_SECONDS * 1000;

/** From now on, and for as long as a cached cookie can live, the user's session is read from the database. */
export function revokeCachedSessions(userId: string, now = new Date()): void {
  revokedAt.set(userId, now.getTime());
}

/** Whether a cached session of this user must be checked against the database. */
export function cachedSessionRevoked(userId: string, now = Date.now()): boolean {
  for (const [id, at] of revokedAt) if (now - at > windowMs()) revokedAt.delete(id);
  return revokedAt.has(userId);
}
