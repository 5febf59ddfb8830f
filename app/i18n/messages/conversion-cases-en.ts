// The conversion assistance as a case (My conversion, the office's case board, the mail about a
// step), in English. conversion-cases-es.ts has exactly this shape. The steps' names are the
// product page's own (conversionAssistance.steps).

const en = {
  states: { todo: "To do", "in-progress": "In progress", done: "Done" },
  responsibles: { school: "The school", customer: "You" },
  customer: {
    heading: "Your conversion assistance",
    intro: "The five steps of your assistance, what is done and who acts next.",
    due: "Due by {date}",
    doneOn: "Done on {date}",
    noDate: "Date to be agreed",
    next: "Next: {step}. {who}.",
    nextWho: { school: "We take care of it", customer: "It is up to you" },
    allDone:
      "All five steps are done. The licence office tells you whether you must take the theory and practical exams.",
  },
  staff: {
    title: "Conversion cases",
    intro:
      "Every conversion assistance, grouped by the step it is at. Overdue first: a step past its date, or a deadline of the customer's plan passed or near.",
    empty: "No conversion assistance bought yet.",
    finished: "All steps done",
    overdue: "Overdue",
    deadlineNear: "Plan deadline {date}",
    responsibles: { school: "School", customer: "Customer" },
    columns: { customer: "Customer", state: "State", date: "Date", responsible: "Who acts", note: "Note" },
    move: "Change a step",
    step: "Step",
    state: "State",
    date: "Date (due, or done on)",
    responsible: "Who acts",
    note: "Note (staff only; left empty, the step keeps its note)",
    clearNote: "Remove the step's note",
    submit: "Save and tell the customer",
    done: "The step is saved and the customer is told by mail.",
    errors: {
      step: "Choose one of the five steps.",
      state: "Choose a state: to do, in progress or done.",
      date: "Enter a real date (day, month, year) or leave it empty.",
      responsible: "Choose who acts: the school or the customer.",
      note: "The note is too long: at most 500 characters.",
      gone: "This case no longer exists. Reload the board.",
    },
  },
  mail: {
    subject: "Your conversion: {step}",
    changed: "We have updated the step “{step}” of your conversion assistance: {state}.",
    due: "Its date: {date}.",
    doneOn: "Done on {date}.",
    who: "Who acts now: {who}.",
    next: "What comes next: {step}.",
    allDone:
      "All five steps are done. The licence office tells you whether you must take the theory and practical exams.",
    button: "Open my conversion",
    whoLabels: { school: "the school", customer: "you" },
  },
};

export type ConversionCasesTexts = typeof en;
export default en;
