import type { Locale } from "~/i18n/locale";
import { escapeHtml } from "../platform/html-escape.server";

/**
 * A mail's HTML part as a whole document (WHATWG HTML §4.2): its encoding declared, so a mail
 * program that shows the part on its own reads "ñ" right, and a title (the subject), which the
 * standard requires and a screen reader announces. `body` is HTML, already escaped.
 */
export function mailDocument(input: {
  locale: Locale;
  title: string;
  body: string[];
  style: string;
}): string {
  return [
    `<!doctype html><html lang="${input.locale}"><head><meta charset="utf-8"><title>${escapeHtml(input.title)}</title></head>`,
    `<body style="${input.style}">`,
    ...input.body,
    "</body></html>",
  ].join("\n");
}

/** The house style of a mail's body, inline because many mail programs drop `<style>`. */
export const mailStyle = "font-family:system-ui,sans-serif;color:#1c2430;line-height:1.5";
