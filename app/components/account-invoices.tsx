import { fill } from "~/i18n/fill";
import { formatDay, formatMoney } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { InvoicesTexts } from "~/i18n/messages/invoices-en";

// The customer's invoices and credit notes in My account: a plain table of links to the PDFs.

interface Props {
  t: InvoicesTexts["account"];
  locale: Locale;
  documents: {
    number: string;
    kind: "invoice" | "credit-note";
    issuedAt: string;
    grossCents: number;
    href: string;
    /** A company's document: its e-invoice files. */
    eInvoice: { xml: string; pdf: string } | null;
  }[];
}

export function AccountInvoices({ t, locale, documents }: Props) {
  if (documents.length === 0) return null;
  return (
    <section className="account-invoices" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{t.heading}</h2>
      <p>{t.intro}</p>
      <table className="invoice-table">
        <thead>
          <tr>
            <th scope="col">{t.number}</th>
            <th scope="col">{t.date}</th>
            <th scope="col" className="amount">
              {t.amount}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t.download}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {documents.map((document) => (
            <tr key={document.number}>
              <td>
                {document.number}
                <br />
                <small>{t.kind[document.kind]}</small>
              </td>
              <td>{formatDay(document.issuedAt, locale, "medium")}</td>
              <td className="amount">{formatMoney(document.grossCents, locale)}</td>
              <td className="document-links">
                <a
                  href={document.href}
                  aria-label={fill(t.downloadLabel, { kind: t.kind[document.kind], number: document.number })}
                >
                  {t.download}
                </a>
                {document.eInvoice ? (
                  <>
                    <span className="link-separator" aria-hidden="true">
                      {" · "}
                    </span>
                    <a
                      href={document.eInvoice.xml}
                      aria-label={fill(t.eInvoiceXmlLabel, {
                        kind: t.kind[document.kind],
                        number: document.number,
                      })}
                    >
                      {t.eInvoiceXml}
                    </a>
                    <span className="link-separator" aria-hidden="true">
                      {" · "}
                    </span>
                    <a
                      href={document.eInvoice.pdf}
                      aria-label={fill(t.eInvoicePdfLabel, {
                        kind: t.kind[document.kind],
                        number: document.number,
                      })}
                    >
                      {t.eInvoicePdf}
                    </a>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
