// Staff texts about telling customers of their first-aid bookings (the "tell the customer" tick,
// the mails scheduled for a customer, who has not chosen a new date) and the closed days, in English.
const en = {
  tell: {
    move: "Tell the customer by e-mail",
    cancel:
      "Tell every booked customer by e-mail (the next open dates, a link to choose one, the calendar update)",
    hint: "Untick only if you have already told them yourself.",
  },
  scheduled: {
    heading: "Mails scheduled",
    none: "No mail is scheduled for this customer.",
    kind: "Mail",
    sendAt: "Sends at",
    reminder: "Course reminder for {date}",
  },
  unchosen: {
    heading: "Cancelled date, no new date chosen",
    intro:
      "These customers were told {days} days ago or more that their date was cancelled and have not chosen a new one.",
    customer: "Customer",
    date: "Cancelled date",
    toldOn: "Told on",
  },
  closed: {
    heading: "Days without courses",
    intro:
      "Public holidays in Hesse are skipped automatically. Add the other days the school cannot hold a course (the institute closed, holidays): the rule's dates skip them too.",
    day: "Day",
    note: "Note",
    add: "Add closed day",
    remove: "Remove",
    none: "No closed days entered.",
    holiday: "Public holiday: {name}",
    done: { added: "The closed day was added.", removed: "The closed day was removed." },
    errors: {
      dayInvalid: "Enter a date as YYYY-MM-DD.",
      dayPast: "The day must be in the future.",
      noteTooLong: "Keep the note under 200 characters.",
    },
  },
  addOnClosedDay: {
    confirm: "Yes, add a date on this day",
  },
};

export type StaffBookingsTexts = typeof en;

export default en;
