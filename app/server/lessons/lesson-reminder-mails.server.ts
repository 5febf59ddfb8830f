import { buyUrl } from "~/content/buy-url";
import { lessonKindFacts, lessonPaymentProduct, meetingPoint } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoney, formatTime } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import type { LessonKind, Transmission } from "../platform/schema.server";
import { type CalendarLesson, lessonCalendarFile } from "./lesson-calendar.server";

// The reminder mails about a driving lesson, in the customer's language: the day before (time,
// instructor, car, meeting point with its map link, the calendar file), and for a lesson paid by
// link still unpaid when payment falls due, the reminder with its payment link. The lesson stays
// booked either way: the school's rule is a reminder, never a silent cancellation.

export interface LessonReminderFacts extends CalendarLesson {
  customerId: string;
  email: string;
  name: string | null;
  locale: Locale;
  instructorName: string;
  carName: string;
  transmission: Transmission;
}

interface Context {
  publicUrl: string;
  simulated: boolean;
  now?: Date;
}

const absolute = (publicUrl: string, href: string) => (href.startsWith("/") ? `${publicUrl}${href}` : href);

export function lessonReminderMail(lesson: LessonReminderFacts, { publicUrl, now }: Context): MailMessage {
  const { locale } = lesson;
  const t = textsIn("lessonReminders", locale);
  const values = {
    lesson: t.kinds[lesson.kind],
    date: formatDay(lesson.startsAt, locale),
    time: formatTime(lesson.startsAt, locale),
    end: formatTime(lesson.endsAt, locale),
  };
  const point = meetingPoint(lesson.pickupPoint);
  return compose("lesson-reminder", lesson.email, locale, cleanName(lesson.name), {
    subject: fill(t.lesson.subject, values),
    paragraphs: [
      fill(t.lesson.intro, values),
      fill(t.lesson.instructor, {
        name: lesson.instructorName,
        car: lesson.carName,
        transmission: t.transmissions[lesson.transmission],
      }),
      ...(point
        ? [
            fill(t.lesson.meetingPoint, {
              point: point.name[locale],
              address: point.address,
              map: point.mapLink,
            }),
          ]
        : []),
      t.lesson.cancel,
      t.lesson.calendarNote,
    ],
    button: t.lesson.button,
    link: `${publicUrl}${localizePath("/my-lessons", locale)}`,
    attachments: [lessonCalendarFile(lesson, locale, now)],
  });
}

/** The payment reminder; null for a kind that is never paid per lesson (no payment link). */
export function lessonPaymentReminderMail(
  lesson: LessonReminderFacts,
  { publicUrl, simulated }: Context,
): MailMessage | null {
  const productId = lessonPaymentProduct[lesson.kind as LessonKind];
  const priceCents = lessonKindFacts[lesson.kind].priceCents;
  if (!productId || priceCents === null) return null;
  const { locale } = lesson;
  const t = textsIn("lessonReminders", locale);
  const values = {
    lesson: t.kinds[lesson.kind],
    date: formatDay(lesson.startsAt, locale),
    time: formatTime(lesson.startsAt, locale),
  };
  const link = absolute(
    publicUrl,
    buyUrl(productId, locale, { simulated, email: lesson.email, lessonId: lesson.id }),
  );
  return compose("lesson-payment-reminder", lesson.email, locale, cleanName(lesson.name), {
    subject: fill(t.unpaid.subject, values),
    paragraphs: [
      fill(t.unpaid.intro, values),
      fill(t.unpaid.amount, { price: formatMoney(priceCents, locale) }),
      t.unpaid.keep,
    ],
    button: t.unpaid.button,
    link,
  });
}
