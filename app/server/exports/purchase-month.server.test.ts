import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "~/content/catalog";
import { splitGross } from "~/content/vat";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { toCsv } from "../csv.server";
import type { DatabaseHandle } from "../db.server";
import { type PurchaseStatus, purchases, users } from "../schema.server";
import {
  isMonth,
  type MonthExportLabels,
  monthExportTable,
  purchasesPaidInMonth,
} from "./purchase-month.server";

// The purchases paid in a month (the school's time zone), net/VAT/gross from one
// place, sums that agree to the cent; refunded and disputed ones listed with their state.

const labels: MonthExportLabels = {
  columns: {
    paidOn: "Paid on",
    product: "Product",
    net: "Net",
    vat: "VAT",
    gross: "Gross",
    currency: "Currency",
    customer: "Customer",
    email: "E-mail",
    state: "State",
    checkoutSession: "Checkout session",
    payment: "Payment",
  },
  states: { pending: "pending", paid: "paid", failed: "failed", refunded: "refunded", disputed: "disputed" },
};

describe.each(testDatabaseKinds())("the month export on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let n = 0;
  const buy = async (
    paidAt: string | null,
    amountCents: number | null,
    {
      status = "paid",
      product = "conversion-assistance",
      name = "Anna Muster",
    }: {
      status?: PurchaseStatus;
      product?: keyof typeof products;
      name?: string;
    } = {},
  ) => {
    n++;
    await handle.db.insert(users).values({ id: `u${n}`, name, email: `c${n}@example.com` });
    await handle.db.insert(purchases).values({
      userId: `u${n}`,
      productId: product,
      checkoutSessionId: `cs_${String(n).padStart(2, "0")}`,
      paymentIntentId: `pi_${n}`,
      status,
      amountCents,
      currency: "eur",
      locale: "en",
      newCustomer: true,
      purchasedAt: new Date(paidAt ?? "2026-11-10T10:00:00Z"),
      paidAt: paidAt ? new Date(paidAt) : null,
    });
  };

  beforeAll(async () => {
    handle = await open();
    // 00:30 on 1 November in Frankfurt: November.
    await buy("2026-10-31T23:30:00Z", 15000, { name: '=HYPERLINK("x")' });
    await buy("2026-11-05T09:00:00Z", 7500, { product: "first-aid-es-eye-test", name: "José Núñez" });
    await buy("2026-11-12T09:00:00Z", 6850, { product: "first-aid-en", status: "refunded" });
    await buy("2026-11-20T09:00:00Z", 1, { status: "disputed" });
    await buy("2026-11-21T09:00:00Z", null, { product: "examiner-course" });
    // 00:30 on 1 December in Frankfurt: December. Never paid: not listed.
    await buy("2026-11-30T23:30:00Z", 9900);
    await buy(null, 5000, { status: "pending" });
    await buy("2026-10-31T22:30:00Z", 4200);
  });
  afterAll(() => handle?.close());

  it("lists the purchases paid in the month in Frankfurt time, refunded and disputed ones with their state", async () => {
    const november = await purchasesPaidInMonth(handle.db, "2026-11", "en");
    expect(november.purchases.map((p) => [p.paidOn, p.checkoutSessionId, p.status])).toEqual([
      ["2026-11-01", "cs_01", "paid"],
      ["2026-11-05", "cs_02", "paid"],
      ["2026-11-12", "cs_03", "refunded"],
      ["2026-11-20", "cs_04", "disputed"],
      ["2026-11-21", "cs_05", "paid"],
    ]);
    expect(november.purchases[1]).toMatchObject({
      productName: products["first-aid-es-eye-test"].name.en,
      customerName: "José Núñez",
      netCents: 6303,
      vatCents: 1197,
      grossCents: 7500,
      currency: "EUR",
      paymentIntentId: "pi_2",
    });
    // Without an amount from the provider: the catalog price.
    expect(november.purchases[4]?.grossCents).toBe(products["examiner-course"].priceCents);
    expect(
      (await purchasesPaidInMonth(handle.db, "2026-12", "en")).purchases.map((p) => p.checkoutSessionId),
    ).toEqual(["cs_06"]);
    expect(
      (await purchasesPaidInMonth(handle.db, "2026-10", "es")).purchases.map((p) => p.checkoutSessionId),
    ).toEqual(["cs_08"]);
  });

  it("splits every purchase at 19 % so that the sums agree to the cent", async () => {
    const {
      purchases: listed,
      total,
      totalStillPaid,
    } = await purchasesPaidInMonth(handle.db, "2026-11", "en");
    for (const p of listed) {
      expect(p.netCents + p.vatCents).toBe(p.grossCents);
      expect(p).toMatchObject(splitGross(p.grossCents));
    }
    const gross = 15000 + 7500 + 6850 + 1 + products["examiner-course"].priceCents;
    expect(total.grossCents).toBe(gross);
    expect(total.netCents + total.vatCents).toBe(gross);
    expect(total.vatCents).toBe(
      listed.reduce((sum, p) => sum + (p.grossCents - Math.round(p.grossCents / 1.19)), 0),
    );
    expect(totalStillPaid.grossCents).toBe(15000 + 7500 + products["examiner-course"].priceCents);
  });

  it("writes the CSV with decimal amounts, the state, and formula cells neutralised", async () => {
    const { header, rows } = monthExportTable(await purchasesPaidInMonth(handle.db, "2026-11", "en"), labels);
    const file = toCsv(header, rows);
    const lines = file.slice(1).split("\r\n");
    expect(lines[0]).toBe(
      "Paid on,Product,Net,VAT,Gross,Currency,Customer,E-mail,State,Checkout session,Payment",
    );
    expect(lines[1]).toBe(
      `2026-11-01,Conversion assistance,126.05,23.95,150.00,EUR,"'=HYPERLINK(""x"")",c1@example.com,paid,cs_01,pi_1`,
    );
    expect(lines[3]).toContain(",57.56,10.94,68.50,EUR,");
    expect(lines[3]).toContain(",refunded,");
    expect(lines[4]).toContain(",0.01,0.00,0.01,EUR,");
    expect(lines).toHaveLength(7);
  });

  it("writes amounts as numbers, a negative one too, and neutralises text that looks like one", () => {
    const split = { netCents: -1050, vatCents: -200, grossCents: -1250 };
    const { rows } = monthExportTable(
      {
        month: "2026-11",
        purchases: [
          {
            ...split,
            paidOn: "2026-11-03",
            productId: "examiner-course",
            productName: "Examiner; course",
            customerName: "-Anna Muster",
            customerEmail: "anna@example.com",
            status: "refunded",
            currency: "EUR",
            checkoutSessionId: "cs_x",
            paymentIntentId: null,
          },
        ],
        total: split,
        totalStillPaid: { netCents: 0, vatCents: 0, grossCents: 0 },
      },
      labels,
    );
    const line = toCsv(["h"], rows).split("\r\n")[1];
    expect(line).toBe(
      `2026-11-03,"Examiner; course",-10.50,-2.00,-12.50,EUR,'-Anna Muster,anna@example.com,refunded,cs_x,`,
    );
  });

  it("accepts only a real month", () => {
    expect(isMonth("2026-11")).toBe(true);
    for (const bad of ["2026-13", "2026-1", "26-11", "2026-11-01", "", "2026-00"])
      expect(isMonth(bad)).toBe(false);
  });
});
