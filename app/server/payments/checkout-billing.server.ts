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
