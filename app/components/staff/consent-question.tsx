import { FieldError } from "./field-error";

// A yes/no question about what a customer agreed to, never answered in advance: the purchase
// mail confirms exactly the answer given.

export function ConsentQuestion(props: {
  name: string;
  legend: string;
  yes: string;
  no: string;
  value: string | undefined;
  error: string | undefined;
}) {
  const id = `purchase-${props.name}`;
  return (
    <fieldset
      className="staff-choice"
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${id}-error` : undefined}
    >
      <legend>{props.legend}</legend>
      {(["yes", "no"] as const).map((choice) => (
        <label key={choice} className="checkbox-label">
          <input type="radio" name={props.name} value={choice} defaultChecked={props.value === choice} />
          <span>{choice === "yes" ? props.yes : props.no}</span>
        </label>
      ))}
      <FieldError id={id} error={props.error} />
    </fieldset>
  );
}
