import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { loadCase, openMissingCases } from "./case-store.server";
import { type CaseView, caseView } from "./case-view.server";

/**
 * The signed-in customer's own case for My conversion, or null for anyone who has not bought the
 * assistance. A buyer from before cases existed gets theirs on this first view.
 */
export async function myCaseView(db: Database, userId: string, locale: Locale): Promise<CaseView | null> {
  await openMissingCases(db, userId);
  const found = await loadCase(db, userId);
  return found ? caseView(found.steps, locale) : null;
}
