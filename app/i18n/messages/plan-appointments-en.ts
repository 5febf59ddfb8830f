// The conversion plan's appointments and reminders (/my-conversion, the reminder mails, the
// calendar files), in English. plan-appointments-es.ts has exactly this shape.

const en = {
  heading: "Your appointments",
  intro:
    "Add the appointments of your conversion. We remind you by e-mail two days before each one, and you can put each one into your calendar.",
  empty: "No appointments yet.",
  kinds: {
    "licence-office": "Appointment at the licence office",
    "eye-test": "Eye test",
    "first-aid": "First-aid course",
    translation: "Translation of your licence sent",
    "theory-test": "Theory test",
    "practical-test": "Practical test",
  },
  at: "at {time}",
  calendar: "Add to my calendar",
  change: "Change",
  remove: "Remove",
  addHeading: "Add or change an appointment",
  fields: {
    kind: "Which appointment",
    day: "Date",
    time: "Time",
    note: "Place or note",
  },
  optional: "optional",
  add: "Save the appointment",
  firstAidBooked: "Your first-aid course booked with us.",
  firstAidBookingLink: "Open the booking",
  officeChecks: "Your documents are checked against this date.",
  saved: "Your appointment is saved.",
  removed: "Your appointment is removed.",
  remindersHeading: "Reminders by e-mail",
  remindersOn:
    "We send you an e-mail 60, 30 and 7 days before each deadline and 2 days before each appointment.",
  remindersOff: "Reminders are switched off for your plan.",
  switchOff: "Switch reminders off",
  switchOn: "Switch reminders on",
  switchedOff: "Reminders are switched off.",
  switchedOn: "Reminders are switched on.",
  errors: {
    heading: "Please check the appointment. Nothing was saved.",
    noPlan: "Please save your plan first; then add its appointments.",
    kindUnknown: "Please choose which appointment it is.",
    dayMissing: "Please enter the date of the appointment.",
    malformedDay: "Please enter a real calendar date, for example 2027-03-15.",
    dayTooEarly: "Please enter a date after 1 January 1900.",
    dayTooFarAhead: "This date is too far ahead. Please check the year.",
    malformedTime: "Please enter a time such as 09:30, or leave it empty.",
    noteTooLong: "Please keep the note under 200 characters.",
    firstAidBooked: "Your first-aid course is booked with us: change it on its booking page.",
    unknownAppointment: "This appointment no longer exists. Please reload the page.",
    unreadable: "We could not read the form. Please reload the page and try again.",
  },
  mail: {
    deadlineSubject: "{title}: {date}",
    deadlineIntro: "A reminder from your conversion plan: {title} {date}.",
    deadlineNext: {
      "foreign-licence":
        "Next step: book your appointment at the licence office now, so your German licence is ready before your foreign one stops being valid.",
      extension:
        "Next step: if the licence office granted you an extension, have your German licence ready before it ends.",
      conversion: "Next step: keep your documents up to date for your appointment.",
      theory: "Next step: book your theory test now, so you pass it before your test order runs out.",
      practical: "Next step: book your practical test now, while your theory test is still valid.",
      "practical-only": "Next step: book your practical test now, before your test order runs out.",
      handover: "Next step: collect your German licence at the licence office before this day.",
    },
    appointmentSubject: "In two days: {title} on {date}",
    appointmentIntro: "A reminder from your conversion plan: {title} on {date}.",
    appointmentTime: "Time: {time}",
    appointmentNote: "Note: {note}",
    appointmentNext: {
      "licence-office":
        "Next step: put your documents together tonight; your plan shows which ones are ready and which are still missing.",
      "eye-test":
        "Next step: bring your glasses or contact lenses if you wear them, and your ID card or passport.",
      "first-aid": "Next step: bring your ID card or passport; the course takes the whole day.",
      translation: "Next step: check that the translation has arrived, and tick it in your plan.",
      "theory-test": "Next step: do one more practice round tonight, and bring your ID card or passport.",
      "practical-test": "Next step: bring your ID card or passport and your foreign licence to the test.",
    },
    calendarNote: "The calendar file is attached.",
    button: "Open my plan",
    optOut: "You can switch these reminders off in your plan, or right away here: {link}",
  },
  calendarFile: {
    filename: "appointment.ics",
    description: "From your conversion plan at {brand}. Questions: {email}",
  },
  optOutPage: {
    title: "Reminders for your conversion plan",
    text: "Do you want to stop the reminder e-mails of your conversion plan?",
    button: "Switch reminders off",
    done: "Reminders are switched off. You can switch them on again in your plan.",
    unknown: "This link is not valid (any more).",
    back: "Open my plan",
  },
};

export type PlanAppointmentsTexts = typeof en;
export default en;
