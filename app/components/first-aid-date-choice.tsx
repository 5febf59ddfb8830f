import { products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { plural } from "~/i18n/plural";
import { useLocale } from "~/i18n/use-locale";
import { BuyButton } from "./buy-button";
import { firstAidProduct } from "./first-aid-booking";

export interface ListedDate {
  id: string;
  date: IsoDate;
  startTime: string;
  endTime: string;
  seatsLeft: number;
}

/** What the waiting-list form answered (the page is rendered again after a POST). */
export interface WaitlistAnswer {
  dateId: string;
  ok: boolean;
  message: string;
  email?: string;
}

/**
 * The open dates of one course language, each with its seats left and its two buy buttons (with and
 * without the eye test; the page's one eye-test box picks which shows, in CSS). A full date shows a
 * waiting-list form instead: a plain POST, no account and no script needed.
 */
export function FirstAidDateChoice({
  language,
  dates,
  texts,
  answer,
}: {
  language: Locale;
  dates: ListedDate[];
  texts: Pick<BookingsTexts, "choice" | "waitlist">;
  answer?: WaitlistAnswer;
}) {
  const locale = useLocale();
  const t = texts.choice;
  return (
    <section className="section date-choice" id="dates" aria-labelledby="dates-heading">
      <div className="container">
        <h2 id="dates-heading">{t.heading}</h2>
        <p>{t.intro}</p>
        {dates.length === 0 ? <p className="spots spots-none">{t.none}</p> : null}
        <ul className="date-choices">
          {dates.map((day) => {
            const label = formatDate(day.date, locale);
            const mine = answer?.dateId === day.id ? answer : undefined;
            return (
              <li
                key={day.id}
                id={`date-${day.date}`}
                className={day.seatsLeft === 0 ? "date-choice-item date-full" : "date-choice-item"}
                data-course-date={day.date}
                data-seats-left={day.seatsLeft}
              >
                <p className="date-choice-when">
                  <strong>
                    <time dateTime={day.date}>{label}</time>
                  </strong>{" "}
                  <span>
                    {day.startTime}–{day.endTime}
                  </span>
                </p>
                <p className={day.seatsLeft === 0 ? "spots spots-none" : "spots"}>
                  {day.seatsLeft === 0 ? t.full : plural(t.seatsLeft, day.seatsLeft, locale)}
                </p>
                {mine ? (
                  <p
                    className={
                      mine.ok ? "notification notification-success" : "notification notification-error"
                    }
                    role={mine.ok ? "status" : "alert"}
                  >
                    {mine.message}
                  </p>
                ) : null}
                {day.seatsLeft > 0 ? (
                  [true, false].map((eyeTest) => {
                    const product = firstAidProduct(language, eyeTest);
                    return (
                      <div
                        key={product}
                        className="booking-offer"
                        data-eye-test={eyeTest ? "with" : "without"}
                      >
                        <BuyButton
                          product={product}
                          courseDate={day.date}
                          className="button button-primary book-date"
                        >
                          {fill(t.bookDate, { date: label })}
                          <span className="visually-hidden"> {products[product].name[locale]}</span>
                        </BuyButton>
                      </div>
                    );
                  })
                ) : (
                  <WaitlistForm
                    dateId={day.id}
                    anchor={`date-${day.date}`}
                    texts={texts.waitlist}
                    email={mine?.email}
                  />
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

function WaitlistForm({
  dateId,
  anchor,
  texts: t,
  email,
}: {
  dateId: string;
  /** The date's list item: the answer is shown there, so the browser lands on it, not at the top. */
  anchor: string;
  texts: BookingsTexts["waitlist"];
  email?: string;
}) {
  const locale = useLocale();
  return (
    <form method="post" action={`#${anchor}`} className="waitlist-form" data-waitlist="">
      <p>{t.intro}</p>
      <input type="hidden" name="intent" value="waitlist" />
      <input type="hidden" name="dateId" value={dateId} />
      <label>
        {t.email}
        <input type="email" name="email" autoComplete="email" required defaultValue={email} />
      </label>
      <label>
        {t.language}
        <select name="locale" defaultValue={locale}>
          <option value="en">{t.languages.en}</option>
          <option value="es">{t.languages.es}</option>
        </select>
      </label>
      <button type="submit" className="button button-secondary">
        {t.join}
      </button>
    </form>
  );
}
