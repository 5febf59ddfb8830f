import { data, redirect } from "react-router";
import { type ProductId, products } from "~/content/catalog";
import { site } from "~/content/site";
import { firstAidSchedule, todayInSchoolTimeZone } from "~/content/schedule";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { requireUser } from "../auth/current-user.server";
import { readForm, formText } from "../platform/form.server";
import { kickMailWorker } from "../mail/mail-worker.server";
import { type AppServices } from "../auth/app-services.server";
import { env } from "../platform/env.server";
import { pageFormKey, formKeyFor } from "../platform/form-submissions.server";
import { cancelOwnBooking } from "./own-booking-cancel.server";
import { changeOwnBooking, changeRuleOf, ownBooking, requestRefund } from "../first-aid/own-bookings.server";
import { openDatesOf } from "../first-aid/seats.server";

// The page of one first-aid booking in the customer's account: what the loader shows and what its
// two forms (move the seat, ask for a refund) do. Anyone but the owner gets the not-found page.

export async function ownBookingPage(request: Request, services: AppServices, bookingId: string) {
  const user = await requireUser(request, services);
  const booking = await ownBooking(services.db, user.id, bookingId);
  if (!booking) throw data(null, { status: 404 });
  const locale = localeFromPath(new URL(request.url).pathname);
  const t = textsFor(request, "bookings");
  const rule = changeRuleOf(booking);
  const today = todayInSchoolTimeZone();
  const dates =
    rule === "change" || rule === "cancelled"
      ? (await openDatesOf(services.db, booking.language, { today })).filter(
          (day) => day.id !== booking.dateId && day.seatsLeft > 0,
        )
      : [];
  const url = new URL(request.url);
  const done = url.searchParams.get("done");
  // The second step: the date chosen with the first (a GET form, or a mail's link back), shown next
  // to the current one until the customer confirms. Only a date they could choose now.
  const to = url.searchParams.get("to");
  const chosen = to ? (dates.find((day) => day.id === to) ?? null) : null;
  // The cancellation's confirmation step (a GET: nothing is cancelled until its form is sent), with
  // the one-time key its form claims, so a second submission refunds nothing twice.
  const cancelling = rule === "change" && !chosen && url.searchParams.get("cancel") === "1";
  const formKey = cancelling ? pageFormKey(request) : null;
  const page = {
    booking,
    chosen,
    cancelling,
    formKey,
    productName: products[booking.productId as ProductId]?.name[locale] ?? "",
    rule,
    dates,
    texts: { change: t.change, account: t.account },
    hours: firstAidSchedule.freeCancellationHours,
    contact: { phone: site.phoneDisplay, email: site.supportEmail },
    venue: site.firstAidVenue,
    notice:
      done === "changed"
        ? fill(t.change.changed, { date: formatDate(booking.date, locale) })
        : done === "refund"
          ? t.change.refundRequested
          : null,
    error: to && !chosen ? t.change.errors.targetNotFound : null,
  };
  // A date that cannot be chosen (any more): the list again, with the reason, as a client error.
  return page.error ? data(page, { status: 409 }) : page;
}

export async function ownBookingAction(request: Request, services: AppServices, bookingId: string) {
  const user = await requireUser(request, services);
  const t = textsFor(request, "bookings").change;
  const url = new URL(request.url);
  const form = await readForm(request);
  const intent = formText(form, "intent");
  if (intent === "cancel") {
    const result = await cancelOwnBooking(services.db, {
      userId: user.id,
      bookingId,
      formKey: formKeyFor(form, "cancel", bookingId),
      context: { publicUrl: env().PUBLIC_URL },
    });
    if (result.outcome === "notFound") throw data(null, { status: 404 });
    if (result.outcome === "notAllowed")
      return data(
        { error: fill(t.errors.cancelNotAllowed, { hours: firstAidSchedule.freeCancellationHours }) },
        { status: 409 },
      );
    if (result.outcome === "refundRefused")
      return data(
        { error: fill(t.errors.cancelRefundRefused, { phone: site.phoneDisplay }) },
        { status: 409 },
      );
    // The seat is ended: My account shows it as cancelled (a repeat lands there as well).
    void kickMailWorker(services.db);
    throw redirect(localizePath("/my-account", localeFromPath(url.pathname)), 303);
  }
  if (intent === "refund") {
    const result = await requestRefund(services.db, { userId: user.id, bookingId });
    if (result === "notFound") throw data(null, { status: 404 });
    if (result === "notAllowed") return data({ error: t.errors.refundNotAllowed }, { status: 409 });
    if (result === "already") return data({ error: t.refundAlready }, { status: 409 });
    void kickMailWorker(services.db);
    throw redirect(`${url.pathname}?done=refund`);
  }
  const targetDateId = formText(form, "targetDateId") ?? "";
  if (intent !== "change" || !targetDateId) return data({ error: t.errors.targetNotFound }, { status: 400 });
  // A seat moves only from the confirmation step, which shows the old date next to the new one; a
  // form sent from an older page goes there first.
  if (formText(form, "confirmed") !== "yes")
    throw redirect(`${url.pathname}?to=${encodeURIComponent(targetDateId)}`, 303);
  const result = await changeOwnBooking(services.db, { userId: user.id, bookingId, targetDateId });
  if (result.ok) {
    // The mails (and any waiting-list hold the old seat made) are in the outbox: send them now.
    void kickMailWorker(services.db);
    throw redirect(`${url.pathname}?done=changed`);
  }
  if (result.error === "bookingNotFound") throw data(null, { status: 404 });
  // Staff's refusal codes the customer's change can never meet have no text of their own.
  const errors: Partial<Record<string, string>> = t.errors;
  return data({ error: errors[result.error] ?? t.errors.targetNotFound }, { status: result.status });
}
