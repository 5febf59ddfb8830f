// The office's week (/staff/week), in English. staff-week-es.ts has exactly this shape.

const en = {
  title: "The week",
  heading: "Week of {start} to {end}",
  previous: "Previous week",
  next: "Next week",
  thisWeek: "This week",
  instructor: "Instructor",
  hours: "Working hours",
  notWorking: "Not working",
  absent: "Absent {from}–{to}",
  nothing: "Nothing booked",
  exam: "{exam} · {centre}",
  noInstructor: "No instructor",
  freeSlots: "Free for a 45-minute lesson: {spans}",
  student: "Student",
  car: "Car",
  unpaid: "unpaid",
  late: "cancelled late",
  states: { booked: "booked", cancelled: "cancelled", driven: "driven", "no-show": "no-show" },
  noInstructors: "No instructors yet: they are added on the team page.",
};

export type StaffWeekTexts = typeof en;
export default en;
