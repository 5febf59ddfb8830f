import ical, { type VEvent } from "node-ical";
import { expect } from "vitest";

// Calendar files parsed back the way a calendar app reads them (node-ical), for the tests.

/** The calendar's METHOD and its one event. */
export function parseCalendar(content: string): { method: string | undefined; event: VEvent } {
  const parsed = ical.sync.parseICS(content);
  const events = Object.values(parsed).filter((item): item is VEvent => item?.type === "VEVENT");
  expect(events).toHaveLength(1);
  const calendar = parsed.vcalendar as { method?: string } | undefined;
  return { method: calendar?.method, event: events[0] as VEvent };
}
