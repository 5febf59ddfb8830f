// The owners' pages of customers' data requests, in English. staff-data-requests-es.ts has exactly
// this shape.

const en = {
  heading: "Data requests",
  intro:
    "Customers who asked for their data to be deleted (Art. 17 GDPR). Answer within one month of the request. Customers download their own data from their account; here you can download it for them.",
  empty: "No requests.",
  columns: { customer: "Customer", requested: "Asked on", status: "Status", actions: "Actions" },
  statuses: { open: "Open", done: "Deleted on {date}" },
  open: "Look at and delete",
  download: "Download data (JSON)",
  find: {
    heading: "Another customer",
    help: "A request by e-mail or letter: find the customer by their e-mail address.",
    email: "Customer's e-mail address",
    submit: "Find",
    notFound: "No customer has this e-mail address.",
  },
  customer: {
    heading: "Data of {email}",
    deletedHeading: "Data of a deleted customer",
    requested: "Asked for deletion on {date}.",
    noRequest: "No deletion request from this customer.",
    counts:
      "Purchases: {purchases} · bookings: {bookings} · lessons opened: {lessons} · review cards: {cards} · mails: {mails}",
    back: "All data requests",
    deleteHeading: "Delete this customer's data",
    deletes:
      "Deleted: name, e-mail address, password and sessions (they can no longer log in), course access and progress, review state and grades, places on waiting lists, the staff's notes about them, every mail to them or naming them that is not a business letter (login links, course reminders, waiting-list and course mails, the school's own notices).",
    keptHeading: "Kept, as the law requires",
    kept: [
      "Purchases, invoices and the first-aid bookings behind them: invoices and booking records 8 years, the books 10 years (§ 147 AO, § 14b UStG).",
      "The sent business letters as they were sent (purchase confirmations with their terms, invoices and credit notes, refund confirmations, reminders to pay, changes and cancellations of a booked date, answers to a refund request): 6 years from the end of the year they were sent (§ 147 AO, § 257 HGB), with processing restricted: no longer shown in the office's views, then removed by the hourly housekeeping.",
      "The audit log, which records this deletion too (without the name or address): {years} years, then removed by the hourly housekeeping.",
    ],
    confirm: "I have checked the request and want to delete this customer's data now. This cannot be undone.",
    submit: "Delete the data of {email}",
    staff: "This is a staff member: remove them from the team first.",
    alreadyDeleted: "This customer's data has already been deleted.",
    done: {
      summary:
        "Deleted on {date}: the account with its login and sessions, course progress and review state.",
      seats: {
        one: "1 booking on a coming first-aid date ended.",
        other: "{count} bookings on coming first-aid dates ended.",
      },
      offered: "Offered to the waiting list: {count}.",
      noSeats: "No booking on a coming first-aid date.",
      mail: "The customer was sent a last mail saying so, in their language.",
      kept: { one: "Kept by law: 1 purchase.", other: "Kept by law: {count} purchases." },
    },
    confirmMissing: "Please tick the box to confirm the deletion.",
  },
};

export default en;
export type StaffDataRequestsTexts = typeof en;
