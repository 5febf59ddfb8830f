import type { ReactNode } from "react";
import { useSearchParams } from "react-router";

/**
 * A button that works without JavaScript: a GET form that reloads the page with
 * `param=value` added to its query (the rest of the query kept), so the server renders what the
 * click asked for. When the page runs React, `onActivate` handles the click in place instead.
 * `children` holds the submit button.
 */
export function QueryForm({
  param,
  value,
  hash,
  className,
  onActivate,
  children,
}: {
  param: string;
  value: string;
  /** The id to scroll to after the reload. */
  hash?: string;
  className?: string;
  onActivate: () => void;
  children: ReactNode;
}) {
  const [search] = useSearchParams();
  const kept = [...search].filter(([name]) => name !== param);
  return (
    <form
      method="get"
      action={hash ? `#${hash}` : undefined}
      className={className}
      onSubmit={(event) => {
        event.preventDefault();
        onActivate();
      }}
    >
      {kept.map(([name, keptValue], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={keptValue} />
      ))}
      <input type="hidden" name={param} value={value} />
      {children}
    </form>
  );
}

/** Whether the page was asked for with `param=value` (a QueryForm sent without JavaScript). */
export function useQueryFlag(param: string, value: string): boolean {
  const [search] = useSearchParams();
  return search.get(param) === value;
}
