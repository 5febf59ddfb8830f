import { and, eq, inArray } from "drizzle-orm";
import { courseTime, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import { compose, type MailMessage } from "../mail/mail-builders.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidDates, firstAidWaitlist } from "../platform/schema.server";
import { nextOpenDates } from "./booking-notify.server";
import type { OpenDate } from "./booking-mails.server";
import type { Tx } from "./staff-action.server";
import { coursePagePath } from "./waitlist.server";

// A cancelled date's waiting list ends (no seat of it is offered again): everyone still on it,
// waiting or holding a seat, hears so in their own language, with the next open dates of the
// course's language and its page. Written in the cancellation's transaction, so the mails and the
// audit row commit with it.

export function waitlistCancelledMail(input: {
  to: string;
  locale: Locale;
  date: IsoDate;
  language: Locale;
  nextDates: readonly OpenDate[];
  publicUrl: string;
}): MailMessage {
  const t = textsIn("bookingDateChanges", input.locale).waitlistCancelled;
  const date = formatDate(input.date, input.locale, "long");
  const dates = input.nextDates.map((next) =>
    fill(t.dateLine, {
      date: formatDate(next.date, input.locale),
      start: courseTime(next.startTime),
      end: courseTime(next.endTime),
    }),
  );
  return compose("waitlist-date-cancelled", input.to, input.locale, "", {
    subject: fill(t.subject, { date }),
    paragraphs: [
      fill(t.intro, { date, language: t.languages[input.language] }),
      "",
      ...(dates.length ? [t.nextDates, ...dates.map((line) => `• ${line}`), "", t.choose] : [t.noDates]),
    ],
    button: t.button,
    link: `${input.publicUrl}${coursePagePath(input.language, input.locale)}`,
  });
}

/**
 * Ends the waiting list of a date just cancelled and, unless staff said not to tell anyone, mails
 * each person on it. Returns how many were told (for the cancellation's audit row).
 */
export async function endWaitlistOfCancelledDate(
  tx: Tx,
  { dateId, today = todayInSchoolTimeZone() }: { dateId: string; today?: IsoDate },
  { notify, publicUrl }: { notify: boolean; publicUrl: string },
): Promise<number> {
  const [day] = await tx.select().from(firstAidDates).where(eq(firstAidDates.id, dateId));
  const ended = await tx
    .update(firstAidWaitlist)
    .set({ status: "expired" })
    .where(and(eq(firstAidWaitlist.dateId, dateId), inArray(firstAidWaitlist.status, ["waiting", "offered"])))
    .returning({ email: firstAidWaitlist.email, locale: firstAidWaitlist.locale });
  await tx
    .update(firstAidWaitlist)
    .set({ status: "expired" })
    .where(and(eq(firstAidWaitlist.dateId, dateId), eq(firstAidWaitlist.status, "unconfirmed")));
  // Only confirmed entries hear of it: an unconfirmed address may never have asked.
  if (!day || !notify || ended.length === 0) return 0;
  const nextDates = await nextOpenDates(tx, day.language, { today });
  for (const entry of ended)
    await queueMail(
      tx,
      waitlistCancelledMail({
        to: entry.email,
        locale: entry.locale,
        date: day.courseDate,
        language: day.language,
        nextDates,
        publicUrl,
      }),
    );
  return ended.length;
}
