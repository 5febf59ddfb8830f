import { readFileSync } from "node:fs";
import path from "node:path";

// Issue 3 §1 / DESIGN §4: 8–128 characters, not a common password, no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  // Read from the working directory: the server bundle lives in build/server.
  common ??= new Set(
    readFileSync(path.resolve(process.cwd(), "app/server/auth/common-passwords.txt"), "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  return common;
}

export type PasswordProblem = "tooShort" | "tooLong" | "tooCommon";

/** What is wrong with a new password, or null. Length counts characters, not bytes. */
export function passwordProblem(password: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  if (commonPasswords().has(password.toLowerCase())) return "tooCommon";
  return null;
}
