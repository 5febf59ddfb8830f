import {
  examRetryDiscountPercent,
  firstAidPrices,
  type ProductId,
  products,
  testingBodyFees,
  weeklyClassesPriceList,
} from "../../app/content/catalog";
import { fromPriceCents, services } from "../../app/content/services";
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

export function normalise(amount: string): string {
  return amount.replace(/\s/g, "");
}

const priceOf = (...ids: ProductId[]) => ids.map((id) => products[id].priceCents);

/**
 * The amounts each page must show: its own products' prices and fees from the catalog, so a page
 * showing some other product's price (or none) fails, not only one showing an invented figure.
 */
const ownCents: Record<string, () => number[]> = {
  servicesPrices: () => services.map(fromPriceCents),
  conversionAssistance: () => priceOf("conversion-assistance"),
  understandTheExaminer: () => priceOf("examiner-course"),
  highIntenseTraining: () => [
    ...priceOf(
      "driving-performance-assessment",
      "hip-1-day",
      "hip-5-days",
      "hip-10-days",
      "theory-exam-package",
      "practical-exam-package",
    ),
    testingBodyFees.theory,
    testingBodyFees.practical,
  ],
  weeklyClasses: () => [
    ...weeklyClassesPriceList.map((item) => item.priceCents),
    testingBodyFees.theory,
    testingBodyFees.practical,
  ],
  spanishFirstAidCourse: () => [
    firstAidPrices.course,
    firstAidPrices.eyeTest,
    firstAidPrices.course + firstAidPrices.eyeTest,
  ],
  englishFirstAidCourse: () => [
    firstAidPrices.course,
    firstAidPrices.eyeTest,
    firstAidPrices.course + firstAidPrices.eyeTest,
  ],
};

export function pageAmounts(pageKey: string, locale: Locale): string[] {
  return (ownCents[pageKey]?.() ?? []).map((cents) => normalise(formatMoney(cents, locale)));
}
