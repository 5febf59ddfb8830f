import { Form } from "react-router";

// "Seen to" beside a dashboard alert: a small POST form (the page is script-free).

export function AcknowledgeForm({
  alertKey,
  formKey,
  label,
}: {
  alertKey: string;
  formKey: string;
  label: string;
}) {
  return (
    <Form method="post" className="staff-acknowledge">
      <input type="hidden" name="intent" value="acknowledge" />
      <input type="hidden" name="alertKey" value={alertKey} />
      <input type="hidden" name="key" value={formKey} />
      <button type="submit" className="button button-secondary button-small">
        {label}
      </button>
    </Form>
  );
}
