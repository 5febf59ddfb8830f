// The customer's training record (/my-lessons/record), in English. lesson-record-es.ts has
// exactly this shape. The lesson kinds' names come from the instructor's day texts.

const en = {
  heading: "My training record",
  intro:
    "Every driving lesson you drove or missed, with what your instructor noted. To keep a copy, print this page or save it as PDF with your browser's print function.",
  back: "Back to my lessons",
  empty: "No lessons driven yet. After each lesson your instructor notes here what you practised.",
  ready: "Your instructor marked you ready for the practical test on {date}.",
  notReady: "Not marked ready for the practical test yet.",
  columns: {
    date: "Date",
    kind: "Lesson",
    instructor: "Instructor",
    state: "Attendance",
    note: "What was practised",
  },
  states: { driven: "Driven", "no-show": "Missed" },
  noNote: "—",
  printedFor: "Training record of {name}",
};

export default en;
export type LessonRecordTexts = typeof en;
