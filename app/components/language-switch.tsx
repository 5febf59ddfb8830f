import { Link, useLocation } from "react-router";
import { languageNames, localeCookieName, localeTags, switchLocale } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";

const oneYear = 60 * 60 * 24 * 365;

/**
 * A crawlable link to the same page in the other language, query kept, followed
 * without a full reload. The choice is remembered in a cookie; nothing redirects on it.
 */
export function LanguageSwitch({ onNavigate }: { onNavigate?: () => void }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const target = locale === "en" ? "es" : "en";
  return (
    <Link
      className="language-switch"
      to={switchLocale(`${pathname}${search}`, target)}
      hrefLang={localeTags[target]}
      lang={localeTags[target]}
      onClick={() => {
        // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Safari and Firefox.
        document.cookie = `${localeCookieName}=${target}; Path=/; Max-Age=${oneYear}; SameSite=Lax`;
        onNavigate?.();
      }}
    >
      {languageNames[target]}
    </Link>
  );
}
