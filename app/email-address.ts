/**
 * The one check of an e-mail address a form accepts (login, forgot password, checkout): something
 * before and after an @ and a dot in the domain, at most 254 characters (RFC 5321). Used on the
 * server and, on the login page, in the browser to enable the Log in button (`emailPattern`).
 */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmailAddress(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}
