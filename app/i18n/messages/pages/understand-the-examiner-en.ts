// Texts of the Understand the Examiner sales page (English). understand-the-examiner-es.ts must have exactly this shape (`satisfies UnderstandTheExaminerTexts`).
const understandTheExaminerEn = {
  lead: "In the practical driving test the examiner speaks German, fast, from the back seat. This online course teaches you every phrase you will hear, what it means and what the examiner expects you to do.",
  points: [
    "{hours} of content in short lessons",
    "{modules}, {lessons}, from the first greeting to “you passed”",
    "{months} of access on phone and computer",
    "Listen to every phrase in German, at normal and slow speed",
  ],
  videoTitle: "A look inside the Understand the Examiner course",
  buy: "Buy the course – {price}",
  modulesHeading: "What you will learn",
  // The counts the points above and the module list name, with their noun.
  hourCount: { one: "1 hour", other: "{count} hours" },
  moduleCount: { one: "1 module", other: "{count} modules" },
  lessonCount: { one: "1 lesson", other: "{count} lessons" },
  monthCount: { one: "1 month", other: "{count} months" },
  samplesHeading: "Try it for free",
  sample: "Free lesson {id}: {title}",
  guaranteeLink: "How the guarantee works",
  resultsHeading: "Results that speak for themselves",
  passRate: "of our students pass the practical test",
  failureRate:
    "of practical class {licenceClass} tests in Germany were failed in {year} (source: {source}, report of {published})",
  guaranteeUse: "of our customers ever need the money-back guarantee",
  reviewsHeading: "What students say about the course",
};

export type UnderstandTheExaminerTexts = typeof understandTheExaminerEn;
export default understandTheExaminerEn;
