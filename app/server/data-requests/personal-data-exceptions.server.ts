// A customer's copy of their data (customer-data.server.ts) and the deletion of it
// (customer-deletion.server.ts) go table by table. Every table that holds personal data is in both,
// or it is listed here with the reason it is left out of one of them; the coverage test
// (personal-data-coverage.server.test.ts) reads the schema and fails on a table that is neither.
// A new table with a user id, an e-mail, a name, an address or free text about a person therefore
// needs a decision here or code there before the tests pass.

export interface PersonalDataException {
  /** Why the customer's copy leaves the table out. */
  copy?: string;
  /** Why the deletion leaves the table's rows as they are. */
  deletion?: string;
}

export const personalDataExceptions: Record<string, PersonalDataException> = {
  // ---- Kept by law: in the copy, untouched by the deletion (Art. 17 (3) b GDPR) ----
  purchases: {
    deletion:
      "Booking records behind the invoices: 8 years (§ 147 (1) Nr. 4, (3) AO). They point to the anonymous account stub, not to a name or address.",
  },
  invoice_documents: {
    deletion:
      "Issued invoices and credit notes, with the name and address they were issued to: 8 years (§ 14b UStG, § 147 AO); never changed.",
  },
  accounting_corrections: {
    copy: "The school's booking of money that went back without a credit note (a refund of a purchase without an invoice, a lost dispute): the copy shows that purchase and its refund or dispute already; the row adds the accounting lines only.",
    deletion:
      "An accounting record of the school (§ 147 (1) Nr. 4 AO, 8 years for booking records); it holds no name, only the purchase and the payment reference, and is never changed.",
  },
  first_aid_bookings: {
    deletion:
      "A first-aid seat is part of its purchase's booking record (8 years, § 147 AO); it holds no name.",
  },
  first_aid_ended_seats: {
    copy: "A seat that ended with its refund or dispute: the copy's purchases show the purchase, its status and its course date; this row keeps only the calendar entry's id and sequence.",
    deletion:
      "Part of its purchase's booking record (8 years, § 147 AO), like the seat it replaces; it holds no name.",
  },
  lesson_balance_entries: {
    deletion:
      "The lesson balance's ledger: what was bought and charged, the booking record behind the lesson packs' invoices (8 years, § 147 (1) Nr. 4 AO); it holds ids and units only, no name.",
  },
  first_aid_booking_notices: {
    deletion:
      "Which notices went out about a kept booking (kind and time, no text): kept with the booking, so the reminder job never writes them again for the anonymised account.",
  },

  // ---- Secrets, not information about the person: deleted, never copied ----
  accounts: {
    copy: "The password hash and the sign-in provider's tokens: secrets that let someone in; the copy shows the account itself.",
  },
  verifications: {
    copy: "Set-password and reset links (hashed), valid for hours: secrets, and the mails that carried them are in the copy.",
  },
  two_factors: {
    copy: "A staff member's second-factor key and backup codes: secrets; customers have none.",
  },

  // ---- Records of the school's own work: neither copied nor deleted ----
  staff_audit_log: {
    copy: "The school's internal record of who on the staff changed what; what the changes did is in the other sections.",
    deletion:
      "Append-only by design (the database refuses changes, decision 012): the accountability record, which also records the deletion itself with counts, not the name; refers to customers by id only, and housekeeping removes an entry after its retention period (decision 049).",
  },
  accounting_export_downloads: {
    copy: "Who on the staff downloaded which accountant's month: about staff work, names no customer.",
    deletion:
      "Part of the books' audit trail (who exported the records, § 147 AO); the deletion of customers never reaches staff (it refuses staff accounts).",
  },
  alert_acknowledgements: {
    copy: "Which staff member saw to a dashboard alert: about staff work.",
    deletion: "Staff work records; the alert keys hold ids only, no name or address.",
  },
  staff_form_submissions: {
    copy: "A staff form's one-time key and outcome (a double-submit guard): about staff work.",
    deletion: "Holds a staff path with an id only (the anonymous stub's), no name, address or text.",
  },
  first_aid_dates: {
    // The copy shows the dates of the customer's bookings, without the staff ids.
    deletion: "Staff ids on the school's calendar; no customer in them.",
  },
  first_aid_closed_days: {
    copy: "Days the school is closed, with a staff note about the day: about the school's calendar.",
    deletion: "Staff ids and notes on the school's calendar; no customer in them.",
  },
  instructors: {
    copy: "The school's instructors: staff records, names no customer.",
    deletion: "Staff records; the deletion of customers never reaches staff (it refuses staff accounts).",
  },
  instructor_absences: {
    copy: "An instructor's absences, with a staff note: about staff work, names no customer.",
    deletion: "Staff records on the school's calendar; no customer in them.",
  },
  school_closed_days: {
    copy: "Days the school gives no lessons, with a staff note about the day: about the school's calendar.",
    deletion: "Notes on the school's calendar; no customer in them.",
  },

  // ---- Short-lived counters ----
  rate_limits: {
    copy: "Login and reset attempt counters keyed by IP or address for a few minutes; housekeeping removes them.",
    deletion: "Expire by themselves within the hour (housekeeping); nothing to look up by customer.",
  },
};
