import type { DeadlineKind } from "~/content/licence-rules/plan-rules";
import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailAttachment, type MailMessage } from "../mail/mail-builders.server";
import type { AppointmentKind } from "./appointment-form.server";

// The plan's reminder mails: what is due and the one thing to do next, a button to the plan page,
// and the link that switches the reminders off. That link comes first in `links`: the outbox names
// it in List-Unsubscribe, and its page takes the mail program's one-click POST (RFC 8058 §3.1).

export function planLink(publicUrl: string, locale: Locale): string {
  return `${publicUrl}${localizePath("/my-conversion", locale)}`;
}

export function optOutLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${localizePath(`/plan-reminders/${token}`, locale)}`;
}

interface Recipient {
  to: string;
  name: string | null;
  locale: Locale;
  publicUrl: string;
  token: string;
}

function withOptOut(message: MailMessage, optOut: string): MailMessage {
  return { ...message, links: [optOut, ...message.links] };
}

export function deadlineReminderMail(
  recipient: Recipient,
  deadline: { kind: DeadlineKind; day: IsoDate },
): MailMessage {
  const t = textsIn("planAppointments", recipient.locale).mail;
  const title = textsIn("myConversion", recipient.locale).deadlines[deadline.kind].title;
  const values = { title, date: formatDate(deadline.day, recipient.locale, "long") };
  const optOut = optOutLink(recipient.publicUrl, recipient.locale, recipient.token);
  return withOptOut(
    compose("plan-reminder", recipient.to, recipient.locale, cleanName(recipient.name), {
      subject: fill(t.deadlineSubject, values),
      paragraphs: [fill(t.deadlineIntro, values), t.deadlineNext[deadline.kind]],
      button: t.button,
      link: planLink(recipient.publicUrl, recipient.locale),
      after: [fill(t.optOut, { link: optOut })],
    }),
    optOut,
  );
}

export function appointmentReminderMail(
  recipient: Recipient,
  appointment: { kind: AppointmentKind; day: IsoDate; time: string | null; note: string | null },
  calendar: MailAttachment,
): MailMessage {
  const t = textsIn("planAppointments", recipient.locale);
  const values = {
    title: t.kinds[appointment.kind],
    date: formatDate(appointment.day, recipient.locale, "long"),
  };
  const optOut = optOutLink(recipient.publicUrl, recipient.locale, recipient.token);
  return withOptOut(
    compose("appointment-reminder", recipient.to, recipient.locale, cleanName(recipient.name), {
      subject: fill(t.mail.appointmentSubject, values),
      paragraphs: [
        fill(t.mail.appointmentIntro, values),
        ...(appointment.time ? [fill(t.mail.appointmentTime, { time: appointment.time })] : []),
        ...(appointment.note ? [fill(t.mail.appointmentNote, { note: cleanName(appointment.note) })] : []),
        t.mail.appointmentNext[appointment.kind],
        t.mail.calendarNote,
      ],
      button: t.mail.button,
      link: planLink(recipient.publicUrl, recipient.locale),
      after: [fill(t.mail.optOut, { link: optOut })],
      attachments: [calendar],
    }),
    optOut,
  );
}
