import path from "node:path";

/** The password of every staff account the browser tests log in with. */
export const STAFF_PASSWORD = "running the school in tests";
/** Where each account's TOTP key (base32, as the enrolment page shows it) is kept, by e-mail address. */
export const staffKeysDir = path.resolve(process.env.E2E_DATA_DIR ?? ".e2e-data/3111", "staff-keys");

// The staff accounts the browser tests use, added by `npm run staff:add` before the
// test server starts (playwright.config.ts). A spec that needs its own staff member adds one here.
/** tests/e2e/staff-dates.spec.ts: one staff member per language, so its logins never share a key file. */
export const e2eStaffDatesEmails = ["e2e-staff-dates-en@example.com", "e2e-staff-dates-es@example.com"];
/** tests/e2e/early-start.spec.ts: one per language (each adds a date inside the withdrawal period). */
export const e2eEarlyStartEmails = ["e2e-early-start-en@example.com", "e2e-early-start-es@example.com"];
/** tests/e2e/booking-notify.spec.ts: one per language. */
export const e2eBookingNotifyEmails = [
  "e2e-booking-notify-en@example.com",
  "e2e-booking-notify-es@example.com",
];
/** tests/e2e/staff-ops.spec.ts (dashboard and mail page): one per language, likewise. */
export const e2eStaffOpsEmails = ["e2e-staff-ops-en@example.com", "e2e-staff-ops-es@example.com"];
/** tests/e2e/staff-team.spec.ts: the owner who invites and removes, one per language. */
export const e2eStaffTeamEmails = ["e2e-staff-team-en@example.com", "e2e-staff-team-es@example.com"];
/** tests/e2e/bookings-choice.spec.ts (waiting list): one per language. */
export const e2eStaffBookingsEmails = [
  "e2e-staff-bookings-en@example.com",
  "e2e-staff-bookings-es@example.com",
];
/** tests/e2e/staff-widths.spec.ts: every staff page at a phone's width, one per language. */
export const e2eStaffWidthsEmails = ["e2e-staff-widths-en@example.com", "e2e-staff-widths-es@example.com"];
/** tests/e2e/staff-date-office.spec.ts (attendance and the message to attendees): one per language. */
export const e2eStaffOfficeEmails = ["e2e-staff-office-en@example.com", "e2e-staff-office-es@example.com"];
/** tests/e2e/missing-invoices.spec.ts: one per language. */
export const e2eStaffMissingInvoicesEmails = [
  "e2e-staff-missing-invoices-en@example.com",
  "e2e-staff-missing-invoices-es@example.com",
] as const;
/** tests/e2e/staff-form-keys.spec.ts (a page opened without a key, Back, sent again): one per language. */
export const e2eStaffKeysEmails = ["e2e-staff-keys-en@example.com", "e2e-staff-keys-es@example.com"];
/** tests/e2e/booking-date-changes.spec.ts (dates closed for bookings): one per language. */
export const e2eBookingDateChangesEmails = [
  "e2e-date-changes-en@example.com",
  "e2e-date-changes-es@example.com",
];
/** tests/e2e/html-conformance.spec.ts: one per language. */
export const e2eHtmlConformanceEmails = ["e2e-html-en@example.com", "e2e-html-es@example.com"];
export const e2eCustomerRecordsEmails = [
  "e2e-customer-records-en@example.com",
  "e2e-customer-records-es@example.com",
];
/** tests/e2e/bank-transfers.spec.ts (an awaited transfer recorded and marked paid): one per language. */
export const e2eStaffTransfersEmails = [
  "e2e-staff-transfers-en@example.com",
  "e2e-staff-transfers-es@example.com",
];
// tests/e2e/conversion-cases.spec.ts
export const e2eStaffCasesEmails = ["e2e-staff-cases-en@example.com", "e2e-staff-cases-es@example.com"];
// The office enters exams and looks at the week (tests/e2e/exams.spec.ts).
export const e2eExamsEmails = ["e2e-exams-en@example.com", "e2e-exams-es@example.com"];
/** Their own accounts for the week's check: a first login of one account from two tests at once races. */
export const e2eWeekEmails = ["e2e-week-en@example.com", "e2e-week-es@example.com"];
/**
 * tests/e2e/instructor-day.spec.ts: one instructor per language, made instructors (with a lesson
 * of yesterday to mark) by tests/e2e/instructor-day-fixture.ts before the server starts.
 */
export const e2eInstructorEmails = ["e2e-instructor-en@example.com", "e2e-instructor-es@example.com"];
/** The customer whose lesson that instructor marks and whose training record the spec reads. */
export const e2eRecordCustomerEmail = (language: "en" | "es") => `e2e-record-${language}@example.com`;
/** tests/e2e/lesson-move.spec.ts (the office moves a customer's lesson): one per language. */
export const e2eLessonMoveEmails = ["e2e-lesson-move-en@example.com", "e2e-lesson-move-es@example.com"];
/**
 * tests/e2e/staff-access.spec.ts: the first login of a staff member through the real enrolment
 * (invite link, password, authenticator key), one per language.
 */
export const e2eStaffAccessEmails = ["e2e-staff-en@example.com", "e2e-staff-es@example.com"];
/**
 * tests/e2e/staff-enrol-qr.spec.ts: the owner who invites the colleague, one per language. Not the
 * team spec's owners: two first logins of one account at once race, and a second login in the same
 * 30-second step waits for the next code.
 */
export const e2eEnrolQrOwnerEmails = ["e2e-enrol-qr-en@example.com", "e2e-enrol-qr-es@example.com"];
export const e2eStaffEmails = [
  ...e2eStaffCasesEmails,
  ...e2eExamsEmails,
  ...e2eWeekEmails,
  ...e2eCustomerRecordsEmails,
  ...e2eStaffBookingsEmails,
  ...e2eStaffTransfersEmails,
  ...e2eStaffAccessEmails,
  ...e2eStaffDatesEmails,
  ...e2eStaffOpsEmails,
  ...e2eStaffWidthsEmails,
  ...e2eStaffOfficeEmails,
  // tests/e2e/staff-customers.spec.ts
  "e2e-staff-customers-en@example.com",
  "e2e-staff-customers-es@example.com",
  // tests/e2e/invoices.spec.ts
  "e2e-staff-invoices-en@example.com",
  "e2e-staff-invoices-es@example.com",
  // tests/e2e/staff-safeguards.spec.ts
  "e2e-staff-safeguards-en@example.com",
  "e2e-staff-safeguards-es@example.com",
  ...e2eBookingNotifyEmails,
  ...e2eEarlyStartEmails,
  ...e2eStaffTeamEmails,
  ...e2eStaffMissingInvoicesEmails,
  ...e2eStaffKeysEmails,
  ...e2eBookingDateChangesEmails,
  ...e2eHtmlConformanceEmails,
  ...e2eInstructorEmails,
  ...e2eLessonMoveEmails,
  ...e2eEnrolQrOwnerEmails,
];

/**
 * The accounts whose specs test the first login itself: they enrol through the real pages
 * (tests/e2e/staff.ts); staff-enrol-qr tests its invited colleague's.
 */
export const e2eRealEnrolmentEmails = [...e2eStaffAccessEmails, ...e2eStaffTeamEmails];
/**
 * Every other staff account is enrolled before the server starts (tests/e2e/enrolled-staff-fixture.ts):
 * its specs test what staff do once logged in, and log in through the password and code steps only.
 */
export const e2eEnrolledStaffEmails = e2eStaffEmails.filter(
  (email) => !e2eRealEnrolmentEmails.includes(email),
);

// One mail per language the outbox gave up on, put in the test database before the
// server starts (tests/e2e/failed-mails-fixture.ts), for the mail page's "retry now".
export const e2eFailedMailRecipients = ["e2e-failed-en@example.com", "e2e-failed-es@example.com"];

// A course date of each language that took place two days before the test run, with one attendee
// (tests/e2e/first-aid-past-date-fixture.ts): attendance is marked from the course day on.
export const e2ePastDateAttendees = {
  en: { email: "e2e-attendee-en@example.com", name: "Zoë Attendee" },
  es: { email: "e2e-attendee-es@example.com", name: "José Asistente" },
} as const;
/**
 * Customers who attended a first-aid course three days ago (tests/e2e/reviews-fixture.ts): the
 * server's first review-invitation run, at its start, invites them.
 */
export const e2eReviewers = {
  en: { email: "e2e-reviewer-en@example.com", name: "Hannah Miller" },
  es: { email: "e2e-reviewer-es@example.com", name: "Lucía Fernández" },
} as const;
/** Where the fixture writes the two dates' ids (in the test data folder). */
export const e2ePastDatesFile = "past-first-aid-dates.json";

/** The lesson and the exam the week fixture puts into this week (tests/e2e/office-week-fixture.ts). */
export const e2eWeekLesson = "6b1f7f4e-2c1d-4e1a-9a0b-3f0e5d1c2a01";
export const e2eWeekExam = "6b1f7f4e-2c1d-4e1a-9a0b-3f0e5d1c2a02";
