import { type Locale, localeTags } from "./locale";

const numberFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * 4.75 → "4.8" (en-GB) / "4,8" (es-ES), 1234 → "1,234" / "1234": a plain figure with at most one
 * decimal, such as the average rating and the number of reviews.
 */
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], { maximumFractionDigits: 1 });
    numberFormats.set(locale, format);
  }
  return format.format(value);
}
