import { createHash, randomBytes } from "node:crypto";

/**
 * Verification identifiers (set-password and reset tokens) are stored as SHA-256 hashes, so a
 * copy of the database does not hold usable links. better-auth is configured with this same
 * function, and the webhook writes set-password tokens with it inside its own transaction.
 */
export function hashIdentifier(identifier: string): string {
  return createHash("sha256").update(identifier).digest("base64url");
}

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** better-auth's identifier for a password-reset token (also used by the set-password link). */
export function resetIdentifier(token: string): string {
  return `reset-password:${token}`;
}
