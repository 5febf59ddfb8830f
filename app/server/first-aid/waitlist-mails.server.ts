import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { compose, type MailMessage } from "../mail/mail-builders.server";

// The mails of a first-aid date's waiting list, in the language the person chose: the double
// opt-in, the answer to joining a list twice, and the seat held for the first on the list.

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
