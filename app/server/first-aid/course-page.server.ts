import { data } from "react-router";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localeFromPath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { nextFirstAidAppointment } from "./offered-dates.server";
import { readForm, formText } from "../platform/form.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { datesToList, isPlainEmail, openDatesOf } from "./seats.server";
import { joinWaitlist } from "./waitlist-join.server";

// What the two first-aid course pages load (the next date for the hero, the dates to choose from)
// and their one form: joining the waiting list of a full date.

export async function firstAidPageData(request: Request, db: Database, language: Locale) {
  const today = todayInSchoolTimeZone();
  // The next date first: it also fills the dates table a year ahead.
  const offer = await nextFirstAidAppointment(db, language, today);
  const dates = datesToList(await openDatesOf(db, language, { today }), today);
  const { choice, waitlist } = textsFor(request, "bookings");
  return { offer, dates, bookingTexts: { choice, waitlist } };
}

/**
 * The waiting-list form's POST: the page is rendered again with the answer next to the date (the
 * form posts to that date's anchor, so the answer is in view). "Check your mail" whether or not the
 * address was listed already; 429 with Retry-After (RFC 6585 §4) when throttled.
 */
export async function waitlistFormAction(request: Request, db: Database, ip: string) {
  const t = textsFor(request, "bookings").waitlist;
  const form = await readForm(request);
  const dateId = formText(form, "dateId") ?? "";
  const email = (formText(form, "email") ?? "").trim().slice(0, 254);
  const answer = (status: number, ok: boolean, message: string, headers?: HeadersInit) =>
    data({ waitlist: { dateId, ok, message, email } }, { status, headers });
  if (!form || formText(form, "intent") !== "waitlist") return answer(400, false, t.unknownDate);
  if (!isPlainEmail(email)) return answer(400, false, t.invalidEmail);
  const chosen = formText(form, "locale");
  const locale: Locale =
    chosen === "en" || chosen === "es" ? chosen : localeFromPath(new URL(request.url).pathname);
  const { result, date, retryAfterSeconds } = await joinWaitlist(db, { dateId, email, locale, ip });
  // The confirmation is in the outbox: send it now, not at the worker's next round.
  if (result === "sent") void kickMailWorker(db);
  const pageLocale = localeFromPath(new URL(request.url).pathname);
  const day = date ? formatDate(date, pageLocale) : "";
  switch (result) {
    case "sent":
      return answer(200, true, fill(t.joined, { date: day }));
    case "throttled":
      return answer(429, false, t.throttled, { "Retry-After": String(retryAfterSeconds ?? 60) });
    case "notFull":
      return answer(409, false, t.notFull);
    default:
      return answer(404, false, t.unknownDate);
  }
}
