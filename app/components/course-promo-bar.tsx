import { useMessages } from "~/i18n/use-locale";
import { LanguageSwitch } from "./language-switch";
import { HomeLogoLink } from "./logo";

/** Top bar of the standalone course promo pages: home, language selector, buy button. */
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

/**
 * The course's buy button. Its link and price come from the page's loader (buyLink in
 * app/server/course/buy-links.server.ts), so this module carries no catalog.
 */
export function BuyCourseButton({ link }: { link: { product: string; href: string; price: string } }) {
  const t = useMessages().course;
  return (
    <a className="button button-accent buy-course" data-product={link.product} href={link.href}>
      {t.buy.replace("{price}", link.price)}
    </a>
  );
}
