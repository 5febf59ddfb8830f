import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoment, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { cleanName, compose, type MailAttachment, type MailMessage } from "./mail-builders.server";
import { notice, oneLine } from "./school-notices.server";

// The mails of first-aid bookings the customer controls: a date changed in the account, joining a
// waiting list, a seat held from it; and the school's notices of a change and a refund request.

/** A first-aid booking as its mails name it. */
export interface BookedDay {
  date: IsoDate;
  language: Locale;
  /** "9:00". */
  startTime: string;
  endTime: string;
}

export function bookingChangedMail(input: {
  to: string;
  name?: string | null;
  locale: Locale;
  bookingId: string;
  from: IsoDate;
  day: BookedDay;
  link: string;
  /**
   * The seat left behind: still free (the button then opens the confirmation of moving back),
   * gone (the mail says so plainly), or null when its date was cancelled.
   */
  wayBack: { state: "free"; link: string } | { state: "gone" } | null;
  /** The booking's calendar file with its raised sequence, so the calendar app replaces the entry. */
  calendar: MailAttachment | null;
}): MailMessage {
  const { locale, day, wayBack } = input;
  const t = textsIn("bookings", locale).mails;
  const venue = site.firstAidVenue;
  const date = formatDate(day.date, locale);
  const before = formatDate(input.from, locale);
  return compose("booking-changed", input.to, locale, cleanName(input.name), {
    subject: fill(t.changed.subject, { date }),
    paragraphs: [
      fill(t.changed.intro, { language: t.languages[day.language] }),
      fill(t.changed.from, { date: before }),
      fill(t.changed.to, {
        date,
        time: `${day.startTime}–${day.endTime}`,
        venue: `${venue.name}, ${venue.street}, ${venue.postalCode} ${venue.city}`,
      }),
      ...(wayBack?.state === "free" ? [fill(t.changed.wayBackFree, { date: before })] : []),
      ...(wayBack?.state === "gone" ? [fill(t.changed.wayBackGone, { date: before })] : []),
    ],
    button: wayBack?.state === "free" ? fill(t.changed.moveBack, { date: before }) : t.changed.button,
    link: wayBack?.state === "free" ? wayBack.link : input.link,
    after: wayBack?.state === "free" ? [fill(t.changed.seeBooking, { link: input.link })] : [],
    attachments: input.calendar ? [input.calendar] : [],
  });
}

/** The double opt-in of a waiting list: the entry counts once its link is followed and confirmed. */
export function waitlistConfirmMail(input: {
  to: string;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  link: string;
  validHours: number;
}): MailMessage {
  const t = textsIn("bookings", input.locale).mails;
  const date = formatDate(input.date, input.locale);
  return compose("waitlist-confirm", input.to, input.locale, "", {
    subject: fill(t.confirm.subject, { date }),
    paragraphs: [
      fill(t.confirm.intro, { date, language: t.languages[input.language] }),
      fill(t.confirm.how, { hours: String(input.validHours) }),
      t.confirm.later,
    ],
    button: t.confirm.button,
    link: input.link,
    after: [t.confirm.notYou],
  });
}

/**
 * Someone asked to put an address on a list it is already on: the form answered as for anyone, and
 * only the address's owner learns it. No new link: it would void the one in the earlier mail.
 */
export function waitlistAlreadyMail(input: {
  to: string;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  link: string;
}): MailMessage {
  const t = textsIn("bookings", input.locale).mails;
  const date = formatDate(input.date, input.locale);
  return compose("waitlist-already", input.to, input.locale, "", {
    subject: fill(t.already.subject, { date }),
    paragraphs: [fill(t.already.intro, { date, language: t.languages[input.language] }), t.already.how],
    button: t.already.button,
    link: input.link,
    after: [t.already.notYou],
  });
}

export function waitlistHeldMail(input: {
  to: string;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  holdUntil: Date;
  link: string;
}): MailMessage {
  const t = textsIn("bookings", input.locale).mails;
  const date = formatDate(input.date, input.locale);
  return compose("waitlist-held", input.to, input.locale, "", {
    subject: fill(t.held.subject, { date }),
    paragraphs: [
      fill(t.held.intro, { date, language: t.languages[input.language] }),
      fill(t.held.how, { until: formatMoment(input.holdUntil, input.locale) }),
    ],
    button: t.held.button,
    link: input.link,
  });
}

/** Staff closed the customer's refund request without a refund: their seat stays theirs. */
export function refundRequestClosedMail(input: {
  to: string;
  name?: string | null;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  link: string;
}): MailMessage {
  const t = textsIn("refundRequests", input.locale).mail;
  const date = formatDate(input.date, input.locale);
  return compose("refund-request-closed", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { date }),
    paragraphs: [fill(t.intro, { date, language: t.languages[input.language] }), t.next, t.questions],
    button: t.button,
    link: input.link,
  });
}

function schoolTexts() {
  const { locale } = site.schoolNotifications;
  return { locale, t: textsIn("bookings", locale).notices };
}

export function bookingChangedNotice(input: {
  customer: string;
  from: IsoDate;
  to: IsoDate;
  language: Locale;
}): MailMessage {
  const { locale, t } = schoolTexts();
  const from = formatDate(input.from, locale);
  const to = formatDate(input.to, locale);
  return notice(
    "school-booking-changed",
    fill(t.changed.subject, { from, to }),
    [
      t.changed.intro,
      fill(t.changed.customer, { customer: oneLine(input.customer, 200) }),
      fill(t.changed.dates, { from, to, language: t.languages[input.language] }),
    ],
    "/staff/dates",
  );
}

export function refundRequestedNotice(input: {
  customer: string;
  date: IsoDate;
  language: Locale;
}): MailMessage {
  const { locale, t } = schoolTexts();
  const date = formatDate(input.date, locale);
  return notice(
    "school-refund-requested",
    fill(t.refund.subject, { date }),
    [
      t.refund.intro,
      fill(t.refund.customer, { customer: oneLine(input.customer, 200) }),
      fill(t.refund.date, { date, language: t.languages[input.language] }),
    ],
    "/staff",
  );
}

/** The school hears of a customer's own cancellation: the money still has to go back by the provider. */
export function bookingCancelledNotice(input: {
  customer: string;
  date: IsoDate;
  language: Locale;
  amountCents: number;
}): MailMessage {
  const { locale, t } = schoolTexts();
  const date = formatDate(input.date, locale);
  return notice(
    "school-booking-cancelled",
    fill(t.selfCancel.subject, { date }),
    [
      t.selfCancel.intro,
      fill(t.selfCancel.customer, { customer: oneLine(input.customer, 200) }),
      fill(t.selfCancel.date, { date, language: t.languages[input.language] }),
      fill(t.selfCancel.payOut, { amount: formatMoney(input.amountCents, locale) }),
    ],
    "/staff",
  );
}
