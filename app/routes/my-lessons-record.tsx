import { data } from "react-router";
import { textsFor } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatTime } from "~/i18n/format";
import { localizePath } from "~/i18n/locale";
import { pageMeta } from "~/i18n/meta";
import { useLocale } from "~/i18n/use-locale";
import { requireUser } from "~/server/auth/current-user.server";
import { trainingRecord } from "~/server/lessons/training-record.server";
import { databaseContext } from "~/server/platform/request-context.server";
import { servicesOf } from "~/server/auth/app-services.server";
import { privateNoStore } from "~/server/platform/security-headers.server";
import type { Route } from "./+types/my-lessons-record";

// The customer's training record: their driven and missed lessons with the instructor's notes
// and the "ready for the test" mark. Printable as it is (a print stylesheet hides the site's
// frame); script-free like the other account pages (decision 025).

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, servicesOf(context));
  const record = await trainingRecord(context.get(databaseContext), user.id);
  return data(
    {
      texts: textsFor(request, "lessonRecord"),
      // The kinds' names are the lesson texts' own (one home for each translated string).
      kinds: textsFor(request, "staffMyDay").kinds,
      name: user.displayName || user.email,
      readySince: record.readySince?.toISOString() ?? null,
      entries: record.entries.map((entry) => ({
        ...entry,
        startsAt: entry.startsAt.toISOString(),
        endsAt: entry.endsAt.toISOString(),
      })),
    },
    { headers: privateNoStore },
  );
}

export const meta = pageMeta("myLessonsRecord");
export const headers = () => privateNoStore;

export default function MyLessonsRecord({ loaderData }: Route.ComponentProps) {
  const t = loaderData.texts;
  const locale = useLocale();
  return (
    <section className="container lesson-record">
      <p className="lesson-record-back">
        <a href={localizePath("/my-lessons", locale)}>← {t.back}</a>
      </p>
      <h1>{t.heading}</h1>
      <p className="lesson-record-for">
        {/* The student's name is in no language of the page (as on My data). */}
        {t.printedFor.split("{name}")[0]}
        <span lang="" translate="no">
          {loaderData.name}
        </span>
        {t.printedFor.split("{name}")[1]}
      </p>
      <p className="lead lesson-record-intro">{t.intro}</p>
      <p className="lesson-record-ready" data-ready={loaderData.readySince ? "true" : "false"}>
        {loaderData.readySince
          ? fill(t.ready, { date: formatDay(loaderData.readySince, locale) })
          : t.notReady}
      </p>
      {loaderData.entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <table className="lesson-record-table">
          <thead>
            <tr>
              <th scope="col">{t.columns.date}</th>
              <th scope="col">{t.columns.kind}</th>
              <th scope="col">{t.columns.instructor}</th>
              <th scope="col">{t.columns.state}</th>
              <th scope="col">{t.columns.note}</th>
            </tr>
          </thead>
          <tbody>
            {loaderData.entries.map((entry) => (
              <tr
                key={entry.id}
                data-lesson={entry.id}
                data-starts-at={entry.startsAt}
                data-state={entry.state}
              >
                <td data-label={t.columns.date}>
                  <time dateTime={entry.startsAt}>
                    {formatDay(entry.startsAt, locale, "medium")}, {formatTime(entry.startsAt, locale)}
                  </time>
                </td>
                <td data-label={t.columns.kind}>{loaderData.kinds[entry.kind]}</td>
                <td data-label={t.columns.instructor}>{entry.instructorName}</td>
                <td data-label={t.columns.state}>{t.states[entry.state]}</td>
                <td data-label={t.columns.note} className="lesson-record-note">
                  {entry.note ?? t.noNote}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
