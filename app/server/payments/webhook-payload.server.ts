import { createHash } from "node:crypto";
import type Stripe from "stripe";
import { z } from "zod";
import { isEmailAddress } from "~/email-address";

// Issue 11 §9: a signed event is the provider's word, but its fields are still checked before
// anything reads them. One with missing or odd fields (`data.object: null`, an e-mail that is no
// text, ids of a megabyte, amounts beyond the column) is recorded as unprocessable for the staff
// and acknowledged: the provider retries any non-2xx for days, and a retry would not fix it.

const MAX_ID = 255;
const id = z.string().min(1).max(MAX_ID);
const reference = z.union([id, z.looseObject({ id }), z.null()]);
const cents = z.number().int().min(0).max(2_147_483_647);

const checkoutSession = z.looseObject({
  id,
  // Seconds since 1970, until 2100: turned into the purchase time.
  created: z.number().int().min(1).max(4_102_444_800),
  payment_link: reference.optional(),
  payment_intent: reference.optional(),
  payment_status: z.string().max(50).nullable().optional(),
  customer_details: z
    .looseObject({
      email: z.string().max(320).nullable().optional(),
      name: z.string().max(1000).nullable().optional(),
    })
    .nullable()
    .optional(),
  customer_email: z.string().max(320).nullable().optional(),
  locale: z.string().max(35).nullable().optional(),
  amount_total: cents.nullable().optional(),
  currency: z.string().max(10).nullable().optional(),
  client_reference_id: z.string().max(200).nullable().optional(),
});

const charge = z.looseObject({
  amount: cents,
  amount_refunded: cents,
  refunded: z.boolean(),
  payment_intent: reference.optional(),
});

/** The objects of the event types the webhook acts on; other types are acknowledged unread. */
const objectSchemas: Record<string, z.ZodType> = {
  "checkout.session.completed": checkoutSession,
  "checkout.session.async_payment_succeeded": checkoutSession,
  "checkout.session.async_payment_failed": checkoutSession,
  "charge.refunded": charge,
  "charge.dispute.created": z.looseObject({ payment_intent: reference.optional() }),
};

export type CheckedEvent =
  { ok: true; event: Stripe.Event } | { ok: false; id: string; type: string; detail: string };

/** The customer's e-mail as the webhook reads it (lower case), or "" when the session has none. */
export function sessionEmail(session: {
  customer_details?: { email?: string | null } | null;
  customer_email?: string | null;
}): string {
  return (session.customer_details?.email ?? session.customer_email ?? "").trim().toLowerCase();
}

export function checkEvent(event: unknown): CheckedEvent {
  const raw = (typeof event === "object" && event !== null ? event : {}) as Record<string, unknown>;
  const type = typeof raw.type === "string" && raw.type.length <= MAX_ID ? raw.type : "unknown";
  const eventId = id.safeParse(raw.id);
  if (!eventId.success) {
    // Without a usable id, the payload's hash stands in: a redelivery is still recorded once.
    const digest = createHash("sha256")
      .update(JSON.stringify(event) ?? "")
      .digest("hex");
    return {
      ok: false,
      id: `unprocessable_${digest.slice(0, 40)}`,
      type,
      detail: "event id missing or malformed",
    };
  }
  const fail = (detail: string): CheckedEvent => ({ ok: false, id: eventId.data, type, detail });
  if (type === "unknown") return fail("event type missing or malformed");
  const schema = objectSchemas[type];
  if (!schema) return { ok: true, event: event as Stripe.Event };
  const data = raw.data as { object?: unknown } | null | undefined;
  const parsed = schema.safeParse(typeof data === "object" && data !== null ? data.object : undefined);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return fail(
      `data.object${issue?.path.map((key) => `.${String(key)}`).join("") ?? ""}: ${issue?.message ?? "malformed"}`,
    );
  }
  if (schema === checkoutSession) {
    const email = sessionEmail(parsed.data as z.infer<typeof checkoutSession>);
    if (email && !isEmailAddress(email)) return fail("customer e-mail is not an e-mail address");
  }
  return { ok: true, event: event as Stripe.Event };
}
