import type { RefundRequestsTexts } from "./refund-requests-en";

// La solicitud de reembolso de una fecha cancelada, cuando el personal la cierra sin reembolso
// (español), con la forma de refund-requests-en.ts.
const refundRequestsEs = {
  staff: {
    summary: "Descartar sin reembolso",
    intro:
      "Para una solicitud que no necesita reembolso: el cliente ha elegido otra fecha por teléfono o la oficina la ha rechazado. La solicitud sale de esta lista y queda en el historial del cliente.",
    reason: "Motivo (para el registro)",
    reasonHint: "Unas pocas palabras que se guardan en el registro. El cliente no las ve.",
    tell: "Avisar al cliente por correo de que la solicitud está cerrada",
    submit: "Descartar la solicitud de {email}",
    done: "Solicitud de reembolso descartada.",
    doneTold: "Solicitud de reembolso descartada; se ha avisado al cliente por correo.",
    errors: {
      reasonMissing: "Indica en pocas palabras por qué se descarta la solicitud.",
      reasonTooLong: "El motivo no puede superar los {max} caracteres.",
      gone: "Esta solicitud de reembolso ya no está abierta: entretanto se ha reembolsado, descartado o cambiado de fecha.",
    },
  },
  mail: {
    subject: "Tu solicitud de reembolso del curso de primeros auxilios del {date}",
    intro:
      "Nuestra oficina ha cerrado tu solicitud de reembolso del curso de primeros auxilios del {date} ({language}), que tuvimos que cancelar. No se ha hecho ningún reembolso.",
    next: "Tu plaza pagada sigue siendo tuya: en tu cuenta puedes elegir una fecha nueva sin coste, o volver a pedir allí el reembolso.",
    questions: "Si tienes alguna pregunta, responde sin más a este correo.",
    button: "Elegir una fecha nueva",
    languages: { en: "en inglés", es: "en español" },
  },
} satisfies RefundRequestsTexts;

export default refundRequestsEs;
