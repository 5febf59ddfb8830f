import {
  examRetryDiscountPercent,
  firstAidPrices,
  products,
  testingBodyFees,
  weeklyClassesPriceList,
} from "../../app/content/catalog";
import { formatMoney } from "../../app/i18n/format";
import type { Locale } from "../../app/i18n/locale";

/**
 * Every amount a page may show, formatted as the page shows it: the catalog's prices and fees,
 * a price with its fee, and an exam's second attempt. A figure outside this set was typed
 * somewhere instead of read from the catalog.
 */
export function catalogAmounts(locale: Locale): Set<string> {
  const cents = new Set<number>([...Object.values(firstAidPrices), ...Object.values(testingBodyFees)]);
  for (const product of Object.values(products)) {
    cents.add(product.priceCents);
    if (product.fee) {
      cents.add(product.priceCents + testingBodyFees[product.fee]);
      cents.add(Math.round((product.priceCents * (100 - examRetryDiscountPercent)) / 100));
    }
  }
  for (const item of weeklyClassesPriceList) {
    cents.add(item.priceCents);
    if ("fee" in item) cents.add(item.priceCents + testingBodyFees[item.fee]);
  }
  return new Set([...cents].map((amount) => normalise(formatMoney(amount, locale))));
}

/** The money figures in a text: "€150.00", "€7,920.00" (en-GB) or "150,00 €", "7920,00 €" (es-ES). */
export function moneyIn(text: string): string[] {
  const pattern = /€\s?\d[\d,]*(?:\.\d{1,2})?|\d[\d.]*(?:,\d{1,2})?\s?€/g;
  return (text.match(pattern) ?? []).map(normalise);
}

function normalise(amount: string): string {
  return amount.replace(/\s/g, "");
}
