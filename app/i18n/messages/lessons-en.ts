// A customer's driving lessons (/my-lessons, the booking, move and cancellation mails, the calendar
// files), in English. lessons-es.ts has exactly this shape.

const en = {
  title: "My driving lessons",
  intro:
    "Book, move and cancel your driving lessons here. Cancelling is free until {hours} hours before a lesson.",
  kinds: {
    "lesson-45": "45-minute driving lesson",
    "lesson-90": "90-minute double lesson",
    "b197-test-drive-25": "25-minute key number 197 test drive",
    assessment: "Driving performance assessment",
    "intensive-block": "Intensive programme block (60 minutes)",
  },
  transmissions: { manual: "Manual", automatic: "Automatic" },
  languages: { de: "German", en: "English", es: "Spanish" },
  states: { booked: "Booked", cancelled: "Cancelled", driven: "Driven", "no-show": "Missed" },
  balance: {
    heading: "Your lesson balance",
    unit: "Counted in 45-minute lessons (a double lesson counts as two).",
    bought: "Bought",
    booked: "Booked",
    driven: "Driven",
    left: "Left",
    buyMore: "Buy a lesson pack",
  },
  lessons: {
    record: "Your training record: what you practised in each lesson",
    heading: "Your lessons",
    empty: "No lessons booked yet.",
    when: "When",
    instructor: "Instructor",
    car: "Car",
    pickup: "Meeting point",
    map: "Map",
    calendar: "Add to my calendar",
    paidBalance: "Paid from your balance",
    payByLink: "To pay by {date}",
    payNow: "Pay now",
    paid: "Paid",
    lateCharged: "Cancelled late: charged",
    waived: "Cancelled late: charge waived",
    cancelFree: "Cancel (free until {deadline})",
    cancelLate: "Cancel (it will be charged: less than {hours} hours before)",
  },
  book: {
    heading: "Book a lesson",
    kind: "Lesson",
    transmission: "Gearbox",
    language: "Instructor's language",
    anyLanguage: "Any",
    pickup: "Meeting point",
    show: "Show free times",
    none: "No free times for this choice in this week.",
    with: "with {instructor}",
    bookButton: "Book {time}",
    fromBalance: "Paid from your balance ({units} of {left} left).",
    byLink: "You pay it by the payment link we e-mail you.",
    maxPerWeek: "Lessons a week, at most: {count}.",
  },
  week: {
    heading: "Free times from {first} to {last}",
    earlier: "Earlier week",
    later: "Later week",
  },
  move: {
    link: "Move",
    heading: "Move a lesson: {kind}, {date}",
    intro: "Choose a new time. The meeting point stays the same; we e-mail you the new calendar file.",
    none: "No free times for this lesson in this week.",
    keep: "Keep this time",
  },
  notEntitled: {
    heading: "What lets you book lessons",
    text: "Lessons are booked with the weekly classes, the intensive programme or the driving performance assessment. Once you have bought one of them, the free times appear here.",
  },
  done: {
    booked: "Your lesson is booked. We have sent you an e-mail with the calendar file.",
    cancelledFree: "Your lesson is cancelled, free of charge.",
    cancelledLate: "Your lesson is cancelled. As it was less than {hours} hours before, it is charged.",
    moved: "Your lesson has its new time. We have sent you an e-mail with the new calendar file.",
  },
  errors: {
    taken: "Sorry, this time was just taken by someone else. Please choose another one.",
    unavailable: "This time is not available. Please choose another one.",
    tooSoon: "Lessons can be booked at least {hours} hours ahead.",
    tooFar: "Lessons can be booked up to {weeks} weeks ahead.",
    weekFull: "That week already has as many lessons as one week allows ({count}).",
    notEntitled: "Your purchases do not include this kind of lesson.",
    noBlocksLeft: "You have booked all the blocks your purchase includes.",
    noPayment:
      "This lesson cannot be paid from your balance and has no payment link. Please buy a lesson pack first.",
    notFound: "This lesson does not exist or is not yours.",
    notBooked: "This lesson is no longer booked.",
    started: "This lesson has already started.",
    tooLateToMove: "A lesson can be moved only until {hours} hours before it. Please call the school.",
    badInput: "Please choose a lesson, a gearbox and a meeting point from the lists.",
    badWeek:
      "Free times are shown for the weeks from now up to {weeks} weeks ahead. Please choose one of them.",
  },
  mails: {
    booked: {
      subject: "Your driving lesson on {date}",
      intro: "Your driving lesson is booked:",
    },
    moved: {
      subject: "Your driving lesson has moved to {date}",
      intro: "Your driving lesson has a new time:",
    },
    cancelledByCustomer: {
      subject: "Your driving lesson on {date} is cancelled",
      intro: "You cancelled this driving lesson. It is free of charge.",
      late: "You cancelled this driving lesson less than {hours} hours before it, so it is charged.",
    },
    cancelledBySchool: {
      subject: "We had to cancel your driving lesson on {date}",
      intro:
        "We are sorry: we had to cancel this driving lesson. It costs you nothing; a lesson paid from your balance is back in it.",
      nextSlots: "Free times you can book instead:",
      noSlots: "Your account page shows the free times as soon as there are new ones.",
    },
    waived: {
      subject: "The charge for your lesson on {date} is waived",
      intro: "The school has waived the charge for the lesson you cancelled late.",
    },
    facts: {
      what: "Lesson: {kind}",
      when: "When: {date}, {start}–{end} (Frankfurt time)",
      instructor: "Instructor: {instructor}",
      car: "Car: {car}",
      pickup: "Meeting point: {point}, {address}",
      map: "Map: {link}",
      calendar: "The calendar file attached puts the lesson into your calendar.",
    },
    payment: {
      balance: "It is paid from your lesson balance. Left in it (45-minute lessons): {left}.",
      link: "Please pay it by {date} through this link: {link}",
    },
    button: "My driving lessons",
  },
  calendar: {
    filename: "driving-lesson.ics",
    summary: "{kind} with {instructor}",
    description: "{brand}: your driving lesson. Questions: {email}",
  },
};

export type LessonsTexts = typeof en;
export default en;
