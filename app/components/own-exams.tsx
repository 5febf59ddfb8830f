import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import { useLocale } from "~/i18n/use-locale";
import type { AccountExams } from "~/server/exams/account-exams.server";

// The customer's exams on /my-account: when, where, the result and a calendar file each; after a
// failed practical exam, the repetition at its price with its buy link. Nothing when there is none.

export function OwnExams({ data }: { data: AccountExams }) {
  const locale = useLocale();
  const t = data.texts;
  if (!data.exams.length) return null;
  return (
    <section className="own-exams" aria-labelledby="exams-heading" id="exams">
      <h2 id="exams-heading">{t.heading}</h2>
      <ul className="own-booking-list">
        {data.exams.map((exam) => (
          <li
            key={exam.id}
            className="appointment-card"
            data-exam={exam.id}
            data-kind={exam.kind}
            data-result={exam.result ?? ""}
          >
            <h3>
              {t.kinds[exam.kind]}
              {exam.cancelled ? ` · ${t.cancelled}` : ""}
            </h3>
            <dl>
              <dt>{t.when}</dt>
              <dd>{formatMoment(exam.startsAt, locale)}</dd>
              <dt>{t.centre}</dt>
              <dd>{exam.testingCentre}</dd>
              <dt>{t.result}</dt>
              <dd>{exam.result ? t.results[exam.result] : t.results.none}</dd>
            </dl>
            {exam.cancelled ? null : (
              <p>
                <a href={exam.calendar} download>
                  {t.calendar}
                </a>
              </p>
            )}
          </li>
        ))}
      </ul>
      {data.repetition ? (
        <div className="notification" data-repetition-offer>
          <h3>{t.repetitionHeading}</h3>
          <p>{fill(t.repetitionText, data.repetition)}</p>
          <p>
            <a className="button button-primary" href={data.repetition.href}>
              {t.repetitionButton}
            </a>
          </p>
        </div>
      ) : null}
    </section>
  );
}
