import { Link } from "react-router";
import { formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffAuditTexts } from "~/i18n/messages/staff-audit-en";
import type { AuditEntryView, AuditField } from "~/server/staff/audit-entries.server";

// Audit entries as a list of small cards (when, who, what, about what, before and after): read
// the same on a phone as on a desk, without a table wider than the screen. The log page and the
// customer page show entries this way.

function Fields({
  heading,
  fields,
  texts,
}: {
  heading: string;
  fields: AuditField[] | null;
  texts: StaffAuditTexts;
}) {
  return (
    <div className="audit-values">
      <p className="audit-values-heading">{heading}</p>
      {fields && fields.length > 0 ? (
        <dl>
          {fields.map((field, index) => (
            <div key={index}>
              <dt>{field.label}</dt>
              <dd>{field.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{texts.values.nothing}</p>
      )}
    </div>
  );
}

export function AuditEntryList({
  entries,
  texts,
  locale,
  cliName,
}: {
  entries: AuditEntryView[];
  texts: StaffAuditTexts;
  locale: Locale;
  cliName: string;
}) {
  return (
    <ol className="audit-entries">
      {entries.map((entry) => (
        <li key={entry.id} className="audit-entry" data-action={entry.actionKey}>
          <p className="audit-meta">
            <time dateTime={entry.at}>{formatMoment(entry.at, locale)}</time> · {entry.actor ?? cliName}
          </p>
          <p className="audit-action">{entry.action}</p>
          <ul className="audit-subjects">
            {entry.subjects.map((subject, index) => (
              <li key={index}>
                {subject.kind}:{" "}
                {subject.href ? <Link to={subject.href}>{subject.text}</Link> : <span>{subject.text}</span>}
              </li>
            ))}
          </ul>
          <div className="audit-change">
            <Fields heading={texts.before} fields={entry.before} texts={texts} />
            <Fields heading={texts.after} fields={entry.after} texts={texts} />
          </div>
        </li>
      ))}
    </ol>
  );
}
