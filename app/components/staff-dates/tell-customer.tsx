// The "tell the customer" tick of a staff form, ticked by default. `notifyAsked` goes with it so
// the server can tell an unticked box (no field sent) from a form without one.
export function TellCustomer({ id, label }: { id: string; label: string }) {
  return (
    <label className="checkbox-label tell-customer">
      <input type="hidden" name="notifyAsked" value="yes" />
      <input type="checkbox" id={id} name="notify" value="yes" defaultChecked />
      <span>{label}</span>
    </label>
  );
}
