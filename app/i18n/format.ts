import type { IsoDate } from "~/content/schedule";
import { type Locale, localeTags } from "./locale";

// DESIGN §3: money and dates are formatted by Intl for the page's language, never by hand.

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** 15000 → "€150.00" (en-GB) / "150,00 €" (es-ES). */
export function formatMoney(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], { style: "currency", currency: "EUR" });
    moneyFormats.set(locale, format);
  }
  return format.format(cents / 100);
}

/** "2026-12-05" → "Saturday, 5 December 2026" / "sábado, 5 de diciembre de 2026". */
export function formatDate(date: IsoDate, locale: Locale, style: "long" | "full" = "full"): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: style,
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** "2026-02" → "February 2026" / "febrero de 2026". */
export function formatMonth(month: `${number}-${number}`, locale: Locale): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return new Intl.DateTimeFormat(localeTags[locale], {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

const percentFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * 11 → "11%" (en-GB) / "11 %" (es-ES, with a no-break space, as Spanish typography wants): every
 * percentage a page shows goes through here, so no language gets the other's spacing.
 */
export function formatPercent(percent: number, locale: Locale): string {
  let format = percentFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(localeTags[locale], { style: "percent", maximumFractionDigits: 0 });
    percentFormats.set(locale, format);
  }
  return format.format(percent / 100);
}

// The plain number formatter lives alone, so the plural forms (on every page) need nothing else.
export { formatNumber } from "./number-format";
