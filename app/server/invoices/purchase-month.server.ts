// The accountant's month as the export page's picker sends it. What the month holds comes from the
// invoices and credit notes issued in it (invoices/accounting-month.server.ts), in the school's
// time zone.

/** "2026-11": a month as the export's picker sends it (checked by `isMonth` / the month form). */
export type Month = string;

export function isMonth(value: string): boolean {
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

/** The month after: "2026-12" → "2027-01". */
export function nextMonth(month: Month): Month {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  return monthNumber === 12 ? `${year + 1}-01` : `${year}-${String(monthNumber + 1).padStart(2, "0")}`;
}

/** The month's last calendar day, "2026-02-28". */
export function lastDayOf(month: Month): string {
  const [year, monthNumber] = month.split("-").map(Number) as [number, number];
  const days = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, "0")}`;
}
