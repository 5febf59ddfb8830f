import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPurchase, issueDocument } from "../../../tests/support/invoice-documents";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { accountingEntriesOfMonth } from "./accounting-month.server";

// The accountant's month read from the documents: issued in the month in Frankfurt time, by date
// then number, credit notes negative and naming the invoice they correct.

describe.each(testDatabaseKinds())("accounting entries of a month on $name", ({ open }) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await open();
    const db = handle.db;
    const a = await addPurchase(db);
    const b = await addPurchase(db, { productId: "first-aid-en", grossCents: 6850 });
    // 23:30 UTC on 28 Feb is 00:30 on 1 March in Frankfurt: March.
    const first = await issueDocument(db, {
      purchaseId: a,
      issuedAt: "2026-02-28T23:30:00Z",
      grossCents: 15000,
    });
    // 22:30 UTC on 31 March is 00:30 on 1 April (summer time): April.
    await issueDocument(db, {
      purchaseId: b,
      issuedAt: "2026-03-31T22:30:00Z",
      grossCents: 6850,
      productId: "first-aid-en",
      paymentMethod: "bank-transfer",
      paymentReference: "MD-4711",
    });
    await issueDocument(db, {
      purchaseId: a,
      issuedAt: "2026-03-10T09:00:00Z",
      grossCents: 15000,
      correctsId: first.id,
    });
    // Last of February in Frankfurt.
    await issueDocument(db, { purchaseId: b, issuedAt: "2026-02-28T22:30:00Z", grossCents: 100 });
  });
  afterAll(() => handle?.close());

  it("lists the month's invoices and credit notes in Frankfurt time, by date then number", async () => {
    const march = await accountingEntriesOfMonth(handle.db, "2026-03");
    expect(
      march.map((entry) => [entry.issuedOn, entry.documentNumber, entry.kind, entry.grossCents]),
    ).toEqual([
      ["2026-03-01", "2026-00001", "invoice", 15000],
      ["2026-03-10", "2026-00003", "credit-note", -15000],
    ]);
    expect(march[1]).toMatchObject({ correctsNumber: "2026-00001", netCents: -12605, vatCents: -2395 });
    expect(march[0]).toMatchObject({
      correctsNumber: null,
      customerName: "Anna Muster",
      productId: "conversion-assistance",
      paymentMethod: "card",
      providerPaymentId: "pi_test",
    });
    const april = await accountingEntriesOfMonth(handle.db, "2026-04");
    expect(april).toHaveLength(1);
    expect(april[0]).toMatchObject({
      issuedOn: "2026-04-01",
      paymentMethod: "bank-transfer",
      paymentReference: "MD-4711",
      grossCents: 6850,
    });
    const february = await accountingEntriesOfMonth(handle.db, "2026-02");
    expect(february.map((entry) => entry.documentNumber)).toEqual(["2026-00004"]);
  });

  it("returns nothing for a month without documents", async () => {
    expect(await accountingEntriesOfMonth(handle.db, "2025-12")).toEqual([]);
  });
});
