import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { eq } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { type LessonKindId, meetingPoint } from "~/content/lessons";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database, Tx } from "../platform/db.server";
import { contentLines } from "../first-aid/calendar-lines.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { wallClockOf } from "./free-slots.server";
import { cars, instructors, type LessonState, lessons, users } from "../platform/schema.server";

// The calendar file (.ics) of one driving lesson: sent with every mail about it and downloaded from
// /my-lessons. Its UID is the lesson's id, the same in every file (RFC 5545 §3.8.4.7), so a move
// (a higher SEQUENCE) replaces the entry a calendar holds and a cancellation (METHOD:CANCEL)
// removes it. Built like the first-aid booking's file, with the Europe/Berlin VTIMEZONE.

type Reader = Pick<Database | Tx, "select">;

/** What the mails, the calendar file and the page say about one lesson, read in one query. */
export interface LessonFacts {
  id: string;
  customerId: string;
  kind: LessonKindId;
  startsAt: Date;
  endsAt: Date;
  state: LessonState;
  payment: "balance" | "link";
  paidAt: Date | null;
  lateCancellation: boolean;
  waivedReason: string | null;
  sequence: number;
  pickupPoint: string;
  instructorName: string;
  carName: string;
  email: string;
  name: string;
  locale: Locale;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function lessonFacts(db: Reader, lessonId: string): Promise<LessonFacts | undefined> {
  if (!uuidPattern.test(lessonId)) return undefined;
  const [row] = await db
    .select({
      id: lessons.id,
      customerId: lessons.customerId,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      state: lessons.state,
      payment: lessons.payment,
      paidAt: lessons.paidAt,
      lateCancellation: lessons.lateCancellation,
      waivedReason: lessons.waivedReason,
      sequence: lessons.sequence,
      pickupPoint: lessons.pickupPoint,
      instructorName: instructors.displayName,
      carName: cars.name,
      email: users.email,
      name: users.name,
      locale: users.locale,
    })
    .from(lessons)
    .innerJoin(instructors, eq(instructors.userId, lessons.instructorId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(eq(lessons.id, lessonId));
  return row;
}

/** An instant as "YYYY-MM-DDTHH:MM:00" on the Frankfurt wall clock. */
function wallClock(moment: Date): string {
  return `${todayInSchoolTimeZone(moment)}T${wallClockOf(moment)}:00`;
}

/** What a lesson's calendar file needs: the mails about it, its reminder and the download share it. */
export type CalendarLesson = Pick<
  LessonFacts,
  "id" | "kind" | "startsAt" | "endsAt" | "state" | "sequence" | "pickupPoint" | "instructorName"
>;

export function lessonUid(lessonId: string): string {
  return `lesson-${lessonId}@${site.supportEmail.split("@")[1]}`;
}

export function lessonCalendar(facts: CalendarLesson, locale: Locale, now = new Date()): string {
  const t = textsIn("lessons", locale);
  const cancel = facts.state === "cancelled";
  const point = meetingPoint(facts.pickupPoint);
  const calendar = ical({
    prodId: { company: site.brandName, product: "driving-lessons", language: locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: schoolTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: lessonUid(facts.id),
    sequence: facts.sequence,
    // Wall-clock times read in the school's zone (ical-generator writes them with TZID): a Date
    // would be written as its UTC clock under the Berlin TZID.
    start: wallClock(facts.startsAt),
    end: wallClock(facts.endsAt),
    timezone: schoolTimeZone,
    summary: fill(t.calendar.summary, { kind: t.kinds[facts.kind], instructor: facts.instructorName }),
    description: fill(t.calendar.description, { brand: site.brandName, email: site.supportEmail }),
    ...(point ? { location: `${point.name[locale]}, ${point.address}`, url: point.mapLink } : {}),
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

export function lessonCalendarFile(facts: CalendarLesson, locale: Locale, now = new Date()): MailAttachment {
  const method = facts.state === "cancelled" ? "CANCEL" : "PUBLISH";
  return {
    filename: textsIn("lessons", locale).calendar.filename,
    // RFC 6047 §2.4: the method parameter repeats the file's METHOD.
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: lessonCalendar(facts, locale, now),
  };
}

/** The download of /my-lessons/:id/calendar.ics: the owner's lesson only, else null (a 404). */
export async function customerLessonCalendar(
  db: Reader,
  { userId, lessonId, locale }: { userId: string; lessonId: string; locale: Locale },
): Promise<MailAttachment | null> {
  const facts = await lessonFacts(db, lessonId);
  if (!facts || facts.customerId !== userId) return null;
  return lessonCalendarFile(facts, locale);
}
