import { Form } from "react-router";
import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { StaffSafeguardsTexts } from "~/i18n/messages/staff-safeguards-en";
import type { CustomerPageData } from "~/server/staff/customers-page.server";
import { FieldError, fieldProps } from "./field-error";

// The office's notes about the customer, newest first, each with its author and time; a new one
// is added below the list. Notes are never edited: a correction is a new note.

interface Props {
  texts: StaffSafeguardsTexts;
  locale: Locale;
  notes: CustomerPageData["notes"];
  formKey: string;
  error: string | undefined;
}

export function CustomerNotes({ texts, locale, notes, formKey, error }: Props) {
  const n = texts.notes;
  return (
    <section aria-labelledby="notes-heading" id="notes">
      <h2 id="notes-heading">{n.heading}</h2>
      {notes.length === 0 ? (
        <p>{n.none}</p>
      ) : (
        <ul className="staff-notes">
          {notes.map((note) => (
            <li key={note.id}>
              <p className="staff-note-meta">
                {fill(n.by, { author: note.author, date: formatMoment(note.createdAt, locale) })}
              </p>
              <p className="staff-note-text">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
      <Form method="post" className="stack-form">
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="key" value={formKey} />
        <label htmlFor="note-text">{n.label}</label>
        <textarea name="text" rows={3} maxLength={2000} required {...fieldProps("note-text", error)} />
        <FieldError id="note-text" error={error} />
        <p className="staff-hint">{n.hint}</p>
        <button type="submit" className="button button-secondary">
          {n.add}
        </button>
      </Form>
    </section>
  );
}
