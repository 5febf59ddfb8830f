import { brand } from "~/content/brand";
import { useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

/** Unexpected errors: an apology and a way on, never a stack trace. */
export function ErrorPage() {
  const t = useMessages().errorPage;
  return (
    <section className="page-message container">
      <h1>{t.heading}</h1>
      <p>{t.text}</p>
      <p>
        <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a>
      </p>
      <LocalizedLink className="button button-primary" to="/">
        {t.goHome}
      </LocalizedLink>
    </section>
  );
}
