import { eq } from "drizzle-orm";
import { officePackPhraseIds } from "~/content/office-pack";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { protectionFor, rule } from "../licence-check/rules.server";
import { cardOfPhrase } from "../review/phrase-cards.server";
import { users } from "../platform/schema.server";
import { planAppointment } from "./appointment-store.server";
import { neededDocuments, type PlanDocument, planDocuments } from "./plan-documents.server";
import { planView } from "./plan-page.server";
import { loadPlan } from "./plan-store.server";

// What the licence-office pack prints, read from the customer's own plan: their documents checked
// against the licence-office appointment (or the plan's application date, else today), the school's
// confirmation when they bought the conversion assistance, and the course's phrases for the counter.
// Drawn by office-pack-pdf.server.ts, which brings the PDF library and is loaded only in the PDF
// worker's thread (platform/pdf-worker.server.ts).

export interface OfficePack {
  locale: Locale;
  name: string;
  /** The licence as the plan page names it, in the customer's language. */
  licence: string;
  /** The licence-office appointment, or the plan's date of application: null when neither is set. */
  appointment: IsoDate | null;
  /** The day the documents are checked against. */
  checkedOn: IsoDate;
  documents: PlanDocument[];
  /** The day the school began assisting (the case opened with the payment), or null. */
  assistanceSince: IsoDate | null;
  phrases: { de: string; meaning: string }[];
  printedOn: IsoDate;
}

/** The pack as the PDF worker's job (platform/pdf-worker.server.ts). */
export interface OfficePackJob {
  kind: "office-pack";
  pack: OfficePack;
}

export function officePackFilename(locale: OfficePack["locale"]): string {
  return locale === "es" ? "documentos-oficina-de-permisos.pdf" : "licence-office-pack.pdf";
}

/**
 * The pack of the customer's plan, or null when they have no plan. `caseOpenedAt` is when their
 * assistance's case opened (null without one): the case is a layer above the plan, so the caller
 * reads it (conversion-case/case-store.server.ts) and hands it in.
 */
export async function officePackOf(
  db: Database,
  userId: string,
  { locale, caseOpenedAt, now = new Date() }: { locale: Locale; caseOpenedAt: Date | null; now?: Date },
): Promise<OfficePack | null> {
  const plan = await loadPlan(db, userId);
  if (!plan) return null;
  const [customer] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  const today = todayInSchoolTimeZone(now);
  const office = await planAppointment(db, userId, "licence-office");
  const appointment = office?.day ?? plan.dates.applied ?? null;
  const checkedOn = appointment ?? today;
  const place = { country: plan.country, ...(plan.region ? { region: plan.region } : {}) };
  const ruling = rule(place, plan.classCode ?? undefined);
  return {
    locale,
    name: customer?.name ?? "",
    licence: planView(plan, { locale, today }).licence ?? "",
    appointment,
    checkedOn,
    documents: planDocuments(
      neededDocuments(ruling, protectionFor(place) !== undefined),
      plan.documents,
      checkedOn,
    ),
    assistanceSince: caseOpenedAt ? todayInSchoolTimeZone(caseOpenedAt) : null,
    phrases: officePackPhraseIds.flatMap((id) => {
      const card = cardOfPhrase(id);
      return card ? [{ de: card.de, meaning: card.meaning[locale] }] : [];
    }),
    printedOn: today,
  };
}
