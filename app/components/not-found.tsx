import { useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

/** The not-found text, in the URL's language, with a way home in that language. */
export function NotFound() {
  const t = useMessages().notFound;
  return (
    <section className="page-message container">
      <h1>{t.heading}</h1>
      <p>{t.text}</p>
      <LocalizedLink className="button button-primary" to="/">
        {t.goHome}
      </LocalizedLink>
    </section>
  );
}
