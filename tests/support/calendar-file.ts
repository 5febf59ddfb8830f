import ICAL from "ical.js";
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

// RFC 5545 §3.6–§3.8: the properties each component may hold (besides X- names). A property
// outside these is a generator's own invention that calendar apps may reject.
const standardProperties: Record<string, string[]> = {
  vcalendar: ["prodid", "version", "calscale", "method"],
  vtimezone: ["tzid", "last-modified", "tzurl"],
  standard: ["dtstart", "tzoffsetto", "tzoffsetfrom", "rrule", "rdate", "comment", "tzname"],
  daylight: ["dtstart", "tzoffsetto", "tzoffsetfrom", "rrule", "rdate", "comment", "tzname"],
  vevent: [
    "dtstamp",
    "uid",
    "dtstart",
    "class",
    "created",
    "description",
    "geo",
    "last-modified",
    "location",
    "organizer",
    "priority",
    "sequence",
    "status",
    "summary",
    "transp",
    "url",
    "recurrence-id",
    "rrule",
    "dtend",
    "duration",
    "attach",
    "attendee",
    "categories",
    "comment",
    "contact",
    "exdate",
    "request-status",
    "related-to",
    "resources",
    "rdate",
  ],
};

/**
 * A calendar file as RFC 5545 writes it, read by ical.js (which refuses what the grammar does
 * not allow): CRLF line ends only, the last line's too; no line over 75 octets and no folded line
 * that splits a UTF-8 character (§3.1); only the properties the RFC defines or X- names.
 */
export function expectStandardCalendar(content: string): void {
  expect(content.endsWith("\r\n"), "the last line ends with CRLF").toBe(true);
  expect(content.replace(/\r\n/g, ""), "no bare CR or LF").not.toMatch(/[\r\n]/);
  const bytes = Buffer.from(content, "utf8");
  let start = 0;
  for (let i = 0; i < bytes.length - 1; i++) {
    if (bytes[i] !== 0x0d || bytes[i + 1] !== 0x0a) continue;
    const line = bytes.subarray(start, i);
    expect(line.length, `line ${line.toString("utf8")}`).toBeLessThanOrEqual(75);
    // A line that ends inside a character does not decode on its own.
    expect(() => new TextDecoder("utf-8", { fatal: true }).decode(line)).not.toThrow();
    start = i + 2;
  }
  const root = new ICAL.Component(ICAL.parse(content));
  const check = (component: ICAL.Component) => {
    const allowed = standardProperties[component.name];
    expect(allowed, `component ${component.name}`).toBeDefined();
    for (const property of component.getAllProperties()) {
      if (property.name.startsWith("x-")) continue;
      expect(allowed, `${component.name} property ${property.name}`).toContain(property.name);
    }
    component.getAllSubcomponents().forEach(check);
  };
  check(root);
}
