/**
 * Text nobody can type and PostgreSQL cannot store or should not show: U+0000 (refused in a text
 * column), the other C0 control characters and DEL (tab, line feed and carriage return are
 * ordinary form text), and UTF-16 halves without their partner (JSON can carry them; they are no
 * character at all). Forms and URLs with such text are refused before any page code runs
 * (server/request-guard.ts); the payment webhook leaves such a value out instead (the money must
 * still be recorded).
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is looked for.
const impossibleCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;

export function isPossibleText(value: string): boolean {
  return !impossibleCharacter.test(value);
}
