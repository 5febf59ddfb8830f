import { FormKeyContext } from "~/components/staff/form-key";
import { data, Form, Link, redirect } from "react-router";
import { fill } from "~/i18n/fill";
import { errorText, timeRange } from "~/components/staff-dates/date-texts";
import { ClosedDays } from "~/components/staff-dates/closed-days";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { StaffTable } from "~/components/staff/staff-table";
import { staffMeta } from "~/components/staff/staff-texts";
import { firstAidSchedule } from "~/content/schedule";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { textsFor } from "~/i18n/catalogs.server";
import { useLocale } from "~/i18n/use-locale";
import { plural } from "~/i18n/plural";
import {
  closedDayActionOnce,
  closedDaysList,
  isClosedDayIntent,
} from "~/server/first-aid/closed-day-page.server";
import { addDateAction, datesPage } from "~/server/first-aid/staff-date-pages.server";
import { readForm } from "~/server/platform/form.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import type { Route } from "./+types/staff-dates";

// /staff/dates, the course dates of the year ahead with seats taken / capacity and
// status, the dates needing attention, and a form to add an extra date. Plain HTML forms.

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const url = new URL(request.url);
  const search = url.searchParams;
  const locale = localeFromPath(url.pathname);
  const addedId = search.get("added");
  const closed = search.get("closed");
  return {
    ...(await datesPage(context.get(databaseContext))),
    added: addedId !== null,
    // The date added, to link to; "again" when the form had been sent before (Back, a double click).
    addedPath: addedId && addedId !== "1" ? localizePath(`/staff/dates/${addedId}`, locale) : null,
    again: search.get("again") === "1",
    formKey,
    againTexts: textsFor(request, "staffSafeguards").again,
    closedDone: (["added", "removed"] as const).find((change) => change === closed) ?? null,
    closedDays: await closedDaysList(context.get(databaseContext)),
    texts: textsFor(request, "staffDates"),
    bookingTexts: textsFor(request, "staffBookings"),
    closedTexts: textsFor(request, "bookingDateChanges").staff,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, servicesOf(context));
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await readForm(request);
  if (form && isClosedDayIntent(form)) {
    const closed = await closedDayActionOnce(context.get(databaseContext), staff.id, form);
    if (closed.done) {
      const again: Record<string, string> = "again" in closed ? { again: "1" } : {};
      return redirect(
        withFreshKey(localizePath("/staff/dates", locale), { closed: closed.change, ...again }),
      );
    }
    return data({ closed }, { status: closed.status });
  }
  const result = await addDateAction(context.get(databaseContext), staff.id, form);
  if (result.done)
    return redirect(
      withFreshKey(localizePath("/staff/dates", locale), {
        added: result.dateId ?? "1",
        ...(result.again ? { again: "1" } : {}),
      }),
    );
  return data(
    { errors: result.errors, values: result.values, booked: result.booked },
    { status: result.status },
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffDates);

export default function StaffDatesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { texts: t, dates, attention, added, today } = loaderData;
  const locale = useLocale();
  const addFailed = actionData && "errors" in actionData ? actionData : undefined;
  const closedFailed = actionData && "closed" in actionData ? actionData.closed : undefined;
  const bt = loaderData.bookingTexts;
  const errors = addFailed?.errors ?? {};
  const values = addFailed?.values ?? {};
  const error = (field: string) =>
    errorText(t, locale, errors[field as keyof typeof errors], addFailed?.booked);
  const datePath = (id: string) => localizePath(`/staff/dates/${id}`, locale);
  return (
    <section className="staff-page staff-dates">
      <h1>{t.dates.title}</h1>
      <p className="lead">{t.dates.intro}</p>
      {added ? (
        <p className="notification notification-success" role="status">
          {loaderData.again ? `${loaderData.againTexts.prefix} ` : null}
          {t.dates.added}
          {loaderData.addedPath ? (
            <>
              {" "}
              <Link to={loaderData.addedPath}>{loaderData.againTexts.link}</Link>
            </>
          ) : null}
        </p>
      ) : null}
      {attention.length > 0 ? (
        <section className="staff-attention" aria-labelledby="attention-heading">
          <h2 id="attention-heading">{t.dates.attention}</h2>
          <ul>
            {attention.map((day) => (
              <li key={day.id}>
                <Link to={datePath(day.id)}>
                  {formatDate(day.date, locale)} ({t.languages[day.language]})
                </Link>
                :{" "}
                {day.reason === "overbooked"
                  ? fill(t.dates.overbooked, {
                      booked: plural(t.dates.bookedCount, day.booked, locale),
                      capacity: plural(t.dates.seatCount, day.capacity, locale),
                    })
                  : plural(t.dates.cancelledWithBookings, day.booked, locale)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {dates.length === 0 ? (
        <p>{t.dates.none}</p>
      ) : (
        <StaffTable columns={[t.dates.date, t.dates.language, t.dates.time, t.dates.seats, t.dates.status]}>
          {dates.map((day) => (
            <tr key={day.id} className={day.status === "cancelled" ? "is-cancelled" : undefined}>
              <td>
                <Link to={datePath(day.id)}>
                  <time dateTime={day.date}>{formatDate(day.date, locale)}</time>
                </Link>
                {day.status === "open" && day.bookingsClosed ? (
                  // On a phone the status column is scrolled out of view: the mark goes with the date.
                  <span className="staff-flag staff-closed-tag" aria-hidden="true">
                    {loaderData.closedTexts.closedForBookings}
                  </span>
                ) : null}
              </td>
              <td>{t.languages[day.language]}</td>
              <td>{timeRange(day)}</td>
              <td>{fill(t.dates.seatsValue, { booked: day.booked, capacity: day.capacity })}</td>
              <td>
                {day.status === "cancelled" ? (
                  t.dates.cancelled
                ) : day.bookingsClosed ? (
                  // Still held with its seats, but no longer offered: the office must see it at a glance.
                  <strong className="staff-flag" data-bookings-closed="">
                    {loaderData.closedTexts.closedForBookings}
                  </strong>
                ) : (
                  t.dates.open
                )}
              </td>
            </tr>
          ))}
        </StaffTable>
      )}

      <section aria-labelledby="add-heading" className="staff-form-section">
        <h2 id="add-heading">{t.dates.addHeading}</h2>
        <p>{t.dates.addIntro}</p>
        {errors.form ? (
          <p className="notification notification-error" role="alert">
            {t.errors.unreadable}
          </p>
        ) : null}
        <Form method="post" className="staff-form" noValidate>
          <input type="hidden" name="key" value={values.key ?? loaderData.formKey} />
          <FormField id="add-language" label={t.dates.language} error={error("language")}>
            <select
              name="language"
              defaultValue={values.language ?? ""}
              {...fieldProps("add-language", error("language"))}
            >
              <option value="">{t.dates.choose}</option>
              <option value="en">{t.languages.en}</option>
              <option value="es">{t.languages.es}</option>
            </select>
          </FormField>
          <FormField id="add-date" label={t.dates.date} error={error("date")}>
            <input
              type="date"
              name="date"
              min={today}
              defaultValue={values.date ?? ""}
              {...fieldProps("add-date", error("date"))}
            />
          </FormField>
          <FormField id="add-start" label={t.dates.startTime} error={error("startTime")}>
            <input
              type="time"
              name="startTime"
              defaultValue={values.startTime ?? firstAidSchedule.startTime.padStart(5, "0")}
              {...fieldProps("add-start", error("startTime"))}
            />
          </FormField>
          <FormField id="add-end" label={t.dates.endTime} error={error("endTime")}>
            <input
              type="time"
              name="endTime"
              defaultValue={values.endTime ?? firstAidSchedule.endTime}
              {...fieldProps("add-end", error("endTime"))}
            />
          </FormField>
          <FormField id="add-capacity" label={t.dates.capacity} error={error("capacity")}>
            {/* Text, not number: a browser reads "12,5" as 125 in some languages; the server checks. */}
            <input
              type="text"
              inputMode="numeric"
              name="capacity"
              autoComplete="off"
              defaultValue={values.capacity ?? String(firstAidSchedule.capacity)}
              {...fieldProps("add-capacity", error("capacity"))}
            />
          </FormField>
          {errors.date === "dateClosed" ? (
            <div className="staff-field">
              <label className="checkbox-label" htmlFor="add-confirm-closed">
                <input type="checkbox" id="add-confirm-closed" name="confirmClosed" value="yes" />
                <span>{bt.addOnClosedDay.confirm}</span>
              </label>
            </div>
          ) : null}
          <button type="submit" className="button button-primary">
            {t.dates.add}
          </button>
        </Form>
      </section>
      {loaderData.closedDone ? (
        <p className="notification notification-success" role="status">
          {loaderData.again ? `${loaderData.againTexts.prefix} ` : null}
          {bt.closed.done[loaderData.closedDone]}
        </p>
      ) : null}
      <FormKeyContext.Provider value={loaderData.formKey}>
        <ClosedDays
          t={bt}
          locale={locale}
          today={today}
          days={loaderData.closedDays}
          errors={closedFailed && !closedFailed.done ? closedFailed.errors : {}}
          values={closedFailed && !closedFailed.done ? closedFailed.values : {}}
        />
      </FormKeyContext.Provider>
    </section>
  );
}
