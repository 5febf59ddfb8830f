// The audit log's words, in English: the one list of staff action names (the log page and the
// customer page both read it), the subjects, the labels of the values an entry records and the
// log page's filters. staff-audit-es.ts has exactly this shape.
//
// Adding a staff action: give its key a name in `actions` here and in Spanish, and a label in
// `fields` for each value it records. A key still missing is shown readably ("Waiting list:
// remove") rather than refused, but only in the words of its key.

const en = {
  actions: {
    "staff.add": "Staff account added",
    "mail.retry": "Mail sent again",
    "course-date.add": "Course date added",
    "course-date.capacity": "Seats of a course date changed",
    "course-date.cancel": "Course date cancelled",
    "course-date.reopen": "Course date reopened",
    "course-booking.move": "Booking moved to another date",
    "customer.resend-set-password": "Set-password mail sent again",
    "customer.extend-course-access": "Course access extended",
    "customer.record-refund": "Refund recorded",
    "customer.correct-billing": "Invoice name/address corrected",
    "customer.manual-purchase": "Manual purchase recorded",
    "customer.health-consent": "Written health-data consent recorded",
    "customer.note": "Note added",
    "dashboard.acknowledge": "Alert marked as seen to",
    "course-date.close-bookings": "Course date closed for new bookings",
    "course-date.reopen-bookings": "Course date opened for bookings again",
    "course-booking.attendance": "Attendance marked",
    "course-date.message": "Message sent to a date's attendees",
    "accounting-export.download": "Accountant's month downloaded",
    "staff.remove": "Staff member removed",
    "staff.role": "Staff role changed",
    "staff.reset-second-factor": "Second factor reset",
    "customer.delete-data": "Customer's data deleted",
    "customer.export-data": "Customer's data downloaded",
  },
  /** What an entry is about (its subject type). */
  subjects: {
    customer: "Customer",
    user: "Account",
    purchase: "Purchase",
    "course-date": "Course date",
    "course-booking": "Booking",
    mail: "Mail",
    alert: "Dashboard alert",
  },
  /** The labels of the values before and after. */
  fields: {
    status: "Status",
    capacity: "Seats",
    bookings: "Seats booked",
    date: "Date",
    courseDate: "Date",
    language: "Language",
    startTime: "Starts",
    endTime: "Ends",
    endsAt: "Course access until",
    months: "Months added",
    productId: "Product",
    method: "Payment method",
    amountCents: "Amount",
    newAccount: "New account",
    reference: "Payment reference",
    note: "Note",
    role: "Role",
    email: "E-mail",
    kind: "Mail",
    mail: "Mail",
    to: "Sent to",
    attempts: "Attempts",
    lastError: "Last error",
  },
  values: {
    yes: "yes",
    no: "no",
    nothing: "—",
    status: {
      open: "open",
      cancelled: "cancelled",
      pending: "pending",
      paid: "paid",
      failed: "failed",
      refunded: "refunded",
      disputed: "disputed",
      sent: "sent",
    },
    method: { card: "card", "bank-transfer": "bank transfer", cash: "cash" },
    language: { en: "English", es: "Spanish" },
    mailKind: {
      "set-password": "set-password link",
      "password-reset": "password reset",
      "account-updated": "purchase confirmation",
      "staff-invite": "staff invitation",
    },
    role: { customer: "customer", staff: "staff" },
  },
  /** Subjects whose record is gone (or never had a name) are named by their kind and id. */
  unknownSubject: "{subject} {id}",
  dateSubject: "{date} ({language})",
  customerLog: "All staff actions about this customer in the audit log",
  before: "Before",
  after: "After",
  log: {
    filters: "Filter the log",
    actor: "Staff member",
    anyActor: "Anyone",
    action: "Action",
    anyAction: "Any action",
    customer: "Customer (name or e-mail)",
    from: "From",
    to: "To",
    apply: "Show",
    reset: "Show all",
    filtered: "Showing the entries that match the filter.",
    badDate: "A date of the filter could not be read; it is left out.",
    noMatch: "No staff action matches the filter.",
  },
};

export type StaffAuditTexts = typeof en;
export type AuditActionKey = keyof StaffAuditTexts["actions"];
export default en;
