import type { MyConversionTexts } from "./my-conversion-en";

// El plan de conversión del cliente (/es/my-conversion), en español, con la forma de my-conversion-en.ts.

export default {
  title: "Mi conversión",
  heading: "Mi plan de conversión",
  intro:
    "Tu permiso, tus fechas y tus documentos en un solo sitio. A partir de ellos calculamos cada plazo que fija la ley, con la norma que lo establece.",
  fromCheck:
    "La respuesta de tu comprobación del permiso ya está abajo. Añade tus fechas y guárdala como tu plan.",
  saved: "Tu plan está guardado.",
  empty:
    "Todavía no tienes un plan. Empieza con la comprobación del permiso o rellena el formulario de abajo.",
  startCheck: "Abrir la comprobación del permiso",
  back: "Volver a mi cuenta",
  licenceHeading: "Tu permiso",
  licence: "{place}, clase {class}",
  licenceNoClass: "{place}",
  deadlinesHeading: "Tus plazos",
  deadlinesEmpty: "Añade tus fechas abajo para ver tus plazos.",
  rule: "Norma: {provision}, comprobada el {checkedOn}",
  passedLabel: "Vencido",
  noDeadline: "Sin plazo fijo",
  deadlines: {
    "foreign-licence": {
      title: "Último día para conducir con tu permiso extranjero",
      passed:
        "Tu permiso extranjero ya no te permite conducir en Alemania. Conduce solo cuando tengas el permiso alemán.",
    },
    extension: {
      title: "Fin máximo de una prórroga de la oficina de permisos",
      passed: "También ha terminado la prórroga más larga que puede conceder la oficina de permisos.",
    },
    conversion: {
      title: "Convertir el permiso sin la formación completa",
      text: "La ley no fija ningún plazo para la conversión. Si llevas mucho tiempo en Alemania sin conducir, la oficina de permisos puede pedirte que hagas los exámenes.",
    },
    theory: {
      title: "Aprueba el examen teórico antes del",
      passed: "Han pasado los 12 meses desde tu orden de examen: pide una nueva a la oficina de permisos.",
    },
    practical: {
      title: "Aprueba el examen práctico antes del",
      passed: "Tu examen teórico ha caducado: tienes que repetirlo antes del práctico.",
    },
    "practical-only": {
      title: "Aprueba el examen práctico antes del",
      passed: "Han pasado los 12 meses desde tu orden de examen: pide una nueva a la oficina de permisos.",
    },
    handover: {
      title: "Recoge tu permiso alemán antes del",
      passed: "Han pasado más de 2 años desde tu examen práctico: tus exámenes han caducado.",
    },
  },
  protection:
    "Tu permiso ucraniano está reconocido mientras tengas protección temporal. La fecha es el fin de la protección tal como está decidido hoy; puede prorrogarse.",
  officePack: {
    link: "Descarga tu dossier para la oficina de permisos (PDF)",
    hint: "En alemán con el español al lado: tus documentos comprobados para la fecha de la cita, nuestra confirmación si te acompañamos y las frases en alemán para la ventanilla.",
  },
  documentsHeading: "Tus documentos",
  documentsIntro:
    "Marca cada documento que tengas e indica su fecha. Lo comprobamos para tu cita en la oficina de permisos del {appointment}.",
  documentsIntroToday:
    "Marca cada documento que tengas e indica su fecha. Sin fecha de cita, lo comprobamos para el día de hoy.",
  documentState: {
    ok: "Listo",
    "too-old": "Demasiado antiguo para tu cita",
    missing: "Falta todavía",
  },
  usableUntil: "Válido hasta el {date}",
  documents: {
    translation: {
      label: "Traducción de tu permiso",
      hint: "De un traductor jurado en Alemania o en el extranjero, de un consulado o de un club automovilístico como el ADAC.",
      date: "Fecha de la traducción",
    },
    "eye-test": {
      label: "Certificado del test de visión",
      hint: "Con una antigüedad máxima de 2 años el día de tu cita.",
      date: "Fecha del test de visión",
    },
    "first-aid": {
      label: "Certificado del curso de primeros auxilios",
      hint: "No caduca.",
      date: "Fecha del curso",
    },
    photo: {
      label: "Foto biométrica de pasaporte",
      hint: "De 35 × 45 mm, en la que se te reconozca tal como eres ahora.",
      date: "Fecha de la foto",
    },
    registration: {
      label: "Certificado de empadronamiento (Meldebescheinigung)",
      hint: "Con una antigüedad máxima de 3 meses el día de tu cita.",
      date: "Fecha del certificado",
    },
    "residence-permit": {
      label: "Pasaporte o documento de identidad, y tu permiso de residencia",
      hint: "El permiso de residencia solo si no eres ciudadano de un país de la UE o del EEE.",
      date: "Válido hasta",
    },
    "foreign-licence": {
      label: "Tu permiso de conducir extranjero (original)",
      hint: "Debe estar vigente el día de tu cita.",
      date: "Válido hasta",
    },
  },
  have: "Lo tengo",
  formHeading: "Tus fechas",
  fields: {
    since: "Inicio de tu residencia en Alemania",
    applied: "Tu cita en la oficina de permisos",
    testOrder: "Orden de examen enviada al organismo examinador",
    theory: "Examen teórico aprobado el",
    practical: "Examen práctico aprobado el",
  },
  optional: "Opcional",
  save: "Guardar mi plan",
  errors: {
    heading: "Revisa lo que has introducido. No se ha guardado nada.",
    countryMissing: "Elige primero el país de tu permiso en la comprobación del permiso.",
    malformedDate: "Introduce una fecha real del calendario, por ejemplo 2026-03-15.",
    dateTooEarly: "Introduce una fecha posterior al 1 de enero de 1900.",
    dateTooFarAhead: "Esta fecha está demasiado lejos. Revisa el año.",
    dateInFuture: "Esta fecha está en el futuro. Indica el día en que se expidió el documento.",
    documentDateMissing: "Indica la fecha del documento o desmárcalo.",
    unreadable: "No hemos podido leer el formulario. Inténtalo de nuevo.",
  },
  sourcesHeading: "Las normas que usamos",
} satisfies MyConversionTexts;
