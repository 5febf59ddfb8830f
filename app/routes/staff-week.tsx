import { Link } from "react-router";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { addDays } from "~/server/licence-check/deadlines.server";
import { freeSlots } from "~/server/lessons/free-slots.server";
import { type FreeSlotsOf, officeWeek, weekFromParam } from "~/server/lessons/office-week.server";
import { slotFacts } from "~/server/lessons/slot-facts.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { requireStaff } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-week";

// The office's week: one column per Frankfurt day (a list of days on a phone), each with every
// instructor's working hours, absences, lessons (student, kind, car, state) and exams, and the
// exams nobody accompanies. Previous and next week by plain links (?week=YYYY-MM-DD).

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const db = context.get(databaseContext);
  // The free times a 45-minute lesson could be booked at (the booking's own computation, within
  // its window: from the notice period to the horizon), shown per instructor and day as spans.
  const freeSlotsOf: FreeSlotsOf = async ({ start, end }) =>
    freeSlots(await slotFacts(db, start, end), { kind: "lesson-45" }, new Date()).map((slot) => ({
      instructorId: slot.instructorId,
      startsAt: slot.start.toISOString(),
    }));
  const week = await officeWeek(db, weekFromParam(url.searchParams.get("week")), { freeSlotsOf });
  return {
    week,
    end: addDays(week.start, 6),
    path: localizePath("/staff/week", locale),
    customerPath: localizePath("/staff/customers", locale),
    texts: textsFor(request, "staffWeek"),
    lessonKinds: textsFor(request, "lessonReminders").kinds,
    examKinds: textsFor(request, "exams").kinds,
  };
}

export const meta = staffMeta((t) => t.nav.pages.staffWeek);
export const headers = () => privateNoStore;

export default function StaffWeek({ loaderData }: Route.ComponentProps) {
  const locale = useLocale();
  const { week, texts: t, lessonKinds, examKinds, path, customerPath } = loaderData;
  const customer = (id: string) => `${customerPath}/${encodeURIComponent(id)}`;
  return (
    <section className="staff-page staff-week">
      <h1>
        {fill(t.heading, {
          start: formatDate(week.start, locale, "long"),
          end: formatDate(loaderData.end, locale, "long"),
        })}
      </h1>
      <nav className="staff-week-nav" aria-label={t.title}>
        <Link to={`${path}?week=${week.previous}`} rel="prev">
          {t.previous}
        </Link>
        <Link to={path}>{t.thisWeek}</Link>
        <Link to={`${path}?week=${week.next}`} rel="next">
          {t.next}
        </Link>
      </nav>
      {week.instructors.length === 0 ? <p>{t.noInstructors}</p> : null}
      <ol className="staff-week-days">
        {week.days.map((day, index) => (
          <li key={day.day} className="staff-week-day" data-day={day.day}>
            <h2>
              {formatDate(day.day, locale)}
              {day.holiday ? <span className="staff-hint"> · {day.holiday}</span> : null}
            </h2>
            {week.unaccompanied[index]?.map((exam) => (
              <p key={exam.id} className="staff-week-exam" data-exam={exam.id} data-kind={exam.kind}>
                {exam.from} · <Link to={customer(exam.customerId)}>{exam.student}</Link> ·{" "}
                {fill(t.exam, { exam: examKinds[exam.kind], centre: exam.testingCentre })}
              </p>
            ))}
            {week.instructors.map((instructor) => {
              const entry = instructor.days[index];
              if (!entry) return null;
              return (
                <section
                  key={instructor.id}
                  className="staff-week-instructor"
                  data-instructor={instructor.id}
                >
                  <h3>{instructor.name}</h3>
                  <p className="staff-hint">
                    {entry.hours.length
                      ? `${t.hours}: ${entry.hours.map((span) => `${span.from}–${span.to}`).join(", ")}`
                      : t.notWorking}
                  </p>
                  {entry.absences.map((absence) => (
                    <p key={`${absence.from}-${absence.to}`} className="staff-week-absence">
                      {fill(t.absent, absence)}
                    </p>
                  ))}
                  <ul className="staff-week-entries">
                    {entry.lessons.map((lesson) => (
                      <li
                        key={lesson.id}
                        data-lesson={lesson.id}
                        data-starts-at={lesson.startsAt}
                        data-state={lesson.state}
                        className={`staff-week-lesson staff-week-${lesson.state}`}
                      >
                        {lesson.from}–{lesson.to} ·{" "}
                        <Link to={customer(lesson.customerId)}>{lesson.student}</Link> ·{" "}
                        {lessonKinds[lesson.kind]} · {lesson.carName} · {t.states[lesson.state]}
                        {lesson.unpaid ? <strong> · {t.unpaid}</strong> : null}
                        {lesson.lateCancellation ? ` · ${t.late}` : null}
                      </li>
                    ))}
                    {entry.exams.map((exam) => (
                      <li key={exam.id} className="staff-week-exam" data-exam={exam.id} data-kind={exam.kind}>
                        {exam.from} · <Link to={customer(exam.customerId)}>{exam.student}</Link> ·{" "}
                        {fill(t.exam, { exam: examKinds[exam.kind], centre: exam.testingCentre })}
                      </li>
                    ))}
                  </ul>
                  {entry.free.length ? (
                    <p className="staff-hint" data-free-slots={entry.freeSlots.length}>
                      {fill(t.freeSlots, {
                        spans: entry.free.map((span) => `${span.from}–${span.to}`).join(", "),
                      })}
                    </p>
                  ) : null}
                  {!entry.lessons.length && !entry.exams.length && entry.hours.length ? (
                    <p className="staff-hint">{t.nothing}</p>
                  ) : null}
                </section>
              );
            })}
          </li>
        ))}
      </ol>
    </section>
  );
}
