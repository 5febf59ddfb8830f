import { products } from "~/content/catalog";
import { env } from "../env.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import type { Database } from "../db.server";
import { isCourseDateOf } from "../first-aid.server";
import { extendCourseAccess, recordRefund, resendSetPasswordMail } from "./customers-actions.server";
import {
  type FieldErrors,
  parseBillingForm,
  parseExtendForm,
  parseManualPurchaseForm,
  parseRefundForm,
} from "./customers-forms.server";
import { recordManualPurchase } from "./customers-manual-purchase.server";
import { correctBilling } from "../invoices/billing-correction.server";

// The customer page's and the manual purchase form's actions. Each answer is either
// where to go next (POST → redirect → GET, with a message key) or the errors to show beside the
// fields with a 4xx status; nothing is changed when the input is refused.

export type ActionAnswer =
  | { redirect: { done: string; status?: string; customerId: string } }
  | { status: 400 | 404 | 409; form: string; errors: FieldErrors };

const context = () => ({ publicUrl: env().PUBLIC_URL });

export async function customerPageAction(
  db: Database,
  staffUserId: string,
  customerId: string,
  form: FormData,
): Promise<ActionAnswer> {
  const intent = form.get("intent");
  if (intent === "resend") {
    const result = await resendSetPasswordMail(db, staffUserId, customerId, context());
    if (result.outcome === "unknown-customer") return { status: 404, form: "resend", errors: {} };
    void kickMailWorker(db);
    return { redirect: { done: result.outcome === "sent" ? result.kind : result.outcome, customerId } };
  }
  if (intent === "extend") {
    const parsed = parseExtendForm(form);
    if (!parsed.ok) return { status: 400, form: "extend", errors: parsed.errors };
    const result = await extendCourseAccess(db, staffUserId, {
      customerId,
      months: parsed.data.months,
      idempotencyKey: parsed.data.key,
    });
    if (result.outcome === "no-course")
      return { status: 409, form: "extend", errors: { months: "noCourse" } };
    return { redirect: { done: result.outcome, customerId } };
  }
  if (intent === "refund") {
    const parsed = parseRefundForm(form);
    if (!parsed.ok) return { status: 400, form: "refund", errors: parsed.errors };
    const result = await recordRefund(db, staffUserId, { customerId, ...parsed.data }, context());
    if (result.outcome === "unknown-purchase")
      return { status: 400, form: "refund", errors: { purchaseId: "purchase" } };
    if (result.outcome === "too-much")
      return { status: 409, form: "refund", errors: { amount: "amountTooHigh" } };
    if (result.outcome === "unchanged")
      return { redirect: { done: "unchanged", status: result.status, customerId } };
    void kickMailWorker(db);
    return { redirect: { done: result.full ? "refunded" : "refunded-partly", customerId } };
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
  return { status: 400, form: "intent", errors: { intent: "intent" } };
}

export async function manualPurchaseAction(
  db: Database,
  staffUserId: string,
  form: FormData,
): Promise<ActionAnswer> {
  const parsed = parseManualPurchaseForm(form);
  if (!parsed.ok) return { status: 400, form: "purchase", errors: parsed.errors };
  const { courseDate, productId } = parsed.data;
  const language = products[productId].firstAidLanguage;
  if (courseDate && language && !(await isCourseDateOf(db, language, courseDate)))
    return { status: 400, form: "purchase", errors: { courseDate: "courseDateNotOffered" } };
  const result = await recordManualPurchase(db, staffUserId, parsed.data, context());
  if (result.outcome === "recorded") void kickMailWorker(db);
  return {
    redirect: {
      done: result.outcome === "recorded" ? "purchased" : "duplicate",
      customerId: result.customerId,
    },
  };
}
