import type { OfficePackTexts } from "./office-pack-en";

export default {
  title: "Documentos para la oficina de permisos de conducir",
  customer: "Cliente",
  licence: "Permiso",
  appointment: "Cita en la oficina de permisos",
  noAppointment: "Aún sin cita: comprobado para el {date}",
  documentsHeading: "Documentos",
  documentColumns: { document: "Documento", date: "Fecha", state: "El día de la cita" },
  states: { ok: "listo", "too-old": "demasiado antiguo", missing: "falta" },
  usableUntil: "válido hasta el {date}",
  documents: {
    translation: "Traducción del permiso",
    "eye-test": "Certificado del test de visión",
    "first-aid": "Certificado del curso de primeros auxilios",
    photo: "Foto biométrica de pasaporte",
    registration: "Certificado de empadronamiento",
    "residence-permit": "Pasaporte o documento de identidad, permiso de residencia",
    "foreign-licence": "Permiso de conducir extranjero (original)",
  },
  confirmationHeading: "Confirmación de la autoescuela",
  confirmation: "{school} acompaña a {name} en la conversión de su permiso de conducir desde el {date}.",
  phrasesHeading: "Alemán para la ventanilla",
  printedOn: "Impreso el {date} con tus propios datos; decide la oficina de permisos.",
} satisfies OfficePackTexts;
