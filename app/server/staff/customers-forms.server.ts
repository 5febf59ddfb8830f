import { z } from "zod";
import { type FormResult, formFields } from "../platform/form.server";
import { productIds, products } from "~/content/catalog";
import { isEmailAddress } from "~/email-address";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import { isCalendarDate } from "~/content/schedule";
import { NOTE_MAX_LENGTH } from "./customer-notes.server";
import { isFullAddress, needsRecipientAddress } from "../invoices/recipient-address.server";
import { euVatId } from "../payments/checkout-billing.server";
import { isPaymentDay } from "./transfer-paid.server";
import { EXTEND_MONTHS_MAX, EXTEND_MONTHS_MIN } from "./customers-actions.server";
import {
  manualPaymentMethods,
  manualPurchaseChoices,
  type ManualPurchaseInput,
} from "./customers-manual-purchase.server";
import type { ManualPaymentMethod } from "../platform/payment-method.server";

// Every staff form is checked here with zod; a refusal names the field and
// the error text's key, which the page shows next to that field in its own language.

export type ErrorKey = keyof StaffCustomersTexts["errors"];
export type FieldErrors = Record<string, ErrorKey>;
export type Parsed<T> = FormResult<T, ErrorKey>;

/** An empty field is "not given"; anything else is trimmed. */
const optionalText = (max: number) =>
  z
    .string()
    .max(10_000)
    .transform((value) => value.trim())
    .pipe(z.string().max(max))
    .transform((value) => value || null);

/** A question answered with a radio button: "yes", "no", or not answered (undefined). */
const yesNo = z
  .enum(["yes", "no"])
  .optional()
  .transform((value) => (value === undefined ? undefined : value === "yes"));

/** The form's one-time key (a UUID the page put in a hidden field). */
const idempotencyKey = z.uuid();

/** The schema's plain zod checks say which field failed; `errorOf` names that field's message. */
function parse<T>(
  schema: z.ZodType<T>,
  form: FormData,
  errorOf: Partial<Record<string, ErrorKey>>,
): Parsed<T> {
  return formFields(schema, form, { byIssue: errorOf, fallback: "unreadable" });
}

const extendSchema = z.object({
  months: z
    .string()
    .regex(/^\d{1,2}$/)
    .transform(Number)
    .pipe(z.number().int().min(EXTEND_MONTHS_MIN).max(EXTEND_MONTHS_MAX)),
  key: idempotencyKey,
});

export function parseExtendForm(form: FormData): Parsed<z.infer<typeof extendSchema>> {
  return parse(extendSchema, form, { months: "months", key: "unreadable" });
}

/**
 * Euros as staff type them, "12.50" or the German "12,50" (up to two decimals, no thousands
 * separator), in cents. An emptied field is refused: money goes back only as typed.
 */
const euroAmount = z
  .string()
  .max(100)
  .transform((value) => value.trim().replace(/\s*€$/, ""))
  .pipe(
    z
      .string()
      .min(1, "amountMissing")
      .regex(/^\d{1,6}(?:[.,]\d{1,2})?$/)
      .transform((value) => Math.round(Number(value.replace(",", ".")) * 100))
      .pipe(z.number().int().positive()),
  );

const refundSchema = z.object({
  purchaseId: z.uuid(),
  // No field at all: the form of a purchase from before invoices, refunded whole (it has none).
  amount: euroAmount.optional().transform((value) => value ?? null),
  // An unticked checkbox sends nothing: the form ticks it by default.
  notify: z
    .literal("on")
    .optional()
    .transform((value) => value === "on"),
  note: optionalText(500),
  // How a cash or bank-transfer purchase was paid back; a card payment is paid back by the provider.
  paidBackBy: z
    .enum(manualPaymentMethods)
    .optional()
    .transform((value) => value ?? null),
});

export interface RefundForm {
  purchaseId: string;
  amountCents: number | null;
  notify: boolean;
  note: string | null;
  paidBackBy: ManualPaymentMethod | null;
}

export function parseRefundForm(form: FormData): Parsed<RefundForm> {
  const parsed = parse(refundSchema, form, {
    purchaseId: "purchase",
    paidBackBy: "paidBackBy",
    amount: "amount",
    amountMissing: "amountMissing",
    notify: "unreadable",
    note: "text",
  });
  if (!parsed.ok) return parsed;
  const { amount, ...rest } = parsed.data;
  return { ok: true, data: { ...rest, amountCents: amount } };
}

/** An address as an invoice prints it: at most 6 lines of 120 characters. */
const billingAddressText = optionalText(1000)
  .refine((value) => value === null || value.split(/\r?\n/).every((line) => line.trim().length <= 120))
  .refine((value) => value === null || value.split(/\r?\n/).filter((line) => line.trim()).length <= 6);

/** Lines joined by "\n", blank lines dropped; null when empty. */
function addressLines(text: string | null): string | null {
  const lines = (text ?? "")
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.join("\n") || null;
}

/** A company's VAT id (BT-48): absent (a form from before the field) is the same as left empty. */
const billingVatIdText = z.preprocess((value) => value ?? "", optionalText(40));

/** A VAT id is one the EU writes, and belongs to a company named on the invoice (§ 14 (4) Nr. 1 UStG). */
function checkVatId(
  value: { billingVatId?: string | null; billingName?: string | null },
  context: z.RefinementCtx,
) {
  if (value.billingVatId && !euVatId(value.billingVatId))
    context.addIssue({ code: "custom", path: ["billingVatId"], message: "vatIdInvalid" });
  else if (value.billingVatId && !value.billingName)
    context.addIssue({ code: "custom", path: ["billingName"], message: "vatIdNeedsName" });
}

const billingSchema = z
  .object({
    purchaseId: z.uuid(),
    billingName: optionalText(120),
    billingAddress: billingAddressText,
    billingVatId: billingVatIdText,
  })
  .superRefine(checkVatId);

export interface BillingForm {
  purchaseId: string;
  name: string | null;
  /** Lines joined by "\n", blank lines dropped; null when empty. */
  address: string | null;
  /** The VAT id as the EU writes it (upper case, no spaces); null for a consumer. */
  vatId: string | null;
}

export function parseBillingForm(form: FormData): Parsed<BillingForm> {
  const parsed = parse(billingSchema, form, {
    purchaseId: "purchase",
    billingName: "billingName",
    billingAddress: "billingAddress",
    billingVatId: "vatIdInvalid",
    vatIdInvalid: "vatIdInvalid",
    vatIdNeedsName: "vatIdNeedsName",
  });
  if (!parsed.ok) return parsed;
  const { purchaseId, billingName, billingAddress, billingVatId } = parsed.data;
  return {
    ok: true,
    data: {
      purchaseId,
      name: billingName,
      address: addressLines(billingAddress),
      vatId: billingVatId ? euVatId(billingVatId) : null,
    },
  };
}

const noteSchema = z.object({
  text: z
    .string()
    .max(10_000)
    .transform((value) => value.trim())
    .pipe(z.string().min(1).max(NOTE_MAX_LENGTH)),
  key: idempotencyKey,
});

export function parseNoteForm(form: FormData): Parsed<z.infer<typeof noteSchema>> {
  return parse(noteSchema, form, { text: "note", key: "unreadable" });
}

const healthConsentSchema = z.object({ purchaseId: z.uuid(), key: idempotencyKey });

export function parseHealthConsentForm(form: FormData): Parsed<z.infer<typeof healthConsentSchema>> {
  return parse(healthConsentSchema, form, {
    purchaseId: "purchase",
    key: "unreadable",
  });
}

const transferPaidSchema = z.object({
  purchaseId: z.uuid(),
  // The day the bank statement shows the money: a real day, and not one still to come.
  paidOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine(isCalendarDate)
    .refine((day) => isPaymentDay(day), "paidOnFuture"),
  key: idempotencyKey,
});

export function parseTransferPaidForm(form: FormData): Parsed<z.infer<typeof transferPaidSchema>> {
  return parse(transferPaidSchema, form, {
    purchaseId: "purchase",
    paidOn: "paidOn",
    paidOnFuture: "paidOnFuture",
    key: "unreadable",
  });
}

const purchaseSchema = z
  .object({
    email: z
      .string()
      .transform((value) => value.trim().toLowerCase())
      .refine(isEmailAddress),
    name: optionalText(120),
    productId: z.enum(productIds),
    method: z.enum(manualPurchaseChoices),
    locale: z.enum(["en", "es"]),
    courseDate: optionalText(10).pipe(
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .nullable(),
    ),
    // A driving lesson's own payment: the lesson it pays (a form from before this field sends none).
    lessonId: z.preprocess((value) => value ?? "", optionalText(36)).pipe(z.string().uuid().nullable()),
    reference: optionalText(500),
    note: optionalText(500),
    key: idempotencyKey,
    immediateStart: yesNo,
    healthConsent: yesNo,
    confirmReference: z.literal("yes").optional(),
    // Who the invoice names, when the customer gave it: a company buying in its own name, or the
    // customer's address that an invoice above the simplified limit must state (§ 14 (4) Nr. 1 UStG).
    // Absent (a form from before these fields) is the same as left empty.
    billingName: z.preprocess((value) => value ?? "", optionalText(120)),
    billingAddress: z.preprocess((value) => value ?? "", billingAddressText),
    // A company buying in its own name: its VAT id on the invoice and in its e-invoice (BT-48).
    billingVatId: billingVatIdText,
  })
  .superRefine((value, context) => {
    // Runs even when another field failed: look only at values that passed their own check. Whether
    // the date is one of the product's language is asked of the database (manualPurchaseAction):
    // staff add dates beside the rule's.
    const product = (products as Partial<typeof products>)[value.productId];
    // What the customer agreed to is asked, never assumed: the mail confirms exactly that.
    if (product?.accessMonths && value.immediateStart === undefined)
      context.addIssue({ code: "custom", path: ["immediateStart"], message: "immediateStart" });
    if (product?.eyeTest && value.healthConsent === undefined)
      context.addIssue({ code: "custom", path: ["healthConsent"], message: "healthConsent" });
    checkVatId(value, context);
    // Left empty, the invoice waits for the customer to add it in My account; typed, it must be whole.
    if (
      product &&
      needsRecipientAddress(product.priceCents) &&
      value.billingAddress &&
      !isFullAddress(value.billingAddress)
    )
      context.addIssue({ code: "custom", path: ["billingAddress"], message: "addressNeeded" });
    if (product && typeof value.lessonId === "string" && !product.paysOneLesson)
      context.addIssue({ code: "custom", path: ["lessonId"], message: "lessonNotPerLesson" });
    if (!product || !value.courseDate || !/^\d{4}-\d{2}-\d{2}$/.test(value.courseDate)) return;
    if (!product.firstAidLanguage)
      context.addIssue({ code: "custom", path: ["courseDate"], message: "courseDateNotFirstAid" });
  });

export function parseManualPurchaseForm(form: FormData): Parsed<ManualPurchaseInput> {
  const parsed = parse(purchaseSchema, form, {
    email: "email",
    name: "name",
    productId: "product",
    method: "method",
    locale: "language",
    courseDate: "courseDate",
    courseDateNotFirstAid: "courseDateNotFirstAid",
    lessonId: "lesson",
    lessonNotPerLesson: "lessonNotPerLesson",
    reference: "text",
    note: "text",
    key: "unreadable",
    immediateStart: "immediateStart",
    healthConsent: "healthConsent",
    confirmReference: "unreadable",
    billingName: "billingName",
    billingAddress: "billingAddress",
    addressNeeded: "addressNeeded",
    billingVatId: "vatIdInvalid",
    vatIdInvalid: "vatIdInvalid",
    vatIdNeedsName: "vatIdNeedsName",
  });
  if (!parsed.ok) return parsed;
  const {
    key,
    immediateStart,
    healthConsent,
    confirmReference,
    method,
    billingName,
    billingAddress,
    billingVatId,
    ...rest
  } = parsed.data;
  return {
    ok: true,
    data: {
      ...rest,
      method: method === "cash" ? "cash" : "bank-transfer",
      awaitingPayment: method === "awaiting-transfer",
      idempotencyKey: key,
      immediateStart: immediateStart ?? false,
      healthConsentInWriting: healthConsent ?? false,
      confirmSameReference: confirmReference === "yes",
      billing: {
        name: billingName,
        address: addressLines(billingAddress),
        vatId: billingVatId ? euVatId(billingVatId) : null,
      },
    },
  };
}
