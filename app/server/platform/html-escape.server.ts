const entities: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Text made safe for HTML (and XML) built as a string: between tags and inside an attribute value
 * in either kind of quotes. Not idempotent: escaping twice shows the entities as text, so escape
 * a value once, where it goes into the markup. React escapes what it renders itself; this is for
 * the HTML the server writes by hand (mails, their attached documents, Markdown, the sitemap).
 */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => entities[c] ?? c);
}
