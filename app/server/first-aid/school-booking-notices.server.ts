import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { MailMessage } from "../mail/mail-builders.server";
import { notice, oneLine } from "../mail/school-notices.server";

// The school's own inbox hears what customers do with their first-aid bookings in My account: a
// date they changed, a refund they asked for, a cancellation whose money the office pays back.

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
