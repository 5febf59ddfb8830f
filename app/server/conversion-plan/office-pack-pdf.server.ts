import PDFDocument from "pdfkit";
import { site } from "~/content/site";
import { officePackGerman, textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatDateGerman } from "~/i18n/format";
import type { OfficePackTexts } from "~/i18n/messages/office-pack-en";
import { pdfFont, typed } from "../invoices/pdf-fonts.server";
import { pdfInk, pdfMuted, pdfRow } from "../invoices/pdf-layout.server";
import type { OfficePack } from "./office-pack.server";

// The licence-office pack as a PDF: German first (the office's language), the customer's language
// under or beside each label, as on the school's invoices. The customer prints it and takes it to
// the counter with their documents; nothing in it is a scan or an identity document.

const ink = pdfInk;
const muted = pdfMuted;

export async function renderOfficePackPdf(pack: OfficePack): Promise<Buffer> {
  const de = officePackGerman;
  const local = textsIn("officePack", pack.locale);
  const both = (pick: (t: OfficePackTexts) => string) => `${pick(de)} / ${pick(local)}`;
  const localDate = (date: string) => formatDate(date, pack.locale, "long");
  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    font: pdfFont("regular") as never,
    // ISO 32000-1 §14.9.2: the document's natural language, German, for screen readers.
    lang: "de",
    info: { Title: de.title, Author: site.legalName },
  });
  for (const name of ["regular", "bold"] as const) pdf.registerFont(name, pdfFont(name) as never);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const heading = (pick: (t: OfficePackTexts) => string) => {
    pdf.moveDown(1.2);
    pdf.font("bold").fontSize(13).fillColor(ink).text(pick(de), left);
    pdf.font("regular").fontSize(10).fillColor(muted).text(pick(local), left).fillColor(ink);
    pdf.moveDown(0.4);
  };
  const fact = (label: string, value: string) => {
    pdf.font("bold").fontSize(9).fillColor(muted).text(label, left);
    pdf.fillColor(ink);
    typed(pdf, value, left, { width }, "regular");
    pdf.moveDown(0.3);
  };

  pdf.font("bold").fontSize(18).fillColor(ink).text(de.title, left);
  pdf.font("regular").fontSize(12).fillColor(muted).text(local.title, left).fillColor(ink);
  pdf.moveDown(1);
  pdf.fontSize(11);
  fact(
    both((t) => t.customer),
    pack.name,
  );
  fact(
    both((t) => t.licence),
    pack.licence,
  );
  fact(
    both((t) => t.appointment),
    pack.appointment
      ? `${formatDateGerman(pack.appointment)} (${localDate(pack.appointment)})`
      : `${fill(de.noAppointment, { date: formatDateGerman(pack.checkedOn) })} / ${fill(local.noAppointment, { date: localDate(pack.checkedOn) })}`,
  );

  heading((t) => t.documentsHeading);
  const columns = [width * 0.5, width * 0.2, width * 0.3];
  row(
    pdf,
    left,
    [
      both((t) => t.documentColumns.document),
      both((t) => t.documentColumns.date),
      both((t) => t.documentColumns.state),
    ],
    columns,
    "bold",
    9,
  );
  for (const document of pack.documents) {
    const state = `${de.states[document.state]} / ${local.states[document.state]}`;
    const until =
      document.state !== "missing" && document.usableUntil
        ? `\n${fill(de.usableUntil, { date: formatDateGerman(document.usableUntil) })}`
        : "";
    row(
      pdf,
      left,
      [
        `${de.documents[document.kind]}\n${local.documents[document.kind]}`,
        document.date ? formatDateGerman(document.date) : "–",
        `${state}${until}`,
      ],
      columns,
      "regular",
      10,
    );
  }

  if (pack.assistanceSince) {
    heading((t) => t.confirmationHeading);
    const values = { school: site.legalName, name: pack.name };
    typed(
      pdf,
      fill(de.confirmation, { ...values, date: formatDateGerman(pack.assistanceSince) }),
      left,
      { width },
      "regular",
    );
    pdf.fillColor(muted);
    typed(
      pdf,
      fill(local.confirmation, { ...values, date: localDate(pack.assistanceSince) }),
      left,
      { width },
      "regular",
    );
    pdf.fillColor(ink);
    const { office } = site;
    pdf
      .moveDown(0.3)
      .fontSize(9)
      .text(
        `${site.legalName} · ${office.street} · ${office.postalCode} ${office.city} · ${site.supportEmail}`,
        left,
      );
  }

  heading((t) => t.phrasesHeading);
  for (const phrase of pack.phrases) {
    pdf.font("bold").fontSize(11).fillColor(ink).text(phrase.de, left, undefined, { width });
    pdf.font("regular").fontSize(10).fillColor(muted).text(phrase.meaning, left, undefined, { width });
    pdf.fillColor(ink).moveDown(0.4);
  }

  pdf.moveDown(0.5);
  pdf
    .font("regular")
    .fontSize(8)
    .fillColor(muted)
    .text(fill(de.printedOn, { date: formatDateGerman(pack.printedOn) }), left, undefined, { width })
    .text(fill(local.printedOn, { date: localDate(pack.printedOn) }), left, undefined, { width });
  pdf.end();
  return done;
}

/** A row of the pack's tables: never split across two pages. */
function row(
  pdf: PDFKit.PDFDocument,
  left: number,
  cells: string[],
  widths: number[],
  font: "regular" | "bold",
  size: number,
): void {
  pdfRow(pdf, left, cells, widths, { font, size, gap: 5, keepWhole: true });
}
