import { useMessages } from "~/i18n/use-locale";
import type { RefusalReason } from "~/request-refusal";
import { LocalizedLink } from "./localized-link";

/** A request refused before it reached the page: why, and a way on. */
export function RefusedPage({ reason }: { reason: RefusalReason }) {
  const t = useMessages();
  return (
    <section className="page-message container">
      <h1>{t.refused[reason].heading}</h1>
      <p>{t.refused[reason].text}</p>
      <LocalizedLink className="button button-primary" to="/">
        {t.errorPage.goHome}
      </LocalizedLink>
    </section>
  );
}
