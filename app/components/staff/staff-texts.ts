import type { MetaFunction } from "react-router";
import { documentTitle } from "~/i18n/meta";
import { localeFromPath } from "~/i18n/locale";
import type { StaffTexts } from "~/i18n/messages/staff-en";
import { catalogIn, useCatalog } from "~/i18n/server-catalogs";

// The staff texts of the page's language, read while the page renders on the server (no staff
// page is hydrated): no loader sends them, so they are not encoded on every view (decision 085).

export function useStaffTexts(): StaffTexts {
  return useCatalog("staff");
}

/** A staff page's title; staff pages never reach search engines. */
export function staffMeta(title: (t: StaffTexts) => string): MetaFunction {
  return ({ location }) => {
    const texts = catalogIn("staff", localeFromPath(location.pathname));
    return [
      { title: documentTitle(`${title(texts)} · ${texts.areaName}`) },
      { name: "robots", content: "noindex" },
    ];
  };
}
