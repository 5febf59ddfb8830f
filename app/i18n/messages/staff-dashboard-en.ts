// Issue 14 §2: the staff dashboard (English). staff-dashboard-es.ts has exactly this shape.
const staffDashboardEn = {
  alertsHeading: "Needs attention",
  noAlerts: "Nothing needs attention.",
  failedMails: "Mails that could not be delivered: {count}.",
  failedMailsLink: "Open the mail page",
  reversed: "Refunded or disputed in the last {days} days: {product} of {email} ({state}).",
  unmatched: "Payment event not matched in the last {days} days: {type} ({outcome}) {detail}",
  outcomes: {
    unknown_product: "unknown product",
    missing_email: "no e-mail address",
    unprocessable: "unreadable event",
  } as Record<string, string>,
  recentHeading: "Purchases of the last 7 days",
  noRecent: "No purchases in the last 7 days.",
  date: "Date",
  product: "Product",
  customer: "Customer",
  amount: "Amount",
  state: "State",
  states: { pending: "Pending", paid: "Paid", failed: "Failed", refunded: "Refunded", disputed: "Disputed" },
  revenueHeading: "Revenue of {month}",
  revenueIntro: "Paid purchases of this month (refunded and disputed ones are not counted).",
  noRevenue: "No paid purchases this month yet.",
  purchases: "Purchases",
  net: "Net",
  vat: "VAT",
  gross: "Gross",
  total: "Total",
  sectionsHeading: "Sections",
};

export type StaffDashboardTexts = typeof staffDashboardEn;
export default staffDashboardEn;
