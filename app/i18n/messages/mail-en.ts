// E-mail texts in English. {name}, {product}, {link}, {brand} and the purchase fields are filled in
// by app/server/mail/mail-builders.server.ts (HTML-escaped there for the HTML part); a counted text
// ({ one, other }) goes through app/i18n/plural.ts.
const en = {
  greeting: "Hello {name},",
  greetingNoName: "Hello,",
  signature: "Your {brand} team",
  setPassword: {
    subject: "Your {brand} account: set your password",
    intro: "Thank you for buying {product}. We have created your customer account with this e-mail address.",
    action: {
      one: "Set your password here (the link works once and for 1 day):",
      other: "Set your password here (the link works once and for {count} days):",
    },
    button: "Set my password",
    after: "Then log in to see your purchase in My account.",
  },
  accountUpdated: {
    // A purchase is its confirmation first; the account only holds it.
    subject: "Your booking confirmation: {product}",
    intro: "Thank you for buying {product}. We have added it to your existing account.",
    action: "Log in to see it in My account:",
    button: "Log in",
  },
  // A customer's new e-mail address, confirmed by the link (customers/email-change.server.ts).
  emailChange: {
    subject: "Confirm your new e-mail address for {brand}",
    intro:
      "Your {brand} account is to use this e-mail address from now on. Until you confirm it, we keep writing to your previous address.",
    action: {
      one: "Confirm it here (the link works once and for 1 hour):",
      other: "Confirm it here (the link works once and for {count} hours):",
    },
    button: "Confirm my new address",
    ignore: "If you did not ask for this, you can ignore this e-mail: nothing changes without the link.",
  },
  // The last mail to a customer whose data an owner deleted (Art. 17 and 12 (3) GDPR: told what was done).
  accountDeleted: {
    subject: "Your data at {brand} has been deleted",
    intro:
      "As you asked, we deleted your data on {date}: your account and login, your course progress and review cards, your places on waiting lists and every mail we sent you that is not a business letter (login links, course reminders, waiting-list and course mails).",
    seats: {
      one: "Your place on a coming first-aid course has ended, and we offered it to the waiting list.",
      other:
        "Your {count} places on coming first-aid courses have ended, and we offered them to the waiting list.",
    },
    kept: "The law requires us to keep your purchases and invoices (§ 147 AO, § 14b UStG), which hold no more than the name and address they were issued to, and the copies of the business letters we sent you (purchase confirmations with their terms, invoices and credit notes, refund confirmations, reminders to pay, changes and cancellations of a booked date, answers to a refund request) for 6 years from the end of the year they were sent (§ 147 AO). We use them for nothing else (Art. 18 GDPR) and delete them when the period ends.",
    last: "This is the last mail you receive from us: your address is erased once it has been sent.",
    button: "Our privacy policy",
  },
  // `npm run staff:add` invites a staff member.
  staffInvite: {
    subject: "Your {brand} staff account: set your password",
    intro: "You have been given access to the {brand} staff area with this e-mail address.",
    action: {
      one: "Set your password here (the link works once and for 1 day):",
      other: "Set your password here (the link works once and for {count} days):",
    },
    button: "Set my password",
    after: "After logging in you will set up an authenticator app: staff pages need a code from it.",
  },
  passwordReset: {
    subject: "Reset your {brand} password",
    intro: "Someone (hopefully you) asked to reset the password of your account.",
    action: {
      one: "Choose a new password here (the link works once and for 1 hour):",
      other: "Choose a new password here (the link works once and for {count} hours):",
    },
    button: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  },
  // A one-time sign-in link for a customer without a password (auth/sign-in-link.server.ts).
  signInLink: {
    subject: "Your login link for {brand}",
    intro: "Someone (hopefully you) asked for a link to log in to your account, which has no password yet.",
    action: {
      one: "Log in here (the link works once and for 1 hour):",
      other: "Log in here (the link works once and for {count} hours):",
    },
    button: "Log in",
    ignore: "If you did not ask for this, you can ignore this e-mail: nobody can log in without the link.",
  },
  // § 312f (2) BGB: the confirmation of the contract, with its content, on a durable medium.
  purchase: {
    heading: "Your order",
    product: "Product: {product}",
    price: "Price: {price} (VAT included)",
    orderedOn: "Ordered on: {date}",
    courseDate: "Course date: {date}",
    seller: "Your contract partner: {seller}",
    // § 356 (5) BGB: the consumer's consent and acknowledgement, confirmed on a durable medium.
    digitalWaiver:
      "For the online course you agreed that we start providing it immediately, and you acknowledged that you thereby lose your right of withdrawal.",
    // Art. 7 (1) and 9 (2) a GDPR: the consent to the health data of the eye test, and how to withdraw it.
    healthConsent:
      "You consented to us and our partner institute processing your eye test result for your licence application. You can withdraw this consent at any time by writing to {email}.",
    // Said instead when the customer did not agree to the immediate start (a purchase at the office).
    // § 356 (4), § 357a (2) and § 312f (2) BGB: the buyer's early-start request, in its words,
    // confirmed on a durable medium.
    earlyStart:
      "When booking on {date} you asked us to start within your withdrawal period, in these words: “{request}”",
    withdrawalKept:
      "You keep your 14-day right of withdrawal for the online course: the attached withdrawal information explains how to use it.",
    healthConsentMissing:
      "For the eye test we need your written consent to process its result for your licence application. We will ask you for it before the test.",
    // A purchase the office recorded before its bank transfer arrived.
    awaitingPayment:
      "Please transfer {amount} by {date} to this account, quoting the reference {reference}: account holder {holder}, IBAN {iban}, BIC {bic}.",
    awaitingSeat: "Your seat is held for you until then.",
    paymentReceived:
      "We received your bank transfer on {date}. Thank you: your purchase is paid, and the invoice you already have stays valid.",
    terms: "Our terms of service apply to your purchase: {termsLink}",
    attached:
      "Attached to this e-mail, for you to keep: our terms of service and the withdrawal information with the model withdrawal form.",
  },
  // The attachments (§ 312f BGB): file names and titles of the documents.
  documents: {
    terms: { title: "Terms of service", filename: "terms-of-service.html" },
    withdrawal: {
      title: "Withdrawal information and model withdrawal form",
      filename: "withdrawal-information-and-form.html",
    },
    sentWith: "Sent with your order of {date}.",
  },
  // The one reminder of a bank transfer still awaited some days after its due date.
  paymentReminder: {
    subject: "Reminder: your payment for {product} is still open",
    intro:
      "We have not yet received your bank transfer of {amount} for {product} (invoice {number}), which was due on {date}. If you have paid meanwhile, please ignore this e-mail.",
    account:
      "Please transfer it now to: account holder {holder}, IBAN {iban}, BIC {bic}, quoting the reference {reference}.",
    button: "My account",
  },
  footer: "Questions? Just reply to this e-mail or write to {email}.",
};

export type MailTexts = typeof en;

export default en;
