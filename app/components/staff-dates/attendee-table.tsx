import { FormKey } from "~/components/staff/form-key";
import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { BookingDateChangesTexts } from "~/i18n/messages/booking-date-changes-en";
import type { FirstAidOfficeTexts } from "~/i18n/messages/first-aid-office-en";
import type { StaffDatesTexts } from "~/i18n/messages/staff-dates-en";
import { useLocale } from "~/i18n/use-locale";
import { StaffTable } from "../staff/staff-table";
import { timeRange } from "./date-texts";
import { fieldProps } from "./form-field";
import { TellCustomer } from "./tell-customer";

// The attendees of a date (name, e-mail, eye test, purchase state, attendance) and, per person, a
// form that moves the booking to another open date of the same language with a free seat (one
// closed for bookings marked, and only with a confirmation) and,
// from the course day on, two buttons that mark them attended or no-show.

interface AttendeeRow {
  bookingId: string;
  name: string;
  email: string;
  phone: string | null;
  dateOfBirth: string | null;
  eyeTest: boolean;
  purchaseStatus: keyof StaffDatesTexts["states"] | null;
  customerId?: string | null;
  healthConsentMissing?: boolean;
  attendance: "attended" | "no-show" | null;
}

interface Target {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
  /** Closed for new bookings: listed with a mark, and a move there needs the confirmation tick. */
  bookingsClosed: boolean;
}

export function AttendeeTable({
  texts: t,
  attendees,
  targets,
  failedBookingId,
  moveError,
  consentMissing,
  tellLabel,
  closedTexts,
  office,
  canMarkAttendance,
  attendanceError,
}: {
  texts: StaffDatesTexts;
  /** The flag of an eye test without the health-data consent, linking to the customer's page. */
  consentMissing?: { label: string; pathOf: (customerId: string) => string };
  /** The "tell the customer" tick's label. */
  tellLabel: string;
  /** The closed date's mark and the confirmation's label. */
  closedTexts: BookingDateChangesTexts["staff"];
  attendees: AttendeeRow[];
  targets: Target[];
  failedBookingId?: string;
  moveError?: string;
  office: FirstAidOfficeTexts;
  canMarkAttendance: boolean;
  attendanceError?: { bookingId?: string; message?: string };
}) {
  const locale = useLocale();
  const a = office.attendance;
  if (attendees.length === 0) return <p>{t.date.noAttendees}</p>;
  const anyClosed = targets.some((target) => target.bookingsClosed);
  return (
    <StaffTable
      columns={[
        t.date.name,
        t.date.email,
        t.date.phone,
        t.date.dateOfBirth,
        t.date.eyeTest,
        t.date.purchase,
        a.column,
        t.date.move,
      ]}
    >
      {attendees.map((person, index) => {
        const id = `move-${index}`;
        const error = person.bookingId === failedBookingId ? moveError : undefined;
        return (
          <tr key={person.bookingId}>
            <td>{person.name}</td>
            <td>
              <a href={`mailto:${person.email}`}>{person.email}</a>
            </td>
            <td>
              {person.phone ? (
                <a href={`tel:${person.phone.replace(/[^\d+]/g, "")}`}>{person.phone}</a>
              ) : null}
            </td>
            <td>{person.dateOfBirth ? formatDate(person.dateOfBirth, locale, "long") : null}</td>
            <td>
              {person.eyeTest ? t.date.yes : t.date.no}
              {person.healthConsentMissing && consentMissing ? (
                <>
                  {" "}
                  <strong className="staff-flag">
                    {person.customerId ? (
                      <a href={consentMissing.pathOf(person.customerId)}>{consentMissing.label}</a>
                    ) : (
                      consentMissing.label
                    )}
                  </strong>
                </>
              ) : null}
            </td>
            <td>{person.purchaseStatus ? t.states[person.purchaseStatus] : ""}</td>
            <td className="staff-attendance">
              <span className={`attendance-state attendance-${person.attendance ?? "none"}`}>
                {person.attendance === "attended"
                  ? a.attended
                  : person.attendance === "no-show"
                    ? a.noShow
                    : a.notMarked}
              </span>
              {canMarkAttendance ? (
                <Form method="post" className="staff-attendance-form">
                  <FormKey />
                  <input type="hidden" name="intent" value="attendance" />
                  <input type="hidden" name="bookingId" value={person.bookingId} />
                  <button
                    type="submit"
                    name="attendance"
                    value="attended"
                    className="button button-secondary button-small"
                    aria-pressed={person.attendance === "attended"}
                    aria-label={`${a.markAttended}: ${person.name || person.email}`}
                  >
                    {a.markAttended}
                  </button>
                  <button
                    type="submit"
                    name="attendance"
                    value="no-show"
                    className="button button-secondary button-small"
                    aria-pressed={person.attendance === "no-show"}
                    aria-label={`${a.markNoShow}: ${person.name || person.email}`}
                  >
                    {a.markNoShow}
                  </button>
                </Form>
              ) : null}
              {attendanceError?.bookingId === person.bookingId && attendanceError.message ? (
                <p className="field-error">{attendanceError.message}</p>
              ) : null}
            </td>
            <td>
              {targets.length === 0 ? (
                t.date.noTargets
              ) : (
                <Form method="post" className="staff-move" noValidate>
                  <FormKey />
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="bookingId" value={person.bookingId} />
                  <label className="visually-hidden" htmlFor={id}>
                    {fill(t.date.moveTo, { name: person.name || person.email })}
                  </label>
                  <select name="targetDateId" defaultValue="" {...fieldProps(id, error)}>
                    <option value="">{t.date.choose}</option>
                    {targets.map((target) => {
                      const day = formatDate(target.date, locale, "long");
                      return (
                        <option
                          key={target.id}
                          value={target.id}
                          data-closed={target.bookingsClosed || undefined}
                        >
                          {target.bookingsClosed ? fill(closedTexts.closedMark, { date: day }) : day},{" "}
                          {timeRange(target)} (
                          {fill(t.dates.seatsValue, { booked: target.booked, capacity: target.capacity })})
                        </option>
                      );
                    })}
                  </select>
                  <button type="submit" className="button button-secondary">
                    {t.date.moveButton}
                  </button>
                  <TellCustomer id={`${id}-notify`} label={tellLabel} />
                  {/* A move the customer asked for (by phone or mail) is not the school's: no refund is offered. */}
                  <label className="checkbox-label staff-move-option">
                    <input type="checkbox" name="customerAsked" value="yes" />
                    <span>{t.date.customerAsked}</span>
                  </label>
                  {anyClosed ? (
                    // Closed dates are listed (the office may still give their seats) but never by accident.
                    <label className="checkbox-label staff-move-confirm">
                      <input type="checkbox" name="confirmClosed" value="yes" />
                      <span>{closedTexts.confirmClosed}</span>
                    </label>
                  ) : null}
                  {error ? (
                    <p className="field-error" id={`${id}-error`}>
                      {error}
                    </p>
                  ) : null}
                </Form>
              )}
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}
