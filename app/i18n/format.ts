import type { IsoDate } from "~/content/schedule";
import { type Locale, localeTags } from "./locale";

// Every date, time, money amount and percentage a person reads is formatted here, by Intl, for the
// page's language: never by hand, never with a formatter rebuilt in a route. Moments (a point in
// time: a purchase, a log entry, a mail) are shown in the school's time zone, whatever the
// server's; calendar dates ("YYYY-MM-DD", a course day) have no zone and are shown as they are.

/** Where the school is: every moment a person reads is in this zone. */
export const schoolTimeZone = "Europe/Berlin";

const cached = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  let format = cached.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], options);
    cached.set(key, format);
  }
  return format;
}

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
  return dateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

/** "2026-02" → "February 2026" / "febrero de 2026". */
export function formatMonth(month: `${number}-${number}`, locale: Locale): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return dateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(Date.UTC(year, monthNumber - 1, 1)),
  );
}

/**
 * A moment as the school's office reads it, in Frankfurt time: "27 Nov 2026, 10:15" /
 * "27 nov 2026, 10:15". Takes a Date or an ISO string (loader data arrives as strings).
 */
export function formatMoment(moment: Date | string, locale: Locale): string {
  return dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: schoolTimeZone }).format(
    new Date(moment),
  );
}

/** The day of a moment in Frankfurt: "27 Nov 2026" (medium) or "27 November 2026" (long). */
export function formatDay(moment: Date | string, locale: Locale, style: "medium" | "long" = "long"): string {
  return dateTimeFormat(locale, { dateStyle: style, timeZone: schoolTimeZone }).format(new Date(moment));
}

/** The time of a moment in Frankfurt: "10:15". */
export function formatTime(moment: Date | string, locale: Locale): string {
  return dateTimeFormat(locale, { timeStyle: "short", timeZone: schoolTimeZone }).format(new Date(moment));
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

// An invoice is a German document (§ 14 UStG): its amounts and dates are in German form whatever
// the customer's language, "1.234,50 €" and "27.11.2026".
const germanMoney = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" });
const germanDate = new Intl.DateTimeFormat("de-DE", {
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  timeZone: "UTC",
});

/** 123450 → "1.234,50 €"; −2000 → "-20,00 €". */
export function formatMoneyGerman(cents: number): string {
  return germanMoney.format(cents / 100);
}

/** "2026-11-27" → "27.11.2026". */
export function formatDateGerman(date: IsoDate): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  return germanDate.format(new Date(Date.UTC(year, month - 1, day)));
}
