// The conversion assistance's five steps in the order the product promises them (the product
// page's `steps` texts are in the same order), who acts first at each, and how soon the school
// contacts a new buyer. A case (server/conversion-case/) follows these steps.

export const assistanceSteps = [
  "booking",
  "schedule",
  "translation",
  "first-aid-day",
  "licence-office",
] as const;

export type AssistanceStep = (typeof assistanceSteps)[number];

export const caseStepStates = ["todo", "in-progress", "done"] as const;
export type CaseStepState = (typeof caseStepStates)[number];

export const caseResponsibles = ["school", "customer"] as const;
export type CaseResponsible = (typeof caseResponsibles)[number];

/** Who acts when a case opens: the school organises; the customer attends the one-day appointments. */
export const firstResponsible: Record<AssistanceStep, CaseResponsible> = {
  booking: "school",
  schedule: "school",
  translation: "school",
  "first-aid-day": "customer",
  "licence-office": "school",
};

/** The product promises a first contact within two to three working days of the booking. */
export const contactWithinWorkingDays = 3;

/** A plan deadline this close (days) puts a case on top of the office's board. */
export const deadlineNearDays = 14;

/** The longest note the office keeps on a step (the form's maxlength and the server's check). */
export const caseNoteMaxLength = 500;
