import { site } from "~/content/site";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { plural } from "~/i18n/plural";
import { cleanName, compose, type MailMessage } from "./mail-builders.server";

/**
 * The last mail to a customer whose data an owner deleted: Art. 12 (3) GDPR asks that the person
 * be told what was done about their request. Queued to the address before it is replaced; the
 * outbox erases the address from its row once it has been sent (outbox.server.ts).
 */
export function accountDeletedMail(input: {
  to: string;
  locale: Locale;
  name?: string | null;
  publicUrl: string;
  deletedAt: Date;
  /** Seats on coming first-aid dates that the deletion ended (and offered to the waiting list). */
  endedSeats: number;
}): MailMessage {
  const t = textsIn("mail", input.locale).accountDeleted;
  return compose("account-deleted", input.to, input.locale, cleanName(input.name), {
    subject: fill(t.subject, { brand: site.brandName }),
    paragraphs: [
      fill(t.intro, { date: formatDay(input.deletedAt, input.locale) }),
      ...(input.endedSeats > 0 ? [plural(t.seats, input.endedSeats, input.locale)] : []),
      t.kept,
      t.last,
    ],
    button: t.button,
    link: `${input.publicUrl}${localizePath("/privacy-policy", input.locale)}`,
  });
}
