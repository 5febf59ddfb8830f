import type { BookingMailTexts } from "./booking-mails-en";

// Textos de los correos y archivos de calendario de una reserva de primeros auxilios, en español;
// las mismas claves que booking-mails-en.ts.
export default {
  facts: {
    date: "Fecha: {date}",
    time: "Horario: {start}–{end}",
    venue: "Lugar: {venue}",
    map: "Mapa: {link}",
    bring: "Trae tu pasaporte o documento de identidad y, para el test de visión, tus gafas o lentillas.",
    calendar: "Con el archivo de calendario adjunto puedes añadir el curso a tu calendario.",
  },
  reminder: {
    subject: "Tu curso de primeros auxilios del {date}",
    intro: "Te recordamos que se acerca tu curso de primeros auxilios.",
    button: "Mi cuenta",
  },
  moved: {
    subject: "Hemos cambiado tu curso de primeros auxilios al {date}",
    intro: "Hemos pasado tu reserva del curso de primeros auxilios a una nueva fecha.",
    oldDate: "Fecha anterior: {date}",
    offer:
      "Si la nueva fecha no te viene bien, tú eliges: otra fecha sin coste o el reembolso completo del precio. Ambas cosas en la página de tu reserva:",
    button: "Otra fecha o el reembolso",
    calendar: "El archivo de calendario adjunto actualiza la cita en tu calendario.",
  },
  cancelled: {
    subject: "Se ha cancelado tu curso de primeros auxilios del {date}",
    intro:
      "Lo sentimos: hemos tenido que cancelar el curso de primeros auxilios del {date}. Tu plaza sigue pagada.",
    choose: "Elige tú: otra fecha sin coste o el reembolso completo del precio, en esta página:",
    button: "Otra fecha o el reembolso",
    nextDates: "Las próximas fechas con plazas libres:",
    noDates: "Todavía no hay ninguna fecha con plazas libres; te avisaremos en cuanto la haya.",
    dateLine: "{date}, {start}–{end}",
    calendar: "El archivo de calendario adjunto elimina el curso de tu calendario.",
  },
  // El cliente cambió su propia reserva en Mi cuenta.
  movedByYou: {
    subject: "Tu curso de primeros auxilios es ahora el {date}",
    intro: "Has cambiado tu plaza en el curso de primeros auxilios {language}.",
    from: "Antes: {date}",
    to: "Ahora: {date}, {time}, {venue}",
    button: "Ver tu reserva",
    wayBackFree:
      "¿Has cambiado de idea? Tu plaza del {date} sigue libre por ahora. Mientras lo esté, puedes volver a ella: el botón de abajo te muestra el cambio antes de hacer nada.",
    wayBackGone: "Tu plaza del {date} ya no está libre, así que no puedes volver a ella.",
    moveBack: "Volver al {date}",
    seeBooking: "Tu reserva: {link}",
  },
  // La oficina cambió la reserva porque el cliente lo pidió (por teléfono o correo): la fecha elegida.
  movedAsAsked: {
    subject: "Tu curso de primeros auxilios es ahora el {date}",
    intro: "Como nos pediste, hemos cambiado tu reserva del curso de primeros auxilios a una nueva fecha.",
    button: "Ver tu reserva",
  },
  // El cliente canceló su propia reserva a tiempo: el comienzo del correo del reembolso.
  cancelledByYou: {
    subject: "Tu reserva del curso de primeros auxilios del {date} está cancelada",
    intro:
      "Como nos pediste, hemos cancelado tu plaza en el curso de primeros auxilios del {date}. Has cancelado a tiempo, así que te devolvemos el precio completo.",
  },
  // Un cambio de fecha cambió la fecha de la prestación de la factura: van la rectificativa y la nueva.
  invoiceReissued:
    "Tu factura indicaba la fecha anterior como día del curso, así que la hemos anulado con la factura rectificativa {creditNote} y hemos emitido la factura {invoice} con la nueva fecha. Van las dos adjuntas y están en Mi cuenta; el importe pagado no cambia.",
  calendar: {
    summary: "Curso de primeros auxilios ({language})",
    languages: { en: "en inglés", es: "en español" },
    description:
      "Curso de primeros auxilios con {brand}. Trae tu pasaporte o documento de identidad y, para el test de visión, tus gafas o lentillas. Preguntas: {email}",
    filename: "curso-primeros-auxilios.ics",
  },
} satisfies BookingMailTexts;
