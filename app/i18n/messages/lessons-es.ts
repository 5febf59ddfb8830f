import type { LessonsTexts } from "./lessons-en";

// Las clases prácticas de un cliente (/es/my-lessons, los correos de reserva, cambio y anulación,
// los archivos de calendario), en español: la misma forma que lessons-en.ts.

const es = {
  title: "Mis clases prácticas",
  intro:
    "Aquí reservas, cambias y anulas tus clases prácticas. Anular es gratis hasta {hours} horas antes de la clase.",
  kinds: {
    "lesson-45": "Clase práctica de 45 minutos",
    "lesson-90": "Clase doble de 90 minutos",
    "b197-test-drive-25": "Prueba de conducción de 25 minutos (código 197)",
    assessment: "Evaluación de conducción",
    "intensive-block": "Bloque del programa intensivo (60 minutos)",
  },
  transmissions: { manual: "Manual", automatic: "Automático" },
  languages: { de: "Alemán", en: "Inglés", es: "Español" },
  states: { booked: "Reservada", cancelled: "Anulada", driven: "Realizada", "no-show": "No asististe" },
  balance: {
    heading: "Tu saldo de clases",
    unit: "Contado en clases de 45 minutos (una clase doble cuenta como dos).",
    bought: "Compradas",
    booked: "Reservadas",
    driven: "Realizadas",
    left: "Disponibles",
    buyMore: "Comprar un bono de clases",
  },
  lessons: {
    record: "Tu registro de formación: lo que practicaste en cada clase",
    heading: "Tus clases",
    empty: "Todavía no tienes clases reservadas.",
    when: "Cuándo",
    instructor: "Profesor",
    car: "Coche",
    pickup: "Punto de encuentro",
    map: "Mapa",
    calendar: "Añadir a mi calendario",
    paidBalance: "Pagada con tu saldo",
    payByLink: "A pagar antes del {date}",
    payNow: "Pagar ahora",
    paid: "Pagada",
    lateCharged: "Anulada tarde: se cobra",
    waived: "Anulada tarde: cobro perdonado",
    cancelFree: "Anular (gratis hasta el {deadline})",
    cancelLate: "Anular (se cobrará: faltan menos de {hours} horas)",
  },
  book: {
    heading: "Reservar una clase",
    kind: "Clase",
    transmission: "Cambio",
    language: "Idioma del profesor",
    anyLanguage: "Cualquiera",
    pickup: "Punto de encuentro",
    show: "Ver horas libres",
    none: "No hay horas libres para esta elección en esta semana.",
    with: "con {instructor}",
    bookButton: "Reservar {time}",
    fromBalance: "Se paga con tu saldo (usa {units}; te quedan {left}).",
    byLink: "La pagas con el enlace de pago que te enviamos por correo.",
    maxPerWeek: "Clases por semana, como máximo: {count}.",
  },
  week: {
    heading: "Horas libres del {first} al {last}",
    earlier: "Semana anterior",
    later: "Semana siguiente",
  },
  move: {
    link: "Cambiar de hora",
    heading: "Cambiar de hora: {kind}, {date}",
    intro:
      "Elige una nueva hora. El punto de encuentro sigue siendo el mismo; te enviamos por correo el nuevo archivo de calendario.",
    none: "No hay horas libres para esta clase en esta semana.",
    keep: "Dejarla como está",
  },
  notEntitled: {
    heading: "Qué te permite reservar clases",
    text: "Las clases se reservan con las clases semanales, el programa intensivo o la evaluación de conducción. Cuando hayas comprado uno de ellos, aquí verás las horas libres.",
  },
  done: {
    booked: "Tu clase está reservada. Te hemos enviado un correo con el archivo de calendario.",
    cancelledFree: "Tu clase está anulada, sin coste.",
    cancelledLate: "Tu clase está anulada. Como faltaban menos de {hours} horas, se cobra.",
    moved: "Tu clase tiene su nueva hora. Te hemos enviado un correo con el nuevo archivo de calendario.",
  },
  errors: {
    taken: "Lo sentimos: otra persona acaba de reservar esta hora. Elige otra, por favor.",
    unavailable: "Esta hora no está disponible. Elige otra, por favor.",
    tooSoon: "Las clases se reservan con al menos {hours} horas de antelación.",
    tooFar: "Las clases se reservan como mucho con {weeks} semanas de antelación.",
    weekFull: "Esa semana ya tiene tantas clases como permite una semana ({count}).",
    notEntitled: "Tus compras no incluyen este tipo de clase.",
    noBlocksLeft: "Ya has reservado todos los bloques que incluye tu compra.",
    noPayment:
      "Esta clase no se puede pagar con tu saldo ni tiene enlace de pago. Compra antes un bono de clases, por favor.",
    notFound: "Esta clase no existe o no es tuya.",
    notBooked: "Esta clase ya no está reservada.",
    started: "Esta clase ya ha empezado.",
    tooLateToMove:
      "Una clase solo se puede cambiar hasta {hours} horas antes. Llama a la autoescuela, por favor.",
    badInput: "Elige una clase, un cambio y un punto de encuentro de las listas, por favor.",
    badWeek:
      "Las horas libres se muestran para las semanas desde hoy hasta dentro de {weeks} semanas. Elige una de ellas, por favor.",
  },
  mails: {
    booked: {
      subject: "Tu clase práctica del {date}",
      intro: "Tu clase práctica está reservada:",
    },
    moved: {
      subject: "Tu clase práctica pasa al {date}",
      intro: "Tu clase práctica tiene una nueva hora:",
    },
    cancelledByCustomer: {
      subject: "Tu clase práctica del {date} está anulada",
      intro: "Has anulado esta clase práctica, sin coste.",
      late: "Has anulado esta clase práctica con menos de {hours} horas de antelación, así que se cobra.",
    },
    cancelledBySchool: {
      subject: "Hemos tenido que anular tu clase práctica del {date}",
      intro:
        "Lo sentimos: hemos tenido que anular esta clase práctica. No te cuesta nada; si la pagaste con tu saldo, vuelve a estar en él.",
      nextSlots: "Horas libres que puedes reservar en su lugar:",
      noSlots: "Tu página de cuenta muestra las horas libres en cuanto haya nuevas.",
    },
    waived: {
      subject: "No te cobramos la clase del {date}",
      intro: "La autoescuela ha perdonado el cobro de la clase que anulaste tarde.",
    },
    facts: {
      what: "Clase: {kind}",
      when: "Cuándo: {date}, {start}–{end} (hora de Fráncfort)",
      instructor: "Profesor: {instructor}",
      car: "Coche: {car}",
      pickup: "Punto de encuentro: {point}, {address}",
      map: "Mapa: {link}",
      calendar: "El archivo de calendario adjunto añade la clase a tu calendario.",
    },
    payment: {
      balance: "Se paga con tu saldo de clases. Te quedan (clases de 45 minutos): {left}.",
      link: "Págala antes del {date} con este enlace: {link}",
    },
    button: "Mis clases prácticas",
  },
  calendar: {
    filename: "clase-practica.ics",
    summary: "{kind} con {instructor}",
    description: "{brand}: tu clase práctica. Preguntas: {email}",
  },
} satisfies LessonsTexts;

export default es;
