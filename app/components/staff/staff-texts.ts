import { type MetaFunction, useMatches } from "react-router";
import { documentTitle } from "~/i18n/meta";
import type { StaffTexts } from "~/i18n/messages/staff-en";

// Staff pages read the staff texts of the page's language from the staff layout's loader
// data (routes/staff-layout.tsx), or from their own loader (enrolment, login's second step).

type Matches = ({ id: string; loaderData?: unknown } | undefined)[];

function textsInMatches(matches: Matches): StaffTexts | undefined {
  for (const match of [...matches].reverse()) {
    const payload = match?.loaderData as { staffTexts?: StaffTexts } | undefined;
    if (payload?.staffTexts) return payload.staffTexts;
  }
  return undefined;
}

export function useStaffTexts(): StaffTexts {
  const texts = textsInMatches(useMatches() as Matches);
  if (!texts) throw new Error("staff texts missing: the page is not under the staff layout");
  return texts;
}

/** A staff page's title; staff pages never reach search engines. */
export function staffMeta(title: (t: StaffTexts) => string): MetaFunction {
  return ({ matches }) => {
    const texts = textsInMatches(matches as Matches);
    if (!texts) return [];
    return [
      { title: documentTitle(`${title(texts)} · ${texts.areaName}`) },
      { name: "robots", content: "noindex" },
    ];
  };
}
