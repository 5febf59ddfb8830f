import { formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";
import type { StaffSafeguardsTexts } from "~/i18n/messages/staff-safeguards-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";

// The mails sent to the customer, newest first, each with its text to open (a <details>, so the
// page stays script-free): what the customer was told, word for word, without their private links.

interface Props {
  t: StaffCustomersTexts;
  s: StaffSafeguardsTexts;
  locale: Locale;
  mails: CustomerPageData["mails"];
}

export function CustomerMails({ t, s, locale, mails }: Props) {
  const m = t.customer.mails;
  return (
    <section aria-labelledby="mails-heading">
      <h2 id="mails-heading">{m.heading}</h2>
      {mails.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ul className="staff-mails">
          {mails.map((mail) => (
            <li key={mail.id} id={`mail-${mail.id}`}>
              <p>
                <time dateTime={mail.createdAt}>{formatMoment(mail.createdAt, locale)}</time> ·{" "}
                <strong>{mail.subject}</strong> · {m.statuses[mail.status] ?? mail.status}
                {mail.attempts > 1 ? ` · ${m.attempts}: ${mail.attempts}` : ""}
                {mail.lastError ? ` · ${m.lastError}: ${mail.lastError}` : ""}
              </p>
              <details>
                <summary>{s.mails.show}</summary>
                <pre className="staff-mail-text">{mail.text}</pre>
              </details>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
