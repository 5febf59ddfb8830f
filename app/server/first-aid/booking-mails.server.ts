import { type IsoDate, courseTime } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { type BookingFacts, calendarAttachment, timesOf, venueLine } from "./booking-calendar.server";

// The mails a first-aid booking gets after its confirmation, in the customer's language: the
// reminder before the course, the notice of a move by the school, and the notice that its date
// was cancelled (with the next open dates and the page where the customer chooses one). Each
// carries the booking's calendar file.

/** A booking with somebody to mail. */
export type MailableBooking = BookingFacts & { email: string };

export function isMailable(facts: BookingFacts): facts is MailableBooking {
  return Boolean(facts.email);
}

/** The customer's page of one booking (where they change the date or ask for a refund). */
export function bookingPageLink(publicUrl: string, locale: Locale, bookingId: string): string {
  return `${publicUrl}${localizePath(`/my-account/bookings/${bookingId}`, locale)}`;
}

/** Date, time, venue, map and what to bring: the facts every booking mail repeats. */
function factLines(facts: BookingFacts): string[] {
  const t = textsIn("bookingMails", facts.locale).facts;
  return [
    fill(t.date, { date: formatDate(facts.courseDate, facts.locale) }),
    fill(t.time, timesOf(facts)),
    fill(t.venue, { venue: venueLine(facts.locale) }),
    fill(t.map, { link: site.firstAidVenue.mapLink }),
    "",
    t.bring,
  ];
}

export function courseReminderMail(facts: MailableBooking, publicUrl: string): MailMessage {
  const t = textsIn("bookingMails", facts.locale);
  return compose("course-reminder", facts.email, facts.locale, cleanName(facts.name), {
    subject: fill(t.reminder.subject, { date: formatDate(facts.courseDate, facts.locale, "long") }),
    paragraphs: [t.reminder.intro, "", ...factLines(facts), "", t.facts.calendar, ""],
    button: t.reminder.button,
    link: `${publicUrl}${localizePath("/my-account", facts.locale)}`,
    attachments: [calendarAttachment(facts)],
  });
}

/** `facts` as they are after the move (the new date, the raised sequence). */
export function bookingMovedMail(
  facts: MailableBooking,
  { previousDate, publicUrl }: { previousDate: IsoDate; publicUrl: string },
): MailMessage {
  const t = textsIn("bookingMails", facts.locale);
  return compose("booking-moved", facts.email, facts.locale, cleanName(facts.name), {
    subject: fill(t.moved.subject, { date: formatDate(facts.courseDate, facts.locale, "long") }),
    paragraphs: [
      t.moved.intro,
      "",
      ...factLines(facts),
      fill(t.moved.oldDate, { date: formatDate(previousDate, facts.locale) }),
      "",
      t.moved.calendar,
      "",
      // A date the school moved is not the date agreed: the customer need not accept it and may
      // withdraw with the price paid back in full (§§ 323, 346 BGB; the terms' promise).
      t.moved.offer,
    ],
    button: t.moved.button,
    link: bookingPageLink(publicUrl, facts.locale, facts.bookingId),
    attachments: [calendarAttachment(facts)],
  });
}

/** An open date with free seats the cancellation notice offers. */
export interface OpenDate {
  date: IsoDate;
  startTime: string;
  endTime: string;
}

export function dateCancelledMail(
  facts: MailableBooking,
  { nextDates, publicUrl }: { nextDates: readonly OpenDate[]; publicUrl: string },
): MailMessage {
  const t = textsIn("bookingMails", facts.locale);
  const day = formatDate(facts.courseDate, facts.locale, "long");
  const dates = nextDates.map((next) =>
    fill(t.cancelled.dateLine, {
      date: formatDate(next.date, facts.locale),
      start: courseTime(next.startTime),
      end: courseTime(next.endTime),
    }),
  );
  return compose("date-cancelled", facts.email, facts.locale, cleanName(facts.name), {
    subject: fill(t.cancelled.subject, { date: day }),
    paragraphs: [
      fill(t.cancelled.intro, { date: day }),
      "",
      ...(dates.length
        ? [t.cancelled.nextDates, ...dates.map((line) => `• ${line}`)]
        : [t.cancelled.noDates]),
      "",
      t.cancelled.choose,
    ],
    button: t.cancelled.button,
    link: bookingPageLink(publicUrl, facts.locale, facts.bookingId),
    after: [t.cancelled.calendar],
    attachments: [calendarAttachment(facts, { cancel: true })],
  });
}
