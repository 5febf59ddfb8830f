import { randomBytes } from "node:crypto";

// Issue 11 §9: an unexpected error is logged as ONE line with an id, and the error page shows the
// same id, so a customer's report finds its line. No stack flood per bad request: the line names
// the error and the place it was thrown, which is what the first look needs.

/** "at fn (file:line:col)" of the first stack frame, shortened to the file's name. */
function origin(error: Error): string {
  const frame = error.stack?.split("\n").find((line) => line.trimStart().startsWith("at "));
  return frame ? ` ${frame.trim().replace(/\(?(file:\/\/)?[^\s()]*\/([^/\s()]+)\)?$/, "($2)")}` : "";
}

export function newErrorId(): string {
  return randomBytes(4).toString("hex");
}

/** Logs one line for `error` and returns its id. */
export function logServerError(
  error: unknown,
  { method, path }: { method: string; path: string },
  id = newErrorId(),
): string {
  const what =
    error instanceof Error
      ? `${error.name}: ${error.message.split("\n")[0]}${origin(error)}`
      : String(error).split("\n")[0];
  console.error(`[error ${id}] ${method} ${path}: ${what}`);
  return id;
}
