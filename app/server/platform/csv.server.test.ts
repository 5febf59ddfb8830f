import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formulaCells,
  naiveCells,
  startsFormula,
  startsWithSign,
} from "../../../tests/support/spreadsheet-split";
import { csvCell, csvCents, csvNumber, csvResponse, germanCsv, toCsv } from "./csv.server";

// RFC 4180 quoting, safe for semicolon spreadsheets too, UTF-8 with BOM, formula cells neutralised.

/** A minimal RFC 4180 reader, to show the file reads back as written. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

/** One line (no line end) split on `separator`, quotes as RFC 4180 has them. */
function parseLine(line: string, separator: "," | ";"): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === separator) {
      cells.push(cell);
      cell = "";
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

describe("CSV cells", () => {
  it("neutralises every cell that starts with =, +, -, @, tab or carriage return", () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")"`,
    );
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("+49 69 000")).toBe("'+49 69 000");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=1")).toBe("'\t=1");
    expect(csvCell("\r=1")).toBe(`"'\r'=1"`);
    // Only the start counts.
    expect(csvCell("a=b-c")).toBe("a=b-c");
    expect(csvCell("mail@example.com")).toBe("mail@example.com");
  });

  it("neutralises a formula behind leading blanks or control characters, and full-width signs", () => {
    expect(csvCell(" =1+2")).toBe("' =1+2");
    expect(csvCell("\u00a0\u200b-1+2")).toBe("'\u00a0\u200b-1+2");
    expect(csvCell("\n@SUM(A1)")).toBe(`"'\n'@SUM(A1)"`);
    expect(csvCell("\u0001=1")).toBe("'\u0001=1");
    expect(csvCell("\uFF1D1+2")).toBe("'\uFF1D1+2");
    expect(csvCell("\uFF0B49")).toBe("'\uFF0B49");
    expect(csvCell("\uFF0D1")).toBe("'\uFF0D1");
    expect(csvCell("\uFF20SUM(A1)")).toBe("'\uFF20SUM(A1)");
    expect(csvCell(" plain")).toBe(" plain");
  });

  it("quotes semicolons, so German Excel keeps the cell whole", () => {
    expect(csvCell("Muster; Anna")).toBe('"Muster; Anna"');
    expect(parseLine(["a;b", "c"].map(csvCell).join(";"), ";")).toEqual(["a;b", "c"]);
  });

  it("neutralises a formula behind either separator or a line break inside a cell", () => {
    // German Excel splits the comma file on ";"; an English one splits the semicolon file on ",".
    expect(csvCell("Dde;=cmd|' /C calc'!A0;x")).toBe(`"Dde;'=cmd|' /C calc'!A0;x"`);
    expect(csvCell("Ana,@SUM(9*9)")).toBe(`"Ana,'@SUM(9*9)"`);
    expect(csvCell('x, "+1')).toBe(`"x,' ""+1"`);
    expect(csvCell("a;\t1")).toBe(`"a;'\t1"`);
    expect(csvCell("a\r\n-1+2")).toBe(`"a\r\n'-1+2"`);
    expect(csvCell("a,\uFF1D1")).toBe(`"a,'\uFF1D1"`);
    // A harmless piece is left as it is.
    expect(csvCell("Núñez, Ana; Madrid")).toBe(`"Núñez, Ana; Madrid"`);
    expect(naiveCells(toCsv(["Name"], [["Dde;=cmd|' /C calc'!A0;x"]]), ";")).toEqual([
      "Name",
      '"Dde',
      "'=cmd|' /C calc'!A0",
      'x"',
      "",
    ]);
    expect(formulaCells(toCsv(["Name"], [["@SUM(9*9)"], ["a,@SUM(9*9)"]], germanCsv))).toEqual([]);
  });

  it("writes number cells as they are, a negative amount included, and only plain decimals", () => {
    expect(csvCell(csvNumber("-12.50"))).toBe("-12.50");
    expect(csvCell(csvNumber("126.05"))).toBe("126.05");
    expect(csvCell("-12.50")).toBe("'-12.50");
    for (const bad of ["-2+3", "=1", "1,5", "1e3", "", " 1"]) expect(() => csvNumber(bad)).toThrow();
  });

  it("writes the German dialect: semicolons, a decimal comma, the same quoting and neutralising", () => {
    expect(csvCell(csvCents(-1250, germanCsv))).toBe("-12,50");
    expect(csvCell(csvCents(5, germanCsv))).toBe("0,05");
    expect(csvCell(csvCents(12605))).toBe("126.05");
    expect(csvCell(csvNumber("1,5", ","))).toBe("1,5");
    expect(() => csvNumber("1.5", ",")).toThrow();
    expect(() => csvCents(1.5)).toThrow();
    expect(toCsv(["Kunde", "Brutto"], [["=A1;B", csvCents(-15000, germanCsv)]], germanCsv)).toBe(
      '\uFEFFKunde;Brutto\r\n"\'=A1;B";-150,00\r\n',
    );
  });

  it("gives back every cell, whichever separator the spreadsheet splits on, and none starts a formula", () => {
    const characters = fc.constantFrom(
      ..."aZ09 ;,\"'\r\n\t=+-@\uFF1D\uFF0B\uFF0D\uFF20\u00a0\u200b\u0000\u0001\u001f\u007fñ李".split(""),
    );
    const cellText = fc.array(characters, { maxLength: 12 }).map((chars) => chars.join(""));
    const amount = fc.integer({ min: -1_000_000, max: 1_000_000 });
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 6 }), amount, (cells, cents) => {
        const written = cells.map(csvCell);
        // The file keeps each text as it was, with a ' in front only where a piece of it, split
        // on either separator or a line break, would start a formula.
        const withoutMarks = (text: string) => text.replaceAll("'", "");
        for (const separator of [",", ";"] as const) {
          const back = parseLine(written.join(separator), separator);
          expect(back).toHaveLength(cells.length);
          back.forEach((cell, index) => {
            const original = cells[index] as string;
            expect(withoutMarks(cell)).toBe(withoutMarks(original));
            const pieces = [original, ...original.split(/[,;\r\n]/)];
            if (!pieces.some(startsWithSign)) expect(cell).toBe(original);
          });
          for (const cell of back) expect(startsFormula(cell)).toBe(false);
        }
        // Every file, split naively both ways as a spreadsheet's open does, has no formula cell;
        // amounts stay numbers.
        const files = [
          toCsv(["h", "n"], [[...cells, csvCents(cents)]]),
          toCsv(["h"], [[...cells, csvCents(cents, germanCsv)]], germanCsv),
        ];
        for (const file of files) expect(formulaCells(file)).toEqual([]);
        // The file's own line (commas) is one cell to a semicolon reader: no cell adds a split.
        const line = written.join(",");
        expect(toCsv(["h"], [cells])).toBe(`\uFEFFh\r\n${line}\r\n`);
        expect(parseLine(line, ";")).toHaveLength(1);
        expect(parseLine(line, ",")).toHaveLength(cells.length);
      }),
      { numRuns: 2000 },
    );
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("Muster, Anna")).toBe('"Muster, Anna"');
    expect(csvCell('Anna "Ani" Muster')).toBe('"Anna ""Ani"" Muster"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("plain")).toBe("plain");
  });

  it("writes numbers, booleans and empty cells", () => {
    expect(csvCell(126.05)).toBe("126.05");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("yes");
    expect(csvCell(false)).toBe("no");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });
});

describe("CSV files", () => {
  it("starts with a BOM, ends every line with CRLF and reads back as written, non-ASCII names included", () => {
    const rows = [
      ["José Núñez", "jose@example.com", "yes"],
      ["Zoë Ødegård, Jr.", "zoe@example.com", "no"],
      ["李小龍", "=cmd|' /C calc'!A0", 'say "hi"\nbye'],
      ["Ирина", "-", ""],
    ];
    const file = toCsv(["Name", "E-mail", "Eye test"], rows);
    expect(file.startsWith("\uFEFFName,E-mail,Eye test\r\n")).toBe(true);
    expect(file.endsWith("\r\n")).toBe(true);
    expect(parseCsv(file.slice(1))).toEqual([
      ["Name", "E-mail", "Eye test"],
      ["José Núñez", "jose@example.com", "yes"],
      ["Zoë Ødegård, Jr.", "zoe@example.com", "no"],
      ["李小龍", "'=cmd|' /C calc'!A0", 'say "hi"\nbye'],
      ["Ирина", "'-", ""],
    ]);
    // UTF-8 bytes: the BOM is EF BB BF, "ú" is two bytes.
    const bytes = new TextEncoder().encode(file);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it("is sent as a private, uncached UTF-8 download with a safe file name", async () => {
    const response = csvResponse('attendees "2027-01-02"\r\n.csv', toCsv(["a"], [["ñ"]]));
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="attendees--2027-01-02---.csv"',
    );
    expect(new Uint8Array(await response.arrayBuffer()).slice(0, 3)).toEqual(
      new Uint8Array([0xef, 0xbb, 0xbf]),
    );
  });
});
