import { courseTime, type IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { documentAttachment, eInvoiceAttachments } from "../invoices/invoice-attachment.server";
import type { InvoiceDocument } from "../invoices/invoice-issue.server";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { type BookingFacts, calendarAttachment, timesOf, venueLine } from "./booking-calendar.server";

// The mails a first-aid booking gets after its confirmation, in the customer's language, whoever
// changed it: the reminder before the course; a new date, by the school (one booking or a whole
// date) or by the customer in My account, through one builder; the notice that the school
// cancelled its date (with the next open dates and the page where the customer chooses one); the
// lead of the refund mail when the customer cancelled it; and the office closing a refund request.
// Each mail about the seat carries the booking's calendar file.

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

/** The seat the customer left: still free to move back to (the confirmation's link), gone, or null when its date was cancelled. */
export type WayBack = { state: "free"; link: string } | { state: "gone" } | null;

/** Who gave a booking its new date, and what the mail offers for it. */
export type DateChange =
  /** The school moved it, alone or with its whole date: not the date agreed. */
  | { by: "school"; previousDate: IsoDate }
  /** The office moved it because the customer asked (by phone or mail): the date they chose. */
  | { by: "request"; previousDate: IsoDate }
  /** The customer moved it in My account: the way back to the seat left, while it lasts. */
  | { by: "customer"; previousDate: IsoDate; wayBack: WayBack };

type MailBody = Omit<Parameters<typeof compose>[4], "attachments">;

/** The credit note and new invoice a move issued (the date of service changed), when it did. */
export interface ReissuedDocuments {
  creditNote: InvoiceDocument;
  invoice: InvoiceDocument;
}

/**
 * The mail of a booking's new date, whoever moved it. `facts` as they are after the move (the new
 * date, the raised sequence), so the attached file replaces the entry the customer's calendar holds
 * (RFC 5545 §3.8.7.4: same UID, higher SEQUENCE).
 */
export function bookingDateChangedMail(
  facts: MailableBooking,
  change: DateChange,
  publicUrl: string,
  reissued: ReissuedDocuments | null = null,
): MailMessage {
  const page = bookingPageLink(publicUrl, facts.locale, facts.bookingId);
  const reissuedLine = reissued
    ? fill(textsIn("bookingMails", facts.locale).invoiceReissued, {
        creditNote: reissued.creditNote.number,
        invoice: reissued.invoice.number,
      })
    : null;
  const [kind, body] =
    change.by === "school"
      ? (["booking-moved", officeMoveBody(facts, change.previousDate, page, reissuedLine, false)] as const)
      : change.by === "request"
        ? (["booking-changed", officeMoveBody(facts, change.previousDate, page, reissuedLine, true)] as const)
        : (["booking-changed", ownMoveBody(facts, change, page, reissuedLine)] as const);
  // The corrected documents reach the customer with the news of the new date (§ 31 (5) UStDV: a
  // correction is a document sent to the recipient), a company's as e-invoices too.
  const documents = reissued
    ? [reissued.creditNote, reissued.invoice].flatMap((document) => [
        documentAttachment(document),
        ...eInvoiceAttachments(document),
      ])
    : [];
  return compose(kind, facts.email, facts.locale, cleanName(facts.name), {
    ...body,
    attachments: [calendarAttachment(facts, { cancel: facts.dateStatus === "cancelled" }), ...documents],
  });
}

/**
 * A move the office made: the new date's facts and the calendar file. Moved by the school, the
 * date is not the one agreed, so the mail offers another date or the refund; moved because the
 * customer asked (`asked`), it confirms the date they chose and offers nothing.
 */
function officeMoveBody(
  facts: MailableBooking,
  previousDate: IsoDate,
  page: string,
  reissuedLine: string | null,
  asked: boolean,
): MailBody {
  const texts = textsIn("bookingMails", facts.locale);
  const t = texts.moved;
  const lead = asked ? texts.movedAsAsked : t;
  return {
    subject: fill(lead.subject, { date: formatDate(facts.courseDate, facts.locale, "long") }),
    paragraphs: [
      lead.intro,
      "",
      ...factLines(facts),
      fill(t.oldDate, { date: formatDate(previousDate, facts.locale) }),
      "",
      t.calendar,
      ...(reissuedLine ? ["", reissuedLine] : []),
      // A date the school moved is not the date agreed: the customer need not accept it and may
      // withdraw with the price paid back in full (§§ 323, 346 BGB; the terms' promise).
      ...(asked ? [] : ["", t.offer]),
    ],
    button: lead.button,
    link: page,
  };
}

function ownMoveBody(
  facts: MailableBooking,
  { previousDate, wayBack }: { previousDate: IsoDate; wayBack: WayBack },
  page: string,
  reissuedLine: string | null,
): MailBody {
  const texts = textsIn("bookingMails", facts.locale);
  const t = texts.movedByYou;
  const date = formatDate(facts.courseDate, facts.locale);
  const before = formatDate(previousDate, facts.locale);
  const venue = site.firstAidVenue;
  const { start, end } = timesOf(facts);
  return {
    subject: fill(t.subject, { date }),
    paragraphs: [
      fill(t.intro, { language: texts.calendar.languages[facts.courseLanguage] }),
      fill(t.from, { date: before }),
      fill(t.to, {
        date,
        time: `${start}–${end}`,
        venue: `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}`,
      }),
      ...(reissuedLine ? [reissuedLine] : []),
      ...(wayBack?.state === "free" ? [fill(t.wayBackFree, { date: before })] : []),
      ...(wayBack?.state === "gone" ? [fill(t.wayBackGone, { date: before })] : []),
    ],
    button: wayBack?.state === "free" ? fill(t.moveBack, { date: before }) : t.button,
    link: wayBack?.state === "free" ? wayBack.link : page,
    after: wayBack?.state === "free" ? [fill(t.seeBooking, { link: page })] : [],
  };
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

/**
 * The customer cancelled their seat in time: the refund mail that follows says so first, with the
 * date, before the amount and the credit note.
 */
export function ownCancellationLead(locale: Locale, date: IsoDate): { subject: string; intro: string } {
  const t = textsIn("bookingMails", locale).cancelledByYou;
  const day = { date: formatDate(date, locale) };
  return { subject: fill(t.subject, day), intro: fill(t.intro, day) };
}

/** Staff closed the customer's refund request without a refund: their seat stays theirs. */
export function refundRequestClosedMail(input: {
  to: string;
  name?: string | null;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  link: string;
  /** The office moved the booking (its date runs) rather than the school cancelling the date. */
  moved?: boolean;
}): MailMessage {
  const t = textsIn("refundRequests", input.locale).mail;
  const date = formatDate(input.date, input.locale);
  const language = t.languages[input.language];
  // A moved booking keeps the date it was moved to: nothing is left to choose, unlike a cancelled date.
  const [intro, next, button] = input.moved
    ? [t.introMoved, t.nextMoved, t.buttonMoved]
    : [t.intro, t.next, t.button];
  return compose("refund-request-closed", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { date }),
    paragraphs: [fill(intro, { date, language }), fill(next, { date }), t.questions],
    button,
    link: input.link,
  });
}
