// The instructor's day (staff/my-day), in English. staff-my-day-es.ts has exactly this shape.

const en = {
  heading: "My day",
  headingOf: "Day of {name}",
  intro:
    "Your lessons of the day in order. After a lesson, mark it driven or missed and note what was practised: it is the student's training record.",
  choose: "Instructor",
  show: "Show",
  noInstructor: "No instructor yet: add one on the team page.",
  previous: "Previous day",
  next: "Next day",
  today: "Today",
  empty: "No lessons on this day.",
  examsHeading: "Exams",
  examKinds: { theory: "Theory exam", practical: "Practical exam" },
  kinds: {
    "lesson-45": "45-minute lesson",
    "lesson-90": "90-minute double lesson",
    "b197-test-drive-25": "Key number 197 test drive (25 minutes)",
    assessment: "Driving performance assessment",
    "intensive-block": "Intensive block",
  },
  states: { booked: "Booked", cancelled: "Cancelled", driven: "Driven", "no-show": "No-show" },
  phone: "Phone",
  noPhone: "No phone number",
  meetingPoint: "Meeting point",
  map: "Map",
  car: "Car",
  lastNote: "Last lesson ({date})",
  lastLesson: "Last lesson",
  noLastNote: "No notes from an earlier lesson.",
  note: "What was practised",
  markDriven: "Mark driven",
  markNoShow: "Mark no-show",
  afterStart: "Can be marked once the lesson has started.",
  ready: "Ready for the test",
  markReady: "Mark ready for the test",
  takeBackReady: "Take back “ready for the test”",
  done: {
    marked: "The lesson was marked.",
    ready: "The student is marked ready for the test.",
    "not-ready": "The mark “ready for the test” was taken back.",
  },
  errors: {
    unreadable: "The form could not be read. Please try again.",
    state: "Please choose driven or no-show.",
    note: "The note is too long (at most 2,000 characters).",
    "not-yet": "This lesson has not started yet: it can be marked after its start.",
    cancelled: "This lesson was cancelled: there is nothing to mark.",
    "not-found": "This lesson is not one of yours.",
  },
};

export default en;
export type StaffMyDayTexts = typeof en;
