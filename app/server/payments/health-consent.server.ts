import type Stripe from "stripe";
import type { Product } from "~/content/catalog";
import { log } from "../platform/log.server";

// Art. 9 (2) a GDPR: the eye test's result is health data, processed only with an
// explicit consent of its own, apart from the terms. The payment page asks for it with a required
// custom field (README "Before going live"); our simulated checkout with a separate checkbox that
// it reports the same way. The webhook records it with the purchase (Art. 7 (1) GDPR: shown on demand).

/** The key of the eye-test payment links' custom field (the provider allows letters and digits only). */
export const HEALTH_CONSENT_FIELD = "healthdataconsent";
/** The one option of that required dropdown: choosing it is the consent. */
export const HEALTH_CONSENT_VALUE = "yes";

/** The custom field as the provider reports it in a completed checkout session. */
export function healthConsentField(given: boolean) {
  return {
    key: HEALTH_CONSENT_FIELD,
    label: { type: "custom", custom: "Eye test: consent to health data (Art. 9 GDPR)" },
    type: "dropdown",
    optional: false,
    dropdown: {
      options: [{ label: "Yes, I consent", value: HEALTH_CONSENT_VALUE }],
      value: given ? HEALTH_CONSENT_VALUE : null,
    },
  };
}

/**
 * Whether the buyer of an eye-test product gave the health-data consent at checkout. Without it
 * (a payment link set up without the field) the purchase still stands, and the school is told to
 * ask for the consent in writing before the test.
 */
export function healthDataConsent(
  product: Product,
  session: { id: string; custom_fields?: unknown },
): boolean {
  if (!product.eyeTest) return false;
  // Read defensively: a signed event may still carry anything here, and the purchase must stand.
  const fields: unknown[] = Array.isArray(session.custom_fields) ? session.custom_fields : [];
  const field = fields.find(
    (entry): entry is Partial<Stripe.Checkout.Session.CustomField> =>
      typeof entry === "object" &&
      entry !== null &&
      (entry as { key?: unknown }).key === HEALTH_CONSENT_FIELD,
  );
  const dropdown: unknown = field?.dropdown;
  const given =
    typeof dropdown === "object" &&
    dropdown !== null &&
    (dropdown as { value?: unknown }).value === HEALTH_CONSENT_VALUE;
  if (!given) {
    log.warn(
      { checkoutSession: session.id },
      "eye test bought without the health-data consent: ask for it in writing before the test",
    );
  }
  return given;
}
