import { products } from "~/content/catalog";
import { formText } from "../platform/form.server";
import { env } from "../platform/env.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import type { Database } from "../platform/db.server";
import { isCourseDateOf } from "../first-aid/offered-dates.server";
import { extendCourseAccess, recordRefund, resendSetPasswordMail } from "./customers-actions.server";
import { addCustomerNote } from "./customer-notes.server";
import {
  type FieldErrors,
  parseBillingForm,
  parseExtendForm,
  parseHealthConsentForm,
  parseManualPurchaseForm,
  parseNoteForm,
  parseRefundForm,
  parseTransferPaidForm,
} from "./customers-forms.server";
import { markTransferPaid } from "./transfer-paid.server";
import {
  formKeyFor,
  oncePerKey,
  type PreviousSubmission,
  staffFormKey,
  type StaffForm,
  submittedBefore,
} from "../platform/form-submissions.server";
import { type RefundProvider, refundProvider } from "../platform/provider-refund.server";
import { recordWrittenHealthConsent } from "../first-aid/written-health-consent.server";
import { type EarlierPurchase, recordManualPurchase } from "./customers-manual-purchase.server";
import { lessonPayableBy } from "../lessons/lesson-purchases.server";
import { parseDetails, updateCustomerDetails } from "../customers/customer-details.server";
import { correctBilling } from "../invoices/billing-correction.server";
import { issueMissingInvoice } from "../invoices/missing-invoices.server";

// The customer page's and the manual purchase form's actions. Each answer is either
// where to go next (POST → redirect → GET, with a message key) or the errors to show beside the
// fields with a 4xx status; nothing is changed when the input is refused.

export type ActionAnswer =
  | { redirect: { done: string; status?: string; customerId: string; again?: boolean } }
  /** `code`: the provider's own reason for a refused refund, named in the message. */
  | { status: 400 | 404 | 409; form: string; errors: FieldErrors; code?: string };

const context = () => ({ publicUrl: env().PUBLIC_URL });

/** The provider's idempotency key of a refund form; null when the form has no one-time key. */
function refundKey(
  form: FormData,
  customerId: string,
  purchaseId: string,
  staffUserId: string,
): string | null {
  const key = formKeyFor(form, customerId, purchaseId);
  return key ? `refund:${staffFormKey(key, staffUserId)}` : null;
}

/**
 * The answer to a form sent again (Back, a double click): what its first submission did, said as
 * such, never "nothing was added" while something was.
 */
function answered<T>(
  outcome: { again: PreviousSubmission } | { result: T },
  customerId: string,
  done: (result: T) => ActionAnswer,
): ActionAnswer {
  if ("again" in outcome) return { redirect: { done: outcome.again.outcome, customerId, again: true } };
  return done(outcome.result);
}

const issuedKey = (mailed: boolean) => (mailed ? "invoice-issued-mailed" : "invoice-issued");

export async function customerPageAction(
  db: Database,
  staffUserId: string,
  customerId: string,
  form: FormData,
  /** Who pays a card refund back: the configured provider (a test passes one pointed at a stand-in). */
  provider: RefundProvider = refundProvider(),
): Promise<ActionAnswer> {
  const intent = formText(form, "intent");
  const path = `/staff/customers/${customerId}`;
  // A page's forms share its key: each claims it for its own form, customer and purchase, so
  // another purchase's refund or another customer's note sent with the key is a new submission.
  const once = <T>(
    name: StaffForm,
    change: (db: Database) => Promise<T>,
    remember: (result: T) => string | null,
    purchaseId?: string,
  ) =>
    oncePerKey(
      db,
      { form: name, key: formKeyFor(form, customerId, ...(purchaseId ? [purchaseId] : [])), staffUserId },
      change,
      (result) => {
        const outcome = remember(result);
        return outcome ? { outcome, path } : null;
      },
    );
  if (intent === "resend") {
    const outcome = await once(
      "resend",
      (tx) => resendSetPasswordMail(tx, staffUserId, customerId, context()),
      (result) => (result.outcome === "sent" ? result.kind : null),
    );
    if ("result" in outcome && outcome.result.outcome === "unknown-customer")
      return { status: 404, form: "resend", errors: {} };
    void kickMailWorker(db);
    return answered(outcome, customerId, (result) => ({
      redirect: { done: result.outcome === "sent" ? result.kind : result.outcome, customerId },
    }));
  }
  if (intent === "extend") {
    const parsed = parseExtendForm(form);
    if (!parsed.ok) return { status: 400, form: "extend", errors: parsed.errors };
    const outcome = await once(
      "extend",
      (tx) =>
        extendCourseAccess(tx, staffUserId, {
          customerId,
          months: parsed.data.months,
          idempotencyKey: staffFormKey(formKeyFor(form, customerId) ?? parsed.data.key, staffUserId),
        }),
      (result) => (result.outcome === "extended" ? "extended" : null),
    );
    return answered(outcome, customerId, (result) =>
      result.outcome === "no-course"
        ? { status: 409, form: "extend", errors: { months: "noCourse" } }
        : { redirect: { done: result.outcome, customerId } },
    );
  }
  if (intent === "refund") {
    const parsed = parseRefundForm(form);
    if (!parsed.ok) return { status: 400, form: "refund", errors: parsed.errors };
    const outcome = await once(
      "refund",
      (tx) =>
        recordRefund(
          tx,
          staffUserId,
          {
            customerId,
            ...parsed.data,
            // The form's own key (per staff member, customer and purchase): sent twice, one refund at the provider.
            idempotencyKey: refundKey(form, customerId, parsed.data.purchaseId, staffUserId),
          },
          context(),
          undefined,
          provider,
        ),
      (result) => (result.outcome === "refunded" ? (result.full ? "refunded" : "refunded-partly") : null),
      parsed.data.purchaseId,
    );
    if ("result" in outcome && outcome.result.outcome === "refunded") void kickMailWorker(db);
    return answered(outcome, customerId, (result): ActionAnswer => {
      if (result.outcome === "unknown-purchase")
        return { status: 400, form: "refund", errors: { purchaseId: "purchase" } };
      if (result.outcome === "too-much")
        return { status: 409, form: "refund", errors: { amount: "amountTooHigh" } };
      if (result.outcome === "paid-back-by-missing")
        return { status: 400, form: "refund", errors: { paidBackBy: "paidBackBy" } };
      if (result.outcome === "provider-refused")
        return { status: 409, form: "refund", errors: { amount: "providerRefused" }, code: result.code };
      if (result.outcome === "unchanged")
        return { redirect: { done: "unchanged", status: result.status, customerId } };
      return { redirect: { done: result.full ? "refunded" : "refunded-partly", customerId } };
    });
  }
  if (intent === "billing") {
    const parsed = parseBillingForm(form);
    if (!parsed.ok) return { status: 400, form: "billing", errors: parsed.errors };
    const result = await correctBilling(db, staffUserId, { customerId, ...parsed.data });
    if (result.outcome === "unknown-purchase")
      return { status: 400, form: "billing", errors: { purchaseId: "purchase" } };
    if (result.outcome === "no-invoice")
      return { status: 409, form: "billing", errors: { purchaseId: "noInvoice" } };
    return {
      redirect: {
        done: result.outcome === "corrected" ? "billing-corrected" : "billing-unchanged",
        customerId,
      },
    };
  }
  if (intent === "issue-invoice") {
    // The same fields as the billing correction: the purchase, and the name and address to issue to.
    const parsed = parseBillingForm(form);
    if (!parsed.ok) return { status: 400, form: "issue-invoice", errors: parsed.errors };
    const notify = formText(form, "notify") === "on";
    const outcome = await once(
      "issue-invoice",
      (tx) => issueMissingInvoice(tx, staffUserId, { customerId, notify, ...parsed.data }, context()),
      (result) => (result.outcome === "issued" ? issuedKey(result.mailed) : null),
      parsed.data.purchaseId,
    );
    if ("result" in outcome && outcome.result.outcome === "issued" && outcome.result.mailed)
      void kickMailWorker(db);
    return answered(outcome, customerId, (result): ActionAnswer => {
      if (result.outcome === "unknown-purchase")
        return { status: 400, form: "issue-invoice", errors: { purchaseId: "purchase" } };
      if (result.outcome === "not-paid")
        return { status: 409, form: "issue-invoice", errors: { purchaseId: "invoiceNotPaid" } };
      if (result.outcome === "address-needed")
        return { status: 400, form: "issue-invoice", errors: { billingAddress: "addressNeeded" } };
      if (result.outcome === "exists") return { redirect: { done: "invoice-existed", customerId } };
      return { redirect: { done: issuedKey(result.mailed), customerId } };
    });
  }
  if (intent === "note") {
    const parsed = parseNoteForm(form);
    if (!parsed.ok) return { status: 400, form: "note", errors: parsed.errors };
    const outcome = await once(
      "note",
      (tx) => addCustomerNote(tx, staffUserId, { customerId, text: parsed.data.text }),
      (result) => (result.outcome === "noted" ? "noted" : null),
    );
    if ("result" in outcome && outcome.result.outcome === "unknown-customer")
      return { status: 404, form: "note", errors: {} };
    return answered(outcome, customerId, () => ({ redirect: { done: "noted", customerId } }));
  }
  if (intent === "transfer-paid") {
    const parsed = parseTransferPaidForm(form);
    if (!parsed.ok) return { status: 400, form: "transfer", errors: parsed.errors };
    const { purchaseId, paidOn } = parsed.data;
    const outcome = await once(
      "transfer-paid",
      (tx) => markTransferPaid(tx, staffUserId, { customerId, purchaseId, paidOn }, context()),
      (result) => (result.outcome === "transfer-paid" ? "transfer-paid" : null),
      purchaseId,
    );
    if ("result" in outcome && outcome.result.outcome === "transfer-paid") void kickMailWorker(db);
    return answered(outcome, customerId, (result): ActionAnswer => {
      if (result.outcome === "unknown-purchase")
        return { status: 400, form: "transfer", errors: { purchaseId: "purchase" } };
      if (result.outcome === "not-awaiting")
        return { status: 409, form: "transfer", errors: { purchaseId: "notAwaiting" } };
      return { redirect: { done: "transfer-paid", customerId } };
    });
  }
  if (intent === "health-consent") {
    const parsed = parseHealthConsentForm(form);
    if (!parsed.ok) return { status: 400, form: "consent", errors: parsed.errors };
    const outcome = await once(
      "health-consent",
      (tx) => recordWrittenHealthConsent(tx, staffUserId, { customerId, purchaseId: parsed.data.purchaseId }),
      (result) => (result.outcome === "consent-recorded" ? "consent-recorded" : null),
      parsed.data.purchaseId,
    );
    return answered(outcome, customerId, (result) =>
      result.outcome === "unknown-purchase"
        ? { status: 400, form: "consent", errors: { purchaseId: "purchase" } }
        : { redirect: { done: result.outcome, customerId } },
    );
  }
  if (intent === "details") {
    // Sent again, the same values change nothing (and log nothing): no one-time key needed.
    const parsed = parseDetails(form, ["name", "email", "phone", "dateOfBirth", "locale"]);
    if (!parsed.ok) return { status: 400, form: "details", errors: parsed.errors };
    const result = await updateCustomerDetails(db, staffUserId, customerId, parsed.data, {
      ...context(),
      action: "customer.update-details",
    });
    if (result.outcome === "unknown-customer") return { status: 404, form: "details", errors: {} };
    if (result.outcome === "email-taken")
      return { status: 409, form: "details", errors: { email: "emailTaken" } };
    if (result.emailPending) void kickMailWorker(db);
    const done = result.emailPending
      ? "details-email-pending"
      : result.changed.length
        ? "details-saved"
        : "details-unchanged";
    return { redirect: { done, customerId } };
  }
  return { status: 400, form: "intent", errors: { intent: "intent" } };
}

/**
 * The manual purchase form's answer: besides done or refused, "already recorded" (the same form was
 * sent before: where its purchase is) and "reference used" (confirm first: the earlier purchase).
 */
export type ManualPurchaseAnswer =
  | ActionAnswer
  | { status: 409; form: "purchase"; errors: FieldErrors; kind: "already"; already: string }
  | { status: 409; form: "purchase"; errors: FieldErrors; kind: "earlier"; earlier: EarlierPurchase };

export async function manualPurchaseAction(
  db: Database,
  staffUserId: string,
  form: FormData,
): Promise<ManualPurchaseAnswer> {
  const before = await submittedBefore(db, "manual-purchase", formText(form, "key"));
  if (before) return { status: 409, form: "purchase", errors: {}, kind: "already", already: before.path };
  const parsed = parseManualPurchaseForm(form);
  if (!parsed.ok) return { status: 400, form: "purchase", errors: parsed.errors };
  const { courseDate, productId } = parsed.data;
  const language = products[productId].firstAidLanguage;
  if (courseDate && language && !(await isCourseDateOf(db, language, courseDate))) {
    // Said apart: a date of the other language is a slip of the product, no date at all of the day.
    const other = language === "en" ? "es" : "en";
    const error = (await isCourseDateOf(db, other, courseDate))
      ? "courseDateOtherLanguage"
      : "courseDateNotOffered";
    return { status: 400, form: "purchase", errors: { courseDate: error } };
  }
  // The lesson chosen must be one this payment can pay: said now, not flagged after recording.
  if (
    parsed.data.lessonId &&
    !(await lessonPayableBy(db, parsed.data.lessonId, parsed.data.email, productId))
  )
    return { status: 400, form: "purchase", errors: { lessonId: "lessonNotPayable" } };
  const result = await recordManualPurchase(db, staffUserId, parsed.data, context());
  if (result.outcome === "already-recorded")
    return { status: 409, form: "purchase", errors: {}, kind: "already", already: result.path };
  if (result.outcome === "reference-used")
    return { status: 409, form: "purchase", errors: {}, kind: "earlier", earlier: result.earlier };
  void kickMailWorker(db);
  return { redirect: { done: "purchased", customerId: result.customerId } };
}
