import type { OfficePackTexts } from "./office-pack-en";

// The pack's German: the licence office reads German; the customer's language stands beside it.
export default {
  title: "Unterlagen für die Fahrerlaubnisbehörde",
  customer: "Antragsteller/in",
  licence: "Fahrerlaubnis",
  appointment: "Termin bei der Fahrerlaubnisbehörde",
  noAppointment: "Noch kein Termin: geprüft zum {date}",
  documentsHeading: "Unterlagen",
  documentColumns: { document: "Unterlage", date: "Datum", state: "Am Termin" },
  states: { ok: "vorhanden", "too-old": "zu alt", missing: "fehlt" },
  usableUntil: "verwendbar bis {date}",
  documents: {
    translation: "Übersetzung der Fahrerlaubnis",
    "eye-test": "Sehtestbescheinigung",
    "first-aid": "Nachweis Erste-Hilfe-Kurs",
    photo: "Biometrisches Passfoto",
    registration: "Meldebescheinigung",
    "residence-permit": "Pass oder Personalausweis, Aufenthaltstitel",
    "foreign-licence": "Ausländischer Führerschein (Original)",
  },
  confirmationHeading: "Bestätigung der Fahrschule",
  confirmation: "{school} begleitet {name} seit dem {date} bei der Umschreibung der Fahrerlaubnis.",
  phrasesHeading: "Deutsch am Schalter",
  printedOn: "Erstellt am {date} aus den eigenen Angaben; es entscheidet die Fahrerlaubnisbehörde.",
} satisfies OfficePackTexts;
