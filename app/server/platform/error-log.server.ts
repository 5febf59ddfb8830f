import { randomUUID } from "node:crypto";
import { log, loggedPath, withoutAddresses } from "./log.server";
import { withoutTokenLinks } from "./secret-links.server";

// An unexpected error is logged as ONE line with the request's id, and the error page shows the
// same id, so a customer's report finds its line (and the request's own line). No stack flood per
// bad request: the line names the error and the place it was thrown, which is what the first look
// needs.

/** "at fn (file:line:col)" of the first stack frame, shortened to the file's name. */
function origin(error: Error): string {
  const frame = error.stack?.split("\n").find((line) => line.trimStart().startsWith("at "));
  return frame ? ` ${frame.trim().replace(/\(?(file:\/\/)?[^\s()]*\/([^/\s()]+)\)?$/, "($2)")}` : "";
}

/** An id for an error outside any request's (the request's own id is used where there is one). */
export function newErrorId(): string {
  return randomUUID();
}

/** Logs one line for `error` and returns its id. */
export function logServerError(
  error: unknown,
  { method, path }: { method: string; path: string },
  id: string = newErrorId(),
): string {
  const what =
    error instanceof Error
      ? `${error.name}: ${error.message.split("\n")[0]}${origin(error)}`
      : (String(error).split("\n")[0] ?? "");
  log.error(
    { requestId: id, method, path: loggedPath(path), error: withoutAddresses(withoutTokenLinks(what)) },
    "unexpected error",
  );
  return id;
}
