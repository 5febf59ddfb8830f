// A customer's driving lessons as the office sees them (/staff/customers/:id/lessons): the
// balance, each lesson with the school's cancellation and the waiver of a late one, and booking
// for a customer who phoned. In English; staff-lessons-es.ts has exactly this shape. The kinds,
// gearboxes and languages are the customer's own texts (lessons-en.ts).

const en = {
  title: "Lessons of {customer}",
  back: "Back to the customer",
  link: "Driving lessons: book, cancel, waive",
  balance: {
    heading: "Lesson balance (45-minute lessons)",
    bought: "Bought",
    booked: "Booked",
    driven: "Driven",
    left: "Left",
  },
  lessons: {
    heading: "Lessons",
    empty: "No lessons yet.",
    when: "When",
    kind: "Lesson",
    instructor: "Instructor",
    car: "Car",
    pickup: "Meeting point",
    state: "State",
    payment: "Payment",
    actions: "Office",
    fromBalance: "Balance",
    linkPaid: "Paid by link",
    linkUnpaid: "Unpaid (link)",
    late: "Cancelled late",
    lateWaived: "Cancelled late, waived",
    byCustomer: "by the customer",
    bySchool: "by the school",
    cancel: "Cancel (by the school, free for the customer)",
    waiveReason: "Reason for waiving the charge",
    waive: "Waive the late charge",
    move: "Move",
  },
  book: {
    heading: "Book a lesson for the customer",
    intro:
      "For a customer who phoned: the lesson is paid as if they booked it themselves (from the balance, else by the payment link in the mail) and they are mailed in their language.",
    notEntitled: "The customer has bought nothing that lets them book lessons.",
    kind: "Lesson",
    transmission: "Gearbox",
    language: "Instructor's language",
    anyLanguage: "Any",
    pickup: "Meeting point",
    show: "Show free times",
    none: "No free times for this choice in this week.",
    with: "with {instructor}",
    bookButton: "Book {time}",
  },
  unmatched: {
    heading: "Payments that matched no lesson",
    intro:
      "A lesson's own payment whose lesson could not be found (a wrong link, or the lesson was already paid or cancelled). Attach it to one of the customer's unpaid lessons of the same kind: the lesson then counts as paid.",
    paid: "Paid on {date}: {product}, {amount}",
    lesson: "Lesson",
    attach: "Attach to this lesson",
    noLesson: "No unpaid lesson of this kind: refund the payment or book a lesson first.",
  },
  week: {
    heading: "Free times from {first} to {last}",
    earlier: "Earlier week",
    later: "Later week",
  },
  move: {
    heading: "Move a lesson: {kind}, {date}",
    intro:
      "Any time, also within the last day: the meeting point stays, the customer is mailed the new calendar file.",
    none: "No free times for this lesson in this week.",
    keep: "Keep this time",
  },
  done: {
    booked: "The lesson is booked and the customer is mailed.",
    cancelled: "The lesson is cancelled free of charge and the customer is mailed other free times.",
    waived: "The late cancellation's charge is waived and the customer is mailed.",
    attached: "The payment is attached: the lesson counts as paid.",
    moved: "The lesson has its new time and the customer is mailed the new calendar file.",
  },
  errors: {
    paymentNotFound: "This payment does not exist, belongs to another customer or is no longer paid.",
    paymentAttached: "This payment is already attached to a lesson.",
    lessonNotPayable:
      "This lesson is already paid or cannot be paid by this payment (another kind, from the balance, or cancelled free).",
    badLesson: "Choose one of the customer's lessons from the list.",
    taken: "This time was just taken. Choose another one.",
    unavailable: "This time is not available (hours, absence, holiday or a car). Choose another one.",
    tooSoon: "Lessons are booked at least {hours} hours ahead.",
    tooFar: "Lessons are booked up to {weeks} weeks ahead.",
    weekFull: "The customer already has the most lessons one week allows ({count}).",
    notEntitled: "The customer's purchases do not include this kind of lesson.",
    noBlocksLeft: "The customer has booked all the blocks their purchase includes.",
    noPayment: "This lesson can neither be paid from the balance nor by a payment link.",
    notFound: "This lesson does not exist or belongs to another customer.",
    notBooked: "This lesson is no longer booked.",
    started: "This lesson has already started.",
    notLate: "Only a late cancellation whose charge is not waived yet can be waived.",
    reason: "Write the reason for the waiver (at most 300 characters).",
    badInput: "Choose a lesson, a gearbox and a meeting point from the lists, and a free time.",
    badWeek: "Free times are shown for the weeks from now up to {weeks} weeks ahead. Choose one of them.",
    tooLateToMove: "Customers move a lesson only until {hours} hours before it.",
  },
};

export type StaffLessonsTexts = typeof en;
export default en;
