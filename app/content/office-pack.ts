// The licence-office pack (My conversion → PDF) prints a few of the course's German phrases for the
// counter: what is said when papers change hands. They are named by their lesson blocks' ids; the
// German text and its meaning come from the lessons, never retyped.
export const officePackPhraseIds = ["1.3-02", "1.2-07", "7.2-08", "7.2-04", "7.2-05", "7.2-06"] as const;
