import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { z } from "zod";
import { isEmailAddress } from "~/email-address";
import { isPossibleText } from "~/text-input";
import { euVatId } from "./checkout-billing.server";

// A signed event is the provider's word, but its fields are still checked before anything reads
// them, and the money comes first (decision 004): an event of a type we act on that names one of
// our products is recorded whatever else it carries. A value that cannot be used (an e-mail that is
// no address, NUL in a name, a date that is no day, an amount beyond the column) is left out or
// replaced by its fallback, and the purchase says so for the staff dashboard. Only an event that
// names no product (`data.object: null`) or a refund without amounts is stored as unprocessable.
// Either way it is acknowledged: the provider retries any non-2xx for days, and a retry would not
// fix it.

const MAX_ID = 255;
const id = z.string().min(1).max(MAX_ID).refine(isPossibleText);
const reference = z.union([id, z.looseObject({ id }), z.null()]);
const cents = z.number().int().min(0).max(2_147_483_647);

const charge = z.looseObject({
  amount: cents,
  amount_refunded: cents,
  refunded: z.boolean(),
  payment_intent: reference.optional(),
});

/** The event types of a checkout session: their object is read field by field (readCheckout). */
const checkoutTypes = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
]);

/** The objects of the other event types the webhook acts on; other types are acknowledged unread. */
const objectSchemas: Record<string, z.ZodType> = {
  "charge.refunded": charge,
  "charge.dispute.created": z.looseObject({ payment_intent: reference.optional() }),
  // The outcome: "lost" means the card issuer kept the money for the cardholder.
  "charge.dispute.closed": z.looseObject({
    payment_intent: reference.optional(),
    status: z.string().max(MAX_ID),
  }),
};

type CheckoutField =
  | "id"
  | "created"
  | "payment_intent"
  | "customer_details.email"
  | "customer_details.name"
  | "amount_total"
  | "currency"
  | "customer_details.tax_ids";

/** A checkout session's fields, each one usable or left out. */
export interface CheckoutFields {
  /** The provider's session id, or a stand-in made from the event when it has none usable. */
  sessionId: string;
  paymentLinkId: string | null;
  paymentIntentId: string | null;
  paymentStatus: string | null;
  /** A usable address, trimmed and lower-cased, or null. */
  email: string | null;
  name: string | null;
  locale: string | null;
  amountCents: number | null;
  currency: string | null;
  /** The name and address for the invoice (`billing_address_collection`); null when not given. */
  billingName: string | null;
  billingAddress: string | null;
  /** A business buyer's VAT id (`tax_id_collection`, an `eu_vat` tax id); null for a consumer. */
  billingVatId: string | null;
  /** Carries the first-aid date asked for; any text, checked against the dates later. */
  clientReferenceId: string | null;
  customFields: unknown;
  /** When the checkout happened: the session's time, else the event's, else now. */
  created: Date;
  /** Fields that were there but could not be used, each with what it was (never its text). */
  leftOut: { field: CheckoutField; value: string }[];
}

export type CheckedEvent =
  | { ok: true; key: string; type: string; event: Stripe.Event; checkout?: CheckoutFields }
  | { ok: false; key: string; type: string; detail: string };

/** The customer's e-mail as the webhook reads it (lower case), or "" when the session has none. */
export function sessionEmail(session: {
  customer_details?: { email?: string | null } | null;
  customer_email?: string | null;
}): string {
  return (session.customer_details?.email ?? session.customer_email ?? "").trim().toLowerCase();
}

/**
 * A value for a log line or a stored detail: its kind and size, never its text. A field left out
 * is often the customer's name or address (too long, a control character), and neither the log
 * nor the event's stored detail is cleared when the customer's data is deleted (Art. 5 (1) (c)
 * GDPR, data minimisation): "text of 1001 characters", "text of 4 characters with a control
 * character", "an object of 2 keys". A number or a yes/no says nothing about a person and is kept.
 */
export function described(value: unknown): string {
  if (typeof value === "string") {
    const size = `text of ${[...value].length} character${[...value].length === 1 ? "" : "s"}`;
    return isPossibleText(value) ? size : `${size} with a control character`;
  }
  if (typeof value === "number") return Number.isFinite(value) ? `the number ${value}` : "no finite number";
  if (typeof value === "boolean") return `the value ${value}`;
  if (value === null || value === undefined) return "nothing";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === "object") return `an object of ${Object.keys(value).length} keys`;
  return typeof value;
}

/** The first-aid date a checkout asked for, as written when it is a date, else described. */
export function describedDateReference(value: string | null): string {
  return value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : described(value);
}

/** Text that can be stored and shown: a string of possible text, 1 to `max` characters. */
function usableText(value: unknown, max: number): string | null {
  return typeof value === "string" && value.length > 0 && value.length <= max && isPossibleText(value)
    ? value
    : null;
}

function referenceId(value: unknown): string | null {
  const parsed = reference.safeParse(value);
  if (!parsed.success || parsed.data === null) return null;
  return typeof parsed.data === "string" ? parsed.data : parsed.data.id;
}

const asRecord = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/**
 * Reads a checkout session field by field: a field that is missing is null, one that is there but
 * cannot be used is null too and named in `leftOut`. Never throws, whatever the object holds.
 */
export function readCheckout(
  object: Record<string, unknown>,
  key: string,
  eventCreated: unknown,
): CheckoutFields {
  const leftOut: CheckoutFields["leftOut"] = [];
  const read = <T>(field: CheckoutField, value: unknown, parse: (value: unknown) => T | null): T | null => {
    if (value === undefined || value === null) return null;
    const parsed = parse(value);
    if (parsed === null) leftOut.push({ field, value: described(value) });
    return parsed;
  };
  const details = asRecord(object.customer_details);
  const rawEmail = details.email ?? object.customer_email;
  const email = read("customer_details.email", rawEmail, (value) => {
    const text = usableText(value, 320);
    const address = text === null ? "" : sessionEmail({ customer_email: text });
    return address && isEmailAddress(address) ? address : null;
  });
  const seconds = (value: unknown) => {
    const parsed = z.number().int().min(1).max(4_102_444_800).safeParse(value);
    return parsed.success ? new Date(parsed.data * 1000) : null;
  };
  const created = read("created", object.created, seconds) ?? seconds(eventCreated) ?? new Date();
  const sessionId = usableText(object.id, MAX_ID);
  if (sessionId === null) leftOut.push({ field: "id", value: described(object.id) });
  return {
    sessionId: sessionId ?? `unreadable_session_${key}`,
    paymentLinkId: referenceId(object.payment_link),
    paymentIntentId: read("payment_intent", object.payment_intent, referenceId),
    paymentStatus: usableText(object.payment_status, 50),
    email,
    name: read("customer_details.name", details.name, (value) => usableText(value, 1000)),
    locale: usableText(object.locale, 35),
    amountCents: read("amount_total", object.amount_total, (value) => {
      const parsed = cents.safeParse(value);
      return parsed.success ? parsed.data : null;
    }),
    currency: read("currency", object.currency, (value) => usableText(value, 10)),
    billingName: usableText(details.business_name, 120),
    billingAddress: addressLines(details.address),
    billingVatId: read("customer_details.tax_ids", businessVatIdEntry(details.tax_ids), businessVatId),
    // Never stored as it is: a first-aid purchase turns it into a course date or its fallback.
    clientReferenceId:
      object.client_reference_id === undefined || object.client_reference_id === null
        ? null
        : typeof object.client_reference_id === "string"
          ? object.client_reference_id
          : described(object.client_reference_id),
    customFields: object.custom_fields,
    created,
    leftOut,
  };
}

/**
 * The VAT id among the provider's tax ids (`customer_details.tax_ids`, each `{ type, value }`): the
 * value of the first of type `eu_vat`; undefined when there is none (a consumer).
 */
function businessVatIdEntry(value: unknown): unknown {
  if (!Array.isArray(value)) return undefined;
  return value.map(asRecord).find((taxId) => taxId.type === "eu_vat")?.value;
}

/** A VAT id as the EU writes it; one that is no such number is left out, the invoice made out without it. */
function businessVatId(value: unknown): string | null {
  const text = usableText(value, 40);
  return text === null ? null : euVatId(text);
}

/**
 * The provider's address object as the lines an invoice prints ("Street 1", "60311 Frankfurt",
 * "DE"); a part that is no usable text is left out, and null when nothing is left.
 */
function addressLines(value: unknown): string | null {
  const address = asRecord(value);
  const part = (key: string) =>
    usableText(address[key], 120)
      ?.replace(/[\r\n]+/g, " ")
      .trim() || null;
  const place = [part("postal_code"), part("city")].filter(Boolean).join(" ");
  const lines = [part("line1"), part("line2"), place, part("state"), part("country")].filter(Boolean);
  return lines.length ? lines.join("\n") : null;
}

export function checkEvent(event: unknown): CheckedEvent {
  const raw = asRecord(event);
  const typeText = usableText(raw.type, MAX_ID);
  const type = typeText ?? "unknown";
  const eventId = id.safeParse(raw.id);
  // Without a usable id, the payload's hash stands in: a redelivery is still recorded once.
  const key = eventId.success
    ? eventId.data
    : `unprocessable_${createHash("sha256")
        .update(JSON.stringify(event) ?? "")
        .digest("hex")
        .slice(0, 40)}`;
  const fail = (detail: string): CheckedEvent => ({ ok: false, key, type, detail });
  if (!typeText) return fail("event type missing or malformed");
  const data = asRecord(raw.data);
  if (checkoutTypes.has(type)) {
    if (typeof data.object !== "object" || data.object === null || Array.isArray(data.object))
      return fail("data.object: no checkout session");
    return {
      ok: true,
      key,
      type,
      event: event as Stripe.Event,
      checkout: readCheckout(data.object as Record<string, unknown>, key, raw.created),
    };
  }
  const schema = objectSchemas[type];
  if (!schema) return { ok: true, key, type, event: event as Stripe.Event };
  const parsed = schema.safeParse(data.object);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      `data.object${issue?.path.map((part) => `.${String(part)}`).join("") ?? ""}: ${issue?.message ?? "malformed"}`,
    );
  }
  return { ok: true, key, type, event: event as Stripe.Event };
}
