import type { FirstAidOfficeTexts } from "./first-aid-office-en";

// Las herramientas de la oficina para una fecha de primeros auxilios (español, "tú").

const firstAidOfficeEs = {
  attendance: {
    heading: "Asistencia",
    column: "Asistencia",
    attended: "Asistió",
    noShow: "No se presentó",
    notMarked: "Sin marcar",
    markAttended: "Asistió",
    markNoShow: "No se presentó",
    notYet: "La asistencia se puede marcar a partir del día del curso.",
  },
  bookings: {
    heading: "Nuevas reservas",
    openText: "La fecha se ofrece en la web y admite nuevas reservas.",
    closedText:
      "Cerrada a nuevas reservas: la web y el pago ya no ofrecen esta fecha. El curso se celebra con las reservas que tiene.",
    close: "Cerrar a nuevas reservas",
    reopen: "Volver a abrir a reservas",
    closedBadge: "cerrada a nuevas reservas",
  },
  message: {
    heading: "Mensaje a todos los participantes",
    intro:
      "Cada participante recibe el mensaje por correo electrónico en su idioma (el idioma de su compra).",
    subjectEn: "Asunto (inglés)",
    textEn: "Mensaje (inglés)",
    subjectEs: "Asunto (español)",
    textEs: "Mensaje (español)",
    preview: "Revisar antes de enviar",
    confirmHeading: "¿Enviar este mensaje?",
    confirmCount: {
      one: "Lo recibirá 1 participante.",
      other: "Lo recibirán {count} participantes.",
    },
    send: "Enviar ahora",
    edit: "Cambiar el mensaje",
    noRecipients: "Nadie con reserva en esta fecha tiene una dirección de correo.",
  },
  done: {
    attendance: "Asistencia guardada.",
    "close-bookings": "La fecha está cerrada a nuevas reservas.",
    "reopen-bookings": "La fecha vuelve a admitir reservas.",
    message: "El mensaje va de camino a los participantes.",
  },
  mail: {
    about: "Este mensaje trata de tu curso de primeros auxilios del {date}.",
  },
} satisfies FirstAidOfficeTexts;

export default firstAidOfficeEs;
