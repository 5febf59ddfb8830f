// The customer's own data page (/my-account/data), in English. my-data-es.ts has exactly this shape.

const en = {
  title: "Your data",
  heading: "Your data",
  intro:
    "Everything we store about you in your account, as the GDPR entitles you to see it (Art. 15). Download it as a file to keep or to take elsewhere (Art. 20).",
  download: "Download my data (JSON file)",
  back: "Back to my account",
  none: "None.",
  dash: "—",
  sections: {
    account: "Your account",
    purchases: "Purchases",
    invoices: "Invoices",
    bookings: "Course bookings",
    courseAccess: "Course access",
    courseProgress: "Course progress",
    review: "Phrase review",
    mails: "E-mails we sent you",
    logins: "Logins",
    notes: "Notes from our staff",
    customerReviews: "Reviews",
  },
  account: {
    email: "E-mail address",
    name: "Name",
    language: "Language of our e-mails",
    createdAt: "Account created",
    languages: { en: "English", es: "Spanish" },
  },
  purchases: {
    product: "Product",
    date: "Date",
    amount: "Amount",
    status: "Status",
    statuses: {
      pending: "Pending",
      paid: "Paid",
      failed: "Failed",
      refunded: "Refunded",
      disputed: "Disputed",
    } as Record<string, string>,
  },
  invoices: {
    number: "Number",
    date: "Date",
    amount: "Amount",
    kinds: { invoice: "Invoice", "credit-note": "Credit note" } as Record<string, string>,
  },
  bookings: {
    date: "Date",
    time: "Time",
    language: "Course language",
    languages: { en: "English", es: "Spanish" } as Record<string, string>,
    cancelled: "cancelled",
  },
  courseAccess: {
    until: "Access until {date}",
    noAccess: "No course access.",
    extensions: "Extensions by the school: {count}",
  },
  courseProgress: {
    summary: "Lessons opened: {opened}; completed: {completed}.",
    lesson: "Lesson",
    lastVisited: "Last opened",
    completed: "Completed",
  },
  review: {
    summary: "Phrases in your review: {cards}; grades given: {grades}.",
  },
  logins: {
    date: "Logged in",
    lastActive: "Last active",
    address: "IP address",
    browser: "The browser of each login is in the file.",
  },
  notes: {
    date: "Date",
    text: "Note",
  },
  customerReviews: {
    invited: "Invited on {date} to review the {service}",
    review: "Your review of the {service}, written on {date}: {rating} of 5 stars, {status}",
    statuses: { published: "published", withheld: "not published" },
    optedOut: "On {date} you asked not to be invited to write reviews.",
  },
  mails: {
    date: "Date",
    subject: "Mail",
    status: "Status",
    linksMasked:
      "The texts of these e-mails are in your file. Links in them that would let someone into your account or change a booking are shown without their code (***), so the file is safe to keep.",
    kinds: {
      "set-password": "Link to set your password",
      "account-updated": "Purchase confirmation",
      "password-reset": "Link to reset your password",
      "sign-in-link": "Link to log in",
      "email-change": "Link to confirm your new e-mail address",
      "staff-invite": "Invitation to the staff area",
    } as Record<string, string>,
    statuses: { pending: "Waiting", sent: "Sent", failed: "Not delivered", cancelled: "Not sent" } as Record<
      string,
      string
    >,
  },
  deletion: {
    heading: "Delete your data",
    intro:
      "You may ask us to delete your data (Art. 17 GDPR). We then delete your name, your e-mail address, your password and logins, your course progress and phrase review, our staff's notes about you, and every e-mail we sent you that is not a business letter (login links, course reminders, waiting-list and course mails). Afterwards you can no longer log in, and access to the online course ends.",
    keptHeading: "What we must keep, and why",
    kept: [
      "Invoices and the purchases and bookings behind them, as German tax law requires: invoices and booking records 8 years, the books 10 years (§ 147 AO, § 14b UStG).",
      "The copies of the business letters we e-mailed you (purchase confirmations with their terms, invoices and credit notes, refund confirmations, reminders to pay, changes and cancellations of a booked date, answers to a refund request): 6 years from the end of the year they were sent, with processing restricted (§ 147 AO, § 257 HGB; Art. 18 GDPR).",
      "Our staff's log of changes to your account, which also records the deletion, by customer number and without your name or e-mail: kept {years} years so we can show what was done and when, then deleted.",
    ],
    keptNote: "These records are only used for these legal duties and are deleted when the periods end.",
    confirm: "I want my data deleted and understand that I can no longer log in afterwards.",
    submit: "Ask for deletion",
    requested: "You asked for your data to be deleted on {date}. We will delete it within one month.",
    done: "Your request has reached us. We will delete your data within one month.",
    confirmMissing: "Please tick the box to confirm that you want your data deleted.",
  },
};

export default en;
export type MyDataTexts = typeof en;
