// The notices the site mails to the school's own inbox, in English. {…} are filled in by
// app/server/mail/school-notices.server.ts. The school reads them in its working language (site
// config).
const en = {
  greeting: "Hello,",
  signature: "The {brand} website",
  footer: "You receive this because this address is the school's inbox in the site config.",
  purchase: {
    subject: "New purchase: {product} ({amount})",
    // How it was paid: the office records bank transfers and cash itself (staff area).
    intro: {
      card: "A purchase was paid by card on the website.",
      "bank-transfer": "The office recorded a purchase paid by bank transfer.",
      cash: "The office recorded a purchase paid in cash.",
    },
    product: "Product: {product}",
    amount: "Amount: {amount}",
    customer: "Customer: {customer}",
    noEmail:
      "no usable e-mail address in the payment; there is no account and no mail was sent to the customer (see the staff dashboard)",
    courseDate: "Course date: {date}",
    orderedOn: "Ordered on: {date}",
    reference: "Payment reference: {reference}",
  },
  overbooked: {
    subject: "Overbooked first-aid date: {date}",
    intro: "A booking took this first-aid date over its capacity. Please contact the attendees or add seats.",
    date: "Date: {date} ({language})",
    seats: "Seats booked: {booked} of {capacity}",
    languages: { en: "English course", es: "Spanish course" },
  },
  mailFailed: {
    subject: "A mail could not be delivered: {subject}",
    intro: {
      one: "The website gave up sending this mail after 1 attempt. You can send it again from the staff area's mail page.",
      other:
        "The website gave up sending this mail after {count} attempts. You can send it again from the staff area's mail page.",
    },
    to: "To: {to}",
    about: "Subject: {subject}",
    error: "Last error: {error}",
  },
  deletionRequest: {
    subject: "A customer asks for their data to be deleted",
    intro:
      "A customer asked on the website for their data to be deleted. The law gives one month to answer (Art. 12 (3) GDPR). An owner deletes it from the staff area's data requests page.",
    customer: "Customer: {customer}",
    requestedOn: "Asked on: {date}",
  },
  staffLink: "Staff area: {link}",
};

export type SchoolNoticeTexts = typeof en;
export default en;
