import { data, Form, Link, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { staffMeta } from "~/components/staff/staff-texts";
import { meetingPoint } from "~/content/lessons";
import { isCalendarDate, todayInSchoolTimeZone } from "~/content/schedule";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate, formatDay, formatTime } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { readForm } from "~/server/platform/form.server";
import { addDays } from "~/server/licence-check/deadlines.server";
import { instructorChoices, instructorDay } from "~/server/lessons/instructor-day.server";
import { dayActionOnce, type MarkDone, TRAINING_NOTE_MAX } from "~/server/lessons/lesson-marks.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import { requireAnyStaff, staffNotFound, staffRoleOf } from "~/server/staff/staff-guard.server";
import type { Route } from "./+types/staff-my-day";

// The instructor's day on a phone: their lessons of a day in order, each with student, phone,
// meeting point, car and the last lesson's notes, and after the lesson the mark and the note.
// An instructor sees only their own day (any other id is the 404); owner and office choose one.

const doneKeys: readonly string[] = ["marked", "ready", "not-ready"];

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireAnyStaff(request, servicesOf(context));
  const db = context.get(databaseContext);
  const url = new URL(request.url);
  const role = staffRoleOf(staff);
  const asked = url.searchParams.get("instructor");
  if (role === "instructor" && asked !== null && asked !== staff.id) staffNotFound();
  const choices = role === "instructor" ? [] : await instructorChoices(db);
  // Owner and office: the instructor asked for, else themselves if they drive, else the first.
  const instructorId =
    role === "instructor"
      ? staff.id
      : (asked ?? (choices.some((choice) => choice.id === staff.id) ? staff.id : choices[0]?.id));
  if (asked !== null && role !== "instructor" && !choices.some((choice) => choice.id === asked))
    staffNotFound();
  const formKey = pageFormKey(request);
  const dayParam = url.searchParams.get("day");
  const day = dayParam && isCalendarDate(dayParam) ? dayParam : todayInSchoolTimeZone();
  const now = new Date();
  const agenda = instructorId ? await instructorDay(db, instructorId, day) : { lessons: [], exams: [] };
  const done = url.searchParams.get("done") ?? "";
  return data(
    {
      texts: textsFor(request, "staffMyDay"),
      formKey,
      noteMax: TRAINING_NOTE_MAX,
      day,
      previousDay: addDays(day, -1),
      nextDay: addDays(day, 1),
      today: todayInSchoolTimeZone(now),
      instructorId: instructorId ?? null,
      /** The instructor's id in links: only owner and office pass it. */
      instructorQuery: role === "instructor" ? null : (instructorId ?? null),
      choices,
      done: doneKeys.includes(done) ? (done as MarkDone) : null,
      again: url.searchParams.get("again") === "1",
      againPrefix: textsFor(request, "staffSafeguards").again.prefix,
      lessons: agenda.lessons.map((lesson) => {
        const point = meetingPoint(lesson.pickupPoint);
        return {
          ...lesson,
          startsAt: lesson.startsAt.toISOString(),
          endsAt: lesson.endsAt.toISOString(),
          lastNote: lesson.lastNote
            ? { at: lesson.lastNote.at.toISOString(), note: lesson.lastNote.note }
            : null,
          point: point
            ? {
                name: point.name[localeFromPath(url.pathname)],
                address: point.address,
                mapLink: point.mapLink,
              }
            : { name: lesson.pickupPoint, address: "", mapLink: null },
          markable: lesson.startsAt.getTime() <= now.getTime(),
        };
      }),
      exams: agenda.exams.map((exam) => ({ ...exam, startsAt: exam.startsAt.toISOString() })),
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireAnyStaff(request, servicesOf(context));
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const answer = await dayActionOnce(
    context.get(databaseContext),
    { id: staff.id, role: staffRoleOf(staff) },
    await readForm(request),
    "/staff/my-day",
  );
  if ("done" in answer) {
    const query: Record<string, string> = { done: answer.done, ...("again" in answer ? { again: "1" } : {}) };
    for (const name of ["day", "instructor"]) {
      const value = url.searchParams.get(name);
      if (value) query[name] = value;
    }
    throw redirect(withFreshKey(localizePath("/staff/my-day", locale), query), {
      status: 303,
      headers: privateNoStore,
    });
  }
  return data(
    { error: textsFor(request, "staffMyDay").errors[answer.error] },
    { status: answer.status, headers: privateNoStore },
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffMyDay);
export const headers = () => privateNoStore;

export default function StaffMyDay({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const dayLink = (day: string) => {
    const query = new URLSearchParams({ day });
    if (loaderData.instructorQuery) query.set("instructor", loaderData.instructorQuery);
    return `${localizePath("/staff/my-day", locale)}?${query}`;
  };
  const chosen = loaderData.choices.find((choice) => choice.id === loaderData.instructorId);
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-my-day">
        <h1>{chosen ? fill(t.headingOf, { name: chosen.name }) : t.heading}</h1>
        <p className="lead">{t.intro}</p>
        {loaderData.choices.length > 0 ? (
          <form method="get" className="staff-form my-day-choice">
            <label htmlFor="my-day-instructor">{t.choose}</label>{" "}
            <select id="my-day-instructor" name="instructor" defaultValue={loaderData.instructorId ?? ""}>
              {loaderData.choices.map((choice) => (
                <option key={choice.id} value={choice.id}>
                  {choice.name}
                </option>
              ))}
            </select>
            <input type="hidden" name="day" value={loaderData.day} />{" "}
            <button type="submit" className="button button-secondary">
              {t.show}
            </button>
          </form>
        ) : loaderData.instructorQuery === null && loaderData.instructorId === null ? (
          <p>{t.noInstructor}</p>
        ) : null}
        <nav className="my-day-days" aria-label={formatDate(loaderData.day, locale)}>
          <Link to={dayLink(loaderData.previousDay)}>← {t.previous}</Link>{" "}
          {loaderData.day === loaderData.today ? null : <Link to={dayLink(loaderData.today)}>{t.today}</Link>}{" "}
          <Link to={dayLink(loaderData.nextDay)}>{t.next} →</Link>
        </nav>
        <h2>{formatDate(loaderData.day, locale)}</h2>
        {actionData?.error ? (
          <p className="notice notice-error" role="alert">
            {actionData.error}
          </p>
        ) : loaderData.done ? (
          <p className="notice" role="status">
            {loaderData.again ? `${loaderData.againPrefix} ` : null}
            {t.done[loaderData.done]}
          </p>
        ) : null}
        {loaderData.lessons.length === 0 ? <p>{t.empty}</p> : null}
        <ol className="my-day-lessons">
          {loaderData.lessons.map((lesson) => (
            <li
              key={lesson.id}
              className="my-day-lesson"
              data-lesson={lesson.id}
              data-starts-at={lesson.startsAt}
              data-state={lesson.state}
            >
              <h3>
                <time dateTime={lesson.startsAt}>{formatTime(lesson.startsAt, locale)}</time>–
                <time dateTime={lesson.endsAt}>{formatTime(lesson.endsAt, locale)}</time> {lesson.studentName}
              </h3>
              <p>
                {t.kinds[lesson.kind]} · {t.states[lesson.state]}
                {lesson.ready ? ` · ${t.ready}` : null}
              </p>
              <dl className="my-day-facts">
                <dt>{t.phone}</dt>
                <dd>
                  {lesson.phone ? (
                    <a href={`tel:${lesson.phone.replace(/[^\d+]/g, "")}`}>{lesson.phone}</a>
                  ) : (
                    t.noPhone
                  )}
                </dd>
                <dt>{t.meetingPoint}</dt>
                <dd>
                  {lesson.point.name}
                  {lesson.point.address ? <>, {lesson.point.address}</> : null}
                  {lesson.point.mapLink ? (
                    <>
                      {" "}
                      (<a href={lesson.point.mapLink}>{t.map}</a>)
                    </>
                  ) : null}
                </dd>
                <dt>{t.car}</dt>
                <dd>{lesson.carName}</dd>
                <dt>
                  {lesson.lastNote
                    ? fill(t.lastNote, { date: formatDay(lesson.lastNote.at, locale, "medium") })
                    : t.lastLesson}
                </dt>
                <dd className="my-day-note">{lesson.lastNote ? lesson.lastNote.note : t.noLastNote}</dd>
              </dl>
              {lesson.markable ? (
                <Form method="post" className="staff-form my-day-mark">
                  <FormKey />
                  <input type="hidden" name="intent" value="mark" />
                  <input type="hidden" name="lessonId" value={lesson.id} />
                  <label htmlFor={`note-${lesson.id}`}>{t.note}</label>
                  <textarea
                    id={`note-${lesson.id}`}
                    name="note"
                    rows={3}
                    maxLength={loaderData.noteMax}
                    defaultValue={lesson.trainingNote ?? ""}
                  />
                  <div className="my-day-buttons">
                    <button type="submit" name="state" value="driven" className="button button-primary">
                      {t.markDriven}
                    </button>{" "}
                    <button type="submit" name="state" value="no-show" className="button button-secondary">
                      {t.markNoShow}
                    </button>
                  </div>
                </Form>
              ) : (
                <p className="staff-hint">{t.afterStart}</p>
              )}
              <Form method="post" className="my-day-ready">
                <FormKey />
                <input type="hidden" name="intent" value="ready" />
                <input type="hidden" name="customerId" value={lesson.customerId} />
                <input type="hidden" name="ready" value={lesson.ready ? "0" : "1"} />
                <button type="submit" className="button button-secondary">
                  {lesson.ready ? t.takeBackReady : t.markReady}
                </button>
              </Form>
            </li>
          ))}
        </ol>
        {loaderData.exams.length > 0 ? (
          <>
            <h2>{t.examsHeading}</h2>
            <ul className="my-day-exams">
              {loaderData.exams.map((exam) => (
                <li key={exam.id} data-exam={exam.id}>
                  <time dateTime={exam.startsAt}>{formatTime(exam.startsAt, locale)}</time>{" "}
                  {t.examKinds[exam.kind]}: {exam.studentName}, {exam.testingCentre}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
    </FormKeyContext.Provider>
  );
}
