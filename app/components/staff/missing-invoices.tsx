import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/locale";
import type { MissingInvoicesTexts } from "~/i18n/messages/missing-invoices-en";
import { plural } from "~/i18n/plural";
import type { MissingInvoicesPart } from "~/server/invoices/missing-invoices-page.server";

// The export page's notice of paid purchases without an invoice, with the owner's one action that
// issues them; nothing at all while every paid purchase has its invoice and nothing was just done.

interface Props extends MissingInvoicesPart {
  texts: MissingInvoicesTexts["exports"];
  /** Said before the outcome when the same form was sent again. */
  againPrefix: string;
  locale: Locale;
  formKey: string;
}

export function MissingInvoices({
  texts: t,
  againPrefix,
  locale,
  count,
  waitingForAddress,
  canIssue,
  done,
  again,
  formKey,
}: Props) {
  if (count === 0 && !done) return null;
  return (
    <section aria-labelledby="missing-invoices-heading" className="staff-missing-invoices">
      <h2 id="missing-invoices-heading">{t.heading}</h2>
      {done ? (
        <p className="notification notification-success" role="status">
          {again ? `${againPrefix} ` : null}
          {done.issued > 0 ? plural(t.done["invoices-issued"], done.issued, locale) : t.done["invoices-none"]}
          {done.remaining > 0 ? ` ${fill(t.done["invoices-more"], { count: String(done.remaining) })}` : null}
        </p>
      ) : null}
      {count === 0 ? (
        <p>{t.none}</p>
      ) : (
        <>
          <p>
            <strong>{plural(t.count, count, locale)}</strong>
          </p>
          <p className="staff-hint">{t.explain}</p>
          {waitingForAddress > 0 ? (
            <p className="staff-hint" data-waiting-for-address="">
              {plural(t.waitingForAddress, waitingForAddress, locale)}
            </p>
          ) : null}
          {canIssue ? (
            <Form method="post">
              <input type="hidden" name="intent" value="issue-missing-invoices" />
              <input type="hidden" name="key" value={formKey} />
              <p>
                <button type="submit" className="button button-primary">
                  {t.submit}
                </button>
              </p>
            </Form>
          ) : (
            <p className="staff-hint">{t.ownerOnly}</p>
          )}
        </>
      )}
    </section>
  );
}
