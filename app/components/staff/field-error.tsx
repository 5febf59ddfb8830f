// An error shown next to its field, tied to it for screen readers.

export function fieldProps(id: string, error: string | undefined) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
  };
}

export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p className="field-hint field-error" id={`${id}-error`}>
      {error}
    </p>
  ) : null;
}
