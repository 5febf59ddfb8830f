import { randomUUID } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { products } from "~/content/catalog";
import { localizePath } from "~/i18n/locale";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { accountingEntriesOfMonth } from "./accounting-month.server";
import {
  invoiceDocuments,
  mailOutbox,
  purchases,
  type PurchaseStatus,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { accountPageData } from "../account/account-page.server";
import { customerDocumentPdf } from "./customer-documents.server";
import {
  countMissingInvoices,
  issueAllMissingInvoices,
  issueMissingInvoice,
} from "./missing-invoices.server";
import { issueInvoiceFor } from "./invoice-issue.server";
import { documentAttachment } from "./invoice-attachment.server";
import { lateInvoiceMail, queueLateInvoiceMail } from "./invoice-mail.server";

// Paid purchases without an invoice (from before invoices were issued) get theirs from staff: the
// next number of the series of the issuing year, dated that day, once only, with its audit entry.

/** The value, or the test fails here. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

const context = { publicUrl: "http://localhost:3000" };
const course = products["examiner-course"];

describe.each(testDatabaseKinds())("missing invoices on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let staffId: string;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    // The audit log is append-only: each test has its own staff member and reads only their entries.
    for (const table of [mailOutbox, purchases]) await db.delete(table);
    staffId = randomUUID();
    await db
      .insert(users)
      .values({ id: staffId, email: `office-${staffId}@example.com`, name: "Office", role: "staff" });
  });

  async function customer(email: string, name = "Ana Gómez", locale: "en" | "es" = "es") {
    const id = randomUUID();
    await handle.db.insert(users).values({ id, email: email.replace("@", `-${id}@`), name, locale });
    return id;
  }

  /** A purchase as an old one was stored: paid, no invoice document. */
  async function oldPurchase(
    userId: string | null,
    purchasedAt: string,
    { status = "paid" as PurchaseStatus, amountCents = course.priceCents as number | null } = {},
  ) {
    const [row] = await handle.db
      .insert(purchases)
      .values({
        userId,
        productId: course.id,
        checkoutSessionId: `cs_old_${randomUUID()}`,
        paymentIntentId: `pi_old_${randomUUID()}`,
        status,
        amountCents,
        currency: "eur",
        locale: "es",
        newCustomer: false,
        purchasedAt: new Date(purchasedAt),
        paidAt: status === "paid" ? new Date(purchasedAt) : null,
      })
      .returning();
    return must(row).id;
  }

  it("issues a paid purchase's missing invoice once: next number of the issuing year, the customer sees and downloads it", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    const purchaseId = await oldPurchase(ana, "2026-03-10T09:00:00Z");
    expect(await countMissingInvoices(db)).toBe(1);
    // Another invoice of the year exists already: the late one is the next number after it.
    const other = await oldPurchase(await customer("ben@example.com", "Ben", "en"), "2026-11-02T09:00:00Z");
    await db.transaction((tx) =>
      issueInvoiceFor(tx, other, { name: null, address: null }, new Date("2026-11-02T09:00:00Z")),
    );

    const now = new Date("2026-11-27T10:00:00Z");
    const result = await issueMissingInvoice(
      db,
      staffId,
      { customerId: ana, purchaseId, name: "Ana Gómez", address: "Zeil 1\n60313 Frankfurt", notify: true },
      context,
      undefined,
      now,
    );
    expect(result).toEqual({ outcome: "issued", number: "2026-00002", mailed: true });
    const [invoice] = await db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId));
    expect(invoice).toMatchObject({
      kind: "invoice",
      year: 2026,
      sequence: 2,
      issuedAt: now,
      serviceOn: "2026-03-10",
      paidOn: "2026-03-10",
      customerName: "Ana Gómez",
      billingAddress: "Zeil 1\n60313 Frankfurt",
      grossCents: course.priceCents,
    });
    expect(await countMissingInvoices(db)).toBe(0);

    // My account lists it, its PDF is Ana's to download and says when she paid.
    const account = await accountPageData(db, ana);
    expect(account.documents.map((document) => document.number)).toEqual(["2026-00002"]);
    const download = await customerDocumentPdf(db, ana, "2026-00002");
    const text = await pdfText(must(download).pdf);
    expect(text).toContain("10.03.2026");
    expect(text).toContain("27.11.2026");
    expect(await customerDocumentPdf(db, staffId, "2026-00002")).toBeNull();

    // Mailed in the purchase's language with the PDF, and audited in the same transaction.
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"));
    expect(mails).toHaveLength(1);
    expect(must(mails[0]).to).toMatch(/^ana-.*@example\.com$/);
    expect(must(mails[0]).subject).toContain("Tu factura 2026-00002");
    expect(JSON.stringify(must(mails[0]).attachments)).toContain("2026-00002.pdf");
    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.actor, staffId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: staffId, customerUserId: ana, subjectId: purchaseId });

    // The accountant's November has it, in the month it was issued.
    const entries = await accountingEntriesOfMonth(db, "2026-11");
    expect(entries.map((entry) => entry.documentNumber)).toContain("2026-00002");

    // Sent again (a double click, Back): nothing is issued, mailed or audited twice.
    const again = await issueMissingInvoice(
      db,
      staffId,
      { customerId: ana, purchaseId, name: "Ana Gómez", address: null, notify: true },
      context,
      undefined,
      now,
    );
    expect(again).toEqual({ outcome: "exists" });
    expect(await db.select().from(invoiceDocuments)).toHaveLength(2);
    expect(await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"))).toHaveLength(1);
    expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.actor, staffId))).toHaveLength(1);
  });

  it("issues a missing invoice to a company with its VAT id, as the EU writes it (BT-48)", async () => {
    const { db } = handle;
    const ana = await customer("company-late@example.com");
    const purchaseId = await oldPurchase(ana, "2026-03-10T09:00:00Z");
    const result = await issueMissingInvoice(
      db,
      staffId,
      {
        customerId: ana,
        purchaseId,
        name: "Muster Logistik GmbH",
        address: "Zeil 1\n60313 Frankfurt",
        vatId: "DE123456789",
        notify: false,
      },
      context,
    );
    expect(result).toMatchObject({ outcome: "issued" });
    const [invoice] = await db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId));
    expect(invoice).toMatchObject({ customerName: "Muster Logistik GmbH", buyerVatId: "DE123456789" });
  });

  it("queues a late invoice's mail to the purchase's account in its language with the PDF, and nothing without an account", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    const purchaseId = await oldPurchase(ana, "2026-03-10T09:00:00Z");
    const orphan = await oldPurchase(null, "2026-03-11T09:00:00Z");
    const now = new Date("2026-11-27T10:00:00Z");
    const told = await db.transaction(async (tx) => {
      const results: boolean[] = [];
      for (const id of [purchaseId, orphan]) {
        const invoice = must(await issueInvoiceFor(tx, id, { name: null, address: null }, now));
        const [purchase] = await tx.select().from(purchases).where(eq(purchases.id, id));
        results.push(await queueLateInvoiceMail(tx, must(purchase), invoice, context, now));
      }
      return results;
    });
    expect(told).toEqual([true, false]);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "invoice"));
    expect(mails).toHaveLength(1);
    const [invoice] = await db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchaseId));
    const [user] = await db.select().from(users).where(eq(users.id, ana));
    const expected = lateInvoiceMail({
      to: must(user).email,
      locale: "es",
      name: "Ana Gómez",
      link: `${context.publicUrl}${localizePath("/my-account", "es")}`,
      productName: course.name.es,
      paidOn: "2026-03-10",
      number: must(invoice).number,
      pdf: documentAttachment(must(invoice)),
    });
    expect(must(mails[0])).toMatchObject({ to: expected.to, subject: expected.subject, text: expected.text });
    expect(JSON.stringify(must(mails[0]).attachments)).toContain(must(invoice).id);
  });

  it("refuses a purchase that is not paid or not the customer's, and writes nothing", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    const ben = await customer("ben@example.com", "Ben", "en");
    const refunded = await oldPurchase(ana, "2026-03-10T09:00:00Z", { status: "refunded" });
    const bens = await oldPurchase(ben, "2026-03-11T09:00:00Z");
    const input = { customerId: ana, name: null, address: null, notify: false };
    expect(await issueMissingInvoice(db, staffId, { ...input, purchaseId: refunded }, context)).toEqual({
      outcome: "not-paid",
    });
    expect(await issueMissingInvoice(db, staffId, { ...input, purchaseId: bens }, context)).toEqual({
      outcome: "unknown-purchase",
    });
    expect(await db.select().from(invoiceDocuments)).toHaveLength(0);
    expect(await db.select().from(staffAuditLog).where(eq(staffAuditLog.actor, staffId))).toHaveLength(0);
  });

  it("issues all missing invoices oldest first in the issuing year's series, once, also when two run at once", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    const ben = await customer("ben@example.com", "Ben", "en");
    const first = await oldPurchase(ben, "2025-12-30T09:00:00Z");
    const second = await oldPurchase(null, "2026-01-15T09:00:00Z");
    const third = await oldPurchase(ana, "2026-06-01T09:00:00Z");
    // Not paid: no invoice. Already invoiced: not again.
    await oldPurchase(ana, "2026-02-01T09:00:00Z", { status: "refunded" });
    await oldPurchase(ana, "2026-02-02T09:00:00Z", { status: "pending" });
    const invoiced = await oldPurchase(ana, "2026-02-03T09:00:00Z");
    await db.transaction((tx) => issueInvoiceFor(tx, invoiced, { name: null, address: null }));
    await deleteInvoiceDocuments(db);
    await db.transaction((tx) =>
      issueInvoiceFor(tx, invoiced, { name: null, address: null }, new Date("2027-01-01T12:00:00Z")),
    );
    expect(await countMissingInvoices(db)).toBe(3);

    // Issued on 2 January 2027: the 2027 series, whatever year the purchase was paid in.
    const now = new Date("2027-01-02T09:00:00Z");
    const [a, b] = await Promise.all([
      issueAllMissingInvoices(db, staffId, now),
      issueAllMissingInvoices(db, staffId, now),
    ]);
    expect([...a.issued, ...b.issued].sort()).toEqual(["2027-00002", "2027-00003", "2027-00004"]);
    expect(a.remaining + b.remaining).toBe(0);

    const documents = await db.select().from(invoiceDocuments).orderBy(asc(invoiceDocuments.sequence));
    expect(documents.map((document) => [document.purchaseId, document.number])).toEqual([
      [invoiced, "2027-00001"],
      [first, "2027-00002"],
      [second, "2027-00003"],
      [third, "2027-00004"],
    ]);
    expect(documents[1]).toMatchObject({
      serviceOn: "2025-12-30",
      paidOn: "2025-12-30",
      customerName: "Ben",
    });
    expect(documents[2]).toMatchObject({ customerName: null, customerEmail: null });
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "invoice.issue-missing"), eq(staffAuditLog.actor, staffId)));
    expect(audit.map((entry) => entry.subjectId).sort()).toEqual([first, second, third].sort());
    expect(await db.select().from(mailOutbox)).toHaveLength(0);

    // A second run issues nothing.
    expect(await issueAllMissingInvoices(db, staffId, now)).toEqual({
      issued: [],
      remaining: 0,
      waitingForAddress: 0,
    });
  });

  it("whatever the purchases and however many runs at once: one invoice per paid purchase, numbers without gaps in payment order (property)", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    const statuses = ["paid", "paid", "refunded", "pending", "failed", "disputed"] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ status: fc.constantFrom(...statuses), day: fc.integer({ min: 1, max: 300 }) }), {
          maxLength: 8,
        }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 4 }),
        async (rows, runs, batch) => {
          await deleteInvoiceDocuments(db);
          await db.delete(purchases);
          const ids = [];
          for (const [index, row] of rows.entries()) {
            const at = new Date(Date.UTC(2026, 0, row.day, 9, 0, index)).toISOString();
            ids.push({ id: await oldPurchase(ana, at, { status: row.status }), ...row, at });
          }
          const now = new Date("2026-11-27T10:00:00Z");
          // Runs at once, each in batches, until nothing remains.
          await Promise.all(
            Array.from({ length: runs }, async () => {
              while ((await issueAllMissingInvoices(db, staffId, now, batch)).remaining > 0);
            }),
          );
          const documents = await db.select().from(invoiceDocuments).orderBy(asc(invoiceDocuments.sequence));
          const paid = ids.filter((row) => row.status === "paid").sort((a, b) => a.at.localeCompare(b.at));
          expect(documents.map((document) => document.purchaseId)).toEqual(paid.map((row) => row.id));
          expect(documents.map((document) => document.sequence)).toEqual(paid.map((_, index) => index + 1));
          expect(await countMissingInvoices(db)).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  }, 120_000);

  it("stops after its batch and says how many remain", async () => {
    const { db } = handle;
    const ana = await customer("ana@example.com");
    for (const day of ["01", "02", "03"]) await oldPurchase(ana, `2026-04-${day}T09:00:00Z`);
    const result = await issueAllMissingInvoices(db, staffId, new Date("2026-11-27T10:00:00Z"), 2);
    expect(result).toEqual({ issued: ["2026-00001", "2026-00002"], remaining: 1, waitingForAddress: 0 });
  });
});
