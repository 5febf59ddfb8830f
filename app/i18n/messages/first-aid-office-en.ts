// The office's tools for one first-aid date (English): attendance after the course, closing the
// date for new bookings, one message to all its attendees, and that message's mail.

const firstAidOfficeEn = {
  attendance: {
    heading: "Attendance",
    column: "Attendance",
    attended: "Attended",
    noShow: "No-show",
    notMarked: "Not marked",
    markAttended: "Attended",
    markNoShow: "No-show",
    notYet: "Attendance can be marked from the course day on.",
  },
  bookings: {
    heading: "New bookings",
    openText: "The date is offered on the website and takes new bookings.",
    closedText:
      "Closed for new bookings: the website and the checkout no longer offer this date. The course takes place with the bookings it has.",
    close: "Close for new bookings",
    reopen: "Open for bookings again",
    closedBadge: "closed for new bookings",
  },
  message: {
    heading: "Message to all attendees",
    intro:
      "Each attendee receives the message in their language (the language of their purchase), by e-mail.",
    subjectEn: "Subject (English)",
    textEn: "Message (English)",
    subjectEs: "Subject (Spanish)",
    textEs: "Message (Spanish)",
    preview: "Check before sending",
    confirmHeading: "Send this message?",
    confirmCount: {
      one: "1 attendee will receive it.",
      other: "{count} attendees will receive it.",
    },
    send: "Send now",
    edit: "Change the message",
    noRecipients: "Nobody booked on this date has an e-mail address.",
  },
  done: {
    attendance: "Attendance saved.",
    "close-bookings": "The date is closed for new bookings.",
    "reopen-bookings": "The date takes bookings again.",
    message: "The message is on its way to the attendees.",
  },
  mail: {
    about: "This message is about your first-aid course on {date}.",
  },
};

export default firstAidOfficeEn;
export type FirstAidOfficeTexts = typeof firstAidOfficeEn;
