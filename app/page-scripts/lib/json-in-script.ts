/**
 * JSON for a `<script type="application/json">` element: "<" written as \u003c, so no "</script"
 * or "<!--" in a value can end the element early (HTML Living Standard §4.12.1.3, restrictions for
 * contents of script elements); JSON.parse reads the escape back.
 */
export function jsonInScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}
