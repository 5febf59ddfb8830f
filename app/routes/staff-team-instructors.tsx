import { data, Form, Link, redirect } from "react-router";
import { FormKey, FormKeyContext } from "~/components/staff/form-key";
import { staffMeta } from "~/components/staff/staff-texts";
import { textsFor } from "~/i18n/catalogs.server";
import { formatDate, formatMoment } from "~/i18n/format";
import { localeFromPath, localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { readForm } from "~/server/platform/form.server";
import {
  CAR_NAME_MAX,
  instructorsActionOnce,
  instructorsDoneOf,
  instructorsPage,
  NOTE_MAX,
} from "~/server/lessons/instructors-admin.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { instructorLanguages, transmissions } from "~/server/platform/schema/lessons.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import { requireOwner } from "~/server/staff/owner-guard.server";
import { pageFormKey, withFreshKey } from "~/server/platform/form-submissions.server";
import type { Route } from "./+types/staff-team-instructors";

// The team's lesson resources (owners only): instructors with languages and working hours,
// absences, cars, the school's closed days. Plain forms: POST, then a redirect that says what
// happened, or the page again with the message and a 4xx.

const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwner(request, servicesOf(context));
  const formKey = pageFormKey(request);
  const page = await instructorsPage(context.get(databaseContext));
  return data(
    {
      texts: textsFor(request, "staffInstructors"),
      formKey,
      noteMax: NOTE_MAX,
      carNameMax: CAR_NAME_MAX,
      languages: instructorLanguages,
      transmissions,
      done: instructorsDoneOf(new URL(request.url)),
      again: new URL(request.url).searchParams.get("again") === "1",
      againPrefix: textsFor(request, "staffSafeguards").again.prefix,
      ...page,
      instructors: page.instructors.map((instructor) => ({
        ...instructor,
        absences: instructor.absences.map((absence) => ({
          id: absence.id,
          startsAt: absence.startsAt.toISOString(),
          endsAt: absence.endsAt.toISOString(),
          note: absence.note,
        })),
      })),
    },
    { headers: privateNoStore },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireOwner(request, servicesOf(context));
  const answer = await instructorsActionOnce(context.get(databaseContext), owner.id, await readForm(request));
  if ("done" in answer) {
    const page = localizePath("/staff/team/instructors", localeFromPath(new URL(request.url).pathname));
    const again: Record<string, string> = "again" in answer ? { again: "1" } : {};
    throw redirect(withFreshKey(page, { done: answer.done, ...again }), {
      status: 303,
      headers: privateNoStore,
    });
  }
  return data(
    { error: textsFor(request, "staffInstructors").errors[answer.error] },
    { status: answer.status, headers: privateNoStore },
  );
}

export const meta = staffMeta((t) => t.nav.pages.staffTeam);
export const headers = () => privateNoStore;

export default function StaffTeamInstructors({ loaderData, actionData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  const done = loaderData.done
    ? `${loaderData.again ? `${loaderData.againPrefix} ` : ""}${t.done[loaderData.done]}`
    : null;
  return (
    <FormKeyContext.Provider value={loaderData.formKey}>
      <section className="staff-page staff-instructors">
        <p>
          <Link to={localizePath("/staff/team", locale)}>← {t.back}</Link>
        </p>
        <h1>{t.heading}</h1>
        <p className="lead">{t.intro}</p>
        {actionData?.error ? (
          <p className="notice notice-error" role="alert">
            {actionData.error}
          </p>
        ) : done ? (
          <p className="notice" role="status">
            {done}
          </p>
        ) : null}

        <h2>{t.instructorsHeading}</h2>
        {loaderData.instructors.length === 0 ? <p>{t.noInstructors}</p> : null}
        {loaderData.instructors.map((instructor) => (
          <article key={instructor.userId} className="staff-card" data-instructor={instructor.userId}>
            <h3>
              <span lang="" translate="no">
                {instructor.displayName}
              </span>
              {/* An instructor who is no longer on the staff list (role taken away) shows the name alone. */}
              {instructor.email ? (
                <>
                  {" "}
                  <small>({instructor.email})</small>
                </>
              ) : null}
              {instructor.active ? null : <> · {t.inactive}</>}
            </h3>
            <InstructorForm
              idPrefix={`i-${instructor.userId}`}
              texts={t}
              member={{ id: instructor.userId, label: instructor.email }}
              values={instructor}
              languages={loaderData.languages}
            />
            <h4>{t.hoursHeading}</h4>
            <Form method="post" className="staff-form">
              <FormKey />
              <input type="hidden" name="intent" value="hours" />
              <input type="hidden" name="userId" value={instructor.userId} />
              <p className="staff-hint">{t.hoursHelp}</p>
              {weekdays.map((weekday) => (
                <div className="staff-field" key={weekday}>
                  <label htmlFor={`h-${instructor.userId}-${weekday}`}>{t.weekdays[weekday]}</label>
                  <input
                    type="text"
                    id={`h-${instructor.userId}-${weekday}`}
                    name={`hours-${weekday}`}
                    defaultValue={instructor.hours[weekday]}
                    maxLength={100}
                    autoComplete="off"
                  />
                </div>
              ))}
              <button type="submit" className="button button-secondary">
                {t.saveHours}
              </button>
            </Form>
            <h4>{t.absencesHeading}</h4>
            {instructor.absences.length === 0 ? <p>{t.noAbsences}</p> : null}
            <ul>
              {instructor.absences.map((absence) => (
                <li key={absence.id}>
                  {formatMoment(absence.startsAt, locale)} – {formatMoment(absence.endsAt, locale)}
                  {absence.note ? ` (${absence.note})` : null}{" "}
                  <Form method="post" className="inline-form">
                    <FormKey />
                    <input type="hidden" name="intent" value="absence-remove" />
                    <input type="hidden" name="absenceId" value={absence.id} />
                    <button type="submit" className="button button-secondary">
                      {t.removeAbsence}
                    </button>
                  </Form>
                </li>
              ))}
            </ul>
            <Form method="post" className="staff-form">
              <FormKey />
              <input type="hidden" name="intent" value="absence-add" />
              <input type="hidden" name="userId" value={instructor.userId} />
              <div className="staff-field">
                <label htmlFor={`af-${instructor.userId}`}>{t.from}</label>
                <input id={`af-${instructor.userId}`} type="datetime-local" name="from" required />
              </div>
              <div className="staff-field">
                <label htmlFor={`at-${instructor.userId}`}>{t.to}</label>
                <input id={`at-${instructor.userId}`} type="datetime-local" name="to" required />
              </div>
              <div className="staff-field">
                <label htmlFor={`an-${instructor.userId}`}>{t.note}</label>
                <input
                  type="text"
                  id={`an-${instructor.userId}`}
                  name="note"
                  maxLength={loaderData.noteMax}
                  autoComplete="off"
                />
              </div>
              <button type="submit" className="button button-secondary">
                {t.addAbsence}
              </button>
            </Form>
          </article>
        ))}
        <h3>{t.addInstructor}</h3>
        <p>{t.addHelp}</p>
        <InstructorForm
          idPrefix="new-instructor"
          texts={t}
          staff={loaderData.staff}
          languages={loaderData.languages}
        />

        <h2>{t.carsHeading}</h2>
        {loaderData.cars.length === 0 ? <p>{t.noCars}</p> : null}
        {loaderData.cars.map((car) => (
          <CarForm
            key={car.id}
            texts={t}
            car={car}
            nameMax={loaderData.carNameMax}
            kinds={loaderData.transmissions}
          />
        ))}
        <h3>{t.addCar}</h3>
        <CarForm texts={t} nameMax={loaderData.carNameMax} kinds={loaderData.transmissions} />

        <h2>{t.closedHeading}</h2>
        <p>{t.closedHelp}</p>
        {loaderData.closedDays.length === 0 ? <p>{t.noClosedDays}</p> : null}
        <ul>
          {loaderData.closedDays.map((closed) => (
            <li key={closed.day}>
              {formatDate(closed.day, locale)}
              {closed.note ? ` (${closed.note})` : null}{" "}
              <Form method="post" className="inline-form">
                <FormKey />
                <input type="hidden" name="intent" value="closed-day-remove" />
                <input type="hidden" name="day" value={closed.day} />
                <button type="submit" className="button button-secondary">
                  {t.removeClosedDay}
                </button>
              </Form>
            </li>
          ))}
        </ul>
        <Form method="post" className="staff-form">
          <FormKey />
          <input type="hidden" name="intent" value="closed-day-add" />
          <div className="staff-field">
            <label htmlFor="closed-day">{t.day}</label>
            <input id="closed-day" type="date" name="day" required />
          </div>
          <div className="staff-field">
            <label htmlFor="closed-note">{t.note}</label>
            <input
              type="text"
              id="closed-note"
              name="note"
              maxLength={loaderData.noteMax}
              autoComplete="off"
            />
          </div>
          <button type="submit" className="button button-secondary">
            {t.addClosedDay}
          </button>
        </Form>
      </section>
    </FormKeyContext.Provider>
  );
}

type Texts = Route.ComponentProps["loaderData"]["texts"];
type Language = Route.ComponentProps["loaderData"]["languages"][number];
type Transmission = Route.ComponentProps["loaderData"]["transmissions"][number];

/** An instructor's profile: the staff member (chosen when new), the name students see, languages, active. */
function InstructorForm({
  idPrefix,
  texts: t,
  member,
  staff,
  values,
  languages,
}: {
  languages: readonly Language[];
  idPrefix: string;
  texts: Texts;
  member?: { id: string; label: string };
  staff?: { id: string; email: string; name: string }[];
  values?: { displayName: string; languages: readonly string[]; active: boolean };
}) {
  return (
    <Form method="post" className="staff-form">
      <FormKey />
      <input type="hidden" name="intent" value="instructor" />
      {member ? (
        <input type="hidden" name="userId" value={member.id} />
      ) : (
        <div className="staff-field">
          <label htmlFor={`${idPrefix}-member`}>{t.member}</label>
          <select id={`${idPrefix}-member`} name="userId" required>
            {(staff ?? []).map((person) => (
              <option key={person.id} value={person.id}>
                {person.name ? `${person.name} (${person.email})` : person.email}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="staff-field">
        <label htmlFor={`${idPrefix}-name`}>{t.displayName}</label>
        <input
          type="text"
          id={`${idPrefix}-name`}
          name="displayName"
          required
          maxLength={80}
          autoComplete="off"
          defaultValue={values?.displayName ?? ""}
        />
      </div>
      <fieldset className="staff-field">
        <legend>{t.languages}</legend>
        {languages.map((language) => (
          <label key={language} className="checkbox-label">
            <input
              type="checkbox"
              name={`lang-${language}`}
              defaultChecked={values ? values.languages.includes(language) : true}
            />{" "}
            {t.languageNames[language]}
          </label>
        ))}
      </fieldset>
      <label className="checkbox-label">
        <input type="checkbox" name="active" defaultChecked={values ? values.active : true} /> {t.active}
      </label>
      <button type="submit" className="button button-primary">
        {t.save}
      </button>
    </Form>
  );
}

function CarForm({
  texts: t,
  car,
  nameMax,
  kinds,
}: {
  kinds: readonly Transmission[];
  texts: Texts;
  car?: { id: string; name: string; transmission: Transmission; b197: boolean; active: boolean };
  nameMax: number;
}) {
  const prefix = car ? `car-${car.id}` : "car-new";
  return (
    <Form method="post" className="staff-form staff-card" data-car={car?.id}>
      <FormKey />
      <input type="hidden" name="intent" value="car" />
      <input type="hidden" name="carId" value={car?.id ?? ""} />
      <div className="staff-field">
        <label htmlFor={`${prefix}-name`}>{t.carName}</label>
        <input
          type="text"
          id={`${prefix}-name`}
          name="name"
          required
          maxLength={nameMax}
          autoComplete="off"
          defaultValue={car?.name ?? ""}
        />
      </div>
      <div className="staff-field">
        <label htmlFor={`${prefix}-transmission`}>{t.transmission}</label>
        <select
          id={`${prefix}-transmission`}
          name="transmission"
          defaultValue={car?.transmission ?? "manual"}
        >
          {kinds.map((transmission) => (
            <option key={transmission} value={transmission}>
              {t.transmissions[transmission]}
            </option>
          ))}
        </select>
      </div>
      <label className="checkbox-label">
        <input type="checkbox" name="b197" defaultChecked={car?.b197 ?? false} /> {t.b197}
      </label>{" "}
      <label className="checkbox-label">
        <input type="checkbox" name="active" defaultChecked={car?.active ?? true} /> {t.carActive}
      </label>
      <button type="submit" className="button button-secondary">
        {t.save}
      </button>
    </Form>
  );
}
