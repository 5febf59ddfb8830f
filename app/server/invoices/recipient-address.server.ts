import type { Product } from "~/content/catalog";

// Who an invoice over the simplified limit must name. § 33 UStDV lets an invoice up to €250 gross
// leave out the recipient ("Kleinbetragsrechnung"); above it, § 14 (4) Nr. 1 UStG asks for the
// recipient's full name and full address. Such an invoice is never issued without an address: the
// purchase is flagged for the office and the customer is asked for it in My account.

/** § 33 UStDV: the gross amount up to which an invoice may leave out the recipient. */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 25_000;

/** Above the limit (not at it): the invoice must name the recipient's full address. */
export function needsRecipientAddress(grossCents: number): boolean {
  return grossCents > SIMPLIFIED_INVOICE_LIMIT_CENTS;
}

/** The code a purchase carries while its invoice waits for the recipient's address. */
export const addressMissing = "billingAddressMissing" as const;

/**
 * A full postal address as the invoice prints it, one part a line: a street line (letters, not a
 * postcode alone) and at least one line after it with the place. A country or postcode alone, as a
 * card payment may report it, is no address.
 */
export function isFullAddress(address: string | null | undefined): boolean {
  const lines = (address ?? "")
    .split(/\r\n|[\n\r]/)
    .map((line) => line.trim())
    .filter(Boolean);
  const [street, ...rest] = lines;
  return Boolean(street && /\p{L}/u.test(street) && rest.some((line) => /\p{L}/u.test(line)));
}

/**
 * What a product's payment link must collect: "required" always asks for the billing address,
 * for every product whose price is above the limit; "auto" asks only where the card needs it.
 */
export function billingAddressCollection(product: Pick<Product, "priceCents">): "auto" | "required" {
  return needsRecipientAddress(product.priceCents) ? "required" : "auto";
}

/**
 * What a product's payment link must be set to collect for the invoice (§ 14 (4) Nr. 1 UStG: the
 * recipient's name and address; § 33 UStDV spares it up to €250 gross only):
 * `billing_address_collection` "auto" asks for the address where the card needs it and lets the
 * buyer add one, with a business name; "required" always asks, for every product above €250. The
 * webhook reads `customer_details.business_name` and `.address`; the simulated checkout offers the
 * same fields, required when this says "required".
 */
export function paymentLinkCollection(product: Pick<Product, "priceCents">): {
  billing_address_collection: "auto" | "required";
} {
  return { billing_address_collection: billingAddressCollection(product) };
}
