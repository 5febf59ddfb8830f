// Texts of the staff area's safeguards (English): forms sent twice, a payment reference used
// before, consents recorded as they were given, notes about a customer, alerts seen to.
// staff-safeguards-es.ts has exactly this shape.

const staffSafeguardsEn = {
  /** A form sent a second time (Back, a double click): what the first did, and where it is. */
  again: {
    heading: "Already done",
    text: "This form had already been sent, and that first submission was recorded. Nothing was recorded twice.",
    purchase: "This purchase was already recorded when the form was first sent: nothing was recorded twice.",
    link: "Show what was recorded",
    // Before the first submission's own message on the customer page.
    prefix: "This form had already been sent; the first submission did this:",
  },
  purchaseForm: {
    immediateStart: "Online course only: did the customer agree that the course starts at once?",
    immediateStartYes:
      "Yes: the customer agreed to the immediate start and acknowledged losing the right of withdrawal",
    immediateStartNo: "No: the customer keeps the 14-day right of withdrawal",
    healthConsent: "Eye test only: was the customer's written consent to the health data received?",
    healthConsentYes: "Yes: the signed consent is here",
    healthConsentNo: "No: it is still to come (the booking is flagged until it is recorded)",
    consentHint: "The customer's mail confirms exactly what is chosen here.",
  },
  reference: {
    heading: "This payment reference was used before",
    text: "Purchase {product} of {date} ({state}) for {customer} already has the reference “{reference}”. Recording a second purchase with it is usually a mistake: a transfer counted twice.",
    earlier: "Open the earlier purchase",
    confirm: "Record it all the same",
    none: "no customer",
  },
  consent: {
    missing: "Health-data consent missing",
    missingLong:
      "The eye test's health-data consent has not been given. Ask the customer for it in writing and record it here when it has arrived.",
    record: "Consent received in writing",
    dashboard: "Eye test without health-data consent: {product} of {customer}, course date {date}.",
  },
  notes: {
    heading: "Notes",
    none: "No notes yet.",
    label: "New note",
    hint: "Seen by staff only. A note is kept as written; it cannot be edited.",
    add: "Add the note",
    by: "{author}, {date}",
  },
  mails: {
    show: "Show the text",
    linkHidden: "[link hidden: it belongs to the customer]",
  },
  alerts: {
    acknowledge: "Seen to",
    acknowledged: "The alert is marked as seen to and left the list.",
    gone: "This alert is no longer on the list.",
  },
  done: {
    noted: "The note is added.",
    "consent-recorded": "The written health-data consent is recorded; the booking is no longer flagged.",
    "consent-already": "The health-data consent had already been given: nothing changed.",
  },
};

export type StaffSafeguardsTexts = typeof staffSafeguardsEn;
export default staffSafeguardsEn;
