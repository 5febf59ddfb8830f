// Staff pages with forms send a URL without a one-time form key to the same URL with one
// (pageFormKey). Tests that call a staff loader or compare a redirect's target use these to stand
// where the browser stands after that redirect, and to compare targets without their fresh key.

const keyParam = /[?&]key=[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** A staff page's path as the browser has it after the keyed redirect (other paths unchanged). */
export function withPageKey(path: string): string {
  if (!/^(\/es)?\/staff(\/|\?|$)/.test(path) || keyParam.test(path)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}key=${crypto.randomUUID()}`;
}

/** A redirect's target without the fresh one-time key it carries for the next page. */
export function withoutPageKey<T extends string | null | undefined>(location: T): T {
  if (typeof location !== "string") return location;
  return location.replace(/([?&])key=[0-9a-f-]{36}(&|$)/, (_, before: string, after: string) =>
    after ? before : "",
  ) as T;
}
