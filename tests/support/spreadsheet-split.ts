// How a spreadsheet sees a CSV file it splits naively on open (German Excel opening a comma file
// on ";", an English one opening a semicolon file on ","), for the tests that no exported cell
// would start a formula (OWASP "CSV Injection").

/**
 * What a spreadsheet drops before it looks at a cell: blanks, control and format characters, and
 * the quotes a naive split leaves at a piece's start.
 */
export const spreadsheetTrim = (text: string) => text.replace(/^[\s\p{Cc}\p{Cf}"]*/u, "");
export const formulaSign = /^[=+\-@\uFF1D\uFF0B\uFF0D\uFF20]/;
/** A plain decimal is read as a number, whatever its sign ("-12" of a split "-12,50"). */
const plainNumber = /^"?-?\d+([.,]\d+)?"?$/;

/** Whether the text starts with a formula sign (or a tab or CR), a plain number included. */
export const startsWithSign = (text: string) =>
  /^[\t\r]/.test(text) || formulaSign.test(spreadsheetTrim(text));

/** Whether a spreadsheet would run the cell as a formula (a plain number it reads as a number). */
export const startsFormula = (piece: string) => startsWithSign(piece) && !plainNumber.test(piece);

/**
 * Every cell of a file as a program splitting it naively sees it: lines at any line break, cells
 * at every `separator`, quotes ignored.
 */
export function naiveCells(file: string, separator: "," | ";"): string[] {
  return file
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .flatMap((line) => line.split(separator));
}

/** The pieces of a file that would start a formula, split naively by either separator. */
export function formulaCells(file: string): string[] {
  return ([",", ";"] as const).flatMap((separator) => naiveCells(file, separator).filter(startsFormula));
}
