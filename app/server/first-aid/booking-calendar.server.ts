import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import { eq } from "drizzle-orm";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { type IsoDate, courseTime } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { schoolTimeZone } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { firstAidBookings, firstAidDates, type PurchaseStatus, purchases, users } from "../platform/schema.server";
import { contentLines } from "./calendar-lines.server";
import { endedSeatFacts, endedSeatFactsOfCheckout } from "./ended-seats.server";
import type { Tx } from "./staff-action.server";

// The calendar file (.ics) of a first-aid booking: sent with the confirmation, the reminder and
// the school's notices, and offered on my-account. One entry per booking with a UID that never
// changes, so a calendar app updates (a higher SEQUENCE after a move) or removes (METHOD:CANCEL)
// the entry it already holds instead of adding a second one.

type Reader = Pick<Database, "select"> | Tx;

/** Everything the mails and the calendar file say about one booking, read in one query. */
export interface BookingFacts {
  bookingId: string;
  sequence: number;
  dateId: string;
  /** The course's language (not the customer's). */
  courseLanguage: Locale;
  courseDate: IsoDate;
  /** "09:00:00", as PostgreSQL returns a time. */
  startTime: string;
  endTime: string;
  dateStatus: "open" | "cancelled";
  purchaseStatus: PurchaseStatus;
  checkoutSessionId: string;
  /** Null for a purchase without an account (no address): nobody to mail. */
  userId: string | null;
  email: string | null;
  name: string | null;
  /** The customer's language: mails and calendar texts are in it. */
  locale: Locale;
}

const factColumns = {
  bookingId: firstAidBookings.id,
  sequence: firstAidBookings.calendarSequence,
  dateId: firstAidDates.id,
  courseLanguage: firstAidDates.language,
  courseDate: firstAidDates.courseDate,
  startTime: firstAidDates.startTime,
  endTime: firstAidDates.endTime,
  dateStatus: firstAidDates.status,
  purchaseStatus: purchases.status,
  checkoutSessionId: firstAidBookings.checkoutSessionId,
  userId: purchases.userId,
  email: users.email,
  name: users.name,
  userLocale: users.locale,
  purchaseLocale: purchases.locale,
};

function baseQuery(db: Reader) {
  return db
    .select(factColumns)
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .leftJoin(users, eq(users.id, purchases.userId));
}

function toFacts(row: Awaited<ReturnType<typeof baseQuery>>[number]): BookingFacts {
  const { userLocale, purchaseLocale, ...rest } = row;
  return { ...rest, locale: userLocale ?? purchaseLocale };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function bookingFacts(db: Reader, bookingId: string): Promise<BookingFacts | undefined> {
  if (!uuidPattern.test(bookingId)) return undefined;
  const [row] = await baseQuery(db).where(eq(firstAidBookings.id, bookingId));
  return row ? toFacts(row) : undefined;
}

/** The booking of a checkout (a purchase holds at most one seat). */
export async function bookingFactsOfCheckout(
  db: Reader,
  checkoutSessionId: string,
): Promise<BookingFacts | undefined> {
  const [row] = await baseQuery(db).where(eq(firstAidBookings.checkoutSessionId, checkoutSessionId));
  return row ? toFacts(row) : undefined;
}

/** Every booking on a date, with its customer. */
export async function bookingFactsOnDate(db: Reader, dateId: string): Promise<BookingFacts[]> {
  const rows = await baseQuery(db).where(eq(firstAidBookings.dateId, dateId));
  return rows.map(toFacts);
}

/** The venue as one line: name, street, postal code and city. */
export function venueLine(locale: Locale): string {
  const venue = site.firstAidVenue;
  return `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}, ${site.office.country[locale]}`;
}

/** The entry's UID: the booking's id, the same in every file ever sent for it. */
export function calendarUid(bookingId: string): string {
  return `first-aid-${bookingId}@${site.supportEmail.split("@")[1]}`;
}

/**
 * The calendar file of one booking in the customer's language: PUBLISH for the entry as it is now,
 * CANCEL (the entry marked cancelled) when its date was cancelled. Times are the school's, with
 * the Europe/Berlin VTIMEZONE, so a calendar anywhere shows the right hour.
 */
export function bookingCalendar(facts: BookingFacts, { cancel = false } = {}): string {
  const t = textsIn("bookingMails", facts.locale).calendar;
  const calendar = ical({
    prodId: { company: site.brandName, product: "first-aid-bookings", language: facts.locale.toUpperCase() },
    method: cancel ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: schoolTimeZone, generator: getVtimezoneComponent },
  });
  calendar.createEvent({
    id: calendarUid(facts.bookingId),
    sequence: facts.sequence,
    // Wall-clock times read in the school's zone (ical-generator writes them with TZID).
    start: `${facts.courseDate}T${facts.startTime.slice(0, 8)}`,
    end: `${facts.courseDate}T${facts.endTime.slice(0, 8)}`,
    timezone: schoolTimeZone,
    summary: fill(t.summary, { language: t.languages[facts.courseLanguage] }),
    description: fill(t.description, { brand: site.brandName, email: site.supportEmail }),
    location: venueLine(facts.locale),
    url: site.firstAidVenue.mapLink,
    organizer: { name: site.brandName, email: site.supportEmail },
    status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // With a calendar time zone ical-generator writes DTSTAMP as a local time; RFC 5545 wants it in
  // UTC, so it is written here.
  const stamp = new Date()
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
  return contentLines(calendar.toString().replace(/^DTSTAMP:[^\r\n]*/m, `DTSTAMP:${stamp}`));
}

/** The calendar file as a mail attachment. */
export function calendarAttachment(facts: BookingFacts, options: { cancel?: boolean } = {}): MailAttachment {
  const cancel = options.cancel ?? false;
  return {
    filename: textsIn("bookingMails", facts.locale).calendar.filename,
    // RFC 6047 §2.4 (and RFC 5545 §8.1): the method parameter repeats the file's METHOD.
    contentType: `text/calendar; charset=utf-8; method=${cancel ? "CANCEL" : "PUBLISH"}`,
    content: bookingCalendar(facts, { cancel }),
  };
}

/**
 * The calendar attachment of one booking, for any mail about it (the confirmation, a change the
 * customer made): METHOD:CANCEL when its date is cancelled. Null for an unknown booking.
 */
export async function bookingCalendarAttachment(
  db: Reader,
  bookingId: string,
): Promise<MailAttachment | null> {
  const facts = await bookingFacts(db, bookingId);
  if (!facts) return null;
  return calendarAttachment(facts, { cancel: facts.dateStatus === "cancelled" });
}

/**
 * The cancellation of a checkout's seat that ended with its payment (refunded, disputed), for the
 * refund mail: the customer's calendar removes the entry it holds. Null when there is none.
 */
export async function endedSeatCalendarAttachment(
  db: Reader,
  checkoutSessionId: string,
): Promise<MailAttachment | null> {
  const facts = await endedSeatFactsOfCheckout(db, checkoutSessionId);
  return facts ? calendarAttachment(facts, { cancel: true }) : null;
}

/** "09:00:00" → "9:00", for the mails' time lines. */
export function timesOf(facts: Pick<BookingFacts, "startTime" | "endTime">) {
  return { start: courseTime(facts.startTime), end: courseTime(facts.endTime) };
}

/**
 * The calendar file a customer downloads from my-account: only for their own booking (anything
 * else is null, which the route answers with a 404, so nobody learns which ids exist), in the
 * language of the page they asked from. A seat that ended with its payment answers its
 * cancellation, so a calendar that still holds the entry drops it.
 */
export async function customerCalendarFile(
  db: Reader,
  { userId, bookingId, locale }: { userId: string; bookingId: string; locale: Locale },
): Promise<MailAttachment | null> {
  const booked = await bookingFacts(db, bookingId);
  const facts = booked ?? (await endedSeatFacts(db, bookingId));
  if (!facts || facts.userId !== userId) return null;
  const cancel = !booked || facts.dateStatus === "cancelled";
  return calendarAttachment({ ...facts, locale }, { cancel });
}
