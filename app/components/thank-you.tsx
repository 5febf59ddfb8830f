import { brand } from "~/content/brand";
import { useMessages } from "~/i18n/use-locale";
import type { PageKey } from "~/pages";
import { LocalizedLink } from "./localized-link";

/** Thank-you pages after a purchase: what happens next and where to ask. */
export function ThankYou({ page, text }: { page: PageKey; text: string }) {
  const t = useMessages();
  return (
    <section className="container form-page">
      <p className="breadcrumb">
        <LocalizedLink to="/my-account">{t.account.back}</LocalizedLink>
      </p>
      <h1>{t.pages[page].title}</h1>
      <p className="lead">{t.account.thanks}</p>
      <p>{text}</p>
      <p>
        {t.account.questions} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}
