import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import staffExportsEn from "~/i18n/messages/staff-exports-en";
import staffExportsEs from "~/i18n/messages/staff-exports-es";
import type { Auth } from "~/server/auth/auth.server";
import type { DatabaseHandle } from "~/server/platform/db.server";
import { accountingExportDownloads, staffAuditLog, users } from "~/server/platform/schema.server";
import { customerWithSession } from "../support/customers";
import { addPurchase, issueDocument } from "../support/invoice-documents";
import { realAppPerFile } from "../support/app-per-file";
import { formulaCells } from "../support/spreadsheet-split";
import { staffWithSession } from "../support/staff";

// Through the real Express app: the accountant's month files from the invoice documents, a month
// that stays byte for byte the same after a later refund, every download recorded and shown.

const http = realAppPerFile();

const html = (text: string) =>
  text.replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&amp;", "&");

describe.each(http.kinds)("the accountant's exports on $name", (kind) => {
  const { name } = kind;
  let handle: DatabaseHandle;
  let auth: Auth;
  let customer: string;
  let staff: string;
  let staffId: string;
  let invoiceId: string;
  let purchaseId: string;
  beforeAll(async () => {
    handle = await http.database(kind);
    auth = http.serve(handle);
    ({ cookie: customer } = await customerWithSession(handle, auth, `exports-customer-${name}@example.com`));
    ({ cookie: staff, userId: staffId } = await staffWithSession(
      handle,
      auth,
      `exports-staff-${name}@example.com`,
    ));
    await handle.db.update(users).set({ name: "Marta Office" }).where(eq(users.id, staffId));
    purchaseId = await addPurchase(handle.db);
    ({ id: invoiceId } = await issueDocument(handle.db, {
      purchaseId,
      issuedAt: "2026-03-05T10:00:00Z",
      grossCents: 15000,
      customerName: "José Núñez",
    }));
    await issueDocument(handle.db, {
      purchaseId: await addPurchase(handle.db, { productId: "first-aid-en", grossCents: 6850 }),
      issuedAt: "2026-03-12T10:00:00Z",
      grossCents: 6850,
      productId: "first-aid-en",
      paymentMethod: "bank-transfer",
      paymentReference: "MD-4711",
    });
  }, 120_000);
  afterAll(async () => {
    await http.release(handle);
  });
  const get = http.get;

  it("hands out March as German CSV and DATEV; a refund in April leaves March's file byte for byte", async () => {
    const german = await get("/staff/exports/accounting.csv?month=2026-03", staff);
    expect(german.status).toBe(200);
    expect(german.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(german.headers["content-disposition"]).toBe('attachment; filename="Buchungen-2026-03.csv"');
    expect(german.headers["cache-control"]).toBe("private, no-store");
    const lines = german.text.slice(1).split("\r\n");
    expect(lines[1]).toBe(
      "05.03.2026;2026-00001;Rechnung;José Núñez;Conversion assistance;126,05;19;23,95;150,00;Karte über den Zahlungsanbieter;;pi_test;;05.03.2026;erbracht;05.03.2026",
    );
    expect(lines[2]).toContain(";Überweisung;MD-4711;;");

    const datev = await get("/staff/exports/datev.csv?month=2026-03", staff);
    expect(datev.status).toBe(200);
    expect(datev.headers["content-type"]).toBe("text/csv; charset=windows-1252");
    expect(datev.headers["content-disposition"]).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2026-03.csv"',
    );
    expect(datev.text.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
    // Windows-1252: the ü of "Schlüssel" is one byte, no UTF-8 sequence.
    expect(datev.text).toContain("Gegenkonto (ohne BU-Schl\uFFFDssel)");
    expect(datev.text).toContain('150,00;"S";"EUR";;;;1360;8400;;0503;"2026-00001"');

    // The refund: a credit note in April.
    await issueDocument(handle.db, {
      purchaseId,
      issuedAt: "2026-04-02T10:00:00Z",
      grossCents: 15000,
      correctsId: invoiceId,
      customerName: "José Núñez",
    });
    const again = await get("/staff/exports/accounting.csv?month=2026-03", staff);
    expect(again.text).toBe(german.text);
    const april = await get("/staff/exports/accounting.csv?month=2026-04", staff);
    expect(april.text.slice(1).split("\r\n")[1]).toBe(
      "02.04.2026;2026-00003;Rechnungskorrektur;José Núñez;Conversion assistance;-126,05;19;-23,95;-150,00;Karte über den Zahlungsanbieter;;pi_test;2026-00001;02.04.2026;erbracht;02.04.2026",
    );
    const aprilDatev = await get("/staff/exports/datev.csv?month=2026-04", staff);
    expect(aprilDatev.text).toContain('150,00;"H";"EUR";;;;1360;8400;;0204;"2026-00003"');

    const staffCsv = await get("/es/staff/exports/purchases.csv?month=2026-04", staff);
    expect(staffCsv.text.slice(1).split("\r\n")[0]).toContain("Fecha,Número de documento,Documento,Cliente");
    expect(staffCsv.text).toContain(",-126.05,19,-23.95,-150.00,Tarjeta a través del proveedor de pagos,");
  });

  it("records each download with month, file and staff member, audited, and shows it in both languages", async () => {
    const march = await handle.db
      .select()
      .from(accountingExportDownloads)
      .where(eq(accountingExportDownloads.month, "2026-03"));
    expect(march.map((row) => [row.format, row.staffUserId, row.staffName]).sort()).toEqual([
      ["datev", staffId, "Marta Office"],
      ["german-csv", staffId, "Marta Office"],
      ["german-csv", staffId, "Marta Office"],
    ]);
    const audited = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "accounting-export.download"));
    expect(audited.length).toBe(6);

    const page = await http.page("/staff/exports?month=2026-03", staff);
    expect(page.status).toBe(200);
    const text = html(page.text);
    expect(text).toContain(staffExportsEn.alreadyDownloaded);
    expect(text).toContain("Marta Office");
    for (const path of ["datev.csv", "accounting.csv", "purchases.csv"])
      expect(page.text).toContain(`/staff/exports/${path}?month=2026-03`);
    expect(page.text).not.toContain('<script type="module"');
    const spanish = html((await http.page("/es/staff/exports?month=2026-03", staff)).text);
    expect(spanish).toContain(staffExportsEs.alreadyDownloaded);
    expect(spanish).toContain(staffExportsEs.formats["german-csv"].label);
    expect(spanish).toContain("/es/staff/exports/datev.csv?month=2026-03");
    const unsent = html((await http.page("/staff/exports?month=2026-05", staff)).text);
    expect(unsent).toContain(staffExportsEn.notDownloaded);
  });

  it("exports nothing for a month without documents, says so in the page's language, records nothing", async () => {
    const before = await handle.db.select().from(accountingExportDownloads);
    for (const [prefix, texts] of [
      ["", staffExportsEn],
      ["/es", staffExportsEs],
    ] as const) {
      for (const path of ["datev.csv", "accounting.csv", "purchases.csv"]) {
        const file = await get(`${prefix}/staff/exports/${path}?month=2026-06`, staff);
        expect(file.status).toBe(404);
        expect(file.text).toBe(texts.emptyMonth.replace("{month}", "2026-06"));
      }
      const page = html((await http.page(`${prefix}/staff/exports?month=2026-06`, staff)).text);
      expect(page).not.toContain("/staff/exports/datev.csv?month=2026-06");
    }
    expect(await handle.db.select().from(accountingExportDownloads)).toEqual(before);
  });

  it("refuses a month that is none with the page's language, and hides the files from others", async () => {
    // The page as staff reach it: after the redirect that gives its forms their one-time key.
    const bad = await http.page("/es/staff/exports?month=2026-13", staff);
    expect(bad.status).toBe(400);
    expect(html(bad.text)).toContain(staffExportsEs.monthInvalid);
    const badFile = await get("/es/staff/exports/datev.csv?month=x", staff);
    expect(badFile.status).toBe(400);
    expect(badFile.text).toBe(staffExportsEs.monthInvalid);
    for (const path of [
      "/staff/exports/datev.csv?month=2026-03",
      "/es/staff/exports/accounting.csv?month=2026-03",
    ])
      for (const cookie of [undefined, customer]) expect((await get(path, cookie)).status).toBe(404);
  });
  it("hands out files no cell of which starts a formula, split on either separator", async () => {
    // Names a spreadsheet would cut at the separator it uses: "," for the German files, ";" for
    // the staff file (and the other way round when opened in a program set to the other one).
    for (const [index, customerName] of [
      "Dde;=cmd|' /C calc'!A0;x",
      "Ana,@SUM(9*9)",
      'Zoe, "+1+1',
      "Ben,\uFF1D1+1",
    ].entries()) {
      await issueDocument(handle.db, {
        purchaseId: await addPurchase(handle.db),
        issuedAt: `2026-06-0${index + 1}T10:00:00Z`,
        grossCents: 15000,
        customerName,
      });
    }
    for (const path of [
      "/staff/exports/accounting.csv",
      "/staff/exports/datev.csv",
      "/staff/exports/purchases.csv",
      "/es/staff/exports/purchases.csv",
    ]) {
      const file = await get(`${path}?month=2026-06`, staff);
      expect(file.status, path).toBe(200);
      expect(file.text, path).toMatch(/Dde/);
      expect(formulaCells(file.text), path).toEqual([]);
    }
  });
});
