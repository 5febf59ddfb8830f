import { type MetaFunction, useMatches } from "react-router";
import { documentTitle } from "~/i18n/meta";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";

// The customer pages read their texts (one language) from their own loader data.

type Matches = ({ loaderData?: unknown } | undefined)[];

function textsInMatches(matches: Matches): StaffCustomersTexts | undefined {
  for (const match of [...matches].reverse()) {
    const payload = match?.loaderData as { customersTexts?: StaffCustomersTexts } | undefined;
    if (payload?.customersTexts) return payload.customersTexts;
  }
  return undefined;
}

export function useCustomersTexts(): StaffCustomersTexts {
  const texts = textsInMatches(useMatches() as Matches);
  if (!texts) throw new Error("customer page texts missing from the loader data");
  return texts;
}

/** A customer page's title; staff pages never reach search engines. */
export function customersMeta(title: (t: StaffCustomersTexts) => string): MetaFunction {
  return ({ matches }) => {
    const texts = textsInMatches(matches as Matches);
    if (!texts) return [];
    return [{ title: documentTitle(title(texts)) }, { name: "robots", content: "noindex" }];
  };
}
