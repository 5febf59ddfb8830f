import { randomInt } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import type { Auth } from "./auth.server";
import type { Database } from "../platform/db.server";
import { twoFactors } from "../platform/schema.server";

// Backup codes are read off paper and typed by hand, often years later. So they use no character
// that reads as another (no 0/O, no 1/l/I: the unambiguous alphabet of Crockford's Base32, less
// its L), are shown in capitals in two blocks of five, and are accepted in any case, with or
// without the dash or spaces.

const ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const BLOCK = 5;

/** Ten codes of ten characters (31^10, about 49 bits each), as "ABCDE-FGHJK". */
export function newBackupCodes(amount = 10): string[] {
  return Array.from({ length: amount }, () => {
    const chars = Array.from({ length: 2 * BLOCK }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, BLOCK)}-${chars.slice(BLOCK)}`;
  });
}

/** A code as typed, reduced to what identifies it: capitals, no dash, no spaces. */
export function canonicalBackupCode(typed: string): string {
  return typed.replace(/[\s-]+/g, "").toUpperCase();
}

/**
 * The stored spelling of the code `typed` stands for (the plugin compares exactly), when the user
 * has such a code; else `typed` as it is, which the plugin then counts as a wrong attempt.
 * Codes made before this alphabet (mixed case) are matched the same way.
 */
export async function storedBackupCode(
  { db, auth }: { db: Database; auth: Auth },
  userId: string,
  typed: string,
): Promise<string> {
  const [row] = await db
    .select({ backupCodes: twoFactors.backupCodes })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!row) return typed;
  const { secretConfig } = await auth.$context;
  const codes: unknown = JSON.parse(await symmetricDecrypt({ key: secretConfig, data: row.backupCodes }));
  if (!Array.isArray(codes)) return typed;
  const wanted = canonicalBackupCode(typed);
  const match = codes.find((code) => typeof code === "string" && canonicalBackupCode(code) === wanted);
  return typeof match === "string" ? match : typed;
}

/** The codes as a text file to keep: one a line, with what they are for. */
export function backupCodesFile(heading: string, codes: readonly string[]): string {
  return [heading, "", ...codes, ""].join("\r\n");
}
