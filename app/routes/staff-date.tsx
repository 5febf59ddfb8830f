import { data, Form, Link, redirect } from "react-router";
import { fill } from "~/i18n/fill";
import { AttendeeTable } from "~/components/staff-dates/attendee-table";
import { errorText, timeRange } from "~/components/staff-dates/date-texts";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { staffMeta } from "~/components/staff/staff-texts";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { dateAction, datePage } from "~/server/first-aid/staff-date-pages.server";
import { WaitlistTable } from "~/components/staff-dates/waitlist-table";
import { doubleBookedEmails } from "~/server/first-aid/double-bookings.server";
import { removeWaitlistEntry, waitlistOf } from "~/server/first-aid/waitlist.server";
import { kickMailWorker } from "~/server/mail/mail-worker.server";
import { readForm } from "~/server/form.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { databaseContext, servicesOf } from "~/server/request-context.server";
import type { Route } from "./+types/staff-date";

// /staff/dates/:id, one course date: its attendees (each can be moved to another date
// of the same language), its capacity, its cancellation (confirmed by a tick), the print view and
// the CSV for the partner institute. Every action: POST, then a redirect back with a notice.

const doneIntents = ["capacity", "cancel", "reopen", "move"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const page = await datePage(context.get(databaseContext), params.id);
  if (!page) throw data(null, { status: 404 });
  const done = new URL(request.url).searchParams.get("done");
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
    texts: textsFor(request, "staffDates"),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  if (form?.get("intent") === "waitlist-remove") {
    const removed = await removeWaitlistEntry(context.get(databaseContext), staff.id, {
      entryId: String(form.get("entryId") ?? ""),
    });
    if (!removed) throw data(null, { status: 404 });
    void kickMailWorker(context.get(databaseContext));
    return redirect(`${localizePath(`/staff/dates/${params.id}`, locale)}?done=waitlist`);
  }
  const result = await dateAction(context.get(databaseContext), staff.id, params.id, form);
  // A change may have held a freed seat for the waiting list: its mail goes now.
  if (result.done) void kickMailWorker(context.get(databaseContext));
  if (result.done)
    return redirect(`${localizePath(`/staff/dates/${params.id}`, locale)}?done=${result.intent}`);
  const { status, ...answer } = result;
  return data(answer, { status });
}

export const meta = staffMeta((t) => t.nav.pages.staffDates);
export const handle = { hydrate: false };

export default function StaffDatePage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    texts: t,
    date,
    attendees,
    targets,
    done,
    today,
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
  const status = date.status === "open" ? t.dates.open : t.dates.cancelled;
  return (
    <section className="staff-page staff-date">
      <p>
        <Link to={localizePath("/staff/dates", locale)}>{t.date.back}</Link>
      </p>
      <h1>
        {fill(t.date.heading, { language: t.languages[date.language], date: formatDate(date.date, locale) })}
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
          {loaderData.waitlistNotice}
        </p>
      ) : null}
      {done ? (
        <p className="notification notification-success" role="status">
          {t.date.done[done]}
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
      />

      <WaitlistTable rows={waitlist} texts={bookingTexts} />

      {!past ? (
        <section aria-labelledby="capacity-heading" className="staff-form-section">
          <h2 id="capacity-heading">{t.date.capacityHeading}</h2>
          <Form method="post" className="staff-form staff-form-inline" noValidate>
            <input type="hidden" name="intent" value="capacity" />
            <FormField id="capacity" label={t.dates.capacity} error={errorOf("capacity", "capacity")}>
              <input
                type="number"
                name="capacity"
                min={date.booked}
                max={200}
                step={1}
                defaultValue={failed?.intent === "capacity" ? failed.values.capacity : String(date.capacity)}
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
            <input type="hidden" name="intent" value="cancel" />
            <div className="staff-field">
              <label className="checkbox-label" htmlFor="cancel-confirm">
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
            <button type="submit" className="button button-primary">
              {t.date.cancelButton}
            </button>
          </Form>
        </section>
      ) : null}
    </section>
  );
}
