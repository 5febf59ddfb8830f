// The one CSV writer (attendee lists for the partner institute, the accountant's month export).
// RFC 4180: fields separated by commas, lines by CRLF, a quoted field's quotes doubled. UTF-8 with
// a byte-order mark, so Excel reads "Núñez" as written. The German dialect (for the accountant)
// separates fields by semicolons and writes amounts with a decimal comma, as German Excel and
// accounting programs read them; everything else (quoting, formula neutralising) is the same.
//
// A cell is quoted whenever it holds a comma, a semicolon, a quote or a line break: German Excel
// splits an opened CSV on semicolons, so a cell with ";" left bare would become two cells there and
// shift every later column. Quoted, it stays one cell whichever of the two separators the program
// uses.
//
// Spreadsheet formula injection (OWASP "CSV Injection"): a text cell that a spreadsheet would read
// as a formula gets a leading ' so no program runs it. Spreadsheets drop leading blanks and control
// characters before they look, and take the full-width signs of East Asian keyboards (＝ ＋ － ＠)
// like the ASCII ones, so the test looks past the first and knows the second. Amounts go in as
// `csvNumber` cells and are written as they are, so "-12.50" stays a number.
//
// Quoting keeps a cell whole only for a program that honours RFC 4180's quotes. A file opened in a
// program set to the other separator, or split naively on open (German Excel on ";", an English
// one on ","), cuts a cell at every comma, semicolon and line break inside it, and each piece then
// starts a cell of its own: "Dde;=cmd|' /C calc'!A0;x" in the comma file becomes a formula in the
// semicolon reader. So every place inside a text where a cell could start, after either separator
// or a line break, is neutralised the same way as its first character (a ' in front), and a
// quote the naive split leaves at a piece's start is looked past like a blank.

import { privateNoStore } from "./security-headers.server";

/** A number as text, for a decimal we format ourselves ("126.05", "-3.10"); see `csvNumber`. */
export interface CsvNumber {
  readonly csvNumber: string;
}

export type CsvCell = string | number | boolean | CsvNumber | null | undefined;

const BOM = "\uFEFF";
/**
 * What a spreadsheet skips at the start of a cell before it looks for a formula sign: blanks,
 * control and invisible format characters, and a quote a naive split left in front.
 */
const skippedStart = /[\s\p{Cc}\p{Cf}"]*/uy;
const formulaSigns = /[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/y;
/** Where a naive split (either separator, or a line) starts a new cell inside a text. */
const cellBreaks = new Set([",", ";", "\r", "\n"]);
const lineBreaks = new Set(["\r", "\n"]);
const needsQuotes = /[",;\r\n]/;
const plainDecimal = { ".": /^-?\d+(\.\d+)?$/, ",": /^-?\d+(,\d+)?$/ };

/** How a file separates fields and writes decimals: a decimal comma only where ";" separates. */
export type CsvDialect =
  | { readonly delimiter: ","; readonly decimalSeparator: "." }
  | { readonly delimiter: ";"; readonly decimalSeparator: "," };

export const englishCsv: CsvDialect = { delimiter: ",", decimalSeparator: "." };
export const germanCsv: CsvDialect = { delimiter: ";", decimalSeparator: "," };

/** Whether a spreadsheet would take the text from `at` on as the start of a formula. */
export function looksLikeFormula(text: string, at = 0): boolean {
  if (text[at] === "\t" || text[at] === "\r") return true;
  skippedStart.lastIndex = at;
  skippedStart.test(text);
  formulaSigns.lastIndex = skippedStart.lastIndex;
  return formulaSigns.test(text);
}

/**
 * The text with a ' in front of every piece that would start a formula: at its start and after
 * each comma, semicolon and line break, so no split of the file, by either separator, quoted or
 * naive, gives a formula cell. A line break right after a break starts no piece of its own (a
 * naive split drops it with the line), so only the piece after it is looked at.
 */
export function withoutFormulaStarts(text: string): string {
  let out = "";
  for (let at = 0; at < text.length; at++) {
    const previous = text[at - 1];
    const cellStart =
      at === 0 || (previous !== undefined && cellBreaks.has(previous) && !lineBreaks.has(text[at] ?? ""));
    if (cellStart && looksLikeFormula(text, at)) out += "'";
    out += text[at];
  }
  return out;
}

/**
 * A decimal number written unprefixed ("-12.50" must read as an amount, not as text). Only a plain
 * decimal qualifies, with the file's decimal separator (a comma only in a ;-separated file, where
 * it cannot split the cell): anything else ("-2+3") could be a formula and is refused.
 */
export function csvNumber(text: string, decimalSeparator: CsvDialect["decimalSeparator"] = "."): CsvNumber {
  if (!plainDecimal[decimalSeparator].test(text))
    throw new Error(`not a plain decimal: ${JSON.stringify(text)}`);
  return { csvNumber: text };
}

/** "2026-03-05" → "05.03.2026": the date as German files write it (DIN 5008's numeric form). */
export function germanDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}

/** Cents as a decimal cell of the dialect: -1250 → "-12.50" or "-12,50". */
export function csvCents(cents: number, dialect: CsvDialect = englishCsv): CsvNumber {
  if (!Number.isInteger(cents)) throw new Error(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, "0");
  return csvNumber(`${sign}${units}${dialect.decimalSeparator}${rest}`, dialect.decimalSeparator);
}

/** One cell as it goes into the file. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "object") return value.csvNumber;
  const text = withoutFormulaStarts(typeof value === "boolean" ? (value ? "yes" : "no") : value);
  return needsQuotes.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A whole file: BOM, the header line, then one line per row, each ended by CRLF. */
export function toCsv(
  header: readonly string[],
  rows: readonly (readonly CsvCell[])[],
  dialect: CsvDialect = englishCsv,
): string {
  const line = (cells: readonly CsvCell[]) => `${cells.map(csvCell).join(dialect.delimiter)}\r\n`;
  return BOM + line(header) + rows.map(line).join("");
}

/**
 * The download: personal data, so never cached (`private, no-store`); the file name is ASCII
 * (letters, digits, dashes) so the header needs no encoding. A body already encoded (DATEV's
 * Windows-1252) comes as bytes with its own content type.
 */
export function csvResponse(
  filename: string,
  body: string | Uint8Array,
  contentType = "text/csv; charset=utf-8",
): Response {
  const safeName = filename.replace(/[^A-Za-z0-9._-]/g, "-");
  return new Response(body as BodyInit, {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${safeName}"`,
      ...privateNoStore,
    },
  });
}
