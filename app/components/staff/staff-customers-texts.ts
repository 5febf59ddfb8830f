import { type MetaFunction, useMatches } from "react-router";
import { documentTitle } from "~/i18n/meta";
import { localeTags, type Locale } from "~/i18n/locale";
import type { StaffCustomersTexts } from "~/i18n/messages/staff-customers-en";

// The customer pages read their texts (one language) from their own loader data.

type Matches = ({ loaderData?: unknown; data?: unknown } | undefined)[];

function textsIn(matches: Matches): StaffCustomersTexts | undefined {
  for (const match of [...matches].reverse()) {
    const payload = (match?.loaderData ?? match?.data) as
      { customersTexts?: StaffCustomersTexts } | undefined;
    if (payload?.customersTexts) return payload.customersTexts;
  }
  return undefined;
}

export function useCustomersTexts(): StaffCustomersTexts {
  const texts = textsIn(useMatches() as Matches);
  if (!texts) throw new Error("customer page texts missing from the loader data");
  return texts;
}

/** A customer page's title; staff pages never reach search engines. */
export function customersMeta(title: (t: StaffCustomersTexts) => string): MetaFunction {
  return ({ matches }) => {
    const texts = textsIn(matches as Matches);
    if (!texts) return [];
    return [{ title: documentTitle(title(texts)) }, { name: "robots", content: "noindex" }];
  };
}

/** "{name}"-style placeholders, filled in. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => String(values[key] ?? match));
}

/** A moment as the school's office reads it (Frankfurt time), in the page's language. */
export function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Europe/Berlin",
  }).format(new Date(iso));
}

/** A day (of an ISO moment) in Frankfurt, in the page's language. */
export function formatDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(localeTags[locale], { dateStyle: "long", timeZone: "Europe/Berlin" }).format(
    new Date(iso),
  );
}
