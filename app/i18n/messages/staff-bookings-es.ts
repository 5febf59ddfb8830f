import type { StaffBookingsTexts } from "./staff-bookings-en";

// Textos del área de personal sobre avisar a los clientes de sus reservas de primeros auxilios y
// sobre los días sin cursos, en español; las mismas claves que staff-bookings-en.ts.
export default {
  tell: {
    move: "Avisar al cliente por correo",
    cancel:
      "Avisar por correo a todos los clientes con reserva (las próximas fechas libres, un enlace para elegir una y la actualización del calendario)",
    hint: "Desmárcalo solo si ya les has avisado tú.",
  },
  scheduled: {
    heading: "Correos programados",
    none: "No hay ningún correo programado para este cliente.",
    kind: "Correo",
    sendAt: "Se envía",
    reminder: "Recordatorio del curso del {date}",
  },
  unchosen: {
    heading: "Fecha cancelada sin nueva fecha elegida",
    intro:
      "A estos clientes se les avisó hace {days} días o más de que su fecha se canceló y todavía no han elegido otra.",
    customer: "Cliente",
    date: "Fecha cancelada",
    toldOn: "Avisado el",
  },
  closed: {
    heading: "Días sin cursos",
    intro:
      "Los festivos de Hesse se saltan automáticamente. Añade los demás días en que la autoescuela no puede dar un curso (instituto cerrado, vacaciones): las fechas de la regla también se los saltan.",
    day: "Día",
    note: "Nota",
    add: "Añadir día cerrado",
    remove: "Quitar",
    none: "No hay días cerrados.",
    holiday: "Festivo: {name}",
    done: { added: "Se ha añadido el día cerrado.", removed: "Se ha quitado el día cerrado." },
    errors: {
      dayInvalid: "Escribe la fecha como AAAA-MM-DD.",
      dayPast: "El día tiene que ser futuro.",
      noteTooLong: "La nota debe tener menos de 200 caracteres.",
    },
  },
  addOnClosedDay: {
    confirm: "Sí, añadir una fecha este día",
  },
} satisfies StaffBookingsTexts;
