import { Link } from "react-router";
import type { StaffDashboardTexts } from "~/i18n/messages/staff-dashboard-en";
import type { lessonListsOf } from "~/server/lessons/lesson-dashboard.server";

// The dashboard's lesson lists: lessons paid by link still unpaid (those within the payment's due
// period flagged), and late cancellations neither paid nor waived, each linking to its customer.

type Lists = ReturnType<typeof lessonListsOf>["lessonLists"];

export function LessonLists({ t, lists }: { t: StaffDashboardTexts; lists: Lists }) {
  return (
    <>
      {lists.unpaid.length > 0 ? (
        <section aria-labelledby="unpaid-lessons-heading" id="unpaid-lessons">
          <h2 id="unpaid-lessons-heading">{t.unpaidLessonsHeading}</h2>
          <p>{t.unpaidLessonsIntro}</p>
          <ul>
            {lists.unpaid.map((row) => (
              <li
                key={row.id}
                data-lesson={row.id}
                data-starts-at={row.startsAt}
                data-due={row.due ? "1" : "0"}
              >
                <Link to={row.path}>{row.customer}</Link>: {row.text}
                {row.due ? <strong className="staff-flag"> · {t.unpaidLessonDue}</strong> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {lists.lateCancelled.length > 0 ? (
        <section aria-labelledby="late-cancellations-heading" id="late-cancellations">
          <h2 id="late-cancellations-heading">{t.lateCancellationsHeading}</h2>
          <p>{t.lateCancellationsIntro}</p>
          <ul>
            {lists.lateCancelled.map((row) => (
              <li key={row.id} data-lesson={row.id} data-starts-at={row.startsAt}>
                <Link to={row.path}>{row.customer}</Link>: {row.text}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
