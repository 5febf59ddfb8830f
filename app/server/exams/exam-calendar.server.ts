import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { contentLines } from "../first-aid/calendar-lines.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { schoolWallClock } from "../platform/school-clock.server";
import type { ExamFacts } from "./exam-facts.server";

// The calendar file (.ics) of one exam, sent with every mail about it and downloaded from My
// account, in the customer's language. One UID per exam for ever (RFC 5545 §3.8.4.7), SEQUENCE
// from the exam's row (counted up on each move and on the cancellation, §3.8.7.4), and
// METHOD:CANCEL once it is cancelled (RFC 5546 §3.2.5), so the calendar updates or removes the
// entry it holds instead of adding a second one.

/** How long an exam is kept in the calendar: the testing bodies book a practical test for about an hour. */
const EXAM_MINUTES = { theory: 45, practical: 60 } as const;

export function examUid(examId: string): string {
  return `exam-${examId}@${site.supportEmail.split("@")[1]}`;
}

export function examCalendar(facts: ExamFacts, locale: Locale, now = new Date()): string {
  const t = textsIn("exams", locale);
  const cancel = facts.cancelledAt !== null;
  const calendar = ical({
    prodId: { company: site.brandName, product: "exams", language: locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: schoolTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: examUid(facts.id),
    sequence: facts.sequence,
    start: schoolWallClock(facts.startsAt),
    end: schoolWallClock(new Date(facts.startsAt.getTime() + EXAM_MINUTES[facts.kind] * 60_000)),
    timezone: schoolTimeZone,
    summary: t.kinds[facts.kind],
    description: fill(t.calendarFile.description, { brand: site.brandName, email: site.supportEmail }),
    location: facts.testingCentre,
    organizer: { name: site.brandName, email: site.supportEmail },
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // With a calendar time zone ical-generator writes DTSTAMP as a local time; RFC 5545 §3.8.7.2
  // wants it in UTC.
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return contentLines(calendar.toString().replace(/^DTSTAMP:[^\r\n]*/m, `DTSTAMP:${stamp}`));
}

export function examCalendarFile(facts: ExamFacts, locale: Locale, now = new Date()): MailAttachment {
  const method = facts.cancelledAt ? "CANCEL" : "PUBLISH";
  return {
    filename: textsIn("exams", locale).calendarFile.filename,
    // RFC 6047 §2.4: the method parameter repeats the file's METHOD.
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: examCalendar(facts, locale, now),
  };
}
