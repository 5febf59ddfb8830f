import type { StaffLessonsTexts } from "./staff-lessons-en";

// Las clases de conducción de un cliente vistas por la oficina. Misma forma que staff-lessons-en.ts.

const es: StaffLessonsTexts = {
  title: "Clases prácticas de {customer}",
  back: "Volver al cliente",
  link: "Clases prácticas: reservar, anular, condonar",
  balance: {
    heading: "Saldo de clases (clases de 45 minutos)",
    bought: "Compradas",
    booked: "Reservadas",
    driven: "Hechas",
    left: "Quedan",
  },
  lessons: {
    heading: "Clases",
    empty: "Todavía no hay clases.",
    when: "Cuándo",
    kind: "Clase",
    instructor: "Profesor",
    car: "Coche",
    pickup: "Punto de encuentro",
    state: "Estado",
    payment: "Pago",
    actions: "Oficina",
    fromBalance: "Saldo",
    linkPaid: "Pagada por enlace",
    linkUnpaid: "Sin pagar (enlace)",
    late: "Anulada tarde",
    lateWaived: "Anulada tarde, condonada",
    byCustomer: "por el cliente",
    bySchool: "por la autoescuela",
    cancel: "Anular (por la autoescuela, gratis para el cliente)",
    waiveReason: "Motivo para condonar el cargo",
    waive: "Condonar el cargo por anulación tardía",
    move: "Cambiar de hora",
  },
  book: {
    heading: "Reservar una clase práctica para el cliente",
    intro:
      "Para un cliente que ha llamado: la clase se paga como si la reservara él mismo (del saldo o, si no, con el enlace de pago del correo) y le escribimos en su idioma.",
    notEntitled: "El cliente no ha comprado nada que le permita reservar clases.",
    kind: "Clase",
    transmission: "Cambio",
    language: "Idioma del profesor",
    anyLanguage: "Cualquiera",
    pickup: "Punto de encuentro",
    show: "Ver horarios libres",
    none: "No hay horarios libres para esta elección en esta semana.",
    with: "con {instructor}",
    bookButton: "Reservar {time}",
  },
  unmatched: {
    heading: "Pagos que no corresponden a ninguna clase",
    intro:
      "El pago propio de una clase cuya clase no se encontró (un enlace equivocado, o la clase ya estaba pagada o anulada). Asígnelo a una de las clases sin pagar del cliente del mismo tipo: la clase cuenta entonces como pagada.",
    paid: "Pagado el {date}: {product}, {amount}",
    lesson: "Clase",
    attach: "Asignar a esta clase",
    noLesson: "No hay ninguna clase sin pagar de este tipo: devuelva el pago o reserve antes una clase.",
  },
  week: {
    heading: "Horarios libres del {first} al {last}",
    earlier: "Semana anterior",
    later: "Semana siguiente",
  },
  move: {
    heading: "Cambiar de hora: {kind}, {date}",
    intro:
      "A cualquier hora, también en el último día: el punto de encuentro no cambia y el cliente recibe por correo el nuevo archivo de calendario.",
    none: "No hay horarios libres para esta clase en esta semana.",
    keep: "Dejarla como está",
  },
  done: {
    booked: "La clase está reservada y el cliente ha recibido un correo.",
    cancelled: "La clase está anulada sin coste y el cliente ha recibido otros horarios libres.",
    waived: "El cargo por la anulación tardía está condonado y el cliente ha recibido un correo.",
    attached: "El pago está asignado: la clase cuenta como pagada.",
    moved: "La clase tiene su nueva hora y el cliente ha recibido por correo el nuevo archivo de calendario.",
  },
  errors: {
    paymentNotFound: "Este pago no existe, es de otro cliente o ya no está pagado.",
    paymentAttached: "Este pago ya está asignado a una clase.",
    lessonNotPayable:
      "Esta clase ya está pagada o no se puede pagar con este pago (es de otro tipo, va con cargo al saldo o se anuló sin coste).",
    badLesson: "Elija una de las clases del cliente de la lista.",
    taken: "Este horario se acaba de ocupar. Elija otro.",
    unavailable: "Este horario no está disponible (horario, ausencia, festivo o coche). Elija otro.",
    tooSoon: "Las clases se reservan con al menos {hours} horas de antelación.",
    tooFar: "Las clases se reservan como mucho con {weeks} semanas de antelación.",
    weekFull: "El cliente ya tiene esa semana el máximo de clases que se permite ({count}).",
    notEntitled: "Las compras del cliente no incluyen este tipo de clase.",
    noBlocksLeft: "El cliente ya ha reservado todos los bloques que incluye su compra.",
    noPayment: "Esta clase no se puede pagar ni con el saldo ni con un enlace de pago.",
    notFound: "Esta clase no existe o es de otro cliente.",
    notBooked: "Esta clase ya no está reservada.",
    started: "Esta clase ya ha empezado.",
    notLate: "Solo se puede condonar una anulación tardía cuyo cargo no esté condonado ya.",
    reason: "Escriba el motivo de la condonación (como máximo 300 caracteres).",
    badInput: "Elija de las listas una clase, un cambio y un punto de encuentro, y un horario libre.",
    badWeek:
      "Los horarios libres se muestran para las semanas desde hoy hasta dentro de {weeks} semanas. Elija una de ellas.",
    tooLateToMove: "Los clientes solo cambian una clase de hora hasta {hours} horas antes.",
  },
};

export default es;
