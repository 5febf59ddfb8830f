import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { type ProductId, products } from "~/content/catalog";
import type { IsoDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import { formatDate, formatMoney } from "~/i18n/format";
import firstAidEn from "~/i18n/messages/pages/first-aid-en";
import firstAidEs from "~/i18n/messages/pages/first-aid-es";
import { useLocalized } from "~/i18n/use-localized";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "./article-messages";
import { BuyButton } from "./buy-button";
import { useSalesMessages } from "./sales-messages";

const texts = { en: firstAidEn, es: firstAidEs };

/** The query parameter that turns the eye test off; absent means included (SPEC §4 default). */
export const eyeTestParam = "eye-test";

/** SPEC §3 course page state: includeEyeTest selects the booking product. */
export function firstAidProduct(language: Locale, includeEyeTest: boolean): ProductId {
  return includeEyeTest ? `first-aid-${language}-eye-test` : `first-aid-${language}`;
}

export function includesEyeTest(search: URLSearchParams): boolean {
  return search.get(eyeTestParam) !== "no";
}

/**
 * "Include Eye Test" and "Book Now". The choice lives in the URL, so the server renders the
 * right link, and the language switch (which keeps the query) carries it to the other language.
 * Without JavaScript the default (with eye test) is booked. The link carries the course date shown
 * on the page, so the seat is booked on that date.
 */
export function FirstAidBooking({ language, courseDate }: { language: Locale; courseDate: IsoDate }) {
  const t = useLocalized(texts);
  const sales = useSalesMessages();
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const fromUrl = includesEyeTest(search);
  // The box answers at once; the URL (a client navigation) follows and wins when it changes.
  const [includeEyeTest, setIncludeEyeTest] = useState(fromUrl);
  useEffect(() => setIncludeEyeTest(fromUrl), [fromUrl]);
  const product = products[firstAidProduct(language, includeEyeTest)];
  return (
    <div className="first-aid-booking">
      <p className="eye-test-choice">
        <label>
          <input
            type="checkbox"
            checked={includeEyeTest}
            onChange={(event) => {
              setIncludeEyeTest(event.target.checked);
              const next = new URLSearchParams(search);
              if (event.target.checked) next.delete(eyeTestParam);
              else next.set(eyeTestParam, "no");
              setSearch(next, { replace: true, preventScrollReset: true });
            }}
          />{" "}
          {t.includeEyeTest}
        </label>
      </p>
      <p className="price-note">{t.eyeTestHint}</p>
      <p className="booking-summary" aria-live="polite">
        {fill(t.youBook, {
          product: product.name[locale],
          date: formatDate(courseDate, locale, "long"),
          price: formatMoney(product.priceCents, locale),
        })}
      </p>
      <BuyButton product={product.id} courseDate={courseDate} className="button button-accent book-now">
        {sales.buy.bookNow}
      </BuyButton>
    </div>
  );
}
