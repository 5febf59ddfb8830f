import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { localizePath } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/use-locale";
import type { CurrentUser } from "~/server/current-user.server";
import { LanguageSwitch } from "./language-switch";
import { LocalizedLink } from "./localized-link";
import { HomeLogoLink } from "./logo";

/**
 * SPEC §2 header: the logged-out and logged-in menus, and below 768 px a burger menu that
 * closes on a link click, on Escape (focus back to the button) and on any navigation.
 */
export function SiteHeader({ user }: { user: CurrentUser | null }) {
  const t = useMessages().nav;
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Any navigation (link, back button, language switch) closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="site-header">
      <div className="container header-inner">
        <HomeLogoLink />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? t.closeMenu : t.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle-bars" aria-hidden="true" />
        </button>
        <nav id={menuId} aria-label={t.label} className={open ? "main-nav is-open" : "main-nav"}>
          <ul className="nav-list">
            {user ? (
              <>
                <li>
                  <LocalizedLink to="/my-account" onClick={close}>
                    {t.myAccount}
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
                  <Form method="post" action={localizePath("/logout", locale)}>
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
