// The staff dashboard (English). staff-dashboard-es.ts has exactly this shape.
const staffDashboardEn = {
  alertsHeading: "Needs attention",
  noAlerts: "Nothing needs attention.",
  failedMails: "Mails that could not be delivered: {count}.",
  failedMailsLink: "Open the mail page",
  deletionRequests: "Customers waiting for their data to be deleted: {count}.",
  deletionRequestsLink: "Open the data requests",
  reversed: "Refunded or disputed in {days}: {product} of {email} ({state}).",
  unmatched: "Payment event not matched in {days}: {type} ({outcome}) {detail}",
  // {days} of the two alerts above.
  lastDays: { one: "the last day", other: "the last {count} days" },
  outcomes: {
    unknown_product: "unknown product",
    missing_email: "no e-mail address",
    unprocessable: "unreadable event",
  } as Record<string, string>,
  attentionPurchase: "Purchase in {days}: {product}, {customer}, {state}, payment reference {reference}.",
  attention: {
    noEmail:
      "Paid without a usable e-mail: no account and no mail to the customer; find them through the payment provider.",
    dateReplaced:
      "Course date replaced: the date asked for was no course date, so the next open one was booked ({date}); tell the customer.",
    nameLeftOut: "Name left out: the name in the payment could not be used.",
    valuesLeftOut:
      "Other values of the payment left out (amount, currency or references); check them with the payment provider.",
    dateClosed:
      "Paid for a date closed for bookings ({date}): the seat is kept; call the customer to confirm it or move them.",
    dateCancelled:
      "Paid for a cancelled date ({date}): the seat is kept and the customer got the cancellation notice; help them choose a new date or refund them.",
    earlyStartMissing:
      "Course on {date}, within the 14-day right of withdrawal, paid without the request to start early: ask the customer to confirm it in writing before the course (§ 356 (4) BGB), or move them to a later date.",
    billingAddressMissing:
      "No invoice yet: at this amount it must state the buyer's address, and the payment brought none. The customer is asked for it in My account; or issue it on the customer's page with the address.",
    lessonNotMatched:
      "Paid for a driving lesson, but the payment names no unpaid lesson of this customer paid by link (unknown, someone else's, already paid or cancelled): the money is recorded and no lesson is marked paid; find the lesson it pays, or refund it.",
    lessonUnitsUsed:
      "Lesson pack refunded after some of its lessons were used: only the unused lessons were taken from the balance; settle the used ones with the customer.",
  },
  noEmail: "no e-mail",
  overbooked: "Overbooked: {date} ({language}), {booked} for {capacity}.",
  // {booked} and {capacity} of "Overbooked".
  bookedCount: { one: "1 booked", other: "{count} booked" },
  seatCount: { one: "1 seat", other: "{count} seats" },
  cancelledWithBookings: "Cancelled with bookings: {date} ({language}), {booked} to contact and move.",
  datesHeading: "Next first-aid dates",
  // Awaited bank transfers past their due day: listed until marked paid or cancelled.
  unpaidLessonsHeading: "Lessons not paid yet",
  unpaidLessonsIntro: "Lessons paid by link whose payment has not arrived; due one day before the lesson.",
  unpaidLessonRow: "{lesson} on {date}",
  unpaidLessonDue: "payment due",
  lateCancellationsHeading: "Late cancellations to charge",
  lateCancellationsIntro: "Lessons cancelled less than 24 hours before, neither paid nor waived.",
  lateCancellationRow: "{lesson} on {date}",
  overdueHeading: "Bank transfers overdue",
  overdueRow: "{product}, {amount}: due {date}",
  overdueReminded: "reminder sent",
  noDates: "No first-aid dates ahead.",
  courseLanguage: "Course language",
  seats: "Seats taken",
  seatsValue: "{booked} / {capacity}",
  dateStates: { open: "Open", cancelled: "Cancelled", closed: "Closed for bookings" },
  languages: { en: "English", es: "Spanish" },
  recentHeading: "Purchases of the last 7 days",
  noRecent: "No purchases in the last 7 days.",
  date: "Date",
  product: "Product",
  customer: "Customer",
  amount: "Amount",
  state: "State",
  states: {
    pending: "Pending",
    paid: "Paid",
    failed: "Failed",
    refunded: "Refunded",
    disputed: "Disputed",
    awaiting: "Awaiting bank transfer",
    cancelled: "Cancelled unpaid",
  },
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
