import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { StaffDatesTexts } from "~/i18n/messages/staff-dates-en";
import { useLocale } from "~/i18n/use-locale";
import { StaffTable } from "../staff/staff-table";
import { timeRange } from "./date-texts";
import { fieldProps } from "./form-field";
import { TellCustomer } from "./tell-customer";

// The attendees of a date (name, e-mail, eye test, purchase state) and, per person, a
// form that moves the booking to another open date of the same language with a free seat.

interface AttendeeRow {
  bookingId: string;
  name: string;
  email: string;
  eyeTest: boolean;
  purchaseStatus: keyof StaffDatesTexts["states"] | null;
  customerId?: string | null;
  healthConsentMissing?: boolean;
}

interface Target {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  capacity: number;
  booked: number;
}

export function AttendeeTable({
  texts: t,
  attendees,
  targets,
  failedBookingId,
  moveError,
  consentMissing,
  tellLabel,
}: {
  texts: StaffDatesTexts;
  /** The flag of an eye test without the health-data consent, linking to the customer's page. */
  consentMissing?: { label: string; pathOf: (customerId: string) => string };
  /** The "tell the customer" tick's label. */
  tellLabel: string;
  attendees: AttendeeRow[];
  targets: Target[];
  failedBookingId?: string;
  moveError?: string;
}) {
  const locale = useLocale();
  if (attendees.length === 0) return <p>{t.date.noAttendees}</p>;
  return (
    <StaffTable columns={[t.date.name, t.date.email, t.date.eyeTest, t.date.purchase, t.date.move]}>
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
            <td>
              {targets.length === 0 ? (
                t.date.noTargets
              ) : (
                <Form method="post" className="staff-move" noValidate>
                  <input type="hidden" name="intent" value="move" />
                  <input type="hidden" name="bookingId" value={person.bookingId} />
                  <label className="visually-hidden" htmlFor={id}>
                    {fill(t.date.moveTo, { name: person.name || person.email })}
                  </label>
                  <select name="targetDateId" defaultValue="" {...fieldProps(id, error)}>
                    <option value="" />
                    {targets.map((target) => (
                      <option key={target.id} value={target.id}>
                        {formatDate(target.date, locale, "long")}, {timeRange(target)} (
                        {fill(t.dates.seatsValue, { booked: target.booked, capacity: target.capacity })})
                      </option>
                    ))}
                  </select>
                  <button type="submit" className="button button-secondary">
                    {t.date.moveButton}
                  </button>
                  <TellCustomer id={`${id}-notify`} label={tellLabel} />
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
