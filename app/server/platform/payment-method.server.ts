// How a purchase was paid: by card through the provider, or recorded by the office as a bank
// transfer or cash payment. A manual purchase's method is part of its id in the purchases'
// checkout-session column, so every purchase row says how it was paid.

export const manualPaymentMethods = ["bank-transfer", "cash"] as const;
export type ManualPaymentMethod = (typeof manualPaymentMethods)[number];
export type PaymentMethod = ManualPaymentMethod | "card";

const manualPrefix = "manual-";

/**
 * A manual purchase's id in the purchases' checkout-session column: `manual-<method>-<key>`. The
 * key comes from the form, so a second submission of the same form finds the first purchase.
 */
export function manualPurchaseId(method: (typeof manualPaymentMethods)[number], key: string): string {
  return `${manualPrefix}${method}-${key}`;
}

/** The payment method a manual purchase's id names; null for a card purchase. */
export function manualPurchaseMethod(checkoutSessionId: string): PaymentMethod | null {
  if (!checkoutSessionId.startsWith(manualPrefix)) return null;
  const rest = checkoutSessionId.slice(manualPrefix.length);
  return manualPaymentMethods.find((method) => rest.startsWith(`${method}-`)) ?? null;
}
