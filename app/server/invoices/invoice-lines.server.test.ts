import { and, asc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ProductId } from "~/content/catalog";
import { vatRates } from "~/content/vat";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { addPurchase } from "../../../tests/support/invoice-documents";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { germanColumns, germanMonthCsv } from "../exports/accounting-csv.server";
import { datevBookingFields, datevColumns, datevDerivedVatCents } from "../exports/datev.server";
import { moveBooking } from "../first-aid/booking-move.server";
import { changeOwnBooking } from "../first-aid/own-bookings.server";
import { firstAidDateOn } from "../first-aid/date-actions.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { invoiceDocuments, mailOutbox, purchases, users } from "../platform/schema.server";
import { accountingEntriesOfMonth } from "./accounting-month.server";
import { documentPdf } from "./invoice-attachment.server";
import { issueInvoiceFor } from "./invoice-issue.server";
import { refundPurchase } from "../payments/refunds.server";

// Over €250 an invoice names the recipient's full address (§ 14 (4) Nr. 1 UStG); every amount
// here may be, so every invoice gets one.
const recipientAddress = "Schweizer Straße 12\n60594 Frankfurt am Main";

// What an invoice states line by line and when (§ 14 (4) Nr. 6–8 UStG), and the period the
// accountant books it to (§ 13 (1) Nr. 1 a UStG): the PDF, the German CSV and the DATEV booking
// state the same figures per VAT rate.

const flat = (text: string) => text.replace(/\s+/g, " ");
const column = (name: (typeof germanColumns)[number]) => germanColumns.indexOf(name);
const datevField = (fields: string[], name: string) => fields[datevColumns.indexOf(name as never)];
const standardCourseRate = vatRates["first-aid-course"];

describe.each(testDatabaseKinds())("invoice lines, dates of service and tax periods on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await deleteInvoiceDocuments(handle.db);
  }, 60_000);
  afterAll(() => handle?.close());
  afterEach(() => {
    vatRates["first-aid-course"] = standardCourseRate;
  });

  async function invoiceOf(
    productId: ProductId,
    {
      grossCents,
      courseDate = null,
      paidAt = "2026-06-10T10:00:00Z",
      issuedAt = paidAt,
    }: { grossCents: number; courseDate?: string | null; paidAt?: string; issuedAt?: string },
  ) {
    const purchaseId = await addPurchase(handle.db, { productId, grossCents, courseDate, paidAt });
    const invoice = await handle.db.transaction((tx) =>
      issueInvoiceFor(tx, purchaseId, { name: null, address: recipientAddress }, new Date(issuedAt)),
    );
    if (!invoice) throw new Error("no invoice issued");
    return invoice;
  }
  const entriesOf = async (month: "2026-06" | "2026-07", number: string) =>
    (await accountingEntriesOfMonth(handle.db, month)).filter((entry) => entry.documentNumber === number);

  it("invoices the first-aid course and the eye test as two lines at their own rates, PDF, CSV and DATEV agreeing per rate", async () => {
    // The tax adviser's ruling that the course is exempt, set in its one place.
    vatRates["first-aid-course"] = 0;
    const invoice = await invoiceOf("first-aid-en-eye-test", { grossCents: 7500, courseDate: "2026-06-20" });
    expect(invoice.lines).toEqual([
      { part: "first-aid-en", grossCents: 6850, vatRatePercent: 0 },
      { part: "eye-test", grossCents: 650, vatRatePercent: 19 },
    ]);
    // 19 % VAT only on the eye test's 6,50 €: 1,04 €.
    expect([invoice.netCents, invoice.vatCents, invoice.grossCents]).toEqual([7396, 104, 7500]);

    const text = flat(await pdfText(await documentPdf(handle.db, invoice)));
    expect(text).toContain("First aid course (English) 0 % 68,50 €");
    expect(text).toContain("Sehtest / Eye test 19 % 6,50 €");
    expect(text).toContain("USt 19 % / VAT 19 % 5,46 € 19 % 1,04 € 6,50 €");
    expect(text).toContain("USt 0 % / VAT 0 % 68,50 € 0 % 0,00 € 68,50 €");
    expect(text).toContain("Gesamtbetrag / Total 73,96 € 1,04 € 75,00 €");
    expect(text).toContain("Leistungen zu 0 %: steuerfrei nach § 4 Nr. 21 UStG.");

    const entries = await entriesOf("2026-06", invoice.number);
    expect(entries.map((e) => [e.vatRatePercent, e.netCents, e.vatCents, e.grossCents])).toEqual([
      [19, 546, 104, 650],
      [0, 6850, 0, 6850],
    ]);
    const csvRows = germanMonthCsv(entries)
      .split("\r\n")
      .slice(1, 3)
      .map((row) => row.split(";"));
    expect(
      csvRows.map((row) => [row[column("USt-Satz")], row[column("USt")], row[column("Brutto")]]),
    ).toEqual([
      ["19", "1,04", "6,50"],
      ["0", "0,00", "68,50"],
    ]);
    const bookings = entries.map((entry) => datevBookingFields(entry, "SKR03"));
    expect(bookings.map((fields) => datevField(fields, "Gegenkonto (ohne BU-Schlüssel)"))).toEqual([
      "8400",
      "8100",
    ]);
    expect(bookings.map((fields) => datevDerivedVatCents(fields, "SKR03"))).toEqual([104, 0]);
  });

  it("refunds part of a two-rate invoice over both lines, each at its rate, the same cent in PDF, CSV and DATEV", async () => {
    vatRates["first-aid-course"] = 0;
    const invoice = await invoiceOf("first-aid-es-eye-test", { grossCents: 7500, courseDate: "2026-06-27" });
    const outcome = await handle.db.transaction((tx) =>
      refundPurchase(tx, invoice.purchaseId, {
        amountCents: 3000,
        notify: false,
        context: { publicUrl: "http://localhost" },
        issuedAt: new Date("2026-07-02T10:00:00Z"),
      }),
    );
    if (outcome.outcome !== "refunded" || !outcome.creditNote) throw new Error("no credit note");
    const note = outcome.creditNote;
    // 30,00 € shared in proportion to 68,50 and 6,50: 27,40 at 0 %, 2,60 at 19 % (VAT 0,42).
    expect(note.lines).toEqual([
      { part: "first-aid-es", grossCents: -2740, vatRatePercent: 0 },
      { part: "eye-test", grossCents: -260, vatRatePercent: 19 },
    ]);
    expect(note.vatCents).toBe(-42);
    const text = flat(await pdfText(await documentPdf(handle.db, note)));
    expect(text).toContain("USt 19 % / VAT 19 % -2,18 € 19 % -0,42 € -2,60 €");
    expect(text).toContain("USt 0 % / VAT 0 % -27,40 € 0 % 0,00 € -27,40 €");
    const entries = await entriesOf("2026-07", note.number);
    expect(entries.map((e) => [e.vatRatePercent, e.vatCents, e.grossCents])).toEqual([
      [19, -42, -260],
      [0, 0, -2740],
    ]);
    expect(entries.map((entry) => datevDerivedVatCents(datevBookingFields(entry, "SKR04"), "SKR04"))).toEqual(
      [42, 0],
    );
  });

  it("with both at the standard rate, one row for the rate, its VAT on the rate's whole gross", async () => {
    const invoice = await invoiceOf("first-aid-en-eye-test", { grossCents: 7500, courseDate: "2026-06-20" });
    expect(invoice.lines).toHaveLength(2);
    // 75,00 × 19/119 = 11,97 (the lines alone would round to 10,94 + 1,04).
    expect(invoice.vatCents).toBe(1197);
    const entries = await entriesOf("2026-06", invoice.number);
    expect(entries.map((e) => [e.vatRatePercent, e.vatCents, e.grossCents])).toEqual([[19, 1197, 7500]]);
    expect(flat(await pdfText(await documentPdf(handle.db, invoice)))).not.toContain("steuerfrei");
  });

  it("states a booked course day still ahead as planned and a service paid ahead as a prepayment", async () => {
    const planned = await invoiceOf("first-aid-en", {
      grossCents: 6850,
      courseDate: "2026-06-27",
      issuedAt: "2026-06-10T10:00:00Z",
    });
    expect(planned.serviceStatus).toBe("planned");
    expect(flat(await pdfText(await documentPdf(handle.db, planned)))).toContain(
      "Leistungsdatum / Date of service 27.06.2026 (geplant / planned)",
    );
    const prepaid = await invoiceOf("hip-5-days", { grossCents: 396000 });
    expect(prepaid.serviceStatus).toBe("prepaid");
    expect(flat(await pdfText(await documentPdf(handle.db, prepaid)))).toContain(
      "Leistungsdatum / Date of service Vorauszahlung – Leistung noch nicht erbracht / Prepayment – service not yet rendered",
    );
    const [entry] = await entriesOf("2026-06", prepaid.number);
    if (!entry) throw new Error("prepayment missing from the month");
    const row = germanMonthCsv([entry]).split("\r\n")[1]?.split(";") ?? [];
    expect(row[column("Leistungsdatum")]).toBe("");
    expect(row[column("Leistung")]).toBe("Vorauszahlung – Leistung noch nicht erbracht");
    expect(datevField(datevBookingFields(entry, "SKR03"), "Leistungsdatum")).toBe("");
    const [course] = await entriesOf("2026-06", planned.number);
    const courseRow =
      germanMonthCsv(course ? [course] : [])
        .split("\r\n")[1]
        ?.split(";") ?? [];
    expect([courseRow[column("Leistungsdatum")], courseRow[column("Leistung")]]).toEqual([
      "27.06.2026",
      "geplant",
    ]);
  });

  it("books an invoice issued late to the period of its payment, the row staying in the month it was issued", async () => {
    const late = await invoiceOf("examiner-course", {
      grossCents: 5000,
      paidAt: "2026-06-20T10:00:00Z",
      issuedAt: "2026-07-03T10:00:00Z",
    });
    expect(await entriesOf("2026-06", late.number)).toEqual([]);
    const [entry] = await entriesOf("2026-07", late.number);
    if (!entry) throw new Error("late invoice missing from its month");
    expect(entry.taxPeriodOn).toBe("2026-06-20");
    const row = germanMonthCsv([entry]).split("\r\n")[1]?.split(";") ?? [];
    expect([row[column("Datum")], row[column("Zuordnung Steuerperiode")]]).toEqual([
      "03.07.2026",
      "20.06.2026",
    ]);
    expect(datevField(datevBookingFields(entry, "SKR03"), "Datum Zuord. Steuerperiode")).toBe("20062026");
  });
});

describe.each(testDatabaseKinds())("a moved first-aid booking's invoice on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const today = "2026-11-25";
  beforeAll(async () => {
    handle = await open();
    await handle.db
      .insert(users)
      .values({ id: "staff-mover", name: "Office", email: "office-mover@example.com" });
    await fillFirstAidDates(handle.db, today);
  }, 60_000);
  afterAll(() => handle?.close());

  it("is cancelled and reissued with the new course day, keeping the day the money came", async () => {
    const { db } = handle;
    const bookingId = await bookThroughWebhook(db, {
      product: "first-aid-es",
      email: "moved-invoice@example.com",
      name: "Marta",
      date: "2027-01-02",
    });
    const target = await firstAidDateOn(db, "es", "2027-06-05");
    const result = await moveBooking(db, "staff-mover", {
      bookingId,
      targetDateId: String(target?.id),
      today,
      notify: false,
    });
    expect(result).toMatchObject({ ok: true, changed: true });
    const [purchase] = await db
      .select()
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, "moved-invoice@example.com"));
    const documents = await db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.purchaseId, String(purchase?.purchases.id))))
      .orderBy(asc(invoiceDocuments.sequence));
    expect(documents.map((d) => [d.kind, d.creditReason, d.serviceOn, d.grossCents])).toEqual([
      ["invoice", null, "2027-01-02", 6850],
      ["credit-note", "service-date-correction", "2027-01-02", -6850],
      ["invoice", null, "2027-06-05", 6850],
    ]);
    const [first, note, reissued] = documents;
    if (!first || !note || !reissued) throw new Error("documents missing");
    expect(note.correctsId).toBe(first.id);
    expect(reissued.serviceStatus).toBe("planned");
    // The payment's day: the first invoice's own date, unless the reissue is on that same day.
    const paidDay = first.paidOn ?? first.issuedAt.toISOString().slice(0, 10);
    expect(reissued.paidOn ?? reissued.issuedAt.toISOString().slice(0, 10)).toBe(paidDay);
    const text = flat(await pdfText(await documentPdf(db, note)));
    expect(text).toContain("Storno wegen Verlegung des Leistungstermins");
    expect(text).toContain("Anulada porque la fecha del curso cambió");
  });

  async function documentsOfCustomer(email: string) {
    const [row] = await handle.db
      .select({ purchaseId: purchases.id, userId: purchases.userId })
      .from(purchases)
      .innerJoin(users, eq(users.id, purchases.userId))
      .where(eq(users.email, email));
    const documents = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, String(row?.purchaseId)))
      .orderBy(asc(invoiceDocuments.sequence));
    return { userId: String(row?.userId), documents };
  }

  // § 31 (5) UStDV: the correcting documents are sent to the recipient; they travel with the news.
  it("sends the credit note and the new invoice with the mail of the new date, whoever moved it", async () => {
    const { db } = handle;
    const byOffice = "moved-mailed@example.com";
    const bookingId = await bookThroughWebhook(db, {
      product: "first-aid-es",
      email: byOffice,
      name: "Marta",
      date: "2027-01-02",
    });
    const target = await firstAidDateOn(db, "es", "2027-06-05");
    await moveBooking(db, "staff-mover", { bookingId, targetDateId: String(target?.id), today });
    const office = await documentsOfCustomer(byOffice);
    const [, note, reissued] = office.documents;
    const [moved] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, byOffice), eq(mailOutbox.kind, "booking-moved")));
    expect(moved?.attachments.map((file) => file.filename)).toEqual([
      expect.stringMatching(/\.ics$/),
      `${note?.number}.pdf`,
      `${reissued?.number}.pdf`,
    ]);
    expect(moved?.text).toContain(`factura rectificativa ${note?.number}`);
    expect(moved?.text).toContain(`la factura ${reissued?.number}`);

    const ownMove = "own-move-mailed@example.com";
    const ownBooking = await bookThroughWebhook(db, {
      product: "first-aid-es",
      email: ownMove,
      name: "Lucía",
      date: "2027-01-02",
    });
    const own = await documentsOfCustomer(ownMove);
    const result = await changeOwnBooking(db, {
      userId: own.userId,
      bookingId: ownBooking,
      targetDateId: String(target?.id),
    });
    expect(result).toMatchObject({ ok: true });
    const [, ownNote, ownInvoice] = (await documentsOfCustomer(ownMove)).documents;
    const [changed] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, ownMove), eq(mailOutbox.kind, "booking-changed")));
    expect(changed?.attachments.map((file) => file.filename).slice(1)).toEqual([
      `${ownNote?.number}.pdf`,
      `${ownInvoice?.number}.pdf`,
    ]);
    expect(changed?.text).toContain(ownInvoice?.number);
  });
});
