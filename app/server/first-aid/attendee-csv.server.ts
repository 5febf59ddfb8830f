import type { StaffDatesTexts } from "~/i18n/messages/staff-dates-en";
import type { FirstAidOfficeTexts } from "~/i18n/messages/first-aid-office-en";
import { csvCents, germanCsv, germanDate, toCsv } from "../platform/csv.server";
import type { Attendee } from "./attendees.server";

// A date's attendee list as the partner institute and the accountant open it: German Excel's own
// format (semicolons, decimal comma, dates as DD.MM.YYYY, UTF-8 with a BOM so the umlauts and
// accents read right), the column names in the staff page's language. csv.server.ts neutralises
// any cell that could start a formula, after either separator.

export function attendeeCsv(
  attendees: readonly Attendee[],
  texts: { dates: StaffDatesTexts; office: FirstAidOfficeTexts },
): string {
  const t = texts.dates.csv.attendees;
  const a = texts.office.attendance;
  const attendance = { attended: a.attended, "no-show": a.noShow };
  const rows = attendees.map((person) => [
    person.name,
    person.email,
    person.phone ?? "",
    person.dateOfBirth ? germanDate(person.dateOfBirth) : "",
    person.eyeTest ? t.yes : t.no,
    person.purchaseStatus ? texts.dates.states[person.purchaseStatus] : "",
    person.amountCents === null ? "" : csvCents(person.amountCents, germanCsv),
    person.attendance ? attendance[person.attendance] : "",
  ]);
  return toCsv(
    [t.name, t.email, t.phone, t.dateOfBirth, t.eyeTest, t.purchase, t.amount, a.column],
    rows,
    germanCsv,
  );
}
