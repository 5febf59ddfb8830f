import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { meetingPoint } from "~/content/lessons";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { contentLines } from "../first-aid/calendar-lines.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { schoolWallClock } from "./school-clock.server";
import type { LessonKind } from "../schema.server";

// The calendar file (.ics) of one driving lesson in the customer's language: one UID per lesson
// for ever (RFC 5545 §3.8.4.7), SEQUENCE from the lesson's row (a move counts it up, §3.8.7.4),
// METHOD:CANCEL once it is cancelled (RFC 5546 §3.2.5); the meeting point as its location with
// the map link as its URL.

export interface LessonCalendarFacts {
  id: string;
  kind: LessonKind;
  startsAt: Date;
  endsAt: Date;
  pickupPoint: string;
  state: "booked" | "cancelled" | "driven" | "no-show";
  sequence: number;
}

export function lessonUid(lessonId: string): string {
  return `lesson-${lessonId}@${site.supportEmail.split("@")[1]}`;
}

export function lessonCalendar(lesson: LessonCalendarFacts, locale: Locale, now = new Date()): string {
  const t = textsIn("lessonReminders", locale);
  const cancel = lesson.state === "cancelled";
  const point = meetingPoint(lesson.pickupPoint);
  const calendar = ical({
    prodId: { company: site.brandName, product: "driving-lessons", language: locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: schoolTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: lessonUid(lesson.id),
    sequence: lesson.sequence,
    start: schoolWallClock(lesson.startsAt),
    end: schoolWallClock(lesson.endsAt),
    timezone: schoolTimeZone,
    summary: t.kinds[lesson.kind],
    description: fill(t.calendarFile.description, { brand: site.brandName, email: site.supportEmail }),
    ...(point
      ? {
          location: fill(t.calendarFile.location, { point: point.name[locale], address: point.address }),
          url: point.mapLink,
        }
      : {}),
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

export function lessonCalendarFile(
  lesson: LessonCalendarFacts,
  locale: Locale,
  now = new Date(),
): MailAttachment {
  const method = lesson.state === "cancelled" ? "CANCEL" : "PUBLISH";
  return {
    filename: textsIn("lessonReminders", locale).calendarFile.filename,
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: lessonCalendar(lesson, locale, now),
  };
}
