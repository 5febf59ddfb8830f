// Issue 14 §3/§8: the one CSV writer (attendee lists for the partner institute, the accountant's
// month export). RFC 4180: fields separated by commas, lines by CRLF, a field holding a comma, a
// quote or a line break is quoted and its quotes doubled. UTF-8 with a byte-order mark, so Excel
// reads "Núñez" as written. Spreadsheet formula injection (OWASP "CSV Injection"): a text cell
// starting with =, +, -, @, tab or carriage return is prefixed with ' so no program runs it as a
// formula. Numbers we compute ourselves are written as they are.

import { privateNoStore } from "./security-headers.server";

export type CsvCell = string | number | boolean | null | undefined;

const BOM = "\uFEFF";
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

/** One cell as it goes into the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  let text = typeof value === "boolean" ? (value ? "yes" : "no") : value;
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, the header line, then one line per row, each ended by CRLF. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(",")}\r\n`;
  return BOM + line(header) + rows.map(line).join("");
}

/**
 * The download: personal data, so never cached (`private, no-store`); the file name is ASCII
 * (letters, digits, dashes) so the header needs no encoding.
 */
export function csvResponse(filename: string, body: string): Response {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, "-");
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${safeName}"`,
      ...privateNoStore,
    },
  });
}
