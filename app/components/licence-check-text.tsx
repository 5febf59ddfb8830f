import { Fragment, type ReactNode } from "react";
import type { Choice } from "~/content/licence-rules/view";
import { placeholderPattern } from "~/i18n/fill";

// Small text helpers of the licence check: licence names are English words on any page,
// so they carry lang="en" (screen readers pronounce them right; the Spanish page stays Spanish).

/**
 * fill() for React nodes: "{licence}" → the node given for it (a date, a class name with its
 * language); unknown names stay as written.
 */
export function fillWithNodes(template: string, values: Record<string, ReactNode>): ReactNode {
  // split() with a capturing group keeps the names at the odd places.
  const parts = template.split(placeholderPattern);
  return parts.map((part, index) =>
    index % 2 === 1 && part in values ? (
      <Fragment key={index}>{values[part]}</Fragment>
    ) : (
      <Fragment key={index}>{index % 2 === 1 ? `{${part}}` : part}</Fragment>
    ),
  );
}

/** A text where [[…]] marks an English licence name. */
export function WithTerms({ text }: { text: string }) {
  const parts = text.split(/\[\[(.+?)\]\]/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <span key={index} lang="en">
            {part}
          </span>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** A class name as chosen: an English licence name carries its language. */
export function ClassName({ choice }: { choice: Choice }) {
  return choice.lang ? <span lang={choice.lang}>{choice.label}</span> : <>{choice.label}</>;
}
