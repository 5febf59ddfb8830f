import type { IsoDate } from "~/content/schedule";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { cleanName, compose, type MailMessage } from "../mail/mail-builders.server";
import type { ReviewService, WithholdReason } from "../platform/schema.server";

// The review mails: the invitation and its one reminder (the same neutral words for every customer,
// no incentive: UWG Annex No. 23b and the platforms' rules forbid steering who reviews), and the
// notice that a review was withheld, with its reason.

/** The invitation's one-time page, in the customer's language. */
export function reviewLink(publicUrl: string, locale: Locale, token: string): string {
  return `${publicUrl}${localizePath(`/write-a-review/${token}`, locale)}`;
}

interface Invited {
  to: string;
  name: string;
  locale: Locale;
  service: ReviewService;
  finishedOn: IsoDate;
  link: string;
}

/** The invitation (or, `reminder`, its one reminder); its link is the page and the unsubscribe. */
export function reviewInvitationMail(input: Invited, reminder = false): MailMessage {
  const texts = textsIn("customerReviews", input.locale);
  const t = reminder ? texts.mail.reminder : texts.mail.invitation;
  const values = {
    service: texts.services[input.service],
    date: formatDate(input.finishedOn, input.locale, "long"),
  };
  const paragraphs = reminder ? [fill(t.intro, values)] : [fill(t.intro, values), texts.mail.invitation.fair];
  return compose(
    reminder ? "review-reminder" : "review-invitation",
    input.to,
    input.locale,
    cleanName(input.name),
    {
      subject: fill(t.subject, values),
      paragraphs,
      button: t.button,
      link: input.link,
      after: [t.optOut],
    },
  );
}

/** The author is told why their review is not shown (one of the fixed reasons). */
export function reviewWithheldMail(input: {
  to: string;
  name: string;
  locale: Locale;
  service: ReviewService;
  reason: WithholdReason;
  policyLink: string;
}): MailMessage {
  const texts = textsIn("customerReviews", input.locale);
  const t = texts.mail.withheld;
  return compose("review-withheld", input.to, input.locale, cleanName(input.name), {
    subject: t.subject,
    paragraphs: [
      fill(t.intro, { service: texts.services[input.service], reason: t.reasons[input.reason] }),
      t.next,
    ],
    button: t.button,
    link: input.policyLink,
  });
}
