import { localizePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { MyLessonsView } from "~/server/lessons/my-lessons-page.server";
import { LessonWeekSlots } from "./lesson-week-slots";
import { LocalizedLink } from "./localized-link";

// /my-lessons: the balance, the lessons (each with its calendar file and, while it can be, a move
// link and a cancel button that says whether it is free), and a week's free times for a choice,
// each a booking form, or for the lesson being moved, each a moving form.
// Plain HTML forms: the page ships no framework JavaScript.

export function MyLessons({
  view,
  done,
  error,
}: {
  view: MyLessonsView;
  done: string | null;
  error: string | null;
}) {
  const locale = useLocale();
  const { account, pages } = useMessages();
  const t = view.t;
  const page = localizePath("/my-lessons", locale);
  return (
    <section className="container form-page my-lessons">
      <p className="breadcrumb">
        <LocalizedLink to="/my-account">{account.back}</LocalizedLink>
      </p>
      <h1>{t.title}</h1>
      <p className="lead">{view.intro}</p>
      {done ? (
        <p className="form-success" role="status">
          {done === "booked"
            ? t.done.booked
            : done === "moved"
              ? t.done.moved
              : done === "cancelledFree"
                ? t.done.cancelledFree
                : view.cancelledLate}
        </p>
      ) : null}
      {view.move ? <MoveChoice view={view} page={page} /> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}

      <h2>{t.balance.heading}</h2>
      <dl className="lesson-balance" data-lesson-balance={view.balance.left}>
        <dt>{t.balance.bought}</dt>
        <dd>{view.balance.bought}</dd>
        <dt>{t.balance.booked}</dt>
        <dd>{view.balance.booked}</dd>
        <dt>{t.balance.driven}</dt>
        <dd>{view.balance.driven}</dd>
        <dt>{t.balance.left}</dt>
        <dd>{view.balance.left}</dd>
      </dl>
      <p>
        {t.balance.unit} <a href={view.buyLinks.pack}>{t.balance.buyMore}</a>
      </p>

      <h2>{t.lessons.heading}</h2>
      {view.lessons.length === 0 ? <p>{t.lessons.empty}</p> : null}
      <p>
        <LocalizedLink to="/my-lessons/record">{t.lessons.record}</LocalizedLink>
      </p>
      <ul className="lesson-list">
        {view.lessons.map((lesson) => (
          <li
            key={lesson.id}
            data-lesson={lesson.id}
            data-starts-at={lesson.startsAt}
            data-state={lesson.state}
          >
            <p>
              <strong>{lesson.kind}</strong> · {t.states[lesson.state]}
            </p>
            <p>
              {t.lessons.when}: {lesson.when}
              <br />
              {t.lessons.instructor}: {lesson.instructor} · {t.lessons.car}: {lesson.car}
              {lesson.pickup ? (
                <>
                  <br />
                  {t.lessons.pickup}: {lesson.pickup.name}, {lesson.pickup.address} (
                  <a href={lesson.pickup.mapLink}>{t.lessons.map}</a>)
                </>
              ) : null}
            </p>
            {lesson.payment ? (
              <p>
                {lesson.payment}
                {lesson.payLink ? (
                  <>
                    {" "}
                    <a href={lesson.payLink}>{t.lessons.payNow}</a>
                  </>
                ) : null}
              </p>
            ) : null}
            <p>
              <a href={`${page}/${lesson.id}/calendar.ics`} download>
                {t.lessons.calendar}
              </a>
            </p>
            {lesson.moveLink ? (
              <p>
                <a href={`${page}${lesson.moveLink}`} className="button button-secondary" data-move-link>
                  {t.move.link}
                </a>
              </p>
            ) : null}
            {lesson.cancel ? (
              <form method="post" action={page}>
                <input type="hidden" name="intent" value="cancel" />
                <input type="hidden" name="lesson" value={lesson.id} />
                <button
                  type="submit"
                  className={lesson.cancel.late ? "button button-danger" : "button"}
                  data-cancel={lesson.cancel.late ? "late" : "free"}
                >
                  {lesson.cancel.label}
                </button>
              </form>
            ) : null}
          </li>
        ))}
      </ul>

      <h2>{t.book.heading}</h2>
      {view.kinds.length === 0 ? (
        <div className="lesson-not-entitled">
          <h3>{t.notEntitled.heading}</h3>
          <p>{t.notEntitled.text}</p>
          <ul>
            <li>
              <LocalizedLink to={view.buyLinks.weeklyClasses}>{pages.weeklyClasses.title}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to={view.buyLinks.intensive}>{pages.highIntenseTraining.title}</LocalizedLink>
            </li>
          </ul>
        </div>
      ) : (
        <>
          <p>{view.maxPerWeek}</p>
          <form method="get" action={page} className="stack-form lesson-choice">
            <label htmlFor="lesson-kind">{t.book.kind}</label>
            <select id="lesson-kind" name="kind" defaultValue={view.choice?.kind}>
              {view.kinds.map((kind) => (
                <option key={kind.id} value={kind.id}>
                  {kind.label}
                </option>
              ))}
            </select>
            <label htmlFor="lesson-transmission">{t.book.transmission}</label>
            <select id="lesson-transmission" name="transmission" defaultValue={view.choice?.transmission}>
              {view.transmissions.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
            <label htmlFor="lesson-language">{t.book.language}</label>
            <select id="lesson-language" name="language" defaultValue={view.choice?.language ?? ""}>
              <option value="">{t.book.anyLanguage}</option>
              {view.languages.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
            <label htmlFor="lesson-pickup">{t.book.pickup}</label>
            <select id="lesson-pickup" name="pickup" defaultValue={view.choice?.pickup}>
              {view.meetingPoints.map((entry) => (
                <option key={entry.id} value={entry.id}>
                  {entry.label}
                </option>
              ))}
            </select>
            <button type="submit" className="button">
              {t.book.show}
            </button>
          </form>
          {view.week && view.slots && view.choice ? (
            <>
              {view.paymentNote ? <p>{view.paymentNote}</p> : null}
              <LessonWeekSlots
                offered={{ week: view.week, slots: view.slots }}
                texts={t.week}
                none={view.none}
              >
                {(slot) => (
                  <form method="post" action={page}>
                    <input type="hidden" name="intent" value="book" />
                    <input type="hidden" name="kind" value={view.choice?.kind} />
                    <input type="hidden" name="transmission" value={view.choice?.transmission} />
                    <input type="hidden" name="language" value={view.choice?.language ?? ""} />
                    <input type="hidden" name="pickup" value={view.choice?.pickup} />
                    <input type="hidden" name="start" value={slot.start} />
                    <input type="hidden" name="instructor" value={slot.instructorId} />
                    <input type="hidden" name="car" value={slot.carId} />
                    <button type="submit" className="button button-secondary">
                      <strong>{slot.time}</strong>
                      <span className="lesson-slot-instructor" lang="" translate="no">
                        {slot.instructor}
                      </span>
                    </button>
                  </form>
                )}
              </LessonWeekSlots>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

/** The free times a booked lesson can move to, each a form that moves it there. */
function MoveChoice({ view, page }: { view: MyLessonsView; page: string }) {
  const t = view.t;
  const move = view.move;
  if (!move) return null;
  return (
    <section className="lesson-move" id="move" data-moving-lesson={move.lessonId}>
      <h2>{move.heading}</h2>
      <p>{t.move.intro}</p>
      <LessonWeekSlots offered={move} texts={t.week} none={t.move.none}>
        {(slot) => (
          <form method="post" action={page}>
            <input type="hidden" name="intent" value="move" />
            <input type="hidden" name="lesson" value={move.lessonId} />
            <input type="hidden" name="start" value={slot.start} />
            <input type="hidden" name="instructor" value={slot.instructorId} />
            <input type="hidden" name="car" value={slot.carId} />
            <button type="submit" className="button button-secondary">
              <strong>{slot.time}</strong>
              <span className="lesson-slot-instructor" lang="" translate="no">
                {slot.instructor}
              </span>
            </button>
          </form>
        )}
      </LessonWeekSlots>
      <p>
        <a href={page}>{t.move.keep}</a>
      </p>
    </section>
  );
}
