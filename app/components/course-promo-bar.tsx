import { buyUrl } from "~/content/buy-url";
import { products } from "~/content/catalog";
import { formatMoney } from "~/i18n/format";
import { useLocale, useMessages } from "~/i18n/use-locale";
import { useRootData } from "~/root-data";
import { LanguageSwitch } from "./language-switch";
import { LocalizedLink } from "./localized-link";
import { Logo } from "./logo";

/** Top bar of the standalone course promo pages (SPEC §2): home, language selector, buy button. */
export function CoursePromoBar() {
  const t = useMessages();
  return (
    <div className="promo-bar">
      <div className="container promo-bar-inner">
        <LocalizedLink to="/" className="logo-link" aria-label={t.course.homeLink}>
          <Logo />
        </LocalizedLink>
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
  const root = useRootData();
  const course = products["examiner-course"];
  return (
    <a
      className="button button-accent buy-course"
      href={buyUrl(course.id, locale, { simulated: root.simulatedPayments, email: root.user?.email })}
    >
      {t.buy.replace("{price}", formatMoney(course.priceCents, locale))}
    </a>
  );
}
