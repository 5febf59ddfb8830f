import { brand } from "~/content/brand";
import { useErrorReference } from "~/error-reference";
import { useMessages } from "~/i18n/use-locale";
import { LocalizedLink } from "./localized-link";

/** Unexpected errors: an apology and a way on, never a stack trace. */
export function ErrorPage() {
  const t = useMessages().errorPage;
  const reference = useErrorReference();
  return (
    <section className="page-message container">
      <h1>{t.heading}</h1>
      <p>{t.text}</p>
      {reference ? (
        <p data-error-reference={reference}>
          {t.reference} <code>{reference}</code>
        </p>
      ) : null}
      <p>
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a>
      </p>
      <LocalizedLink className="button button-primary" to="/">
        {t.goHome}
      </LocalizedLink>
    </section>
  );
}
