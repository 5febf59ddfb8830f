import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chartAccounts } from "~/content/accounting";
import { splitByRate, vatInGross, vatRates } from "~/content/vat";
import { formatMoneyGerman } from "~/i18n/format";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { addPurchase, issueDocument } from "../../../tests/support/invoice-documents";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { csvCents, germanCsv } from "../platform/csv.server";
import { germanColumns, germanMonthCsv } from "../exports/accounting-csv.server";
import { datevBookingFields, datevDerivedVatCents } from "../exports/datev.server";
import type { Month } from "./purchase-month.server";
import type { DatabaseHandle } from "../platform/db.server";
import { accountingEntriesOfMonth } from "./accounting-month.server";
import { documentPdf } from "./invoice-attachment.server";
import { issueInvoiceFor } from "./invoice-issue.server";
import { refundPurchase } from "../payments/refunds.server";

// Over €250 an invoice names the recipient's full address (§ 14 (4) Nr. 1 UStG); every amount
// here may be, so every invoice gets one.
const recipientAddress = "Schweizer Straße 12\n60594 Frankfurt am Main";

// A partial refund's VAT is the VAT in the refunded amount, rounded once (§ 17 (1) UStG with
// § 12 UStG's rates): the credit note's PDF, the accountant's CSV and the VAT DATEV derives from
// the booking agree to the cent, for any amount and each rate the books know.

const rates = Object.keys(chartAccounts.SKR03.revenue).map(Number);
const issuedAt = new Date("2026-06-15T10:00:00Z");
const month: Month = "2026-06";

describe.each(testDatabaseKinds())("the VAT of a partial refund on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await deleteInvoiceDocuments(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());

  it("is the same cent in the PDF, the CSV and the DATEV booking", async () => {
    const csvVat = germanColumns.indexOf("USt");
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 2, max: 500_000 }).chain((gross) =>
          fc.record({
            gross: fc.constant(gross),
            refunded: fc.integer({ min: 1, max: gross - 1 }),
            rate: fc.constantFrom(...rates),
          }),
        ),
        async ({ gross, refunded, rate }) => {
          const { db } = handle;
          const purchaseId = await addPurchase(db, { grossCents: gross });
          await issueDocument(db, {
            purchaseId,
            issuedAt: "2026-06-01T10:00:00Z",
            grossCents: gross,
            vatRatePercent: rate,
          });
          const outcome = await db.transaction((tx) =>
            refundPurchase(tx, purchaseId, {
              amountCents: refunded,
              notify: false,
              context: { publicUrl: "http://localhost" },
              issuedAt,
            }),
          );
          if (outcome.outcome !== "refunded" || !outcome.creditNote) throw new Error("no credit note");
          const note = outcome.creditNote;
          const expected = vatInGross(refunded, rate);
          // 0 − x, not −x: a VAT of zero cents is 0 in the database, never −0.
          const credited = (cents: number) => formatMoneyGerman(0 - cents);
          expect(note.vatCents).toBe(0 - expected);

          // The PDF's line: net, rate, VAT, gross of the refunded amount.
          const text = await pdfText(await documentPdf(db, note));
          const line = [credited(refunded - expected), `${rate} %`, credited(expected), credited(refunded)];
          expect(text.replace(/\s+/g, " ")).toContain(line.join(" ").replace(/\s+/g, " "));

          const entry = (await accountingEntriesOfMonth(db, month)).find(
            (row) => row.documentNumber === note.number,
          );
          if (!entry) throw new Error("credit note missing from the month");
          const csvRow = germanMonthCsv([entry]).split("\r\n")[1]?.split(";") ?? [];
          expect(csvRow[csvVat]).toBe(credited(expected).replace(/\s*€$/, ""));

          expect(datevDerivedVatCents(datevBookingFields(entry, "SKR03"), "SKR03")).toBe(expected);
          expect(datevDerivedVatCents(datevBookingFields(entry, "SKR04"), "SKR04")).toBe(expected);
        },
      ),
      { numRuns: 25 },
    );
  }, 120_000);

  it("is the same cent per rate for a course and eye test invoiced at two rates, refunded in part", async () => {
    const standardCourseRate = vatRates["first-aid-course"];
    const csvColumn = (name: (typeof germanColumns)[number]) => germanColumns.indexOf(name);
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 2, max: 500_000 }).chain((gross) =>
            fc.record({
              gross: fc.constant(gross),
              refunded: fc.integer({ min: 1, max: gross - 1 }),
              courseRate: fc.constantFrom(...rates),
            }),
          ),
          async ({ gross, refunded, courseRate }) => {
            const { db } = handle;
            vatRates["first-aid-course"] = courseRate as 19 | 7 | 0;
            const purchaseId = await addPurchase(db, {
              productId: "first-aid-en-eye-test",
              grossCents: gross,
              courseDate: "2026-06-20",
              paidAt: "2026-06-01T10:00:00Z",
            });
            const invoice = await db.transaction((tx) =>
              issueInvoiceFor(
                tx,
                purchaseId,
                { name: null, address: recipientAddress },
                new Date("2026-06-01T10:00:00Z"),
              ),
            );
            if (!invoice) throw new Error("no invoice");
            const outcome = await db.transaction((tx) =>
              refundPurchase(tx, purchaseId, {
                amountCents: refunded,
                notify: false,
                context: { publicUrl: "http://localhost" },
                issuedAt,
              }),
            );
            if (outcome.outcome !== "refunded" || !outcome.creditNote) throw new Error("no credit note");
            const entries = await accountingEntriesOfMonth(db, month);
            for (const document of [invoice, outcome.creditNote]) {
              const splits = splitByRate(document.lines ?? []);
              // The lines add up to the document, each rate's VAT rounded once on its own gross.
              expect(splits.reduce((sum, split) => sum + split.grossCents, 0)).toBe(document.grossCents);
              expect(splits.reduce((sum, split) => sum + split.vatCents, 0)).toBe(document.vatCents);
              const text = (await pdfText(await documentPdf(db, document))).replace(/\s+/g, " ");
              const rows = entries.filter((entry) => entry.documentNumber === document.number);
              const csvRows = germanMonthCsv(rows)
                .split("\r\n")
                .slice(1, -1)
                .map((row) => row.split(";"));
              expect(rows.map((row) => row.vatRatePercent)).toEqual(splits.map((split) => split.ratePercent));
              splits.forEach((split, index) => {
                const money = (cents: number) => formatMoneyGerman(0 + cents);
                const line = [
                  money(split.netCents),
                  `${split.ratePercent} %`,
                  money(split.vatCents),
                  money(split.grossCents),
                ];
                expect(text).toContain(line.join(" ").replace(/\s+/g, " "));
                expect(csvRows[index]?.[csvColumn("USt")]).toBe(
                  csvCents(split.vatCents, germanCsv).csvNumber,
                );
                expect(csvRows[index]?.[csvColumn("Brutto")]).toBe(
                  csvCents(split.grossCents, germanCsv).csvNumber,
                );
                const row = rows[index];
                if (!row) throw new Error("row missing");
                for (const chart of ["SKR03", "SKR04"] as const)
                  expect(datevDerivedVatCents(datevBookingFields(row, chart), chart)).toBe(
                    Math.abs(split.vatCents),
                  );
              });
            }
          },
        ),
        { numRuns: 15 },
      );
    } finally {
      vatRates["first-aid-course"] = standardCourseRate;
    }
  }, 180_000);
});
