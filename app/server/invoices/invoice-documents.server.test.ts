import { randomUUID } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { splitGross, splitGrossAt, vatInGross } from "~/content/vat";
import { deleteInvoiceDocuments } from "../../../tests/support/delete-invoice-documents";
import { pdfText } from "../../../tests/support/pdf-text";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { handleStripeEvent } from "../payments/webhook.server";
import {
  courseAccess,
  firstAidBookings,
  invoiceDocuments,
  mailOutbox,
  purchases,
  users,
  webhookEvents,
} from "../platform/schema.server";
import { recordRefund } from "../staff/customers-actions.server";
import { recordManualPurchase } from "../staff/customers-manual-purchase.server";
import { correctBilling } from "./billing-correction.server";
import { nextDocumentNumber, seriesYear } from "./invoice-number.server";
import { filesAsSent } from "../../../tests/support/mail-files";

const context = { publicUrl: "http://localhost:3000" };
const noAudit = async () => {};
const staff = "staff-user-id";

/** The value, or the test fails here. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("expected a value");
  return value;
}

describe("VAT of credit notes (property)", () => {
  it("keeps net + VAT = gross per document, the VAT of each refunded amount rounded once, never more than the invoice", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.array(fc.integer({ min: 1, max: 6_000_000 }), { maxLength: 12 }),
        fc.boolean(),
        (gross, asked, refundRest) => {
          const invoice = splitGross(gross);
          let remaining = gross;
          const notes = [];
          for (const amount of asked) {
            // What the refund code allows: never beyond what remains.
            if (amount > remaining) continue;
            notes.push(splitGrossAt(amount, 19));
            remaining -= amount;
          }
          if (refundRest && remaining > 0) notes.push(splitGrossAt(remaining, 19));
          for (const note of notes) {
            expect(note.netCents + note.vatCents).toBe(note.grossCents);
            expect(note.vatCents).toBe(vatInGross(note.grossCents, 19));
          }
          const credited = notes.reduce((sum, note) => sum + note.grossCents, 0);
          expect(credited).toBeLessThanOrEqual(gross);
          // Each rounding is at most half a cent, so what remains is the rest's VAT to within them.
          const rest = splitGross(gross - credited);
          const vatLeft = invoice.vatCents - notes.reduce((sum, note) => sum + note.vatCents, 0);
          expect(Math.abs(vatLeft - rest.vatCents)).toBeLessThanOrEqual(Math.ceil((notes.length + 1) / 2));
          if (refundRest) expect(credited).toBe(gross);
        },
      ),
    );
  });
});

describe.each(testDatabaseKinds())("invoices and credit notes on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  }, 60_000);
  afterAll(() => handle?.close());
  beforeEach(async () => {
    const { db } = handle;
    await deleteInvoiceDocuments(db);
    for (const table of [mailOutbox, firstAidBookings, courseAccess, purchases, webhookEvents])
      await db.delete(table);
  });

  const deliver = (type: string, object: Record<string, unknown>) =>
    handleStripeEvent(handle.db, event(type, object), context);
  const documents = () =>
    handle.db
      .select()
      .from(invoiceDocuments)
      .orderBy(asc(invoiceDocuments.year), asc(invoiceDocuments.sequence));
  const purchaseOf = async (paymentIntent: string) =>
    (await handle.db.select().from(purchases).where(eq(purchases.paymentIntentId, paymentIntent)))[0];
  // Each mail with its files as sent: an invoice's PDF is drawn when the outbox sends the mail.
  const mailsOf = async (kind: string) =>
    Promise.all(
      (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind))).map(async (row) => ({
        ...row,
        attachments: await filesAsSent(handle.db, row),
      })),
    );

  it("numbers 20 concurrent paid purchases without gap or duplicate", async () => {
    const year = seriesYear(new Date());
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        deliver(
          "checkout.session.completed",
          checkoutSession({
            product: "examiner-course",
            email: `many-${i}@example.com`,
            paymentIntent: `pi_many_${i}`,
          }),
        ),
      ),
    );
    expect(outcomes).toEqual(Array(20).fill("processed"));
    const issued = await documents();
    expect(issued.map((d) => d.sequence)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(issued.map((d) => d.number)).size).toBe(20);
    expect(new Set(issued.map((d) => d.purchaseId)).size).toBe(20);
    expect(issued.every((d) => d.kind === "invoice" && d.year === year)).toBe(true);
    expect(issued[0]).toMatchObject({
      netCents: splitGross(must(issued[0]).grossCents).netCents,
      vatRatePercent: 19,
    });
  }, 120_000);

  it("issues nothing for an unpaid or failed checkout or a repeated delivery; one when a pending one is paid", async () => {
    const pending = checkoutSession({
      product: "examiner-course",
      email: "p@example.com",
      paid: false,
      paymentIntent: "pi_p",
    });
    await deliver("checkout.session.completed", pending);
    const failed = checkoutSession({
      product: "examiner-course",
      email: "f@example.com",
      paid: false,
      paymentIntent: "pi_f",
    });
    await deliver("checkout.session.completed", failed);
    await deliver("checkout.session.async_payment_failed", failed);
    expect(await documents()).toEqual([]);
    const paid = { ...pending, payment_status: "paid" };
    await deliver("checkout.session.async_payment_succeeded", paid);
    await deliver("checkout.session.async_payment_succeeded", paid);
    await deliver("checkout.session.completed", paid);
    const issued = await documents();
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      kind: "invoice",
      grossCents: paid.amount_total,
      paymentMethod: "card",
      providerPaymentId: "pi_p",
    });
    // The purchase mail carries it as a PDF.
    const [mail] = await mailsOf("set-password");
    const pdf = mail?.attachments.find((file) => file.filename === `${issued[0]?.number}.pdf`);
    expect(pdf?.encoding).toBe("base64");
    expect(await pdfText(Buffer.from(pdf?.content ?? "", "base64"))).toContain(issued[0]?.number);
  });

  it("starts the next year's series at the Frankfurt new year: 31 Dec 23:30 vs 1 Jan", async () => {
    const take = (at: string) => handle.db.transaction((tx) => nextDocumentNumber(tx, new Date(at)));
    // 22:30 UTC is 23:30 on 31 December in Frankfurt; 23:30 UTC is already 00:30 on 1 January.
    expect(await take("2030-12-31T22:30:00Z")).toMatchObject({ number: "2030-00001", year: 2030 });
    expect(await take("2030-12-31T22:59:59Z")).toMatchObject({ number: "2030-00002" });
    expect(await take("2030-12-31T23:30:00Z")).toMatchObject({ number: "2031-00001", year: 2031 });
    expect(await take("2030-12-31T22:45:00Z")).toMatchObject({ number: "2030-00003" });
    // A rolled-back transaction gives its number back.
    await handle.db
      .transaction(async (tx) => {
        await nextDocumentNumber(tx, new Date("2031-01-01T10:00:00Z"));
        throw new Error("rolled back");
      })
      .catch(() => {});
    expect(await take("2031-01-01T10:00:00Z")).toMatchObject({ number: "2031-00002" });
  });

  it("issues a credit note per staff refund, partial then the rest, never more than remains", async () => {
    await deliver(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email: "s@example.com", paymentIntent: "pi_s" }),
    );
    const purchase = await purchaseOf("pi_s");
    const { amountCents, userId, id: purchaseId } = must(purchase);
    const gross = must(amountCents);
    const customerId = must(userId);
    const input = { customerId, purchaseId, note: null };
    expect(
      await recordRefund(handle.db, staff, { ...input, amountCents: gross + 1 }, context, noAudit),
    ).toEqual({
      outcome: "too-much",
      remainingCents: gross,
    });
    const partial = await recordRefund(
      handle.db,
      staff,
      { ...input, amountCents: 2000, notify: true },
      context,
      noAudit,
    );
    expect(partial).toMatchObject({ outcome: "refunded", full: false });
    // A partial refund keeps the access.
    expect((await purchaseOf("pi_s"))?.status).toBe("paid");
    expect(
      await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, customerId)),
    ).toHaveLength(1);
    expect(
      await recordRefund(handle.db, staff, { ...input, amountCents: gross - 1999 }, context, noAudit),
    ).toMatchObject({
      outcome: "too-much",
      remainingCents: gross - 2000,
    });
    const rest = await recordRefund(
      handle.db,
      staff,
      { ...input, amountCents: null, notify: true },
      context,
      noAudit,
    );
    expect(rest).toMatchObject({ outcome: "refunded", full: true });
    expect((await purchaseOf("pi_s"))?.status).toBe("refunded");
    expect(await handle.db.select().from(courseAccess).where(eq(courseAccess.userId, customerId))).toEqual(
      [],
    );

    const [invoice, first, second] = (await documents()).map((document) => must(document));
    if (!invoice || !first || !second) throw new Error("three documents expected");
    expect(first).toMatchObject({ kind: "credit-note", correctsId: invoice?.id, grossCents: -2000 });
    expect(second).toMatchObject({
      kind: "credit-note",
      correctsId: invoice?.id,
      grossCents: -(gross - 2000),
    });
    // Each credit note's VAT is the VAT in its own refunded amount (§ 17 (1) UStG).
    expect(first.vatCents).toBe(-vatInGross(2000, 19));
    expect(second.vatCents).toBe(-vatInGross(gross - 2000, 19));
    expect([first.creditReason, second.creditReason]).toEqual(["partial-refund", "partial-refund"]);
    expect([invoice.sequence + 1, invoice.sequence + 2]).toEqual([first.sequence, second.sequence]);

    // Two refund mails, the second saying what it ends, each with its credit note.
    const refunds = await mailsOf("refund");
    expect(refunds).toHaveLength(2);
    expect(refunds[0]?.text).toContain("Your purchase otherwise stays as it is");
    expect(refunds[1]?.text).toContain("ends your access to the online course");
    expect(refunds[1]?.attachments.map((file) => file.filename)).toEqual([`${second?.number}.pdf`]);
    const text = await pdfText(Buffer.from(refunds[1]?.attachments[0]?.content ?? "", "base64"));
    expect(text).toContain(`Korrigiert die Rechnung ${invoice?.number}`);
    // The provider's event for the same total afterwards credits nothing again; a further refund is refused.
    await deliver("charge.refunded", charge("pi_s", gross, gross));
    expect(await documents()).toHaveLength(3);
    expect(await recordRefund(handle.db, staff, input, context, noAudit)).toEqual({
      outcome: "unchanged",
      status: "refunded",
    });
  });

  it("credits the provider's partial and full refund events by their refunded total, once each", async () => {
    await deliver(
      "checkout.session.completed",
      checkoutSession({
        product: "examiner-course",
        email: "pr@example.com",
        paymentIntent: "pi_pr",
        locale: "es",
      }),
    );
    const gross = must(must(await purchaseOf("pi_pr")).amountCents);
    const partial = event("charge.refunded", charge("pi_pr", gross, 1500));
    await handleStripeEvent(handle.db, partial, context);
    await handleStripeEvent(handle.db, partial, context);
    // The same total in a new event (a refund reported twice) credits nothing more.
    await deliver("charge.refunded", charge("pi_pr", gross, 1500));
    expect((await purchaseOf("pi_pr"))?.status).toBe("paid");
    await deliver("charge.refunded", charge("pi_pr", gross, gross));
    const [invoice, first, second, ...more] = await documents();
    expect(more).toEqual([]);
    expect(first).toMatchObject({ kind: "credit-note", grossCents: -1500, correctsId: invoice?.id });
    expect(second).toMatchObject({ kind: "credit-note", grossCents: -(gross - 1500) });
    expect((await purchaseOf("pi_pr"))?.status).toBe("refunded");
    const refunds = await mailsOf("refund");
    expect(refunds.map((mail) => mail.locale)).toEqual(["es", "es"]);
    expect(refunds[1]?.subject).toContain(second?.number);
  });

  it("numbers a manual purchase's invoice with its payment method and reference", async () => {
    await recordManualPurchase(
      handle.db,
      staff,
      {
        email: "cash@example.com",
        name: "Begoña Núñez",
        productId: "first-aid-es",
        method: "cash",
        locale: "es",
        courseDate: null,
        reference: "Quittung 17",
        note: null,
        immediateStart: false,
        healthConsentInWriting: false,
        confirmSameReference: false,
        idempotencyKey: randomUUID(),
      },
      context,
      noAudit,
    );
    const [invoice] = await documents();
    const [purchase] = await handle.db.select().from(purchases);
    expect(invoice).toMatchObject({
      paymentMethod: "cash",
      paymentReference: "Quittung 17",
      customerName: "Begoña Núñez",
      serviceOn: purchase?.courseDate,
    });
  });

  it("corrects the name and address with a credit note and a new invoice, audited", async () => {
    await deliver(
      "checkout.session.completed",
      checkoutSession({ product: "examiner-course", email: "b@example.com", paymentIntent: "pi_b" }),
    );
    const purchase = must(await purchaseOf("pi_b"));
    const input = {
      customerId: must(purchase.userId),
      purchaseId: purchase.id,
      name: "Acme GmbH",
      address: "Hauptstraße 1\n60311 Frankfurt",
      vatId: null,
    };
    const audits: unknown[] = [];
    const audit = async (_tx: unknown, entry: unknown) => {
      audits.push(entry);
    };
    expect(await correctBilling(handle.db, staff, input, audit)).toMatchObject({ outcome: "corrected" });
    expect(await correctBilling(handle.db, staff, input, audit)).toEqual({ outcome: "unchanged" });
    expect(audits).toEqual([expect.objectContaining({ action: "customer.correct-billing" })]);
    const [old, note, reissued] = await documents();
    expect(note).toMatchObject({
      kind: "credit-note",
      correctsId: old?.id,
      grossCents: -must(old).grossCents,
    });
    expect(reissued).toMatchObject({
      kind: "invoice",
      customerName: "Acme GmbH",
      billingAddress: input.address,
      grossCents: old?.grossCents,
    });
    // Refunds now correct the new invoice.
    await recordRefund(
      handle.db,
      staff,
      { customerId: must(purchase.userId), purchaseId: purchase.id, note: null, amountCents: 1000 },
      context,
      noAudit,
    );
    expect((await documents())[3]).toMatchObject({ correctsId: reissued?.id, grossCents: -1000 });
  });

  it("makes the invoice out to the name and address the payment page collected", async () => {
    const address = {
      line1: "Königsallee 1",
      line2: null,
      postal_code: "40212",
      city: "Düsseldorf",
      state: null,
      country: "DE",
    };
    await deliver(
      "checkout.session.completed",
      checkoutSession({
        product: "examiner-course",
        email: "billing@example.com",
        name: "Iñigo",
        paymentIntent: "pi_addr",
        billing: { name: "Employer GmbH", address },
      }),
    );
    const [invoice] = await documents();
    expect(invoice).toMatchObject({
      customerName: "Employer GmbH",
      billingAddress: "Königsallee 1\n40212 Düsseldorf\nDE",
    });
  });

  it("keeps the documents when the customer's account is gone (their own copy)", async () => {
    await deliver(
      "checkout.session.completed",
      checkoutSession({
        product: "examiner-course",
        email: "gone@example.com",
        name: "Zoë",
        paymentIntent: "pi_g",
      }),
    );
    const [before] = await documents();
    expect(before).toMatchObject({ customerName: "Zoë", customerEmail: "gone@example.com" });
    await handle.db.update(users).set({ name: "changed" }).where(eq(users.email, "gone@example.com"));
    const [after] = await documents();
    expect(after?.customerName).toBe("Zoë");
  });
});
