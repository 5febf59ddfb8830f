import { buyUrl } from "~/content/buy-url";
import { lessonPaymentProduct, lessonRules, meetingPoint } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoment, formatTime } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import { type LessonFacts, lessonCalendarFile } from "./lesson-calendar.server";
import type { Slot } from "./free-slots.server";

// The mails about one driving lesson, in the customer's language, each with the lesson's calendar
// file: booked (with how it is paid), moved, cancelled by the customer (free or charged) or by the
// school (with other free times), and a late cancellation's charge waived.

export type LessonMailEvent =
  | { kind: "booked"; balanceLeft: number | null }
  | { kind: "moved" }
  | { kind: "cancelledByCustomer" }
  | { kind: "cancelledBySchool"; nextSlots: readonly (Slot & { instructorName: string })[] }
  | { kind: "waived" };

export interface MailSettings {
  publicUrl: string;
  /** The simulated checkout (no payment provider configured): payment links go to it. */
  simulated: boolean;
}

function factLines(facts: LessonFacts): string[] {
  const t = textsIn("lessons", facts.locale);
  const point = meetingPoint(facts.pickupPoint);
  return [
    fill(t.mails.facts.what, { kind: t.kinds[facts.kind] }),
    fill(t.mails.facts.when, {
      date: formatDay(facts.startsAt, facts.locale),
      start: formatTime(facts.startsAt, facts.locale),
      end: formatTime(facts.endsAt, facts.locale),
    }),
    fill(t.mails.facts.instructor, { instructor: facts.instructorName }),
    fill(t.mails.facts.car, { car: facts.carName }),
    ...(point
      ? [
          fill(t.mails.facts.pickup, { point: point.name[facts.locale], address: point.address }),
          fill(t.mails.facts.map, { link: point.mapLink }),
        ]
      : []),
  ];
}

/** The payment link of a lesson paid per lesson, carrying its id; null for any other. */
export function lessonPaymentLink(
  facts: Pick<LessonFacts, "id" | "kind" | "payment" | "paidAt" | "locale" | "email">,
  simulated: boolean,
): string | null {
  const product = lessonPaymentProduct[facts.kind];
  if (facts.payment !== "link" || facts.paidAt || !product) return null;
  return buyUrl(product, facts.locale, { simulated, email: facts.email, lessonId: facts.id });
}

/** When a lesson paid by link is due: `paymentDueHoursBefore` its start. */
export function paymentDue(facts: Pick<LessonFacts, "startsAt">): Date {
  return new Date(facts.startsAt.getTime() - lessonRules.paymentDueHoursBefore * 3_600_000);
}

export function lessonMail(facts: LessonFacts, event: LessonMailEvent, settings: MailSettings): MailMessage {
  const t = textsIn("lessons", facts.locale);
  const date = formatDay(facts.startsAt, facts.locale);
  const paragraphs: string[] = [];
  let subject: string;
  const payLink = lessonPaymentLink(facts, settings.simulated);
  const payLine = payLink
    ? [fill(t.mails.payment.link, { date: formatMoment(paymentDue(facts), facts.locale), link: payLink })]
    : [];
  switch (event.kind) {
    case "booked":
      subject = fill(t.mails.booked.subject, { date });
      paragraphs.push(t.mails.booked.intro, "", ...factLines(facts), "");
      if (event.balanceLeft !== null)
        paragraphs.push(fill(t.mails.payment.balance, { left: String(event.balanceLeft) }));
      paragraphs.push(...payLine);
      break;
    case "moved":
      subject = fill(t.mails.moved.subject, { date });
      paragraphs.push(t.mails.moved.intro, "", ...factLines(facts), "", ...payLine);
      break;
    case "cancelledByCustomer":
      subject = fill(t.mails.cancelledByCustomer.subject, { date });
      paragraphs.push(
        facts.lateCancellation
          ? fill(t.mails.cancelledByCustomer.late, { hours: String(lessonRules.freeCancellationHours) })
          : t.mails.cancelledByCustomer.intro,
        "",
        ...factLines(facts),
        "",
        ...(facts.lateCancellation ? payLine : []),
      );
      break;
    case "cancelledBySchool":
      subject = fill(t.mails.cancelledBySchool.subject, { date });
      paragraphs.push(t.mails.cancelledBySchool.intro, "", ...factLines(facts), "");
      if (event.nextSlots.length) {
        paragraphs.push(t.mails.cancelledBySchool.nextSlots);
        for (const slot of event.nextSlots)
          paragraphs.push(
            `${formatMoment(slot.start, facts.locale)} ${fill(t.book.with, { instructor: slot.instructorName })}`,
          );
      } else paragraphs.push(t.mails.cancelledBySchool.noSlots);
      break;
    case "waived":
      subject = fill(t.mails.waived.subject, { date });
      paragraphs.push(t.mails.waived.intro, "", ...factLines(facts));
      break;
  }
  paragraphs.push("", t.mails.facts.calendar, "");
  return compose(`lesson-${event.kind}`, facts.email, facts.locale, cleanName(facts.name), {
    subject,
    paragraphs,
    button: t.mails.button,
    link: `${settings.publicUrl}${localizePath("/my-lessons", facts.locale)}`,
    attachments: [lessonCalendarFile(facts, facts.locale)],
  });
}
