import { data } from "react-router";
import { buyUrl } from "~/content/buy-url";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatMoment } from "~/i18n/format";
import { localeFromPath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { readForm, formText } from "../platform/form.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { paymentsConfig } from "../platform/payments-config.server";
import { confirmable, confirmWaitlistEntry } from "./waitlist-join.server";
import { entryByToken, leaveWaitlist } from "./waitlist.server";

// The page a waiting-list mail links to (the confirmation mail's link or the held seat's: both
// name the same entry). Opening it changes nothing (mail scanners open links); confirming and
// leaving are buttons. A seat held for the address shows its two buy links, with the address
// filled in, so the payment is matched to the hold. After leaving, the link says so (the page is
// rendered again after the POST, and on a reload) rather than "no longer valid".

export async function waitlistPage(request: Request, db: Database, token: string, now = new Date()) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = textsFor(request, "bookings");
  const entry = await entryByToken(db, token);
  const valid =
    entry &&
    (entry.status === "waiting" ||
      entry.status === "offered" ||
      entry.status === "left" ||
      (entry.status === "unconfirmed" && confirmable(entry.createdAt, now)));
  if (!valid) throw data({ message: t.waitlist.leftNothing }, { status: 404 });
  const date = formatDate(entry.date, locale);
  const language = t.mails.languages[entry.language];
  const heldUntil =
    entry.status === "offered" && entry.holdUntil && entry.holdUntil > now ? entry.holdUntil : null;
  const held = heldUntil !== null;
  const { simulated } = paymentsConfig();
  const link = (eyeTest: boolean) =>
    buyUrl(eyeTest ? `first-aid-${entry.language}-eye-test` : `first-aid-${entry.language}`, locale, {
      simulated,
      email: entry.email,
      courseDate: entry.date,
    });
  return {
    title: t.waitlist.title,
    state: entry.status === "left" ? "left" : entry.status === "unconfirmed" ? "unconfirmed" : "listed",
    left: fill(t.waitlist.left, { date }),
    confirmIntro: fill(t.waitlist.confirmIntro, { date, language }),
    confirm: t.waitlist.confirm,
    onList: fill(t.waitlist.onList, { date, language }),
    held: held ? fill(t.checkout.heldForYou, { time: formatMoment(heldUntil, locale) }) : null,
    holdGone: entry.status === "offered" && !held ? t.waitlist.holdGone : null,
    buy: held
      ? [
          { label: t.waitlist.bookWith, href: link(true), product: `first-aid-${entry.language}-eye-test` },
          { label: t.waitlist.bookWithout, href: link(false), product: `first-aid-${entry.language}` },
        ]
      : [],
    leave: t.waitlist.leave,
  } as const;
}

/** The page's two buttons: confirm the entry (double opt-in) or leave the list. */
export async function waitlistLinkAction(request: Request, db: Database, token: string) {
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = textsFor(request, "bookings").waitlist;
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "confirm") {
    const date = await confirmWaitlistEntry(db, token);
    if (!date) return data({ done: null, error: t.leftNothing }, { status: 404 });
    // Confirming may hand a free seat to the first in line, whose mail is in the outbox.
    void kickMailWorker(db);
    return { done: fill(t.confirmed, { date: formatDate(date, locale) }), error: null };
  }
  // RFC 8058 §3.2: the one-click POST a mail program sends to the mail's List-Unsubscribe link.
  const oneClick = formText(form, "List-Unsubscribe") === "One-Click";
  if (intent !== "leave" && !oneClick) return data({ done: null, error: t.leftNothing }, { status: 400 });
  const date = await leaveWaitlist(db, token);
  if (!date) return data({ done: null, error: t.leftNothing }, { status: 404 });
  // A hold given up goes to the next person, whose mail is in the outbox.
  void kickMailWorker(db);
  return { done: fill(t.left, { date: formatDate(date, locale) }), error: null };
}
