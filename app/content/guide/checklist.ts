import type { Locale } from "~/i18n/locale";

// The document checklist of the licence-conversion guide (route "test"). Checkboxes only, no rules:
// which items apply depends on the path (see the guide text). Ids are stable: they may be used as
// keys for the visitor's ticks, so never rename one; add new items with new ids instead.

export interface ChecklistItem {
  id: string;
  label: Record<Locale, string>;
  hint?: Record<Locale, string>;
}

export const documentChecklist: ChecklistItem[] = [
  {
    id: "passport-residence-permit",
    label: {
      en: "Passport or ID card, plus your residence permit if you need one",
      es: "Pasaporte o documento de identidad, y tu permiso de residencia si lo necesitas",
    },
    hint: {
      // The Residence Act asks for a residence permit by nationality: it has nothing to do with
      // where the licence is from (a US citizen with a Spanish licence needs one).
      en: "Whether you need a residence permit (Aufenthaltstitel) depends on your nationality, not on where your licence is from. As a citizen of an EU or EEA country, your passport or ID card is enough; otherwise bring your residence permit as well.",
      es: "Que necesites un permiso de residencia (Aufenthaltstitel) depende de tu nacionalidad, no de dónde sea tu permiso de conducir. Si eres ciudadano de un país de la UE o del EEE, basta con el pasaporte o el documento de identidad; si no, lleva también tu permiso de residencia.",
    },
  },
  {
    id: "registration-certificate",
    label: {
      en: "Registration certificate (Meldebescheinigung)",
      es: "Certificado de empadronamiento (Meldebescheinigung)",
    },
    hint: {
      en: "Not older than 3 months.",
      es: "Con una antigüedad máxima de 3 meses.",
    },
  },
  {
    id: "foreign-licence-original",
    label: {
      en: "Your foreign driving licence (original and a copy)",
      es: "Tu permiso de conducir extranjero (original y una copia)",
    },
    hint: {
      en: "It must be valid on the day you apply. You hand in the original when you receive your German licence.",
      es: "Debe estar vigente el día de la solicitud. Entregas el original cuando recibes el permiso alemán.",
    },
  },
  {
    id: "certified-translation",
    label: {
      en: "Certified translation of your licence",
      es: "Traducción certificada de tu permiso",
    },
    hint: {
      en: "Made by an approved translator. Ask us whether your licence needs one.",
      es: "Hecha por un traductor autorizado. Pregúntanos si tu permiso la necesita.",
    },
  },
  {
    id: "biometric-photo",
    label: {
      en: "Biometric passport photo, 35 × 45 mm",
      es: "Foto biométrica de pasaporte, 35 × 45 mm",
    },
  },
  {
    id: "first-aid-certificate",
    label: {
      en: "First-aid course certificate",
      es: "Certificado del curso de primeros auxilios",
    },
    hint: {
      // § 19 FeV asks for proof of a first-aid course, with no age limit on the certificate.
      en: "Needed if you take the theory and practical test (path 3). It does not expire: a course attended once is enough.",
      es: "Necesario si haces el examen teórico y el práctico (camino 3). No caduca: basta con haber hecho el curso una vez.",
    },
  },
  {
    id: "eye-test-certificate",
    label: {
      en: "Eye test certificate (Sehtestbescheinigung)",
      es: "Certificado del test de visión (Sehtestbescheinigung)",
    },
    hint: {
      en: "Needed for path 3 and for some listed countries and states. Not older than 2 years when you apply.",
      es: "Necesario para el camino 3 y para algunos países y estados de la lista. Con una antigüedad máxima de 2 años al presentar la solicitud.",
    },
  },
  {
    id: "application-form",
    label: {
      en: "Completed application form of the licence office",
      es: "Formulario de solicitud de la oficina de permisos de conducir, rellenado",
    },
  },
  {
    id: "application-fee",
    label: {
      en: "Money for the licence office fee",
      es: "Dinero para la tasa de la oficina de permisos de conducir",
    },
    hint: {
      en: "The licence office charges a fee when you apply.",
      es: "La oficina de permisos de conducir cobra una tasa al presentar la solicitud.",
    },
  },
  {
    id: "driving-school-enrolment",
    label: {
      en: "Driving school enrolment for your exams",
      es: "Inscripción en una autoescuela para tus exámenes",
    },
    hint: {
      en: "Needed for the practical test, which you take in a driving school car. The driving school can also register you for the theory test.",
      es: "Necesaria para el examen práctico, que haces en un coche de autoescuela. La autoescuela también puede inscribirte en el examen teórico.",
    },
  },
];
