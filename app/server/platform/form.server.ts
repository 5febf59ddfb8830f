import { z } from "zod";

// One way to read a form (the staff's and the customer's alike): `readForm` takes the body, a zod
// schema checks its text fields with `formFields`, and a refusal names each field with the key of
// its message, which the page shows next to the field in its own language (docs/decisions/060).

/**
 * The request's form fields, or null when the body is no readable form: a broken
 * multipart body makes `formData()` throw, and that is the sender's mistake (400), not ours.
 */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/**
 * A route's `headers`: React Router passes only cookies from an action's answer to the page's
 * response unless the route says otherwise; a 429 or 503 must keep its Retry-After.
 */
export function retryAfterOf({ actionHeaders }: { actionHeaders: Headers }): HeadersInit {
  const wait = actionHeaders.get("Retry-After");
  return wait ? { "Retry-After": wait } : {};
}

/** The checked fields, or per field the key of the message to show beside it. */
export type FormResult<T, K extends string> =
  { ok: true; data: T } | { ok: false; errors: Record<string, K> };

/**
 * The form's (or a query's) text fields, checked against `schema`. A field sent twice or as a file
 * is read as missing: no form of ours sends one, so the schema refuses it like an empty field.
 * Each refusal's key is the issue's own message (a schema that writes its keys), or, given
 * `messages`, the key that names the issue's message or else its field; `fallback` for the rest.
 */
export function formFields<T, K extends string>(
  schema: z.ZodType<T>,
  form: FormData | URLSearchParams,
  messages?: { byIssue: Partial<Record<string, K>>; fallback: K },
): FormResult<T, K> {
  const fields: Record<string, string | undefined> = {};
  for (const name of new Set(form.keys())) {
    const values = form.getAll(name);
    fields[name] = values.length === 1 && typeof values[0] === "string" ? values[0] : undefined;
  }
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, K> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= messages
      ? (messages.byIssue[issue.message] ?? messages.byIssue[field] ?? messages.fallback)
      : (issue.message as K);
  }
  return { ok: false, errors };
}

/**
 * One text field of a form, read through `formFields`: the intent that picks a handler, a one-time
 * key, a tick box. A field that is absent, sent twice or sent as a file is undefined, so a caller
 * that compares it (`=== "on"`) or defaults it (`?? ""`) treats all three alike.
 */
export function formText(
  form: FormData | URLSearchParams | null | undefined,
  name: string,
): string | undefined {
  if (!form) return undefined;
  const read = formFields(z.object({ [name]: z.string() }), form);
  return read.ok ? read.data[name] : undefined;
}
