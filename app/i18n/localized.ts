import { type Locale, localeFromPath } from "./locale";

/**
 * A page's own texts in the request's language, for its loader: `texts: localized(request, { en, es })`.
 * Each page keeps them in `messages/pages/<page>-en.ts` and `-es.ts` (the Spanish one `satisfies`
 * the English type); the loader picks one, so only that language reaches the browser.
 */
export function localized<T>(request: Request, catalogs: Record<Locale, T>): T {
  return catalogs[localeFromPath(new URL(request.url).pathname)];
}
