import type { PlanAppointmentsTexts } from "./plan-appointments-en";

// Las citas y los recordatorios del plan de conversión, en español: la misma forma que
// plan-appointments-en.ts.

const es = {
  heading: "Tus citas",
  intro:
    "Añade las citas de tu conversión. Te lo recordamos por correo dos días antes de cada una, y puedes añadir cada una a tu calendario.",
  empty: "Todavía no hay citas.",
  kinds: {
    "licence-office": "Cita en la oficina de permisos de conducir",
    "eye-test": "Test de visión",
    "first-aid": "Curso de primeros auxilios",
    translation: "Envío de la traducción de tu permiso",
    "theory-test": "Examen teórico",
    "practical-test": "Examen práctico",
  },
  at: "a las {time}",
  calendar: "Añadir a mi calendario",
  change: "Cambiar",
  remove: "Eliminar",
  addHeading: "Añadir o cambiar una cita",
  fields: {
    kind: "Qué cita",
    day: "Fecha",
    time: "Hora",
    note: "Lugar o nota",
  },
  optional: "opcional",
  add: "Guardar la cita",
  firstAidBooked: "Tu curso de primeros auxilios reservado con nosotros.",
  firstAidBookingLink: "Abrir la reserva",
  officeChecks: "Tus documentos se comprueban para esta fecha.",
  saved: "Tu cita está guardada.",
  removed: "Tu cita se ha eliminado.",
  remindersHeading: "Recordatorios por correo",
  remindersOn: "Te enviamos un correo 60, 30 y 7 días antes de cada plazo y 2 días antes de cada cita.",
  remindersOff: "Los recordatorios de tu plan están desactivados.",
  switchOff: "Desactivar los recordatorios",
  switchOn: "Activar los recordatorios",
  switchedOff: "Los recordatorios están desactivados.",
  switchedOn: "Los recordatorios están activados.",
  errors: {
    heading: "Revisa la cita, por favor. No se ha guardado nada.",
    noPlan: "Guarda primero tu plan; después podrás añadir sus citas.",
    kindUnknown: "Elige de qué cita se trata.",
    dayMissing: "Introduce la fecha de la cita.",
    malformedDay: "Introduce una fecha real, por ejemplo 2027-03-15.",
    dayTooEarly: "Introduce una fecha posterior al 1 de enero de 1900.",
    dayTooFarAhead: "Esta fecha está demasiado lejos. Revisa el año.",
    malformedTime: "Introduce una hora como 09:30 o deja el campo vacío.",
    noteTooLong: "La nota no puede pasar de 200 caracteres.",
    firstAidBooked:
      "Tu curso de primeros auxilios está reservado con nosotros: cámbialo en la página de la reserva.",
    unknownAppointment: "Esta cita ya no existe. Vuelve a cargar la página.",
    unreadable: "No hemos podido leer el formulario. Vuelve a cargar la página e inténtalo de nuevo.",
  },
  mail: {
    deadlineSubject: "{title}: {date}",
    deadlineIntro: "Un recordatorio de tu plan de conversión: {title} {date}.",
    deadlineNext: {
      "foreign-licence":
        "Lo siguiente: pide ya tu cita en la oficina de permisos, para tener el permiso alemán antes de que tu permiso extranjero deje de valer.",
      extension:
        "Lo siguiente: si la oficina de permisos te concedió una prórroga, ten listo tu permiso alemán antes de que termine.",
      conversion: "Lo siguiente: mantén tus documentos al día para tu cita.",
      theory:
        "Lo siguiente: reserva ya tu examen teórico, para aprobarlo antes de que caduque tu orden de examen.",
      practical:
        "Lo siguiente: reserva ya tu examen práctico, mientras tu examen teórico sigue siendo válido.",
      "practical-only":
        "Lo siguiente: reserva ya tu examen práctico, antes de que caduque tu orden de examen.",
      handover: "Lo siguiente: recoge tu permiso alemán en la oficina de permisos antes de ese día.",
    },
    appointmentSubject: "Dentro de dos días: {title} el {date}",
    appointmentIntro: "Un recordatorio de tu plan de conversión: {title} el {date}.",
    appointmentTime: "Hora: {time}",
    appointmentNote: "Nota: {note}",
    appointmentNext: {
      "licence-office":
        "Lo siguiente: prepara esta noche tus documentos; tu plan muestra cuáles están listos y cuáles faltan todavía.",
      "eye-test": "Lo siguiente: lleva tus gafas o lentillas si las usas, y tu DNI o pasaporte.",
      "first-aid": "Lo siguiente: lleva tu DNI o pasaporte; el curso dura todo el día.",
      translation: "Lo siguiente: comprueba que la traducción ha llegado y márcala en tu plan.",
      "theory-test": "Lo siguiente: haz una última ronda de práctica esta noche y lleva tu DNI o pasaporte.",
      "practical-test": "Lo siguiente: lleva al examen tu DNI o pasaporte y tu permiso extranjero.",
    },
    calendarNote: "Adjuntamos el archivo de calendario.",
    button: "Abrir mi plan",
    optOut: "Puedes desactivar estos recordatorios en tu plan, o ahora mismo aquí: {link}",
  },
  calendarFile: {
    filename: "cita.ics",
    description: "De tu plan de conversión en {brand}. Preguntas: {email}",
  },
  optOutPage: {
    title: "Recordatorios de tu plan de conversión",
    text: "¿Quieres dejar de recibir los correos de recordatorio de tu plan de conversión?",
    button: "Desactivar los recordatorios",
    done: "Los recordatorios están desactivados. Puedes volver a activarlos en tu plan.",
    unknown: "Este enlace no es válido (o ya no lo es).",
    back: "Abrir mi plan",
  },
} satisfies PlanAppointmentsTexts;

export default es;
