// The reminder mails before a driving lesson and before an unpaid lesson's payment is due, and
// the lesson's calendar file, in English. lesson-reminders-es.ts has exactly this shape.

const en = {
  kinds: {
    "lesson-45": "Driving lesson (45 minutes)",
    "lesson-90": "Double driving lesson (90 minutes)",
    "b197-test-drive-25": "Key number 197 test drive (25 minutes)",
    assessment: "Driving performance assessment",
    "intensive-block": "Intensive training block",
  },
  lesson: {
    subject: "Reminder: {lesson} on {date} at {time}",
    intro: "A reminder of your {lesson} on {date}, {time} to {end}.",
    instructor: "Your instructor: {name}. Car: {car} ({transmission}).",
    meetingPoint: "Meeting point: {point}, {address}. Map: {map}",
    cancel: "Cancelling is free until 24 hours before the lesson; later the lesson is charged.",
    calendarNote: "The calendar file is attached; it updates the entry in your calendar.",
    button: "Open my account",
  },
  unpaid: {
    subject: "Please pay your {lesson} on {date}",
    intro: "Your {lesson} on {date} at {time} is not paid yet. Payment is due one day before the lesson.",
    amount: "Amount: {price}.",
    keep: "Your lesson stays booked: please pay it with the button below, or call us if something is wrong.",
    button: "Pay the lesson",
  },
  transmissions: { manual: "manual", automatic: "automatic" },
};

export type LessonRemindersTexts = typeof en;
export default en;
