// Requests the server refuses before any page code runs, by reason. The server's request guard
// picks the status; the root error boundary shows the reason's page in the URL's language (texts:
// messages `refused`).

export type RefusalReason = "crossSite" | "method" | "tooLarge" | "unreadable" | "impossibleText";

export const refusalStatus = {
  crossSite: 403,
  method: 405,
  tooLarge: 413,
  unreadable: 415,
  // Text with NUL or other characters nobody can type (app/text-input.ts), in a form or a URL.
  impossibleText: 422,
} as const satisfies Record<RefusalReason, number>;

/** The reason behind a refusal's status (400 is a malformed body, shown like an unreadable one). */
export function refusalReason(status: number): RefusalReason | null {
  if (status === 400) return "unreadable";
  const found = Object.entries(refusalStatus).find(([, code]) => code === status);
  return found ? (found[0] as RefusalReason) : null;
}
