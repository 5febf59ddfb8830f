// Texts of the phrase review, English. review-es.ts must have exactly this shape.
const reviewEn = {
  heading: "Phrase review",
  back: "Back to the course",
  modes: "Review mode",
  cardsMode: "Cards",
  drillMode: "Listening drill",
  progress: "Card {index} of {count}",
  keyboardHint: "Keyboard: Space turns the card, 1 to 4 grade it.",
  drillHint: "Keyboard: 1 to 3 choose a translation, Space goes on.",
  listen: "Play",
  listenSlow: "Play slowly (0.75×)",
  noVoice: "Your browser has no German voice: read the phrase instead.",
  showText: "Show the German text",
  flip: "Show the answer",
  meaning: "Meaning",
  expect: "What the examiner expects",
  gradeQuestion: "How well did you know it?",
  grades: ["Again", "Hard", "Good", "Easy"],
  drillQuestion: "What does the examiner say?",
  correct: "Right.",
  wrong: "Not quite. The right translation:",
  next: "Next card",
  score: "Score: {right} of {done}",
  nothingDue: "No phrases are due today. Well done!",
  nothingDueHelp:
    "Phrases come back on the day you are most likely to forget them. Open a new lesson to add its phrases.",
  summaryHeading: "Session finished",
  summaryReviewed: { one: "You reviewed 1 phrase.", other: "You reviewed {count} phrases." },
  summaryGrades: "Again: {again} · Hard: {hard} · Good: {good} · Easy: {easy}",
  summaryScore: "Listening drill: {right} of {done} right.",
  summaryMore: { one: "1 more phrase is due today.", other: "{count} more phrases are due today." },
  continueReview: "Continue reviewing",
  pending: {
    one: "Offline: 1 grade is saved on this device and will be sent when you are back online.",
    other: "Offline: {count} grades are saved on this device and will be sent when you are back online.",
  },
  staleCard: "This card was graded on another device; that grade counts.",
  saveFailed: "A grade could not be saved. Please reload the page.",
  needsScript:
    "The review plays the phrases and saves your grades with JavaScript. Please turn it on, or go back to the lessons.",
};

export type ReviewTexts = typeof reviewEn;
export default reviewEn;
