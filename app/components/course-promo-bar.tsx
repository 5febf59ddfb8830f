import { products } from "~/content/catalog";
import { formatMoney } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { BuyButton } from "./buy-button";
import { LanguageSwitch } from "./language-switch";
import { HomeLogoLink } from "./logo";

/** Top bar of the standalone course promo pages (SPEC §2): home, language selector, buy button. */
export function CoursePromoBar() {
  return (
    <div className="promo-bar">
      <div className="container promo-bar-inner">
        <HomeLogoLink />
        <span className="promo-language">
          <LanguageSwitch />
        </span>
      </div>
    </div>
  );
}

/** The course's buy button, from the catalog, in the page's language. */
export function BuyCourseButton() {
  const t = useMessages().course;
  const locale = useLocale();
  const course = products["examiner-course"];
  return (
    <BuyButton product={course.id} className="button button-accent buy-course">
      {t.buy.replace("{price}", formatMoney(course.priceCents, locale))}
    </BuyButton>
  );
}
