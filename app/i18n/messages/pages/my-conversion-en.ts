// The customer's own conversion plan (/my-conversion), in English. my-conversion-es.ts has exactly this shape.

const en = {
  title: "My conversion",
  heading: "My conversion plan",
  intro:
    "Your licence, your dates and your documents in one place. From them we work out every deadline the law sets, with the rule behind it.",
  fromCheck: "Your licence check answer is filled in below. Add your dates and save it as your plan.",
  saved: "Your plan is saved.",
  empty: "You have no plan yet. Start with the licence check, or fill in the form below.",
  startCheck: "Open the licence check",
  back: "Back to my account",
  licenceHeading: "Your licence",
  licence: "{place}, class {class}",
  licenceNoClass: "{place}",
  deadlinesHeading: "Your deadlines",
  deadlinesEmpty: "Add your dates below to see your deadlines.",
  rule: "Rule: {provision}, checked on {checkedOn}",
  passedLabel: "Passed",
  noDeadline: "No fixed deadline",
  deadlines: {
    "foreign-licence": {
      title: "Last day to drive on your foreign licence",
      passed:
        "Your foreign licence no longer lets you drive in Germany. Drive only once you hold the German licence.",
    },
    extension: {
      title: "Latest end of an extension by the licence office",
      passed: "The longest extension the licence office can grant has ended as well.",
    },
    conversion: {
      title: "Converting without the full training",
      text: "The law sets no deadline for the conversion. After a long time in Germany without driving, the licence office may ask you to take the tests.",
    },
    theory: {
      title: "Pass the theory test by",
      passed: "The 12 months after your test order have ended: ask the licence office for a new test order.",
    },
    practical: {
      title: "Pass the practical test by",
      passed: "Your theory test has lapsed: you take it again before the practical test.",
    },
    "practical-only": {
      title: "Pass the practical test by",
      passed: "The 12 months after your test order have ended: ask the licence office for a new test order.",
    },
    handover: {
      title: "Collect your German licence by",
      passed: "More than 2 years have passed since your practical test: your tests have lapsed.",
    },
  },
  protection:
    "Your Ukrainian licence is recognised while you have temporary protection. The date is the end of the protection as now decided; it may be extended.",
  documentsHeading: "Your documents",
  officePack: {
    link: "Download your licence-office pack (PDF)",
    hint: "In German with English beside it: your documents checked against the appointment, our confirmation if we assist you, and the German phrases for the counter.",
  },
  documentsIntro:
    "Tick each document you have and enter its date. We check it against your appointment at the licence office on {appointment}.",
  documentsIntroToday:
    "Tick each document you have and enter its date. Without an appointment date, we check it against today.",
  documentState: {
    ok: "Ready",
    "too-old": "Too old for your appointment",
    missing: "Still missing",
  },
  usableUntil: "Usable until {date}",
  documents: {
    translation: {
      label: "Translation of your licence",
      hint: "By a translator sworn in Germany or abroad, a consulate, or an automobile club such as the ADAC.",
      date: "Date of the translation",
    },
    "eye-test": {
      label: "Eye test certificate",
      hint: "At most 2 years old on the day of your appointment.",
      date: "Date of the eye test",
    },
    "first-aid": {
      label: "First-aid course certificate",
      hint: "It does not expire.",
      date: "Date of the course",
    },
    photo: {
      label: "Biometric passport photo",
      hint: "35 × 45 mm, showing you as you look now.",
      date: "Date the photo was taken",
    },
    registration: {
      label: "Registration certificate (Meldebescheinigung)",
      hint: "At most 3 months old on the day of your appointment.",
      date: "Date of the certificate",
    },
    "residence-permit": {
      label: "Passport or ID card, and your residence permit",
      hint: "A residence permit only if your nationality is not of an EU or EEA country.",
      date: "Valid until",
    },
    "foreign-licence": {
      label: "Your foreign driving licence (original)",
      hint: "It must be valid on the day of your appointment.",
      date: "Valid until",
    },
  },
  have: "I have it",
  formHeading: "Your dates",
  fields: {
    since: "Start of your residence in Germany",
    applied: "Your appointment at the licence office",
    testOrder: "Test order sent to the testing body",
    theory: "Theory test passed on",
    practical: "Practical test passed on",
  },
  optional: "Optional",
  save: "Save my plan",
  errors: {
    heading: "Please check your entry. Nothing was saved.",
    countryMissing: "Please choose the country of your licence in the licence check first.",
    malformedDate: "Please enter a real calendar date, for example 2026-03-15.",
    dateTooEarly: "Please enter a date after 1 January 1900.",
    dateTooFarAhead: "This date is too far ahead. Please check the year.",
    dateInFuture: "This date lies in the future. Please enter the day the document was issued.",
    documentDateMissing: "Please enter the document's date, or untick it.",
    unreadable: "We could not read the form. Please try again.",
  },
  sourcesHeading: "The rules we use",
};

export type MyConversionTexts = typeof en;
export default en;
