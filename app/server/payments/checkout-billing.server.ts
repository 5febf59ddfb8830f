import type { BillingAddress } from "./stripe-events.server";

// The simulated checkout's optional invoice details, read as the provider's payment page reports
// them (customer_details.business_name and .address), so the webhook reads both the same way.

export const billingFields = [
  "billingName",
  "billingLine1",
  "billingPostalCode",
  "billingCity",
  "billingCountry",
] as const;

type BillingField = (typeof billingFields)[number];

export function billingFromForm(form: FormData): {
  typed: Record<BillingField, string>;
  details: { name: string | null; address: BillingAddress | null };
} {
  const typed = Object.fromEntries(
    billingFields.map((field) => [
      field,
      String(form.get(field) ?? "")
        .trim()
        .slice(0, 120),
    ]),
  ) as Record<BillingField, string>;
  const or = (value: string) => value || null;
  const address: BillingAddress = {
    line1: or(typed.billingLine1),
    line2: null,
    postal_code: or(typed.billingPostalCode),
    city: or(typed.billingCity),
    state: null,
    country: or(typed.billingCountry),
  };
  const given = Object.values(address).some(Boolean);
  return { typed, details: { name: or(typed.billingName), address: given ? address : null } };
}

/**
 * A required address (§ 14 (4) Nr. 1 UStG above €250) is given in full: street, postcode, city and
 * country, as the provider's payment page asks for them when set to "required".
 */
export function billingAddressComplete(address: BillingAddress | null): boolean {
  return Boolean(address?.line1 && address.postal_code && address.city && address.country);
}

/** The address as the invoice prints it, one part a line ("Street 1", "60311 Frankfurt", "DE"). */
export function billingAddressText(address: BillingAddress | null): string | null {
  if (!address) return null;
  const place = [address.postal_code, address.city].filter(Boolean).join(" ");
  const lines = [address.line1, address.line2, place, address.state, address.country].filter(Boolean);
  return lines.length ? lines.join("\n") : null;
}
