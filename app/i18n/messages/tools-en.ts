// Interface strings of the learning tools (sign quiz, flashcards, flipbook preview) in English.
// tools-es.ts must have exactly this shape (`satisfies ToolsMessages`).
const toolsEn = {
  deck: {
    previous: "Previous",
    next: "Next",
    /** Read by screen readers instead of the bare "n/total". */
    position: "Card {n} of {total}",
    front: "Front",
    back: "Back",
    keyboardHint: "Tip: use the ← and → keys to move between cards.",
  },
  signQuiz: {
    intro:
      "Ten signs you will meet on German motorways and expressways. Look at the sign, think about what it means for you as a driver, then check the explanation.",
    deckLabel: "Motorway signs",
    /** Alternative text of the sign on a card's front: neutral, so it never gives the answer away. */
    signAlt: "Traffic sign {n} of {total}",
    show: "Show Explanation",
    hide: "Hide Explanation",
  },
  flashcards: {
    intro:
      "Thirty-two rules and facts for the German theory and practical test. Read the question, answer it in your head, then turn the card.",
    deckLabel: "Driving flashcards",
    question: "Question",
    answer: "Answer",
    show: "Show answer",
    hide: "Hide answer",
  },
  flipbook: {
    intro:
      "Flip through a preview of our book with the technical questions the examiner asks at the start of the German practical test: lights, brakes, tyres and more.",
    consent:
      "The preview is hosted by an external flipbook service, so it only loads when you open it. The service then receives your IP address and technical data about your browser.",
    privacy: "More in our privacy policy",
    open: "Open the preview",
    newTab: "Open in a new tab",
    newTabNote: "(opens in a new tab)",
    frameTitle: "Flipbook preview: technical questions of the practical test",
    back: "Back to the home page",
  },
};

export type ToolsMessages = typeof toolsEn;
export default toolsEn;
