import { type Locale, localeFromPath } from "./locale";
import { provideCatalogs } from "./server-catalogs";
import articlesEn from "./messages/articles-en";
import articlesEs from "./messages/articles-es";
import bookingDateChangesEn from "./messages/booking-date-changes-en";
import bookingDateChangesEs from "./messages/booking-date-changes-es";
import bookingsEn from "./messages/bookings-en";
import conversionCasesEn from "./messages/conversion-cases-en";
import conversionCasesEs from "./messages/conversion-cases-es";
import customerReviewsEn from "./messages/customer-reviews-en";
import planAppointmentsEn from "./messages/plan-appointments-en";
import planAppointmentsEs from "./messages/plan-appointments-es";
import customerReviewsEs from "./messages/customer-reviews-es";
import bookingsEs from "./messages/bookings-es";
import layoutEn from "./messages/en";
import layoutEs from "./messages/es";
import firstAidOfficeEn from "./messages/first-aid-office-en";
import firstAidOfficeEs from "./messages/first-aid-office-es";
import licenceCheckEn from "./messages/licence-check-en";
import licenceCheckEs from "./messages/licence-check-es";
import licenceNotesEn from "./messages/licence-notes-en";
import licenceNotesEs from "./messages/licence-notes-es";
import licenceRegionsEn from "./messages/licence-regions-en";
import licenceRegionsEs from "./messages/licence-regions-es";
import lessonsEn from "./messages/lessons-en";
import lessonsEs from "./messages/lessons-es";
import staffLessonsEn from "./messages/staff-lessons-en";
import staffLessonsEs from "./messages/staff-lessons-es";
import invoicesEn from "./messages/invoices-en";
import invoicesEs from "./messages/invoices-es";
import invoicePdfDe from "./messages/invoices-pdf-de";
import officePackDe from "./messages/office-pack-de";
import officePackEn from "./messages/office-pack-en";
import officePackEs from "./messages/office-pack-es";
import bookingMailsEn from "./messages/booking-mails-en";
import bookingMailsEs from "./messages/booking-mails-es";
import mailEn from "./messages/mail-en";
import missingInvoicesEn from "./messages/missing-invoices-en";
import missingInvoicesEs from "./messages/missing-invoices-es";
import mailEs from "./messages/mail-es";
import aboutUsEn from "./messages/pages/about-us-en";
import aboutUsEs from "./messages/pages/about-us-es";
import conversionAssistanceEn from "./messages/pages/conversion-assistance-en";
import conversionAssistanceEs from "./messages/pages/conversion-assistance-es";
import firstAidEn from "./messages/pages/first-aid-en";
import firstAidEs from "./messages/pages/first-aid-es";
import freeGiftEn from "./messages/pages/free-gift-en";
import freeGiftEs from "./messages/pages/free-gift-es";
import highIntenseTrainingEn from "./messages/pages/high-intense-training-en";
import highIntenseTrainingEs from "./messages/pages/high-intense-training-es";
import homeEn from "./messages/pages/home-en";
import homeEs from "./messages/pages/home-es";
import myConversionEn from "./messages/pages/my-conversion-en";
import myConversionEs from "./messages/pages/my-conversion-es";
import myDataEn from "./messages/pages/my-data-en";
import myDataEs from "./messages/pages/my-data-es";
import reviewEn from "./messages/pages/review-en";
import reviewEs from "./messages/pages/review-es";
import servicesPricesEn from "./messages/pages/services-prices-en";
import servicesPricesEs from "./messages/pages/services-prices-es";
import successStoriesEn from "./messages/pages/success-stories-en";
import successStoriesEs from "./messages/pages/success-stories-es";
import understandTheExaminerEn from "./messages/pages/understand-the-examiner-en";
import understandTheExaminerEs from "./messages/pages/understand-the-examiner-es";
import weeklyClassesEn from "./messages/pages/weekly-classes-en";
import weeklyClassesEs from "./messages/pages/weekly-classes-es";
import refundRequestsEn from "./messages/refund-requests-en";
import refundRequestsEs from "./messages/refund-requests-es";
import salesEn from "./messages/sales-en";
import salesEs from "./messages/sales-es";
import schoolNoticesEn from "./messages/school-notices-en";
import schoolNoticesEs from "./messages/school-notices-es";
import staffAuditEn from "./messages/staff-audit-en";
import staffAuditEs from "./messages/staff-audit-es";
import staffBookingsEn from "./messages/staff-bookings-en";
import staffBookingsEs from "./messages/staff-bookings-es";
import staffCustomersEn from "./messages/staff-customers-en";
import staffCustomersEs from "./messages/staff-customers-es";
import staffDashboardEn from "./messages/staff-dashboard-en";
import staffDashboardEs from "./messages/staff-dashboard-es";
import staffDataRequestsEn from "./messages/staff-data-requests-en";
import staffDataRequestsEs from "./messages/staff-data-requests-es";
import staffDatesEn from "./messages/staff-dates-en";
import staffSafeguardsEn from "./messages/staff-safeguards-en";
import staffSafeguardsEs from "./messages/staff-safeguards-es";
import staffDatesEs from "./messages/staff-dates-es";
import staffEn from "./messages/staff-en";
import staffExportsEn from "./messages/staff-exports-en";
import staffExportsEs from "./messages/staff-exports-es";
import staffEs from "./messages/staff-es";
import staffMailEn from "./messages/staff-mail-en";
import staffMailEs from "./messages/staff-mail-es";
import staffTeamEn from "./messages/staff-team-en";
import staffTeamEs from "./messages/staff-team-es";
import staffMyDayEn from "./messages/staff-my-day-en";
import staffMyDayEs from "./messages/staff-my-day-es";
import staffInstructorsEn from "./messages/staff-instructors-en";
import staffInstructorsEs from "./messages/staff-instructors-es";
import lessonRecordEn from "./messages/lesson-record-en";
import lessonRecordEs from "./messages/lesson-record-es";
import toolsEn from "./messages/tools-en";
import toolsEs from "./messages/tools-es";
import examsEn from "./messages/exams-en";
import examsEs from "./messages/exams-es";
import lessonRemindersEn from "./messages/lesson-reminders-en";
import lessonRemindersEs from "./messages/lesson-reminders-es";
import staffWeekEn from "./messages/staff-week-en";
import staffWeekEs from "./messages/staff-week-es";
import type { UiTexts } from "./ui-texts";

// Every text a person reads, by catalog, in both languages: the one place where a language is picked
// (docs/decisions/021-texts-in-one-home.md). Server only: a page receives the one language its
// loader picked, never this module, so no page script carries the other language.

const ui: Record<Locale, UiTexts> = {
  en: { messages: layoutEn, sales: salesEn, tools: toolsEn, articles: articlesEn },
  es: { messages: layoutEs, sales: salesEs, tools: toolsEs, articles: articlesEs },
};

export const catalogs = {
  /** The layout's, sales widgets', learning tools' and articles' texts (root loader, useUiTexts). */
  ui,
  staff: { en: staffEn, es: staffEs },
  staffAudit: { en: staffAuditEn, es: staffAuditEs },
  staffCustomers: { en: staffCustomersEn, es: staffCustomersEs },
  staffDates: { en: staffDatesEn, es: staffDatesEs },
  staffBookings: { en: staffBookingsEn, es: staffBookingsEs },
  staffDashboard: { en: staffDashboardEn, es: staffDashboardEs },
  staffMail: { en: staffMailEn, es: staffMailEs },
  staffSafeguards: { en: staffSafeguardsEn, es: staffSafeguardsEs },
  staffExports: { en: staffExportsEn, es: staffExportsEs },
  firstAidOffice: { en: firstAidOfficeEn, es: firstAidOfficeEs },
  staffDataRequests: { en: staffDataRequestsEn, es: staffDataRequestsEs },
  staffTeam: { en: staffTeamEn, es: staffTeamEs },
  staffMyDay: { en: staffMyDayEn, es: staffMyDayEs },
  staffInstructors: { en: staffInstructorsEn, es: staffInstructorsEs },
  lessonRecord: { en: lessonRecordEn, es: lessonRecordEs },
  refundRequests: { en: refundRequestsEn, es: refundRequestsEs },
  customerReviews: { en: customerReviewsEn, es: customerReviewsEs },
  planAppointments: { en: planAppointmentsEn, es: planAppointmentsEs },
  officePack: { en: officePackEn, es: officePackEs },
  conversionCases: { en: conversionCasesEn, es: conversionCasesEs },
  licenceCheck: {
    en: { texts: licenceCheckEn, notes: licenceNotesEn, regions: licenceRegionsEn },
    es: { texts: licenceCheckEs, notes: licenceNotesEs, regions: licenceRegionsEs },
  },
  mail: { en: mailEn, es: mailEs },
  invoices: { en: invoicesEn, es: invoicesEs },
  missingInvoices: { en: missingInvoicesEn, es: missingInvoicesEs },
  bookings: { en: bookingsEn, es: bookingsEs },
  bookingMails: { en: bookingMailsEn, es: bookingMailsEs },
  bookingDateChanges: { en: bookingDateChangesEn, es: bookingDateChangesEs },
  schoolNotices: { en: schoolNoticesEn, es: schoolNoticesEs },
  lessons: { en: lessonsEn, es: lessonsEs },
  staffLessons: { en: staffLessonsEn, es: staffLessonsEs },
  // Each page's own texts (messages/pages/).
  aboutUs: { en: aboutUsEn, es: aboutUsEs },
  conversionAssistance: { en: conversionAssistanceEn, es: conversionAssistanceEs },
  firstAid: { en: firstAidEn, es: firstAidEs },
  freeGift: { en: freeGiftEn, es: freeGiftEs },
  highIntenseTraining: { en: highIntenseTrainingEn, es: highIntenseTrainingEs },
  home: { en: homeEn, es: homeEs },
  myConversion: { en: myConversionEn, es: myConversionEs },
  myData: { en: myDataEn, es: myDataEs },
  review: { en: reviewEn, es: reviewEs },
  servicesPrices: { en: servicesPricesEn, es: servicesPricesEs },
  successStories: { en: successStoriesEn, es: successStoriesEs },
  understandTheExaminer: { en: understandTheExaminerEn, es: understandTheExaminerEs },
  weeklyClasses: { en: weeklyClassesEn, es: weeklyClassesEs },
  exams: { en: examsEn, es: examsEs },
  lessonReminders: { en: lessonRemindersEn, es: lessonRemindersEs },
  staffWeek: { en: staffWeekEn, es: staffWeekEs },
} satisfies Record<string, Record<Locale, object>>;

/** The PDF's German labels: every invoice is German, with the customer's language beside it. */
export const invoicePdfGerman = invoicePdfDe;
/** The licence-office pack's German, beside the customer's language (office-pack-en.ts). */
export const officePackGerman = officePackDe;

export type CatalogName = keyof typeof catalogs;

/** One catalog's texts in one language (the English type: the Spanish one `satisfies` it). */
export type Texts<Name extends CatalogName> = (typeof catalogs)[Name]["en"];

/** A catalog in a given language, for work without a request: mails, jobs, the outbox. */
export function textsIn<Name extends CatalogName>(name: Name, locale: Locale): Texts<Name> {
  return catalogs[name][locale] as Texts<Name>;
}

/**
 * A catalog in the page's language (its URL's), for a loader, an action or a resource route. A
 * loader that may answer a data request passes its `url` argument: the request itself then says
 * `/es.data` for the Spanish home page, which is no Spanish path (decision 042).
 */
export function textsFor<Name extends CatalogName>(page: Request | URL, name: Name): Texts<Name> {
  return textsIn(name, localeFromPath(pageUrl(page).pathname));
}

function pageUrl(page: Request | URL): URL {
  return page instanceof URL ? page : new URL(page.url);
}

// Components read their page's catalogs while rendering on the server (server-catalogs.ts).
provideCatalogs(textsIn);
