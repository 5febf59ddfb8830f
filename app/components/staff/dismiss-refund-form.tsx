import { Form } from "react-router";
import { FormField, fieldProps } from "~/components/staff-dates/form-field";
import { TellCustomer } from "~/components/staff-dates/tell-customer";
import { fill } from "~/i18n/fill";
import type { RefundRequestsTexts } from "~/i18n/messages/refund-requests-en";

// "Close without refund" under a refund request on the dashboard: folded away (a plain
// <details>, the page is script-free), opened again with the error and the typed reason when the
// server refused it.

export function DismissRefundForm({
  t,
  bookingId,
  email,
  formKey,
  failed,
}: {
  t: RefundRequestsTexts["staff"];
  bookingId: string;
  email: string;
  formKey: string;
  failed: { error: string; reason: string } | null;
}) {
  const id = `dismiss-${bookingId}`;
  return (
    <details className="staff-dismiss" open={failed ? true : undefined}>
      <summary>{t.summary}</summary>
      <p className="staff-hint">{t.intro}</p>
      <Form method="post" className="staff-form" noValidate>
        <input type="hidden" name="intent" value="dismiss-refund" />
        <input type="hidden" name="bookingId" value={bookingId} />
        <input type="hidden" name="key" value={formKey} />
        <FormField id={`${id}-reason`} label={t.reason} error={failed?.error}>
          <input
            type="text"
            name="reason"
            required
            maxLength={300}
            autoComplete="off"
            defaultValue={failed?.reason ?? ""}
            {...fieldProps(`${id}-reason`, failed?.error)}
          />
        </FormField>
        <p className="staff-hint">{t.reasonHint}</p>
        {/* Required by the server too: declining a refund for a date the school cancelled is no
            outcome (§§ 323, 346 BGB); only the customer's choice of another date closes it. */}
        <label className="checkbox-label">
          <input type="checkbox" id={`${id}-chose`} name="choseDate" value="yes" required />
          <span>{t.choseDate}</span>
        </label>
        <TellCustomer id={`${id}-notify`} label={t.tell} />
        <button type="submit" className="button button-secondary">
          {fill(t.submit, { email })}
        </button>
      </Form>
    </details>
  );
}
