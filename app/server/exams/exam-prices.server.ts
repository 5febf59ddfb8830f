import { buyUrl } from "~/content/buy-url";
import { type ProductId, products, testingBodyFees, weeklyClassesPriceList } from "~/content/catalog";
import { fill } from "~/i18n/fill";
import { formatMoney, formatPercent } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { ExamsTexts } from "~/i18n/messages/exams-en";
import type { ExamKind } from "../platform/schema.server";

// What an exam costs, from the one catalog: the weekly-classes price list's exam with the testing
// body's fee on top, the exam package the customer bought (the fee is still the testing body's),
// or, for a second practical attempt, the repetition product (the price list's 33 % off).

/** The exam packages, by the exam they include. */
const examPackages: Record<ExamKind, ProductId> = {
  theory: "theory-exam-package",
  practical: "practical-exam-package",
};

export const repetitionProduct: ProductId = "practical-exam-repetition";

function listItem(id: "theory-exam" | "practical-exam" | "practical-repetition") {
  const item = weeklyClassesPriceList.find((entry) => entry.id === id);
  if (!item) throw new Error(`No price list item ${id}`);
  return item;
}

export interface ExamPrice {
  /** What the school charges; null when a package the customer bought includes it. */
  priceCents: number | null;
  feeCents: number;
  /** The package that includes it, or the repetition product. */
  productId: ProductId | null;
}

export function examPrice(
  kind: ExamKind,
  { repetition, paidProducts }: { repetition: boolean; paidProducts: readonly string[] },
): ExamPrice {
  const feeCents = testingBodyFees[kind];
  if (repetition && kind === "practical")
    return { priceCents: products[repetitionProduct].priceCents, feeCents, productId: repetitionProduct };
  const bought = examPackages[kind];
  if (paidProducts.includes(bought)) return { priceCents: null, feeCents, productId: bought };
  return {
    priceCents: listItem(kind === "theory" ? "theory-exam" : "practical-exam").priceCents,
    feeCents,
    productId: null,
  };
}

/** The price as the office and the customer read it. */
export function examPriceText(price: ExamPrice, texts: ExamsTexts, locale: Locale): string {
  const fee = formatMoney(price.feeCents, locale);
  if (price.priceCents === null)
    return fill(texts.price.package, {
      product: products[price.productId as ProductId].name[locale],
      fee,
    });
  const values = { price: formatMoney(price.priceCents, locale), fee };
  return fill(price.productId === repetitionProduct ? texts.price.repetition : texts.price.listed, values);
}

function repetitionDiscount(): number {
  const item = listItem("practical-repetition");
  return "discountPercent" in item ? item.discountPercent : 0;
}

/** The repetition's offer after a failed practical exam: its price, discount, fee and buy link. */
export function repetitionOffer(
  locale: Locale,
  { simulated, email }: { simulated: boolean; email: string | null },
) {
  return {
    price: formatMoney(products[repetitionProduct].priceCents, locale),
    discount: formatPercent(repetitionDiscount(), locale),
    fee: formatMoney(testingBodyFees.practical, locale),
    href: buyUrl(repetitionProduct, locale, { simulated, email }),
  };
}
