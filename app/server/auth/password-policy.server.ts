import { readFileSync } from "node:fs";
import { projectPath } from "../platform/project-root.server";

// 8–128 characters, not a common password, no composition rules.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  // Found from the server's own files: the bundle lives in build/server, the list in app/.
  common ??= new Set(
    readFileSync(projectPath("app", "server", "auth", "common-passwords.txt"), "utf8")
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
