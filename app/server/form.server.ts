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
