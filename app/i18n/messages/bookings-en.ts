// First-aid bookings the customer controls (English): choosing a date on the course page, the
// waiting list, changing the date from the account, and their mails. bookings-es.ts has exactly
// this shape.
const bookingsEn = {
  choice: {
    heading: "Choose your date",
    intro: "Every date is a Saturday, 9:00–17:00, at the same place. Pick the one that suits you.",
    seatsLeft: { one: "1 place left", other: "{count} places left" },
    full: "Fully booked",
    bookDate: "Book {date}",
    none: "No date is open at the moment. Write to us and we will tell you when the next one is.",
  },
  waitlist: {
    title: "Waiting list",
    onList: "You are on the waiting list for the first-aid course {language} on {date}.",
    leave: "Leave the waiting list",
    bookWith: "Book with eye test",
    bookWithout: "Book without eye test",
    intro: "Join the waiting list: if a place frees up, we hold it for you for 24 hours.",
    email: "Your e-mail",
    language: "Language of our e-mails",
    languages: { en: "English", es: "Spanish" },
    join: "Join the waiting list",
    joined:
      "Please check your e-mail: we have sent you a link to confirm that you want to join the waiting list for {date}. You are on the list only once you have confirmed.",
    throttled: "Too many requests to join a waiting list. Please try again later (at most in an hour).",
    confirmIntro:
      "Please confirm that you want to join the waiting list for the first-aid course {language} on {date}.",
    confirm: "Yes, put me on the waiting list",
    confirmed:
      "Thank you: you are on the waiting list for {date}. If a place frees up, we will write to you.",
    invalidEmail: "Please enter a valid e-mail address.",
    notFull: "This date has free places again: you can book it right away.",
    unknownDate: "This date can no longer be chosen. Please pick another one.",
    left: "You have left the waiting list for {date}.",
    leftNothing: "This link is no longer valid: you are not on that waiting list.",
    holdGone:
      "This hold is no longer valid: its 24 hours have passed or the place has been taken. Please choose another date.",
  },
  checkout: {
    dateFull:
      "This date has just filled up: no place is left to pay for. Please choose another date, or join the waiting list of this one.",
    alreadyBooked:
      "This e-mail address already holds a place on this date. You can continue if you are booking a second place.",
    heldForYou: "A place on this date is held for you until {time}.",
    chooseOther: "Choose another date",
    // § 356 (4) and § 357a (2) BGB: the express request for a start within the withdrawal period.
    // Its wording is versioned (EARLY_START_TEXT_VERSION): change the version with the words.
    earlyStart:
      "I expressly ask you to begin the course before my 14-day withdrawal period ends. I know that if I withdraw, I owe a proportionate amount for what has been provided by then, and that my right of withdrawal lapses once the course has been given in full.",
    earlyStartMissing:
      "Your course date falls within your 14-day withdrawal period. Please tick the box to ask us to start early, or choose a later date.",
  },
  welcome: {
    overbooked:
      "Your date filled up while you were paying. Your place is recorded; the school will contact you shortly to confirm it or offer another date.",
  },
  account: {
    heading: "Your first-aid courses",
    date: "Date",
    time: "Time",
    venue: "Place",
    calendar: "Add to calendar",
    change: "Change date",
    cancelledOn: "Cancelled by the school on {date}",
    cancelledBySchool: "Cancelled by the school",
    chooseOrRefund: "Choose a new date or get a refund",
    seeBooking: "See this booking",
    refundRequested: "Refund requested",
    refunded: "Refunded",
    cancelledByYou: "Cancelled by you: the full price is refunded",
    disputed: "Payment disputed: this place is no longer booked",
  },
  change: {
    title: "Your first-aid course",
    current: "Your date",
    status: { cancelled: "The school has cancelled this date." },
    chooseHeading: "Choose another date",
    chooseIntro: "You can change your date until {hours} hours before the course starts.",
    chooseIntroCancelled:
      "We are sorry: the school has cancelled this date. Choose a new date at no cost, or ask for your money back.",
    noDates: "No other date has a free place at the moment. Please contact us.",
    submit: "Continue",
    confirmHeading: "Check your new date",
    confirmIntro: "Nothing has changed yet. Compare the two dates, then confirm the move.",
    oldDate: "Your date now",
    newDate: "Your new date",
    confirmWarning:
      "When you confirm, your place on {date} is given up at once and offered to the people on its waiting list. If someone takes it, you cannot move back.",
    confirmSubmit: "Yes, move my place to {date}",
    chooseAgain: "No, choose another date",
    changed: "Done: your place is now on {date}. We have sent you a confirmation by e-mail.",
    cutOff:
      "Your course starts in less than {hours} hours: free cancellation has ended, so the booking can no longer be changed or cancelled here, and the price is not refunded. If you cannot come, please call us on {phone} or write to {email}.",
    movedBySchool:
      "We moved this booking to the date above, which is not the date you bought. Your course starts in less than {hours} hours, so it can no longer be changed here, but you can still ask for the full price back instead of taking the new date. Questions: call us on {phone} or write to {email}.",
    cancelHeading: "Cancel this booking",
    cancelIntro:
      "You can cancel free of charge until {hours} hours before the course starts: we refund the full price by the payment method you used.",
    cancelButton: "Cancel my booking",
    cancelConfirmHeading: "Cancel your booking?",
    cancelConfirmIntro:
      "Nothing has changed yet. When you confirm, your place on {date} is cancelled at once and offered to the people on its waiting list, and we refund the full price. This cannot be undone.",
    cancelConfirmSubmit: "Yes, cancel my booking",
    cancelKeep: "No, keep my booking",
    cancelled:
      "Your booking on {date} is cancelled and the full price is refunded. We have sent you a confirmation by e-mail.",
    past: "This course has already taken place.",
    refundHeading: "Or get your money back",
    refundHeadingMoved: "Get the full price back instead of the new date",
    refundButton: "Ask for a refund",
    refundRequested:
      "We have received your refund request and have told the school. You will get the money back by the payment method you used.",
    refundAlready: "You have already asked for a refund of this booking. The school is handling it.",
    errors: {
      targetNotFound: "That date can no longer be chosen. Please pick another one.",
      targetOtherLanguage: "That date can no longer be chosen. Please pick another one.",
      targetCancelled: "That date has been cancelled. Please pick another one.",
      targetPast: "That date can no longer be chosen. Please pick another one.",
      targetFull: "That date has just filled up. Please pick another one.",
      targetClosed: "That date no longer takes bookings. Please pick another one.",
      cutOff: "The date can no longer be changed here. Please contact us.",
      cancelNotAllowed:
        "This booking can no longer be cancelled here: free cancellation ends {hours} hours before the course. Please contact us.",
      cancelRefundRefused:
        "Your card payment could not be refunded automatically, so nothing has been cancelled and your place is still yours. Please call us on {phone} and we will sort it out.",
      refundNotAllowed:
        "A refund can be asked for here only when the school has cancelled or moved the date.",
      bookingNotFound: "This booking could not be found.",
      dateNotFound: "This booking could not be found.",
      datePast: "That date can no longer be chosen. Please pick another one.",
      dateDuplicate: "That date can no longer be chosen. Please pick another one.",
      capacityBelowBooked: "That date can no longer be chosen. Please pick another one.",
      dateClosed: "The school does not hold courses on that day. Please pick another date.",
    },
    back: "Back to my account",
  },
  mails: {
    confirm: {
      subject: "Please confirm: waiting list for {date}",
      intro:
        "Someone, hopefully you, asked us to put this address on the waiting list for the first-aid course {language} on {date}.",
      how: "To join, open the link below and confirm within {hours} hours. Until then you are not on the list; without your confirmation we delete the request.",
      later:
        "Once you are on the list: if a place frees up and you are first in line, we hold it for you for 24 hours and send you a link to book it. The link below also lets you leave the list at any time.",
      button: "Confirm: put me on the waiting list",
      notYou: "If this was not you, just ignore this e-mail.",
    },
    already: {
      subject: "You are already on the waiting list for {date}",
      intro:
        "Someone asked us to put this address on the waiting list for the first-aid course {language} on {date}. It is already on that list and keeps its place.",
      how: "To leave the list, use the link in the e-mail we sent you when you joined.",
      button: "See the course dates",
      notYou: "If this was not you, just ignore this e-mail.",
    },
    held: {
      subject: "A place is free for you on {date}",
      intro: "Good news: a place has become free in the first-aid course {language} on {date}.",
      how: "We hold it for you until {until}. After that it goes to the next person on the waiting list.",
      button: "Book the place",
    },
    languages: { en: "in English", es: "in Spanish" },
  },
  notices: {
    changed: {
      subject: "Booking moved by the customer: {from} → {to}",
      intro: "A customer has moved their first-aid place in their account.",
      customer: "Customer: {customer}",
      dates: "From {from} to {to} ({language})",
    },
    refund: {
      subject: "Refund requested: first-aid course on {date}",
      intro: "A customer whose date the school cancelled or moved asks for their money back.",
      customer: "Customer: {customer}",
      date: "Date of the booking: {date} ({language})",
    },
    selfCancel: {
      subject: "Booking cancelled by the customer: first-aid course on {date}",
      intro:
        "A customer cancelled their booking in My account within the free cancellation. A credit note over the full price is issued and the customer is told; the place went to the waiting list.",
      customer: "Customer: {customer}",
      date: "Date: {date} ({language})",
      payOut:
        "Please pay back {amount} through the payment provider (or the way the customer paid), if it has not happened yet.",
    },
    languages: { en: "English", es: "Spanish" },
  },
  staff: {
    waitlistHeading: "Waiting list",
    waitlistEmpty: "Nobody is waiting for this date.",
    position: "#",
    email: "E-mail",
    language: "Language",
    joined: "Joined",
    state: "State",
    states: { waiting: "Waiting", offered: "Place held until {until}" },
    remove: "Remove",
    removeLabel: "Remove {email} from the waiting list",
    removed: "The entry has been removed.",
    notFound: "This entry is no longer on the list.",
    doubleBooked: "Two places for one person",
    refundRequests: "Refund requests from dates the school cancelled or moved",
    refundRequest: "{email}: {date} ({language}), asked {when}",
  },
};

export type BookingsTexts = typeof bookingsEn;
export default bookingsEn;
