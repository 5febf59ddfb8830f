// Course access lasts 3 months from purchase; a repeat purchase extends it from the
// later of its purchase time and the current end.

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
  return courseAccessEndOf(paidAt.map((at) => ({ at, months })));
}

/** One thing that gives course access: a paid purchase, or a staff extension. */
export interface AccessGrant {
  at: Date;
  months: number;
}

/**
 * The end of access from every grant in time order, each running from the later of its time and
 * the end so far. A staff extension is such a grant, so "from the later of now and the current
 * end" holds when it is given and it survives any later recomputation (a repeat purchase, a refund).
 */
export function courseAccessEndOf(grants: AccessGrant[]): Date | null {
  let end: Date | null = null;
  for (const grant of [...grants].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const start: Date = end && end > grant.at ? end : grant.at;
    end = addMonths(start, grant.months);
  }
  return end;
}
