import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTwoInstances } from "../../../tests/support/two-instances";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import type { DatabaseHandle } from "../platform/db.server";
import { bookableDates, isCourseDateOf } from "../first-aid/offered-dates.server";
import { fillFirstAidDates } from "../first-aid/date-fill.server";
import { addDays } from "../licence-check/deadlines.server";
import { firstAidBookings, invoiceDocuments, mailOutbox, purchases } from "../platform/schema.server";
import { parseTransferPaidForm } from "../staff/customers-forms.server";
import { type ManualPurchaseInput, recordManualPurchase } from "../staff/customers-manual-purchase.server";
import { manualPurchaseAction } from "../staff/customers-page-actions.server";
import { overdueTransfers } from "../staff/overdue-transfers.server";
import { markTransferPaid } from "../staff/transfer-paid.server";
import { queueDuePaymentReminders } from "./payment-reminders.server";

// A manual purchase recorded before its bank transfer arrives: the seat is held, the invoice asks
// for the money by its due day with the school's account, the dashboard lists it once overdue, one
// reminder goes out however many instances ask, and "mark paid" records the day and mails.

const context = { publicUrl: "http://localhost:3000" };
const staff = "staff-user-id";
const today = todayInSchoolTimeZone();

describe.each(testDatabaseKinds())("bank transfers awaiting payment on $name", ({ name, open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await fillFirstAidDates(handle.db);
  });
  afterAll(() => handle?.close());

  const input = (overrides: Partial<ManualPurchaseInput>): ManualPurchaseInput => ({
    email: `transfer-${crypto.randomUUID().slice(0, 8)}@example.com`,
    name: "Tomás Transfer",
    productId: "first-aid-es",
    method: "bank-transfer",
    awaitingPayment: true,
    locale: "es",
    courseDate: null,
    reference: null,
    note: null,
    idempotencyKey: crypto.randomUUID(),
    immediateStart: false,
    healthConsentInWriting: false,
    confirmSameReference: false,
    ...overrides,
  });
  const awaiting = async (db = handle.db, overrides: Partial<ManualPurchaseInput> = {}) => {
    const result = await recordManualPurchase(db, staff, input(overrides), context);
    if (result.outcome !== "recorded") throw new Error(result.outcome);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.id, result.purchaseId));
    if (!purchase) throw new Error("no purchase");
    return { ...result, purchase };
  };
  const mailsTo = async (customerId: string) => {
    const rows = await handle.db.select().from(mailOutbox);
    const { users } = await import("../platform/schema.server");
    const [user] = await handle.db.select().from(users).where(eq(users.id, customerId));
    return rows.filter((row) => row.to === user?.email);
  };

  it("records the purchase as awaiting and holds its first-aid seat", async () => {
    const { purchase } = await awaiting();
    expect(purchase.status).toBe("awaiting");
    expect(purchase.paidAt).toBeNull();
    expect(purchase.paymentDueOn).toBe(addDays(today, site.bankTransfer.paymentDays));
    const seats = await handle.db
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.checkoutSessionId, purchase.checkoutSessionId));
    expect(seats).toHaveLength(1);
  });

  it("issues the invoice with the due date and the school's account, and mails them", async () => {
    const { purchase, customerId } = await awaiting();
    const [invoice] = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(and(eq(invoiceDocuments.purchaseId, purchase.id), eq(invoiceDocuments.kind, "invoice")));
    expect(invoice).toMatchObject({
      dueOn: purchase.paymentDueOn,
      paidOn: null,
      payeeIban: site.bankTransfer.iban,
      payeeBic: site.bankTransfer.bic,
      payeeAccountHolder: site.bankTransfer.accountHolder,
      paymentMethod: "bank-transfer",
    });
    const [mail] = await mailsTo(customerId);
    expect(mail?.text).toContain(site.bankTransfer.iban);
    expect(mail?.text).toContain(site.bankTransfer.bic);
    expect(mail?.text).toContain(`la referencia ${invoice?.number}`);
    expect(mail?.attachments.some((file) => file.filename === `${invoice?.number}.pdf`)).toBe(true);
  });

  it("lists an awaited transfer on the dashboard once its due day has passed", async () => {
    const { purchase } = await awaiting();
    expect((await overdueTransfers(handle.db, today)).map((row) => row.purchaseId)).not.toContain(
      purchase.id,
    );
    const later = addDays(purchase.paymentDueOn ?? today, 1);
    expect(await overdueTransfers(handle.db, later)).toContainEqual(
      expect.objectContaining({ purchaseId: purchase.id, dueOn: purchase.paymentDueOn }),
    );
  });

  it("sends one reminder after the configured days, however many instances ask at once", async () => {
    const instances = await openTwoInstances(name);
    try {
      await fillFirstAidDates(instances.a);
      const { purchase } = await awaiting(instances.a);
      const dueOn = purchase.paymentDueOn ?? today;
      const tooEarly = new Date(`${addDays(dueOn, site.bankTransfer.reminderDaysAfterDue - 1)}T12:00:00Z`);
      expect(await queueDuePaymentReminders(instances.a, { now: tooEarly, ...context })).toBe(0);
      const due = new Date(`${addDays(dueOn, site.bankTransfer.reminderDaysAfterDue)}T12:00:00Z`);
      const queued = await Promise.all([
        queueDuePaymentReminders(instances.a, { now: due, ...context }),
        queueDuePaymentReminders(instances.b, { now: due, ...context }),
      ]);
      expect(queued[0] + queued[1]).toBe(1);
      expect(await queueDuePaymentReminders(instances.b, { now: due, ...context })).toBe(0);
      const reminders = await instances.a
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.kind, "payment-reminder"));
      expect(reminders).toHaveLength(1);
      expect(reminders[0]?.text).toContain(site.bankTransfer.iban);
    } finally {
      await instances.close();
    }
  });

  it("marks it paid with the payment day, mails the paid confirmation and issues no second invoice", async () => {
    const { purchase, customerId } = await awaiting();
    const paidOn = addDays(today, -2);
    expect(
      await markTransferPaid(handle.db, staff, { customerId, purchaseId: purchase.id, paidOn }, context),
    ).toEqual({ outcome: "transfer-paid" });
    const [paid] = await handle.db.select().from(purchases).where(eq(purchases.id, purchase.id));
    expect(paid).toMatchObject({ status: "paid", paymentReceivedOn: paidOn });
    expect(paid?.paidAt).not.toBeNull();
    const mails = await mailsTo(customerId);
    expect(mails).toHaveLength(2);
    expect(mails[1]?.text).toContain("Hemos recibido tu transferencia");
    const invoices = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchase.id));
    expect(invoices).toHaveLength(1);
    // Marked twice (another staff member, a stale page): nothing more happens.
    expect(
      await markTransferPaid(handle.db, staff, { customerId, purchaseId: purchase.id, paidOn }, context),
    ).toEqual({ outcome: "not-awaiting", status: "paid" });
    expect(await mailsTo(customerId)).toHaveLength(2);
    // The seat it held stays.
    const seats = await handle.db
      .select()
      .from(firstAidBookings)
      .where(eq(firstAidBookings.checkoutSessionId, purchase.checkoutSessionId));
    expect(seats).toHaveLength(1);
  });

  it("refuses a payment day in the future", () => {
    const form = new FormData();
    form.set("purchaseId", crypto.randomUUID());
    form.set("paidOn", addDays(today, 1));
    form.set("key", crypto.randomUUID());
    expect(parseTransferPaidForm(form)).toEqual({ ok: false, errors: { paidOn: "paidOnFuture" } });
    form.set("paidOn", today);
    expect(parseTransferPaidForm(form).ok).toBe(true);
  });

  // § 14 (4) Nr. 1 UStG: above the simplified limit the invoice names the buyer's address. The
  // office types it into the purchase form, so the awaited transfer's invoice (with the account to
  // pay to) goes out at once instead of waiting for the customer in My account.
  it("issues an awaited transfer's invoice above the limit with the address the office typed", async () => {
    const purchaseForm = (fields: Record<string, string>) => {
      const data = new FormData();
      const base = {
        email: `address-${crypto.randomUUID().slice(0, 8)}@example.com`,
        name: "Ana Dirección",
        productId: "hip-1-day",
        method: "awaiting-transfer",
        locale: "es",
        courseDate: "",
        reference: "",
        note: "",
        key: crypto.randomUUID(),
      };
      for (const [key, value] of Object.entries({ ...base, ...fields })) data.set(key, value);
      return data;
    };
    const countBefore = (await handle.db.select().from(purchases)).length;
    const half = await manualPurchaseAction(handle.db, staff, purchaseForm({ billingAddress: "60311" }));
    expect(half).toMatchObject({ status: 400, errors: { billingAddress: "addressNeeded" } });
    expect((await handle.db.select().from(purchases)).length).toBe(countBefore);

    const answer = await manualPurchaseAction(
      handle.db,
      staff,
      purchaseForm({
        billingName: "Empresa Ejemplo GmbH",
        billingAddress: " Zeil 1 \r\n\r\n60313 Frankfurt am Main ",
      }),
    );
    if (!("redirect" in answer)) throw new Error(JSON.stringify(answer));
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, answer.redirect.customerId));
    expect(purchase?.status).toBe("awaiting");
    expect(purchase?.attention).not.toContain("billingAddressMissing");
    const [invoice] = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, purchase?.id ?? ""));
    expect(invoice).toMatchObject({
      customerName: "Empresa Ejemplo GmbH",
      billingAddress: "Zeil 1\n60313 Frankfurt am Main",
      grossCents: 79200,
    });
    // A company's VAT id goes on the invoice as the EU writes it; a malformed one or one without
    // the company's name is refused, and nothing is recorded.
    const countBeforeVat = (await handle.db.select().from(purchases)).length;
    const badVat = await manualPurchaseAction(
      handle.db,
      staff,
      purchaseForm({
        billingName: "Empresa",
        billingAddress: "Zeil 1\n60313 Frankfurt",
        billingVatId: "12345",
      }),
    );
    expect(badVat).toMatchObject({ status: 400, errors: { billingVatId: "vatIdInvalid" } });
    const nameless = await manualPurchaseAction(
      handle.db,
      staff,
      purchaseForm({ billingAddress: "Zeil 1\n60313 Frankfurt", billingVatId: "DE123456789" }),
    );
    expect(nameless).toMatchObject({ status: 400, errors: { billingName: "vatIdNeedsName" } });
    expect((await handle.db.select().from(purchases)).length).toBe(countBeforeVat);
    const company = await manualPurchaseAction(
      handle.db,
      staff,
      purchaseForm({
        billingName: "Empresa Ejemplo GmbH",
        billingAddress: "Zeil 1\n60313 Frankfurt am Main",
        billingVatId: "de 123.456-789",
      }),
    );
    if (!("redirect" in company)) throw new Error(JSON.stringify(company));
    const [companyPurchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, company.redirect.customerId));
    const [companyInvoice] = await handle.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.purchaseId, companyPurchase?.id ?? ""));
    expect(companyInvoice?.buyerVatId).toBe("DE123456789");
    for (const locale of ["en", "es"] as const) {
      const { errors } = textsIn("staffCustomers", locale);
      expect(errors.vatIdInvalid).not.toBe(errors.vatIdNeedsName);
    }

    // The same form without an address still records the purchase; its invoice waits, flagged.
    const without = await manualPurchaseAction(handle.db, staff, purchaseForm({}));
    if (!("redirect" in without)) throw new Error(JSON.stringify(without));
    const [waiting] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.userId, without.redirect.customerId));
    expect(waiting?.attention).toContain("billingAddressMissing");
    for (const locale of ["en", "es"] as const)
      expect(textsIn("staffCustomers", locale).purchase.billingHint).toContain("{amount}");
  });

  it("tells a course date of the other language from a day without any course", async () => {
    const spanish = (await bookableDates(handle.db, { language: "es", after: today })).find(
      (date) => date.date,
    )?.date;
    if (!spanish) throw new Error("no Spanish date");
    expect(await isCourseDateOf(handle.db, "en", spanish)).toBe(false);
    const form = (courseDate: string) => {
      const data = new FormData();
      for (const [key, value] of Object.entries({
        email: "dates@example.com",
        name: "",
        reference: "",
        note: "",
        productId: "first-aid-en",
        method: "cash",
        locale: "en",
        courseDate,
        key: crypto.randomUUID(),
      }))
        data.set(key, value);
      return data;
    };
    const otherLanguage = await manualPurchaseAction(handle.db, staff, form(spanish));
    expect(otherLanguage).toMatchObject({ status: 400, errors: { courseDate: "courseDateOtherLanguage" } });
    // A Wednesday is never a first-aid day of either language.
    let noCourse = addDays(today, 7);
    while (new Date(`${noCourse}T12:00:00Z`).getUTCDay() !== 3) noCourse = addDays(noCourse, 1);
    const none = await manualPurchaseAction(handle.db, staff, form(noCourse));
    expect(none).toMatchObject({ status: 400, errors: { courseDate: "courseDateNotOffered" } });
    // Two different messages, in each language of the staff pages.
    for (const locale of ["en", "es"] as const) {
      const { errors } = textsIn("staffCustomers", locale);
      expect(errors.courseDateOtherLanguage).not.toBe(errors.courseDateNotOffered);
    }
  });
});
