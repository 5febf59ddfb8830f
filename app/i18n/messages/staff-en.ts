import type { StaffPageKey } from "~/staff-pages";

// Texts of the staff area, in English. staff-es.ts has exactly this shape. Other staff
// features keep their texts in their own modules beside these (staff-<feature>-en.ts / -es.ts).

const en = {
  areaName: "Staff",
  nav: {
    label: "Staff navigation",
    pages: {
      staffHome: "Overview",
      staffCustomers: "Customers",
      staffDates: "Course dates",
      staffExports: "Exports",
      staffMail: "Mail",
      staffReviews: "Reviews",
      staffCases: "Conversion cases",
      staffLog: "Audit log",
      staffDataRequests: "Data requests",
      staffTeam: "Team",
      staffWeek: "The week",
      staffMyDay: "My day",
    } satisfies Record<StaffPageKey, string>,
  },
  home: {
    title: "Staff area",
    heading: "Staff area",
    intro:
      "Welcome, {name}. The school at a glance: what needs attention, the next first-aid dates, the purchases of the last 7 days and this month's revenue; the sections of the staff area are listed at the end.",
    sections: {
      staffHome: "This overview.",
      staffCustomers:
        "Find a customer: purchases, course access, bookings, mails; resend the set-password mail, extend access, record refunds and manual purchases.",
      staffDates:
        "First-aid course dates: seats taken, attendee lists, cancelling and moving bookings, extra dates.",
      staffExports: "Purchases of a month as CSV for the accountant, with net, VAT and gross.",
      staffMail: "Mail not delivered yet, with its last error; send a failed mail again.",
      staffReviews:
        "Customers' verified reviews: who was invited, what they wrote; answer a review, or withhold one for a listed reason.",
      staffCases:
        "Every conversion assistance by the step it is at, overdue first; change a step, and the customer is told by mail.",
      staffLog: "Every staff action: who did what and when, with the values before and after.",
      staffDataRequests:
        "Customers' requests to delete their data; download a customer's data, delete it where the law allows (owners only).",
      staffTeam:
        "Who works here: invite a colleague, change a role, reset a lost second factor, remove access (owners only).",
      staffWeek:
        "Every instructor's week: working hours, absences, lessons with student, car and state, and exams; a list of days on a phone.",
      staffMyDay:
        "An instructor's lessons of a day, in order: student, phone, meeting point, car and the last lesson's notes; mark a lesson driven or missed.",
    } satisfies Record<StaffPageKey, string>,
  },
  log: {
    title: "Audit log",
    heading: "Audit log",
    intro: "Every change made by staff, newest first. The log cannot be edited or deleted.",
    empty: "No staff actions yet.",
    cli: "command line",
    older: "Older entries",
    newest: "Back to the newest",
  },
  enrol: {
    title: "Set up your authenticator app",
    heading: "Set up your authenticator app",
    intro:
      "Staff pages need a second factor. Confirm your password to create a key for an authenticator app (such as FreeOTP, Aegis or Google Authenticator).",
    password: "Your password",
    start: "Create key",
    wrongPassword: "That password is not right.",
    keyHeading: "Add this key to your app",
    qrText: "Scan this code with your authenticator app:",
    qrLabel: "QR code of your key for the authenticator app",
    keyText: "Or enter this key by hand (the spaces do not matter):",
    keyLink: "On the device with the app itself:",
    keyLinkLabel: "open the key in the authenticator app",
    keyStays:
      "This key stays the same until a code from the app confirms it: you may leave this page and come back later.",
    code: "6-digit code from the app",
    confirm: "Confirm",
    wrongCode: "That code is not right. Check the time on your device and try the current code.",
    codesHeading: "Your backup codes",
    codesIntro:
      "Each code logs you in once if you lose your device. Keep them somewhere safe: this is the only time they are shown.",
    codesEntry: "Letters in capitals or not, with or without the dash: both work.",
    codesKeep: "Print this page (it prints the codes alone) or download them as a text file:",
    codesDownload: "Download the backup codes (.txt)",
    codesFileName: "backup-codes.txt",
    codesFileHeading: "{brand}: backup codes of {email}. Each works once.",
    continue: "Go to the staff area",
  },
  verify: {
    title: "Second step of login",
    heading: "Enter your code",
    intro: "Enter the 6-digit code from your authenticator app, or one of your backup codes.",
    code: "Code",
    submit: "Log in",
    wrongCode: "That code is not right. Try the current code from your app, or a backup code.",
    expired: "This login step has expired. Please log in again.",
    tooMany: "Too many wrong codes. Please log in again.",
    keyMismatch:
      "Your second factor cannot be checked on this server: its secret key (AUTH_SECRET) differs from the one your authenticator was set up with. Please tell the site's owner; they can restore that key or reset your second factor.",
  },
};

export type StaffTexts = typeof en;
export default en;
