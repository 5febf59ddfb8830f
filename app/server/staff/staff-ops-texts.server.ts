import type { Locale } from "~/i18n/locale";
import dashboardEn, { type StaffDashboardTexts } from "~/i18n/messages/staff-dashboard-en";
import dashboardEs from "~/i18n/messages/staff-dashboard-es";
import mailEn, { type StaffMailTexts } from "~/i18n/messages/staff-mail-en";
import mailEs from "~/i18n/messages/staff-mail-es";

// The dashboard's and the mail page's texts reach the page as loader data, one
// language per page (like the staff area's own texts, staff-texts.server.ts).
const mail: Record<Locale, StaffMailTexts> = { en: mailEn, es: mailEs };
const dashboard: Record<Locale, StaffDashboardTexts> = { en: dashboardEn, es: dashboardEs };

export function staffMailTexts(locale: Locale): StaffMailTexts {
  return mail[locale];
}

export function staffDashboardTexts(locale: Locale): StaffDashboardTexts {
  return dashboard[locale];
}
