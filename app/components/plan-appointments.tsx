import { Form } from "react-router";
import type { AppointmentsView } from "~/server/conversion-plan/appointments-page.server";
import { fill } from "~/i18n/fill";

// The plan page's appointments: each with its day, time, note and calendar file (a first-aid
// course booked here links to its booking), one form to add or change an appointment, and the
// switch for the reminder e-mails. Plain HTML forms, each with the rendering's one-time key.

function Hidden({ view, intent }: { view: AppointmentsView; intent: string }) {
  return (
    <>
      <input type="hidden" name="key" value={view.formKey} />
      <input type="hidden" name="intent" value={intent} />
    </>
  );
}

export function PlanAppointments({ view }: { view: AppointmentsView }) {
  const t = view.texts;
  const { errors, values } = view;
  const errorList = Object.entries(errors);
  const described = (name: string) =>
    errors[name] ? { "aria-invalid": true, "aria-describedby": `appointment-${name}-error` } : {};
  return (
    <section className="plan-appointments" aria-labelledby="plan-appointments-heading">
      <h2 id="plan-appointments-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      {view.notice ? (
        <p className="notification" role="status">
          {view.notice}
        </p>
      ) : null}
      {errorList.length ? (
        <div className="notification notification-error" role="alert">
          <p>{t.errors.heading}</p>
          <ul>
            {errorList.map(([field, text]) => (
              <li key={field} id={`appointment-${field}-error`}>
                {text}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.items.length ? (
        <ul className="plan-appointment-list">
          {view.items.map((item) => (
            <li
              key={item.kind}
              className="plan-appointment"
              data-appointment={item.kind}
              data-date={item.day}
            >
              <strong>{item.title}</strong> <time dateTime={item.day}>{item.dayText}</time>
              {item.time ? ` · ${fill(t.at, { time: item.time })}` : null}
              {item.note ? <p className="field-note">{item.note}</p> : null}
              {item.kind === "licence-office" ? <p className="field-note">{t.officeChecks}</p> : null}
              {item.bookingUrl ? <p className="field-note">{t.firstAidBooked}</p> : null}
              <div className="plan-appointment-actions">
                <a href={item.calendarUrl} download>
                  {t.calendar}
                </a>
                {item.bookingUrl ? (
                  <>
                    {" · "}
                    <a href={item.bookingUrl}>{t.firstAidBookingLink}</a>
                  </>
                ) : (
                  <Form method="post" className="inline-form">
                    <Hidden view={view} intent="remove-appointment" />
                    <input type="hidden" name="kind" value={item.kind} />
                    <button type="submit" className="button button-secondary">
                      {t.remove}
                    </button>
                  </Form>
                )}
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.empty}</p>
      )}
      {view.hasPlan ? (
        <>
          <Form method="post" className="stack-form appointment-form">
            <Hidden view={view} intent="save-appointment" />
            <h3>{t.addHeading}</h3>
            <label htmlFor="appointment-kind">{t.fields.kind}</label>
            <select id="appointment-kind" name="kind" defaultValue={values.kind ?? ""} {...described("kind")}>
              {view.kinds.map((kind) => (
                <option key={kind.value} value={kind.value}>
                  {kind.label}
                </option>
              ))}
            </select>
            <label htmlFor="appointment-day">{t.fields.day}</label>
            <input
              id="appointment-day"
              name="day"
              type="date"
              required
              defaultValue={values.day ?? ""}
              {...described("day")}
            />
            <label htmlFor="appointment-time">
              {t.fields.time} <span className="field-note">({t.optional})</span>
            </label>
            <input
              id="appointment-time"
              name="time"
              type="time"
              defaultValue={values.time ?? ""}
              {...described("time")}
            />
            <label htmlFor="appointment-note">
              {t.fields.note} <span className="field-note">({t.optional})</span>
            </label>
            <input
              id="appointment-note"
              name="note"
              type="text"
              maxLength={200}
              defaultValue={values.note ?? ""}
              {...described("note")}
            />
            <button type="submit" className="button button-primary">
              {t.add}
            </button>
          </Form>
          <h3>{t.remindersHeading}</h3>
          <p data-reminders={view.remindersOn ? "on" : "off"}>
            {view.remindersOn ? t.remindersOn : t.remindersOff}
          </p>
          <Form method="post" className="inline-form">
            <Hidden view={view} intent={view.remindersOn ? "reminders-off" : "reminders-on"} />
            <button type="submit" className="button button-secondary">
              {view.remindersOn ? t.switchOff : t.switchOn}
            </button>
          </Form>
        </>
      ) : (
        <p>{t.errors.noPlan}</p>
      )}
    </section>
  );
}
