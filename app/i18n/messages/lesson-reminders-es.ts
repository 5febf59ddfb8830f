import type { LessonRemindersTexts } from "./lesson-reminders-en";

// Los recordatorios antes de una clase práctica y antes del pago de una clase sin pagar, y el
// archivo de calendario de la clase, en español: la misma forma que lesson-reminders-en.ts.

const es = {
  kinds: {
    "lesson-45": "Clase práctica (45 minutos)",
    "lesson-90": "Clase práctica doble (90 minutos)",
    "b197-test-drive-25": "Prueba de conducción para el código 197 (25 minutos)",
    assessment: "Evaluación de conducción",
    "intensive-block": "Bloque de formación intensiva",
  },
  lesson: {
    subject: "Recordatorio: {lesson} el {date} a las {time}",
    intro: "Te recordamos tu {lesson} el {date}, de {time} a {end}.",
    instructor: "Tu profesor: {name}. Coche: {car} ({transmission}).",
    meetingPoint: "Punto de encuentro: {point}, {address}. Mapa: {map}",
    cancel: "Puedes cancelar gratis hasta 24 horas antes de la clase; después, la clase se cobra.",
    calendarNote: "Adjuntamos el archivo de calendario; actualiza la cita en tu calendario.",
    button: "Abrir mi cuenta",
  },
  unpaid: {
    subject: "Paga tu {lesson} del {date}",
    intro: "Tu {lesson} del {date} a las {time} aún no está pagada. El pago vence un día antes de la clase.",
    amount: "Importe: {price}.",
    keep: "Tu clase sigue reservada: págala con el botón de abajo, o llámanos si algo no está bien.",
    button: "Pagar la clase",
  },
  transmissions: { manual: "manual", automatic: "automático" },
} satisfies LessonRemindersTexts;

export default es;
