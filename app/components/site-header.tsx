import { useEffect, useId, useRef } from "react";
import { Form, useLocation } from "react-router";
import { localizePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { CurrentUser } from "~/server/auth/current-user.server";
import { LanguageSwitch } from "./language-switch";
import { LocalizedLink } from "./localized-link";
import { HomeLogoLink } from "./logo";

/**
 * Header: the logged-out and logged-in menus, and below 768 px a burger menu.
 * The menu is an HTML popover opened by its button, so it works on pages sent without JavaScript:
 * the browser opens and closes it, closes it on Escape (focus back to the button) and on a click
 * outside, and tells screen readers whether it is expanded. A link click loads the next page,
 * which closes it; after a client-side navigation (pages with JavaScript) the effect below does.
 * The button's name ("Open menu" / "Close menu") follows the state through CSS (header-footer.css).
 */
export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const t = useMessages().nav;
  const locale = useLocale();
  const menuId = useId();
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  const close = () => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  };
  // Any client-side navigation (link, back button, language switch) closes the menu.
  useEffect(() => {
    if (menu.current?.matches(":popover-open")) menu.current.hidePopover();
  }, [pathname]);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <HomeLogoLink />
        <button type="button" className="menu-toggle" popoverTarget={menuId} aria-controls={menuId}>
          <span className="menu-toggle-bars" aria-hidden="true" />
          <span className="visually-hidden menu-label-open">{t.openMenu}</span>
          <span className="visually-hidden menu-label-close">{t.closeMenu}</span>
        </button>
        <nav id={menuId} ref={menu} aria-label={t.label} className="main-nav" popover="auto">
          <ul className="nav-list">
            {user ? (
              <>
                <li>
                  <LocalizedLink to="/my-account" onClick={close}>
                    {t.myAccount}
                  </LocalizedLink>
                </li>
                {/* A customer's own plan; staff run the school, they convert no licence here. */}
                {user.staff ? null : (
                  <li>
                    <LocalizedLink to="/my-conversion" onClick={close}>
                      {t.myConversion}
                    </LocalizedLink>
                  </li>
                )}
                {user.staff ? (
                  <li>
                    <LocalizedLink to="/staff" onClick={close}>
                      {t.staff}
                    </LocalizedLink>
                  </li>
                ) : null}
                <li>
                  <LocalizedLink to="/services-prices" onClick={close}>
                    {t.servicesPrices}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/blog" onClick={close}>
                    {t.blog}
                  </LocalizedLink>
                </li>
                <li>
                  {/* A whole-page post, not a fetch: the answer's Clear-Site-Data unregisters the
                      course's service worker, which could drop a fetch's redirect and leave the
                      page revalidating the account (then the login page); a new document also
                      leaves nothing of the customer in the app's memory. */}
                  <Form method="post" action={localizePath("/logout", locale)} reloadDocument>
                    <button type="submit" className="nav-button">
                      {t.logOut}
                    </button>
                  </Form>
                </li>
              </>
            ) : (
              <>
                <li>
                  <LocalizedLink to="/about-us" onClick={close}>
                    {t.aboutUs}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/success-stories" onClick={close}>
                    {t.successStories}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/services-prices" onClick={close}>
                    {t.servicesPrices}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/blog" onClick={close}>
                    {t.blog}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/login" onClick={close}>
                    {t.logIn}
                  </LocalizedLink>
                </li>
                <li>
                  <LocalizedLink to="/free-gift" className="button button-accent" onClick={close}>
                    {t.freeGift}
                  </LocalizedLink>
                </li>
              </>
            )}
            <li className="nav-language">
              <LanguageSwitch onNavigate={close} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
