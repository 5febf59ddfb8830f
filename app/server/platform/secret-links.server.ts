// A link that carries a token lets whoever holds it in: a set-password link sets the account's
// password, a waiting-list link gives up or buys a held seat. Such links are masked wherever a
// text leaves the mail it was sent in (the customer's copy of their data, Art. 15 and 20 GDPR)
// and in every log line (Art. 5 (1) (c) GDPR, data minimisation): the place stays readable, the
// token does not. The rule is general, not a list of our routes, so a link added later is covered.

/** What stands where a token was. */
export const maskedToken = "***";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const tokenAlphabet = /^[A-Za-z0-9_-]+$/;
/** Query and fragment parameters whose value is a secret by name, whatever it looks like. */
const secretName = /token|secret|passw|signature|^sig$|code|key|otp|nonce|auth|session/i;

/**
 * Whether a path segment or a parameter's value looks like a bearer token: 20 or more characters
 * of the URL-safe alphabet, random-looking (both letter cases, or letters and digits changing
 * places often, as hexadecimal does). Words and dates ("english-first-aid-2026-03-05") and a
 * record's UUID (useless without a session) are not.
 */
export function looksLikeToken(text: string): boolean {
  if (text.length < 20 || !tokenAlphabet.test(text) || uuid.test(text)) return false;
  if (/[a-z]/.test(text) && /[A-Z]/.test(text)) return true;
  const changes = text.match(/(?<=[A-Za-z])\d|(?<=\d)[A-Za-z]/g)?.length ?? 0;
  return changes >= 3;
}

/** A raw path segment's text, percent-decoded when it decodes. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The path with every token-like segment masked: "/waiting-list/***". */
export function pathWithoutTokens(path: string): string {
  return path
    .split("/")
    .map((segment) => (looksLikeToken(decoded(segment)) ? maskedToken : segment))
    .join("/");
}

/** "a=1&token=x" with each secret value masked (by its name, or because it looks like a token). */
function parametersWithoutTokens(parameters: string): string {
  return parameters
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      if (equals < 0) return looksLikeToken(decoded(pair)) ? maskedToken : pair;
      const name = pair.slice(0, equals);
      const value = pair.slice(equals + 1);
      const secret = value !== "" && (secretName.test(decoded(name)) || looksLikeToken(decoded(value)));
      return secret ? `${name}=${maskedToken}` : pair;
    })
    .join("&");
}

/** One absolute URL as written, its path, query and fragment without tokens. */
export function urlWithoutTokens(url: string): string {
  const match = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)(?:\?([^#]*))?(?:#(.*))?$/is.exec(url);
  if (!match) return url;
  const [, origin = "", path = "", query, fragment] = match;
  return (
    origin +
    pathWithoutTokens(path) +
    (query === undefined ? "" : `?${parametersWithoutTokens(query)}`) +
    (fragment === undefined ? "" : `#${parametersWithoutTokens(fragment)}`)
  );
}

/** A mail's text with the token of every link in it masked; everything else as it was. */
export function withoutTokenLinks(text: string): string {
  return text.replace(/\bhttps?:\/\/[^\s<>"'`]+/gi, (url) => {
    // A sentence's full stop or a closing bracket right after a link is not part of it.
    const tail = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? "";
    return urlWithoutTokens(url.slice(0, url.length - tail.length)) + tail;
  });
}
