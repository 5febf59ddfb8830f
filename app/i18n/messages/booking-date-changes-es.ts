import type { BookingDateChangesTexts } from "./booking-date-changes-en";

// Lo que se dice al cliente y a la oficina cuando cambia la fecha de una reserva (español). Misma
// forma que booking-date-changes-en.ts.
const bookingDateChangesEs = {
  paid: {
    closed:
      "Mientras pagabas, la autoescuela cerró esta fecha a nuevas reservas. Tu plaza está registrada y tu pago está seguro: la oficina se pondrá en contacto contigo para confirmarla, o puedes elegir otra fecha en {link}.",
    cancelled:
      "Mientras pagabas, la autoescuela ha cancelado esta fecha. Tu pago está seguro: elige otra fecha sin coste o pide que te devolvamos el dinero en {link}. También te hemos enviado un correo con las próximas fechas.",
    linkLabel: "tu reserva",
  },
  checkout: {
    notCourseDate:
      "El {date} no es un día de este curso (por ejemplo, un festivo: entonces el curso pasa a otro sábado). Elige una fecha en la página del curso.",
    notADate: "Este enlace no indica una fecha del curso. Elige una fecha en la página del curso.",
    chooseDate: "Elegir una fecha",
  },
  waitlistCancelled: {
    subject: "El curso de primeros auxilios del {date} se ha cancelado",
    intro:
      "Estabas en la lista de espera del curso de primeros auxilios {language} del {date}. Lo sentimos: la autoescuela ha cancelado esta fecha, así que la lista de espera ha terminado.",
    nextDates: "Las próximas fechas con plazas libres:",
    dateLine: "{date}, {start}–{end}",
    noDates:
      "Ahora mismo ninguna otra fecha tiene plazas libres; la página del curso muestra las nuevas fechas en cuanto se abren.",
    choose: "Puedes reservar una de ellas en la página del curso.",
    button: "Ver las fechas",
    languages: { en: "en inglés", es: "en español" },
  },
  staff: {
    closedForBookings: "Cerrada a reservas",
    closedMark: "{date} (cerrada a reservas)",
    confirmClosed: "Moverla aunque la fecha esté cerrada a reservas",
  },
} satisfies BookingDateChangesTexts;

export default bookingDateChangesEs;
