// What the school's PDFs (invoices and credit notes, the licence-office pack) draw alike: their
// two text colours and a table row of cells side by side.

export const pdfInk = "#1c2430";
export const pdfMuted = "#4d5a6a";

export interface PdfRowOptions {
  font: "regular" | "bold";
  size: number;
  /** Space below the row, in points. */
  gap: number;
  /** Amounts right-aligned so the cents line up; the first column (a label, the product) and a two-column row stay left. */
  amountsRight?: boolean;
  /** A row that would not fit on the page starts a new page whole, instead of breaking across two. */
  keepWhole?: boolean;
}

/** One row of cells, each in its column's width; the next row starts below the tallest cell. */
export function pdfRow(
  pdf: PDFKit.PDFDocument,
  left: number,
  cells: string[],
  widths: number[],
  { font, size, gap, amountsRight = false, keepWhole = false }: PdfRowOptions,
): void {
  if (keepWhole && pdf.y > pdf.page.height - pdf.page.margins.bottom - 40) pdf.addPage();
  const top = pdf.y;
  let x = left;
  let bottom = top;
  pdf.font(font).fontSize(size).fillColor(pdfInk);
  cells.forEach((cell, index) => {
    const width = widths[index] ?? 0;
    const right = amountsRight && index > 0 && widths.length > 2;
    pdf.text(cell, x, top, { width: width - 6, align: right ? "right" : "left" });
    bottom = Math.max(bottom, pdf.y);
    x += width;
  });
  pdf.x = left;
  pdf.y = bottom + gap;
}
