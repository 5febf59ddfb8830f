// What the customer and the office are told when a course date changed under a booking (English):
// a payment for a date closed or cancelled meanwhile, a link to a day that is no course date, a
// waiting list ended by a cancellation, and the staff's marks of closed dates.
// booking-date-changes-es.ts has exactly this shape.
const bookingDateChangesEn = {
  paid: {
    // On the welcome page ({link} is the booking's page) and in the purchase confirmation.
    closed:
      "While you were paying, the school closed this date for new bookings. Your place is recorded and your payment is safe: the office will contact you to confirm it, or you can choose another date at {link}.",
    cancelled:
      "While you were paying, the school cancelled this date. Your payment is safe: choose another date at no cost, or ask for your money back, at {link}. We have also sent you an e-mail with the next dates.",
    linkLabel: "your booking",
  },
  checkout: {
    notCourseDate:
      "{date} is not a day of this course (for example a public holiday, when the course moves to another Saturday). Please choose a date on the course page.",
    notADate: "This link does not name a course date. Please choose a date on the course page.",
    chooseDate: "Choose a date",
  },
  waitlistCancelled: {
    subject: "The first-aid course on {date} has been cancelled",
    intro:
      "You were on the waiting list for the first-aid course {language} on {date}. We are sorry: the school has cancelled this date, so the waiting list has ended.",
    nextDates: "The next dates with free places:",
    dateLine: "{date}, {start}–{end}",
    noDates:
      "No other date has a free place at the moment; the course page shows new dates as soon as they open.",
    choose: "You can book one of them on the course page.",
    button: "See the dates",
    languages: { en: "in English", es: "in Spanish" },
  },
  staff: {
    closedForBookings: "Closed for bookings",
    closedMark: "{date} (closed for bookings)",
    confirmClosed: "Move it even though the date is closed for bookings",
  },
};

export type BookingDateChangesTexts = typeof bookingDateChangesEn;
export default bookingDateChangesEn;
