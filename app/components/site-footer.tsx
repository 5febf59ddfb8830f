import { brand } from "~/content/brand";
import { useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

export function SiteFooter() {
  const t = useMessages().footer;
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="footer-brand">
          <strong>{brand.brandName}</strong>
          <span>{t.tagline}</span>
        </p>
        {/* The licence check, linked from every page's footer (the header's menu stays short). */}
        <p className="footer-check">
          <LocalizedLink to="/licence-check">{t.licenceCheck}</LocalizedLink>
        </p>
        <nav aria-label={t.label}>
          <ul className="footer-links">
            <li>
              <LocalizedLink to="/terms-of-service">{t.termsOfService}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/privacy-policy">{t.privacyPolicy}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/contact-information">{t.contactInformation}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="/legal-notice">{t.legalNotice}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <p className="footer-copy">
          © {brand.brandName}. {t.copyright}
        </p>
      </div>
    </footer>
  );
}
