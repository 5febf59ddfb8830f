import type { BillingAddress } from "./stripe-events.server";
import { formText } from "../platform/form.server";

// The simulated checkout's optional invoice details, read as the provider's payment page reports
// them (customer_details.business_name and .address), so the webhook reads both the same way.

export const billingFields = [
  "billingName",
  "billingLine1",
  "billingPostalCode",
  "billingCity",
  "billingCountry",
  "companyName",
  "companyVatId",
] as const;

type BillingField = (typeof billingFields)[number];

export type CompanyRefusal = "companyIncomplete" | "vatIdInvalid";

export function billingFromForm(form: FormData): {
  typed: Record<BillingField, string>;
  details: { name: string | null; address: BillingAddress | null; vatId: string | null };
  /** Why the "buying for a company" fields cannot be used; null when they can (or are empty). */
  companyRefusal: CompanyRefusal | null;
} {
  const typed = Object.fromEntries(
    billingFields.map((field) => [field, (formText(form, field) ?? "").trim().slice(0, 120)]),
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
  // The company's name and its VAT id come together, as the provider's business checkout asks for both.
  const vatId = euVatId(typed.companyVatId);
  const companyRefusal: CompanyRefusal | null =
    !typed.companyName && !typed.companyVatId
      ? null
      : !typed.companyName || !typed.companyVatId
        ? "companyIncomplete"
        : vatId
          ? null
          : "vatIdInvalid";
  return {
    typed,
    details: {
      // A company buying in its own name: the invoice is made out to it (§ 14 (4) Nr. 1 UStG).
      name: or(typed.companyName) ?? or(typed.billingName),
      address: given ? address : null,
      vatId: companyRefusal ? null : vatId,
    },
    companyRefusal,
  };
}

/**
 * A VAT identification number as the EU writes it (§ 27a UStG; Art. 215 of Directive 2006/112/EC):
 * the member state's two-letter prefix ("EL" for Greece) and 2 to 13 letters or digits. Spaces,
 * dots and hyphens people type between the groups are dropped; null when it is no such number.
 */
export function euVatId(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, "").toUpperCase();
  return /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(compact) ? compact : null;
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
