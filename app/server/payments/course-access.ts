// SPEC §9: course access lasts 3 months from purchase; a repeat purchase extends it from the
// later of its purchase time and the current end (issue 3 §4).

/** Calendar months later, clamped to the month's last day (31 Jan + 3 → 30 Apr). Keeps the time. */
export function addMonths(from: Date, months: number): Date {
  const target = new Date(from.getTime());
  const day = from.getUTCDate();
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

/**
 * The end of access from the paid course purchases' times, in purchase order. Derived from the
 * purchases every time, so event order and repeats cannot change the result.
 */
export function courseAccessEnd(paidAt: Date[], months: number): Date | null {
  let end: Date | null = null;
  for (const time of [...paidAt].sort((a, b) => a.getTime() - b.getTime())) {
    const start: Date = end && end > time ? end : time;
    end = addMonths(start, months);
  }
  return end;
}
