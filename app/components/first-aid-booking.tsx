import { useSearchParams } from "react-router";
import { type ProductId, products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import { formatDate, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { FirstAidTexts } from "~/i18n/messages/pages/first-aid-en";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { BuyButton } from "./buy-button";
import { PageScript } from "./page-script";
import { useSalesMessages } from "./sales-messages";

/** The query parameter that turns the eye test off; absent means included (the default). */
export const eyeTestParam = "eye-test";

/** Course page state: includeEyeTest selects the booking product. */
export function firstAidProduct(language: Locale, includeEyeTest: boolean): ProductId {
  return includeEyeTest ? `first-aid-${language}-eye-test` : `first-aid-${language}`;
}

export function includesEyeTest(search: URLSearchParams): boolean {
  return search.get(eyeTestParam) !== "no";
}

/**
 * "Include eye test" and "Book now". Both offers are in the page and CSS shows the one
 * the box selects (sales-figures-offers.css, `:has`), so the box works at once and without JavaScript,
 * and "Book now" always books what the box says. The server ticks the box from the URL, so a link
 * with `?eye-test=no` opens the page with the choice made. The links carry the course date shown on
 * the page, so the seat is booked on that date.
 */
export function FirstAidBooking({
  language,
  courseDate,
  texts,
}: {
  language: Locale;
  courseDate: IsoDate;
  texts: FirstAidTexts;
}) {
  const sales = useSalesMessages();
  const locale = useLocale();
  const [search] = useSearchParams();
  const offers = [true, false].map((includeEyeTest) => ({
    includeEyeTest,
    product: products[firstAidProduct(language, includeEyeTest)],
  }));
  return (
    <div className="first-aid-booking">
      <p className="eye-test-choice">
        <label>
          <input type="checkbox" className="eye-test-box" defaultChecked={includesEyeTest(search)} />{" "}
          {texts.includeEyeTest}
        </label>
      </p>
      <p className="price-note">{texts.eyeTestHint}</p>
      <div aria-live="polite">
        {offers.map(({ includeEyeTest, product }) => (
          <div key={product.id} className="booking-offer" data-eye-test={includeEyeTest ? "with" : "without"}>
            <p className="booking-summary">
              {fill(texts.youBook, {
                product: product.name[locale],
                date: formatDate(courseDate, locale, "long"),
                price: formatMoney(product.priceCents, locale),
              })}
            </p>
            <BuyButton product={product.id} courseDate={courseDate} className="button button-accent book-now">
              {sales.buy.bookNow}
            </BuyButton>
          </div>
        ))}
      </div>
      {/* Keeps the choice in the URL and the language links (page script first-aid-booking). */}
      <PageScript name="first-aid-booking" args={{ param: eyeTestParam }} />
    </div>
  );
}
