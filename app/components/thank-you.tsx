import { brand } from "~/content/brand";
import { useMessages } from "~/i18n/use-locale";
import type { PageKey } from "~/pages";
import { LocalizedLink } from "./localized-link";

/** Thank-you pages after a purchase: what happens next and where to ask. */
export function ThankYou({
  page,
  text,
  lessons = false,
}: {
  page: PageKey;
  text: string;
  lessons?: boolean;
}) {
  const t = useMessages();
  return (
    <section className="container form-page">
      <p className="breadcrumb">
        <LocalizedLink to="/my-account">{t.account.back}</LocalizedLink>
      </p>
      <h1>{t.pages[page].title}</h1>
      <p className="lead">{t.account.thanks}</p>
      <p>{text}</p>
      {/* A product that lets its buyer book driving lessons links to where they are booked. */}
      {lessons ? (
        <p>
          <LocalizedLink to="/my-lessons">{t.account.lessonsLink}</LocalizedLink>
        </p>
      ) : null}
      <p>
        {t.account.questions} <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>.
      </p>
    </section>
  );
}
