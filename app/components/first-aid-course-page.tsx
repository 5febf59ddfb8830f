import { firstAidPrices, products } from "~/content/catalog";
import type { FirstAidOffer } from "~/content/schedule";
import { site } from "~/content/site";
import { formatDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { FirstAidTexts } from "~/i18n/messages/pages/first-aid-en";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { Breadcrumb } from "./breadcrumb";
import { ChatButton } from "./chat-button";
import { FirstAidAppointment } from "./first-aid-appointment";
import { FirstAidBooking } from "./first-aid-booking";
import { FirstAidDateChoice, type ListedDate, type WaitlistAnswer } from "./first-aid-date-choice";
import type { BookingsTexts } from "~/i18n/messages/bookings-en";
import { MapEmbed } from "./map-embed";
import { SalesHero } from "./sales-hero";
import { useSalesMessages } from "./sales-messages";
import { VideoPlayer } from "./video-player";

/**
 * First-aid course page, for the course taught in `language` (Spanish: first Saturday,
 * English: third Saturday). The page's own language is the URL's. `offer` is the next date with
 * free seats; a sooner date that is fully booked is named, so nobody wonders where it went. With
 * no date open (all cancelled or full) the page says so and offers contact instead.
 */
export function FirstAidCoursePage({
  language,
  offer,
  texts: t,
  dates,
  bookingTexts,
  waitlistAnswer,
}: {
  language: Locale;
  offer: FirstAidOffer | null;
  /** The open dates to choose from, full ones included (they offer the waiting list). */
  dates: ListedDate[];
  bookingTexts: Pick<BookingsTexts, "choice" | "waitlist">;
  waitlistAnswer?: WaitlistAnswer;
  /** The page's texts in its language, from the loader. */
  texts: FirstAidTexts;
}) {
  const sales = useSalesMessages();
  const locale = useLocale();
  const messages = useMessages();
  const page = messages.pages[language === "es" ? "spanishFirstAidCourse" : "englishFirstAidCourse"];
  const courseLanguage = t.courseName[language];
  const withEyeTest = products[`first-aid-${language}-eye-test`];
  const venue = site.firstAidVenue;
  const date = offer ? <time dateTime={offer.date}>{formatDate(offer.date, locale)}</time> : null;
  return (
    <div className="sales-page">
      <div className="container">
        <Breadcrumb
          parent={{ to: "/services-prices", label: messages.nav.servicesPrices }}
          current={page.title}
        />
        <SalesHero title={page.title} video="firstAid" videoTitle={t.videoTitle}>
          <ul className="points">
            {t.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          {offer?.fullyBooked.map((full) => (
            <p key={full} className="fully-booked">
              {fill(messages.firstAid.fullyBooked, { date: formatDate(full, locale) })}
            </p>
          ))}
          <p className="next-date">
            <strong>
              {offer
                ? withTime(offer.fullyBooked.length ? t.nextFreeDate : t.nextDate, date)
                : messages.firstAid.noDate}
            </strong>
          </p>
          <p className="actions">
            {/* To the booking section: the eye-test choice and the price come before paying. */}
            <a className="button button-accent" href="#booking">
              {sales.buy.enrollNow}
            </a>
          </p>
        </SalesHero>
        <p className="section-intro">{fill(t.intro, { language: courseLanguage })}</p>
      </div>

      <section className="section section-alt" aria-labelledby="location-heading">
        <div className="container two-columns">
          <div>
            <h2 id="location-heading">{t.locationHeading}</h2>
            <p>{fill(t.locationText, { district: venue.district })}</p>
            <address>
              {venue.name}
              <br />
              {venue.street}
              <br />
              {venue.postalCode} {venue.city}
            </address>
          </div>
          <MapEmbed src={site.embeds.firstAidMap} />
        </div>
      </section>

      <section className="section" id="booking" aria-labelledby="booking-heading">
        <div className="container two-columns">
          <div>
            <h2 id="prices-heading">{t.pricesHeading}</h2>
            <table className="price-table" aria-labelledby="prices-heading">
              <tbody>
                <tr>
                  <th scope="row">{t.priceCourse}</th>
                  <td className="amount">{formatMoney(firstAidPrices.course, locale)}</td>
                </tr>
                <tr>
                  <th scope="row">{t.priceEyeTest}</th>
                  <td className="amount">{formatMoney(firstAidPrices.eyeTest, locale)}</td>
                </tr>
                <tr className="price-total">
                  <th scope="row">{t.priceTotal}</th>
                  <td className="amount">{formatMoney(withEyeTest.priceCents, locale)}</td>
                </tr>
              </tbody>
            </table>
            <p className="price-note vat-note">{sales.includedVat}</p>
          </div>
          <div>
            <h2 id="booking-heading">{t.bookingHeading}</h2>
            {offer ? (
              <>
                <FirstAidAppointment offer={offer} />
                <FirstAidBooking language={language} courseDate={offer.date} texts={t} />
              </>
            ) : (
              <p className="spots spots-none">{messages.firstAid.noDate}</p>
            )}
          </div>
        </div>
      </section>

      <FirstAidDateChoice language={language} dates={dates} texts={bookingTexts} answer={waitlistAnswer} />

      <section className="section section-alt" aria-labelledby="facts-heading">
        <div className="container two-columns">
          <div>
            <h2 id="facts-heading">{t.factsHeading}</h2>
            <ul className="points">
              {t.facts.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
            <ChatButton text={fill(t.chatText, { language: courseLanguage })} />
          </div>
          <div>
            <h2>{t.feedbackHeading}</h2>
            <VideoPlayer video="firstAidFeedback" title={t.feedbackVideoTitle} />
          </div>
        </div>
      </section>
    </div>
  );
}

/** "Next course: {date}" with the date as a <time> element the tests and crawlers can read. */
function withTime(template: string, date: React.ReactNode): React.ReactNode {
  const [before = "", after = ""] = template.split("{date}");
  return (
    <>
      {before}
      {date}
      {after}
    </>
  );
}
