// An instructor's working hours as the team page writes them: per ISO weekday, spans of the
// school's wall clock ("08:00-12:00, 13:00-18:00"), several a day, none overlapping. Read and
// written as text so one plain field per weekday says it all.

export interface HoursSpan {
  startsAt: string;
  endsAt: string;
}

const spanPattern = /^([01]?\d|2[0-3])[:.]([0-5]\d)\s*[-–]\s*([01]?\d|2[0-4])[:.]([0-5]\d)$/;

/** "08:00-12:00, 13:00-18:00" → spans in order; null when a span is unreadable, empty or overlaps. */
export function parseHoursSpans(text: string): HoursSpan[] | null {
  const parts = text
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== "");
  const spans: HoursSpan[] = [];
  for (const part of parts) {
    const match = spanPattern.exec(part);
    if (!match) return null;
    const [, h1, m1, h2, m2] = match as unknown as [string, string, string, string, string];
    const start = Number(h1) * 60 + Number(m1);
    const end = Number(h2) * 60 + Number(m2);
    if (end > 24 * 60 || start >= end) return null;
    spans.push({ startsAt: clock(start), endsAt: clock(end) });
  }
  spans.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  for (let index = 1; index < spans.length; index++) {
    if ((spans[index] as HoursSpan).startsAt < (spans[index - 1] as HoursSpan).endsAt) return null;
  }
  return spans;
}

/** Spans as the field shows them again. */
export function formatHoursSpans(spans: readonly HoursSpan[]): string {
  return spans.map((span) => `${span.startsAt.slice(0, 5)}-${span.endsAt.slice(0, 5)}`).join(", ");
}

function clock(minutes: number): string {
  // 24:00 is stored as the day's last minute's end: PostgreSQL's time takes "24:00:00".
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}
