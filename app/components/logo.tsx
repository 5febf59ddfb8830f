import { brand } from "~/content/brand";
import { useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

/** The brand mark: a steering wheel in a rounded square, then the name. Drawn, not fetched. */
export function Logo() {
  return (
    <span className="logo">
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <rect width="36" height="36" rx="9" fill="var(--color-primary)" />
        <circle cx="18" cy="18" r="10" fill="none" stroke="#fff" strokeWidth="3" />
        <circle cx="18" cy="18" r="2.6" fill="#fff" />
        <path d="M8.5 16.5h19M18 20.5v7" stroke="#fff" strokeWidth="3" />
      </svg>
      <span className="logo-text">{brand.brandName}</span>
    </span>
  );
}

/**
 * The logo as the link to the home page. Its accessible name starts with the brand name the link
 * shows, so a voice user who says what they see ("click MainDrive") reaches it (WCAG 2.5.3).
 */
export function HomeLogoLink() {
  const t = useMessages().nav;
  return (
    <LocalizedLink to="/" className="logo-link" aria-label={`${brand.brandName} – ${t.home}`}>
      <Logo />
    </LocalizedLink>
  );
}
