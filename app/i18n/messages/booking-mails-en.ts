// Texts of the mails and calendar files about a first-aid booking (course reminder, a date moved
// or cancelled by the school or by the customer), in English. Filled in by
// app/server/first-aid/booking-mails.server.ts and booking-calendar.server.ts.
const en = {
  // The lines every booking mail repeats, so the customer has the facts in one place.
  facts: {
    date: "Date: {date}",
    time: "Time: {start}–{end}",
    venue: "Venue: {venue}",
    map: "Map: {link}",
    bring: "Please bring your passport or ID card, and your glasses or contact lenses for the eye test.",
    calendar: "The attached calendar file adds the course to your calendar.",
  },
  reminder: {
    subject: "Your first-aid course on {date}",
    intro: "A reminder: your first-aid course is coming up.",
    button: "My account",
  },
  moved: {
    subject: "Your first-aid course has been moved to {date}",
    intro: "We have moved your first-aid course booking to a new date.",
    oldDate: "Previous date: {date}",
    offer:
      "If the new date does not suit you, you choose: another date free of charge, or a full refund of the price. Both on your booking page:",
    button: "Another date or a refund",
    calendar: "The attached calendar file updates the entry in your calendar.",
  },
  cancelled: {
    subject: "Your first-aid course on {date} has been cancelled",
    intro: "We are sorry: we have had to cancel the first-aid course on {date}. Your place stays paid.",
    choose: "You choose: another date free of charge, or a full refund of the price. Both on this page:",
    button: "Another date or a refund",
    nextDates: "The next dates with free places:",
    noDates: "There is no date with free places yet; we will let you know as soon as there is one.",
    dateLine: "{date}, {start}–{end}",
    calendar: "The attached calendar file removes the course from your calendar.",
  },
  // The customer moved their own booking in My account.
  movedByYou: {
    subject: "Your first-aid course is now on {date}",
    intro: "You have moved your place in the first-aid course {language}.",
    from: "Before: {date}",
    to: "Now: {date}, {time}, {venue}",
    button: "See your booking",
    wayBackFree:
      "Changed your mind? Your place on {date} is still free at the moment. As long as it is, you can move back: the button below shows the change before anything happens.",
    wayBackGone: "Your place on {date} is no longer free, so you cannot move back to it.",
    moveBack: "Move back to {date}",
    seeBooking: "Your booking: {link}",
  },
  // The office moved the booking because the customer asked (by phone or mail): the date they chose.
  movedAsAsked: {
    subject: "Your first-aid course is now on {date}",
    intro: "As you asked, we have moved your first-aid course booking to a new date.",
    button: "See your booking",
  },
  // The customer cancelled their own booking in time: the lead of the refund mail that follows.
  cancelledByYou: {
    subject: "Your first-aid booking on {date} is cancelled",
    intro:
      "As you asked, we have cancelled your place on the first-aid course on {date}. You cancelled in time, so we refund the full price.",
  },
  // A move changed the invoice's date of service: its credit note and new invoice go with the mail.
  invoiceReissued:
    "Your invoice gave the previous date as the day of the course, so we have cancelled it with credit note {creditNote} and issued invoice {invoice} with the new date. Both are attached and in My account; the amount paid stays the same.",
  // The calendar entry (the .ics file).
  calendar: {
    summary: "First-aid course ({language})",
    languages: { en: "in English", es: "in Spanish" },
    description:
      "First-aid course with {brand}. Bring your passport or ID card, and your glasses or contact lenses for the eye test. Questions: {email}",
    filename: "first-aid-course.ics",
  },
};

export type BookingMailTexts = typeof en;

export default en;
