// Every staff page, its English path (Spanish is the same under /es) and its route
// module. app/routes.ts puts each one under the staff layout (whose loader runs requireStaff), the
// staff navigation links to each one, and the role-matrix test walks this list: a page added here
// is routed, linked and tested for visitors, customers and staff in both languages. Its nav label
// goes in app/i18n/messages/staff-en.ts / staff-es.ts (`nav`), which the types insist on.

import type { StaffRole } from "./server/platform/schema/accounts.server";

export interface StaffPageEntry {
  key: string;
  /** English path without the leading slash, always under "staff". */
  path: string;
  file: string;
  /** Owners only: an office member gets the 404 and does not see the page in the navigation. */
  ownerOnly?: boolean;
  /**
   * The roles that open it, when not owner and office (the default): an instructor opens only the
   * pages that name the role; everyone else gets the 404 and no link.
   */
  roles?: readonly StaffRole[];
}

/** Whether a staff member of this role may open the page (and sees it in the navigation). */
export function staffPageOpensTo(page: StaffPageEntry, role: StaffRole): boolean {
  if (page.roles) return page.roles.includes(role);
  if (page.ownerOnly) return role === "owner";
  return role === "owner" || role === "office";
}

export const staffPages = [
  { key: "staffHome", path: "staff", file: "routes/staff-dashboard.tsx" },
  { key: "staffCustomers", path: "staff/customers", file: "routes/staff-customers.tsx" },
  { key: "staffDates", path: "staff/dates", file: "routes/staff-dates.tsx" },
  { key: "staffExports", path: "staff/exports", file: "routes/staff-exports.tsx" },
  { key: "staffMail", path: "staff/mail", file: "routes/staff-mail.tsx" },
  { key: "staffReviews", path: "staff/reviews", file: "routes/staff-reviews.tsx" },
  { key: "staffCases", path: "staff/cases", file: "routes/staff-cases.tsx" },
  { key: "staffLog", path: "staff/log", file: "routes/staff-log.tsx" },
  { key: "staffWeek", path: "staff/week", file: "routes/staff-week.tsx" },
  {
    key: "staffDataRequests",
    path: "staff/data-requests",
    file: "routes/staff-data-requests.tsx",
    ownerOnly: true,
  },
  { key: "staffTeam", path: "staff/team", file: "routes/staff-team.tsx", ownerOnly: true },
  {
    key: "staffMyDay",
    path: "staff/my-day",
    file: "routes/staff-my-day.tsx",
    roles: ["owner", "office", "instructor"],
  },
] as const satisfies readonly StaffPageEntry[];

export type StaffPageKey = (typeof staffPages)[number]["key"];

/**
 * Staff URLs below a page of the list (one course date, its print view, downloads): under the same
 * layout and guard, not in the navigation. `sample` fills the path's parameters for the tests.
 */
export const staffSubPages = [
  { key: "staffDate", path: "staff/dates/:id", file: "routes/staff-date.tsx" },
  { key: "staffDatePrint", path: "staff/dates/:id/print", file: "routes/staff-date-print.tsx" },
  { key: "staffDateCsv", path: "staff/dates/:id/attendees.csv", file: "routes/staff-date-attendees-csv.ts" },
  { key: "staffExportsCsv", path: "staff/exports/purchases.csv", file: "routes/staff-exports-csv.ts" },
  {
    key: "staffExportsGermanCsv",
    path: "staff/exports/accounting.csv",
    file: "routes/staff-exports-german-csv.ts",
  },
  { key: "staffExportsDatev", path: "staff/exports/datev.csv", file: "routes/staff-exports-datev.ts" },
  {
    key: "staffCustomersNewPurchase",
    path: "staff/customers/new-purchase",
    file: "routes/staff-customers-new-purchase.tsx",
  },
  { key: "staffCustomer", path: "staff/customers/:id", file: "routes/staff-customer.tsx" },
  // One customer's driving lessons: the office books, cancels as the school, waives a late charge.
  {
    key: "staffCustomerLessons",
    path: "staff/customers/:id/lessons",
    file: "routes/staff-customer-lessons.tsx",
  },
  {
    key: "staffCustomerInvoicePdf",
    path: "staff/customers/:id/invoices/:file",
    file: "routes/staff-customer-invoice-pdf.ts",
  },
  {
    key: "staffDataRequest",
    path: "staff/data-requests/:id",
    file: "routes/staff-data-request.tsx",
    ownerOnly: true,
  },
  {
    key: "staffDataExport",
    path: "staff/data-requests/:id/data.json",
    file: "routes/staff-data-export.ts",
    ownerOnly: true,
  },
  {
    key: "staffTeamInstructors",
    path: "staff/team/instructors",
    file: "routes/staff-team-instructors.tsx",
    ownerOnly: true,
  },
] as const satisfies readonly StaffPageEntry[];

/** The staff area's own pages outside the layout: a staff member without a second factor lands here. */
export const staffAuthPaths = {
  enrol: "/staff/enrol",
  verify: "/staff/verify",
} as const;

/**
 * The keys of the staff area's own route ids (app/routes.ts makes "en:staffGate", "es:staffGate",
 * …): the gate above every staff route, enrolment and the login's second step. The request guard
 * recognises a staff URL by its matching the gate, as React Router matches it.
 */
export const staffRouteKeys = { gate: "staffGate", enrol: "staffEnrol", verify: "staffVerify" } as const;
