import { describe, expect, it } from "vitest";
import {
  parseBillingForm,
  parseExtendForm,
  parseManualPurchaseForm,
  parseRefundForm,
} from "./customers-forms.server";

// Each field's refusal names the field and the text to show beside it.

const form = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  return data;
};
const key = "0b8f6c1e-4a0e-4c52-9a53-2f3f0c1d2e3f";

describe("staff customer forms", () => {
  it("accepts 1–12 whole months only", () => {
    expect(parseExtendForm(form({ months: "3", key }))).toEqual({ ok: true, data: { months: 3, key } });
    for (const months of ["0", "13", "1.5", "", "three", "1e1"])
      expect(parseExtendForm(form({ months, key }))).toMatchObject({
        ok: false,
        errors: { months: "months" },
      });
    expect(parseExtendForm(form({ months: ["2", "3"], key }))).toMatchObject({ ok: false });
    expect(parseExtendForm(form({ months: "2", key: "x" }))).toEqual({
      ok: false,
      errors: { key: "unreadable" },
    });
  });

  it("takes a billing correction's VAT id as the EU writes it, with the company's name, or none", () => {
    const purchaseId = key;
    const billing = { purchaseId, billingName: "Muster GmbH", billingAddress: "Zeil 1\n60313 Frankfurt" };
    expect(parseBillingForm(form({ ...billing, billingVatId: "de 123.456-789" }))).toEqual({
      ok: true,
      data: {
        purchaseId,
        name: "Muster GmbH",
        address: "Zeil 1\n60313 Frankfurt",
        vatId: "DE123456789",
      },
    });
    // Left empty, or a form from before the field: no VAT id (a consumer, or one taken off).
    expect(parseBillingForm(form({ ...billing, billingVatId: " " }))).toMatchObject({
      data: { vatId: null },
    });
    expect(parseBillingForm(form(billing))).toMatchObject({ data: { vatId: null } });
    expect(parseBillingForm(form({ ...billing, billingVatId: "123" }))).toEqual({
      ok: false,
      errors: { billingVatId: "vatIdInvalid" },
    });
    expect(parseBillingForm(form({ ...billing, billingName: "", billingVatId: "DE123456789" }))).toEqual({
      ok: false,
      errors: { billingName: "vatIdNeedsName" },
    });
  });

  it("takes a refund's purchase id and an optional note of at most 500 characters", () => {
    const purchaseId = key;
    expect(parseRefundForm(form({ purchaseId, note: "  " }))).toEqual({
      ok: true,
      data: { purchaseId, note: null, amountCents: null, notify: false, paidBackBy: null },
    });
    // An amount in euros, with a decimal point or the German comma; the checkbox ticked.
    for (const [amount, cents] of [
      ["12,50", 1250],
      ["12.5", 1250],
      ["75", 7500],
      [" 0,99 €", 99],
    ] as const)
      expect(parseRefundForm(form({ purchaseId, amount, notify: "on", note: "" }))).toEqual({
        ok: true,
        data: { purchaseId, note: null, amountCents: cents, notify: true, paidBackBy: null },
      });
    // An emptied field is no "everything that remains": refused with its own message.
    for (const amount of ["", "  ", " €"])
      expect(parseRefundForm(form({ purchaseId, amount, note: "" }))).toEqual({
        ok: false,
        errors: { amount: "amountMissing" },
      });
    for (const amount of ["0", "-5", "12,505", "1.234,50", "abc", "12,50 EUR"])
      expect(parseRefundForm(form({ purchaseId, amount, note: "" }))).toEqual({
        ok: false,
        errors: { amount: "amount" },
      });
    expect(parseRefundForm(form({ purchaseId: "1; drop table", note: "" }))).toEqual({
      ok: false,
      errors: { purchaseId: "purchase" },
    });
    expect(parseRefundForm(form({ purchaseId, note: "x".repeat(501) }))).toEqual({
      ok: false,
      errors: { note: "text" },
    });
  });

  it("checks a manual purchase field by field, and a course date against the product's language", () => {
    const good = {
      email: " Ana@Example.COM ",
      name: "",
      productId: "first-aid-es",
      method: "cash",
      locale: "es",
      courseDate: "2027-01-02",
      reference: "",
      note: "paid at the office",
      key,
    };
    expect(parseManualPurchaseForm(form(good))).toEqual({
      ok: true,
      data: {
        email: "ana@example.com",
        name: null,
        productId: "first-aid-es",
        method: "cash",
        awaitingPayment: false,
        locale: "es",
        courseDate: "2027-01-02",
        reference: null,
        note: "paid at the office",
        idempotencyKey: key,
        immediateStart: false,
        healthConsentInWriting: false,
        lessonId: null,
        confirmSameReference: false,
        billing: { name: null, address: null, vatId: null },
      },
    });
    // A transfer still awaited is a bank-transfer purchase that waits for its money.
    expect(parseManualPurchaseForm(form({ ...good, method: "awaiting-transfer" }))).toMatchObject({
      ok: true,
      data: { method: "bank-transfer", awaitingPayment: true },
    });
    expect(
      parseManualPurchaseForm(
        form({ ...good, email: "nope", productId: "free-car", method: "card", locale: "de" }),
      ),
    ).toEqual({
      ok: false,
      errors: { email: "email", productId: "product", method: "method", locale: "language" },
    });
    // The course asks whether the customer agreed to the immediate start: never assumed.
    expect(parseManualPurchaseForm(form({ ...good, productId: "examiner-course" }))).toEqual({
      ok: false,
      errors: { courseDate: "courseDateNotFirstAid", immediateStart: "immediateStart" },
    });
    expect(
      parseManualPurchaseForm(
        form({ ...good, courseDate: "", productId: "examiner-course", immediateStart: "yes" }),
      ),
    ).toMatchObject({ ok: true, data: { immediateStart: true } });
    // The eye test asks whether the written health-data consent was received.
    expect(parseManualPurchaseForm(form({ ...good, productId: "first-aid-es-eye-test" }))).toEqual({
      ok: false,
      errors: { healthConsent: "healthConsent" },
    });
    expect(
      parseManualPurchaseForm(form({ ...good, productId: "first-aid-es-eye-test", healthConsent: "maybe" })),
    ).toEqual({ ok: false, errors: { healthConsent: "healthConsent" } });
    expect(parseManualPurchaseForm(form({ ...good, courseDate: "2.1.2027" }))).toEqual({
      ok: false,
      errors: { courseDate: "courseDate" },
    });
  });
});
