import PDFDocument from "pdfkit";
import { type ProductId, products } from "~/content/catalog";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { invoicePdfGerman, textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDateGerman, formatMoneyGerman } from "~/i18n/format";
import { oneLine } from "../mail/school-notices.server";
import type { InvoiceDocument } from "./invoice-issue.server";
import { pdfFont, typed } from "./pdf-fonts.server";
import { pdfInk, pdfMuted, pdfRow } from "./pdf-layout.server";
import { documentLines } from "./invoice-lines.server";
import { splitByRate } from "~/content/vat";

// The PDF of an invoice or credit note (§ 14 (4) UStG): seller with address and VAT id, number,
// date, date of service, recipient, each line with net, rate and VAT, the total, and how it was
// paid. German first (the document's legal language), the customer's language beside each label.
// Drawn from the document's own copy only, so it reads the same for as long as it is kept. What the
// customer typed (name, address, e-mail, reference) is drawn run by run in the first font that has
// its characters (pdf-fonts.server.ts), so a name in any script prints as itself.

const ink = pdfInk;
const muted = pdfMuted;

/** Renders the document; `corrected` is the invoice a credit note corrects. */
export async function renderInvoicePdf(
  document: InvoiceDocument,
  corrected: Pick<InvoiceDocument, "number" | "issuedAt"> | null,
): Promise<Buffer> {
  const de = invoicePdfGerman;
  const local = textsIn("invoices", document.locale).pdf;
  const both = (pick: (t: typeof de) => string) => `${pick(de)} / ${pick(local)}`;
  const credit = document.kind === "credit-note";
  const reason = document.creditReason ?? "partial-refund";
  const issuedOn = todayInSchoolTimeZone(document.issuedAt);
  const titleIn = (t: typeof de) => (credit ? t.creditNote[reason] : t.invoice);
  const title = both(titleIn);

  const pdf = new PDFDocument({
    size: "A4",
    margin: 56,
    font: pdfFont("regular") as never,
    // ISO 32000-1 §14.9.2: the document's natural language (German, its legal language; the
    // customer's language stands beside each label), for screen readers and text extraction.
    lang: "de",
    info: {
      Title: `${title} ${document.number}`,
      Author: site.legalName,
      CreationDate: document.issuedAt,
    },
  });
  // pdfkit takes a parsed fontkit font where its types say file or buffer.
  for (const name of ["regular", "bold"] as const) pdf.registerFont(name, pdfFont(name) as never);
  const chunks: Buffer[] = [];
  pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  const { office } = site;

  // Seller, top right as on a letter.
  pdf.font("bold").fontSize(10).fillColor(ink).text(site.legalName, left, 56, { width, align: "right" });
  pdf
    .font("regular")
    .fillColor(muted)
    .text(`${office.street}, ${office.postalCode} ${office.city}`, { width, align: "right" })
    .text(`${both((t) => t.vatId)}: ${site.vatId}`, { width, align: "right" })
    .text(site.supportEmail, { width, align: "right" });

  // Recipient.
  pdf.moveDown(2);
  pdf
    .font("bold")
    .fontSize(9)
    .fillColor(muted)
    .text(
      both((t) => t.customer),
      left,
    );
  pdf.font("regular").fontSize(11).fillColor(ink);
  // The name on one line whatever it holds (a line break typed into a form); the address keeps its lines.
  const recipient = [
    document.customerName,
    ...(document.billingAddress?.split(/\r\n|[\n\r\u0085\u2028\u2029]/) ?? []),
    // A company buying in its own name: its VAT id under its address (§ 14a (1) UStG names the
    // recipient's VAT id on invoices between businesses; EN 16931 BT-48 carries the same).
    document.buyerVatId ? `${both((t) => t.vatId)}: ${document.buyerVatId}` : null,
    document.customerEmail,
  ].map((line) => oneLine(line ?? "", Infinity));
  for (const line of recipient) if (line) typed(pdf, line, left, { width: width * 0.6 }, "regular");

  // Title and the document's numbers.
  pdf.moveDown(2);
  pdf.font("bold").fontSize(18).text(titleIn(de), left);
  pdf.font("regular").fontSize(13).fillColor(muted).text(titleIn(local), left);
  pdf.fillColor(ink);
  pdf.moveDown(0.5);
  // § 14 (4) Nr. 6 UStG: the day of the service; a booked day still ahead is marked as planned, a
  // service paid ahead for days not yet fixed is named a prepayment instead of a day.
  const serviceDay = formatDateGerman(document.serviceOn as typeof issuedOn);
  const service =
    document.serviceStatus === "prepaid"
      ? both((t) => t.serviceStates.prepaid)
      : document.serviceStatus === "planned"
        ? `${serviceDay} (${both((t) => t.serviceStates.planned)})`
        : serviceDay;
  const facts: [string, string][] = [
    [both((t) => t.number), document.number],
    [both((t) => t.issuedOn), formatDateGerman(issuedOn)],
    [both((t) => t.serviceOn), service],
  ];
  for (const [label, value] of facts) row(pdf, left, [label, value], [width * 0.45, width * 0.55], "regular");
  if (credit && corrected) {
    const values = {
      number: corrected.number,
      date: formatDateGerman(todayInSchoolTimeZone(corrected.issuedAt)),
    };
    pdf.moveDown(0.3);
    pdf.font("bold").fontSize(10).text(fill(de.corrects, values), left);
    pdf.font("regular").fillColor(muted).text(fill(local.corrects, values), left).fillColor(ink);
  }

  // Each line with its rate and gross; then net and VAT per rate (§ 14 (4) Nr. 7, 8 UStG), the
  // figures the accountant's files book; then the total.
  pdf.moveDown(1.5);
  const columns = [width * 0.34, width * 0.17, width * 0.15, width * 0.17, width * 0.17];
  row(
    pdf,
    left,
    [
      both((t) => t.description),
      both((t) => t.net),
      both((t) => t.vatRate),
      both((t) => t.vat),
      both((t) => t.gross),
    ],
    columns,
    "bold",
    8,
  );
  rule(pdf, left, width);
  const invoiceLines = documentLines(document);
  const lineName = (part: string) =>
    part === "eye-test"
      ? both((t) => t.eyeTest)
      : (products[part as ProductId]?.name[document.locale] ?? part);
  for (const line of invoiceLines)
    row(
      pdf,
      left,
      [lineName(line.part), "", `${line.vatRatePercent} %`, "", formatMoneyGerman(line.grossCents)],
      columns,
      "regular",
      10,
    );
  rule(pdf, left, width);
  for (const split of splitByRate(invoiceLines))
    row(
      pdf,
      left,
      [
        both((t) => fill(t.vatAtRate, { rate: String(split.ratePercent) })),
        formatMoneyGerman(split.netCents),
        `${split.ratePercent} %`,
        formatMoneyGerman(split.vatCents),
        formatMoneyGerman(split.grossCents),
      ],
      columns,
      "regular",
      9,
    );
  rule(pdf, left, width);
  row(
    pdf,
    left,
    [
      both((t) => t.total),
      formatMoneyGerman(document.netCents),
      "",
      formatMoneyGerman(document.vatCents),
      formatMoneyGerman(document.grossCents),
    ],
    columns,
    "bold",
    10,
  );

  // An exempt line says it is exempt and why (§ 14 (4) Nr. 8 UStG).
  if (invoiceLines.some((line) => line.vatRatePercent === 0)) {
    pdf.moveDown(0.5);
    pdf.font("regular").fontSize(9).fillColor(ink).text(de.exempt, left, undefined, { width });
    pdf.fillColor(muted).text(local.exempt, left, undefined, { width }).fillColor(ink);
  }

  // How it was paid (or refunded).
  pdf.moveDown(1.5);
  // An invoice issued after the payment (a missing one issued later) says when the money came.
  const day = formatDateGerman(credit ? issuedOn : ((document.paidOn as typeof issuedOn | null) ?? issuedOn));
  // A cancellation for corrected details returns no money: it says why it was issued instead.
  const paid = (t: typeof de) =>
    reason === "billing-correction" && credit
      ? t.billingCorrected
      : reason === "service-date-correction" && credit
        ? t.serviceDateCorrected
        : fill(credit ? t.refunded : t.paidBy[document.paymentMethod], { date: day });
  // Issued before its bank transfer: the due day and the account instead of a payment day.
  const due = document.dueOn;
  const payee = {
    holder: document.payeeAccountHolder ?? "",
    iban: document.payeeIban ?? "",
    bic: document.payeeBic ?? "",
  };
  const lines = (t: typeof de) =>
    !credit && due
      ? [fill(t.dueBy, { date: formatDateGerman(due as typeof issuedOn) }), fill(t.payee, payee)]
      : [paid(t)];
  pdf.font("regular").fontSize(10).fillColor(ink);
  for (const line of lines(de)) pdf.text(line, left, undefined, { width });
  pdf.fillColor(muted);
  for (const line of lines(local)) pdf.text(line, left, undefined, { width });
  if (document.paymentReference) {
    const reference = { reference: oneLine(document.paymentReference, Infinity) };
    pdf.fillColor(ink);
    typed(
      pdf,
      `${fill(de.reference, reference)} / ${fill(local.reference, reference)}`,
      left,
      { width },
      "regular",
    );
  }

  // The seller once more at the foot, as every page of a business letter carries it.
  const foot = `${site.legalName} · ${office.street} · ${office.postalCode} ${office.city} · ${de.vatId} ${site.vatId}`;
  pdf
    .font("regular")
    .fontSize(8)
    .fillColor(muted)
    .text(foot, left, pdf.page.height - 80, { width, align: "center", lineBreak: true });
  pdf.end();
  return done;
}

/** A row of the invoice's tables: amounts right-aligned. */
function row(
  pdf: PDFKit.PDFDocument,
  left: number,
  cells: string[],
  widths: number[],
  font: "regular" | "bold",
  size = 10,
): void {
  pdfRow(pdf, left, cells, widths, { font, size, gap: 4, amountsRight: true });
}

function rule(pdf: PDFKit.PDFDocument, left: number, width: number): void {
  pdf
    .moveTo(left, pdf.y)
    .lineTo(left + width, pdf.y)
    .strokeColor("#c9d1db")
    .lineWidth(0.7)
    .stroke();
  pdf.y += 4;
}
