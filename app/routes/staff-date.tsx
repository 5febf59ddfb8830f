import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { data, Form, Link, redirect } from "react-router";
import { fill } from "~/i18n/fill";
import { AttendeeTable } from "~/components/staff-dates/attendee-table";
import { BookingsSwitch, MessageForm } from "~/components/staff-dates/date-office";
import { errorText, timeRange } from "~/components/staff-dates/date-texts";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { TellCustomer } from "~/components/staff-dates/tell-customer";
import { staffMeta } from "~/components/staff/staff-texts";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { datePageAction } from "~/server/first-aid/date-page-once.server";
import { datePage } from "~/server/first-aid/staff-date-pages.server";
import { WaitlistTable } from "~/components/staff-dates/waitlist-table";
import { doubleBookedEmails } from "~/server/first-aid/double-bookings.server";
import { waitlistOf } from "~/server/first-aid/waitlist.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { readForm } from "~/server/platform/form.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-date";

// /staff/dates/:id, one course date: its attendees (each can be moved to another date
// of the same language), its capacity, its cancellation (confirmed by a tick), the print view and
// the CSV for the partner institute; after the course, attendance per booking; closing the date
// for new bookings; one message to all attendees. Every action: POST, then a redirect back with a
// notice (the message first shows a confirmation step).

const doneIntents = [
  "capacity",
  "cancel",
  "reopen",
  "move",
  "attendance",
  "close-bookings",
  "reopen-bookings",
  "message",
] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const page = await datePage(context.get(databaseContext), params.id);
  if (!page) throw data(null, { status: 404 });
  const search = new URL(request.url).searchParams;
  const done = search.get("done");
  const db = context.get(databaseContext);
  const bookings = textsFor(request, "bookings").staff;
  return {
    ...page,
    // The waiting list and two seats of one person: this date's extras (first-aid/waitlist.server.ts).
    waitlist: await waitlistOf(db, params.id),
    doubleBooked: [...(await doubleBookedEmails(db, params.id))],
    bookingTexts: bookings,
    waitlistNotice: done === "waitlist" ? bookings.removed : null,
    done: doneIntents.find((intent) => intent === done) ?? null,
    // The forms' one-time key (see pageFormKey) and whether the form had been sent before.
    formKey,
    again: search.get("again") === "1",
    againPrefix: textsFor(request, "staffSafeguards").again.prefix,
    texts: textsFor(request, "staffDates"),
    consentMissing: textsFor(request, "staffSafeguards").consent.missing,
    tellTexts: textsFor(request, "staffBookings").tell,
    office: textsFor(request, "firstAidOffice"),
    closedTexts: textsFor(request, "bookingDateChanges").staff,
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const result = await datePageAction(context.get(databaseContext), staff.id, params.id, form);
  // After the commit: a change may have queued mails (the customers told, a freed seat held for
  // the waiting list); they go now.
  if (result.done && !("again" in result && result.again)) void kickMailWorker(context.get(databaseContext));
  if (result.done) {
    const again: Record<string, string> = "again" in result && result.again ? { again: "1" } : {};
    return redirect(
      withFreshKey(localizePath(`/staff/dates/${params.id}`, locale), { done: result.intent, ...again }),
    );
  }
  if (result.intent === "waitlist") throw data(null, { status: 404 });
  const { status, ...answer } = result;
  return data(answer, { status });
}

export const meta = staffMeta((t) => t.nav.pages.staffDates);

export default function StaffDatePage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    texts: t,
    office,
    date,
    attendees,
    targets,
    done,
    today,
    canMarkAttendance,
    waitlist,
    doubleBooked,
    bookingTexts,
  } = loaderData;
  const locale = useLocale();
  const failed = actionData;
  const errorOf = (intent: string, field: string) =>
    failed?.intent === intent
      ? errorText(t, locale, (failed.errors as Record<string, keyof typeof t.errors>)[field], failed.booked)
      : undefined;
  const path = localizePath(`/staff/dates/${date.id}`, locale);
  const past = date.date < today;
  const status =
    date.status === "cancelled"
      ? t.dates.cancelled
      : date.bookingsClosed
        ? `${t.dates.open}, ${office.bookings.closedBadge}`
        : t.dates.open;
  const doneText = (intent: NonNullable<typeof done>) =>
    intent in office.done
      ? office.done[intent as keyof typeof office.done]
      : t.date.done[intent as keyof typeof t.date.done];
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-date">
        <p>
          <Link to={localizePath("/staff/dates", locale)}>{t.date.back}</Link>
        </p>
        <h1>
          {fill(t.date.heading, {
            language: t.languages[date.language],
            date: formatDate(date.date, locale),
          })}
        </h1>
        <p className="lead">
          {fill(t.date.summary, {
            time: timeRange(date),
            booked: date.booked,
            capacity: date.capacity,
            status,
          })}
        </p>
        {loaderData.waitlistNotice ? (
          <p className="notification notification-success" role="status">
            {loaderData.again ? `${loaderData.againPrefix} ` : null}
            {loaderData.waitlistNotice}
          </p>
        ) : null}
        {done ? (
          <p className="notification notification-success" role="status">
            {loaderData.again ? `${loaderData.againPrefix} ` : null}
            {doneText(done)}
          </p>
        ) : null}
        {failed?.errors && "form" in failed.errors ? (
          <p className="notification notification-error" role="alert">
            {t.errors.unreadable}
          </p>
        ) : null}
        {date.status === "cancelled" ? (
          <div className="notification notification-error">
            <p>{t.date.cancelledNote}</p>
            {!past ? (
              <Form method="post">
                <FormKey />
                <input type="hidden" name="intent" value="reopen" />
                <button type="submit" className="button button-secondary">
                  {t.date.reopenButton}
                </button>
                {errorOf("reopen", "dateId") ? (
                  <p className="field-error">{errorOf("reopen", "dateId")}</p>
                ) : null}
              </Form>
            ) : null}
          </div>
        ) : null}
        {past ? <p className="notice">{t.date.pastNote}</p> : null}

        <h2>{t.date.attendees}</h2>
        <p className="staff-links">
          <Link to={`${path}/print`}>{t.date.print}</Link>
          {" · "}
          <a href={`${path}/attendees.csv`} download>
            {t.date.csv}
          </a>
        </p>
        {doubleBooked.length ? (
          <p className="notification notification-error" data-double-booked="">
            {bookingTexts.doubleBooked}: {doubleBooked.join(", ")}
          </p>
        ) : null}
        <AttendeeTable
          texts={t}
          attendees={attendees}
          targets={targets}
          failedBookingId={failed?.intent === "move" ? failed.bookingId : undefined}
          moveError={errorOf("move", "targetDateId") ?? errorOf("move", "bookingId")}
          consentMissing={{
            label: loaderData.consentMissing,
            pathOf: (customerId) =>
              `${localizePath(`/staff/customers/${customerId}`, locale)}#consent-heading`,
          }}
          tellLabel={loaderData.tellTexts.move}
          closedTexts={loaderData.closedTexts}
          office={office}
          canMarkAttendance={canMarkAttendance}
          attendanceError={
            failed?.intent === "attendance"
              ? {
                  bookingId: failed.bookingId,
                  message: errorOf("attendance", "bookingId") ?? errorOf("attendance", "attendance"),
                }
              : undefined
          }
        />
        {!canMarkAttendance && attendees.length > 0 ? (
          <p className="notice">{office.attendance.notYet}</p>
        ) : null}

        {attendees.length > 0 ? (
          <MessageForm
            office={office}
            locale={locale}
            values={failed?.intent === "message" || failed?.intent === "message-preview" ? failed.values : {}}
            errorOf={(field) => errorOf("message", field)}
            preview={
              failed?.intent === "message-preview" ? { count: failed.count, token: failed.token } : undefined
            }
          />
        ) : null}

        {date.status === "open" && !past ? (
          <BookingsSwitch
            office={office}
            closed={date.bookingsClosed}
            error={errorOf("close-bookings", "dateId") ?? errorOf("reopen-bookings", "dateId")}
          />
        ) : null}

        <WaitlistTable rows={waitlist} texts={bookingTexts} />

        {!past ? (
          <section aria-labelledby="capacity-heading" className="staff-form-section">
            <h2 id="capacity-heading">{t.date.capacityHeading}</h2>
            <Form method="post" className="staff-form staff-form-inline" noValidate>
              <FormKey />
              <input type="hidden" name="intent" value="capacity" />
              <FormField id="capacity" label={t.dates.capacity} error={errorOf("capacity", "capacity")}>
                {/* Text, not number: a browser reads "12,5" as 125 in some languages; the server checks. */}
                <input
                  type="text"
                  inputMode="numeric"
                  name="capacity"
                  autoComplete="off"
                  defaultValue={
                    failed?.intent === "capacity" ? failed.values.capacity : String(date.capacity)
                  }
                  {...fieldProps("capacity", errorOf("capacity", "capacity"))}
                />
              </FormField>
              <button type="submit" className="button button-secondary">
                {t.date.capacityButton}
              </button>
            </Form>
          </section>
        ) : null}

        {date.status === "open" && !past ? (
          <section aria-labelledby="cancel-heading" className="staff-form-section">
            <h2 id="cancel-heading">{t.date.cancelHeading}</h2>
            <p>{t.date.cancelIntro}</p>
            <Form method="post" className="staff-form" noValidate>
              <FormKey />
              <input type="hidden" name="intent" value="cancel" />
              <div className="staff-field">
                <label className="checkbox-label">
                  <input
                    type="checkbox"
                    name="confirm"
                    value="yes"
                    {...fieldProps("cancel-confirm", errorOf("cancel", "confirm"))}
                  />
                  <span>{t.date.cancelConfirm}</span>
                </label>
                {errorOf("cancel", "confirm") ? (
                  <p className="field-error" id="cancel-confirm-error">
                    {errorOf("cancel", "confirm")}
                  </p>
                ) : null}
                {errorOf("cancel", "dateId") ? (
                  <p className="field-error">{errorOf("cancel", "dateId")}</p>
                ) : null}
              </div>
              {date.booked > 0 ? (
                <div className="staff-field">
                  <TellCustomer id="cancel-notify" label={loaderData.tellTexts.cancel} />
                  <p className="staff-hint">{loaderData.tellTexts.hint}</p>
                </div>
              ) : null}
              <button type="submit" className="button button-primary">
                {t.date.cancelButton}
              </button>
            </Form>
          </section>
        ) : null}
      </section>
    </FormKeyContext.Provider>
  );
}
