import type { RefundRequestsTexts } from "./refund-requests-en";

// La solicitud de reembolso de una fecha cancelada o cambiada por la escuela, cuando el personal la cierra sin reembolso
// porque el cliente eligió otra fecha (español), con la forma de refund-requests-en.ts.
const refundRequestsEs = {
  staff: {
    summary: "Cerrar sin reembolso: el cliente eligió otra fecha",
    intro:
      "La escuela canceló o cambió esta fecha, así que el cliente tiene derecho al reembolso completo salvo que elija otra fecha. Cierra aquí la solicitud solo cuando el cliente haya elegido otra fecha (por teléfono, en la oficina). La solicitud sale de esta lista y queda en el historial del cliente.",
    choseDate: "El cliente ha elegido otra fecha en lugar del reembolso",
    reason: "Motivo (para el registro)",
    reasonHint: "Unas pocas palabras que se guardan en el registro. El cliente no las ve.",
    tell: "Avisar al cliente por correo de que la solicitud está cerrada",
    submit: "Descartar la solicitud de {email}",
    done: "Solicitud de reembolso descartada.",
    doneTold: "Solicitud de reembolso descartada; se ha avisado al cliente por correo.",
    errors: {
      reasonMissing: "Indica en pocas palabras por qué se descarta la solicitud.",
      reasonTooLong: "El motivo no puede superar los {max} caracteres.",
      refundOwed:
        "Esta solicitud no se puede rechazar: la escuela canceló o cambió la fecha, así que el cliente tiene derecho al reembolso completo. Ciérrala sin reembolso solo cuando el cliente haya elegido otra fecha, y marca la casilla que lo indica.",
      gone: "Esta solicitud de reembolso ya no está abierta: entretanto se ha reembolsado, descartado o cambiado de fecha.",
    },
  },
  mail: {
    subject: "Tu solicitud de reembolso del curso de primeros auxilios del {date}",
    intro:
      "Nuestra oficina ha cerrado tu solicitud de reembolso del curso de primeros auxilios del {date} ({language}), cuya fecha tuvimos que cancelar o cambiar, porque elegiste otra fecha en su lugar. No se ha hecho ningún reembolso.",
    next: "Tu plaza pagada sigue siendo tuya: si aún no has elegido la nueva fecha en tu cuenta, puedes hacerlo sin coste, o volver a pedir allí el reembolso completo.",
    questions: "Si tienes alguna pregunta, responde sin más a este correo.",
    button: "Elegir una fecha nueva",
    introMoved:
      "Nuestra oficina ha cerrado tu solicitud de reembolso del curso de primeros auxilios del {date} ({language}), la fecha a la que trasladamos tu reserva, porque nos dijiste que te quedas con esa fecha. No se ha hecho ningún reembolso.",
    nextMoved:
      "Tu plaza del {date} sigue reservada para ti. Si al final prefieres que te devolvamos el precio completo, puedes volver a pedirlo en la página de tu reserva.",
    buttonMoved: "Ver mi reserva",
    languages: { en: "en inglés", es: "en español" },
  },
} satisfies RefundRequestsTexts;

export default refundRequestsEs;
