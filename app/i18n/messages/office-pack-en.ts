// The licence-office pack: a PDF in German (the office's language) with the customer's language
// beside each label (office-pack-de.ts has the German, with the same keys).
const officePack = {
  title: "Documents for the licence office",
  customer: "Customer",
  licence: "Licence",
  appointment: "Appointment at the licence office",
  noAppointment: "No appointment yet: checked against {date}",
  documentsHeading: "Documents",
  documentColumns: { document: "Document", date: "Date", state: "On the day" },
  states: { ok: "ready", "too-old": "too old", missing: "missing" },
  usableUntil: "usable until {date}",
  documents: {
    translation: "Translation of the licence",
    "eye-test": "Eye test certificate",
    "first-aid": "First-aid course certificate",
    photo: "Biometric passport photo",
    registration: "Registration certificate",
    "residence-permit": "Passport or ID card, residence permit",
    "foreign-licence": "Foreign driving licence (original)",
  },
  confirmationHeading: "Confirmation of the driving school",
  confirmation:
    "{school} has been assisting {name} with the conversion of their driving licence since {date}.",
  phrasesHeading: "German at the counter",
  printedOn: "Printed on {date} from your own entries; the licence office decides.",
} as const;

export type OfficePackTexts = {
  [K in keyof typeof officePack]: (typeof officePack)[K] extends string
    ? string
    : { [L in keyof (typeof officePack)[K]]: string };
};

export default officePack satisfies OfficePackTexts;
