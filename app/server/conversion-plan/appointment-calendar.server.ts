import { createHash } from "node:crypto";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { contentLines } from "../first-aid/calendar-lines.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import type { StoredAppointment } from "./appointment-store.server";

// The calendar file (.ics) of one appointment of a conversion plan, downloaded from the plan page
// and sent with its reminder, in the customer's language. Its UID is the same in every file ever
// made for that appointment (RFC 5545 §3.8.4.7), so a calendar updates the entry it holds (a higher
// SEQUENCE after a new day or time) instead of adding a second one. A time is the school's wall
// clock with the Europe/Berlin VTIMEZONE; a day without a time is an all-day entry (a DATE value,
// RFC 5545 §3.6.1).

/** The entry's UID: from the customer and the kind, without the account's id in the clear. */
export function appointmentUid(userId: string, kind: StoredAppointment["kind"]): string {
  const id = createHash("sha256").update(`${userId}:${kind}`).digest("hex").slice(0, 32);
  return `plan-${kind}-${id}@${site.supportEmail.split("@")[1]}`;
}

export function appointmentCalendar(
  userId: string,
  appointment: StoredAppointment,
  locale: Locale,
  now = new Date(),
): string {
  const t = textsIn("planAppointments", locale);
  const calendar = ical({
    prodId: { company: site.brandName, product: "conversion-plan", language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    timezone: { name: schoolTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: appointmentUid(userId, appointment.kind),
    sequence: appointment.sequence,
    ...(appointment.time
      ? { start: `${appointment.day}T${appointment.time}:00`, timezone: schoolTimeZone }
      : { start: appointment.day, allDay: true }),
    summary: t.kinds[appointment.kind],
    description: fill(t.calendarFile.description, { brand: site.brandName, email: site.supportEmail }),
    ...(appointment.note ? { location: appointment.note } : {}),
    status: ICalEventStatus.CONFIRMED,
  });
  // With a calendar time zone ical-generator writes DTSTAMP as a local time; RFC 5545 §3.8.7.2
  // wants it in UTC.
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return contentLines(calendar.toString().replace(/^DTSTAMP:[^\r\n]*/m, `DTSTAMP:${stamp}`));
}

export function appointmentCalendarFile(
  userId: string,
  appointment: StoredAppointment,
  locale: Locale,
  now = new Date(),
): MailAttachment {
  return {
    filename: textsIn("planAppointments", locale).calendarFile.filename,
    // RFC 6047 §2.4: the method parameter repeats the file's METHOD.
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: appointmentCalendar(userId, appointment, locale, now),
  };
}
