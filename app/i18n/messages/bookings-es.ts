import type { BookingsTexts } from "./bookings-en";

// Reservas de primeros auxilios que gestiona el cliente (español). Misma forma que bookings-en.ts.
const bookingsEs = {
  choice: {
    heading: "Elige tu fecha",
    intro: "Todas las fechas son en sábado, de 9:00 a 17:00, en el mismo lugar. Elige la que mejor te venga.",
    seatsLeft: { one: "Queda 1 plaza", other: "Quedan {count} plazas" },
    full: "Completo",
    bookDate: "Reservar el {date}",
    none: "Ahora mismo no hay ninguna fecha abierta. Escríbenos y te diremos cuándo es la próxima.",
  },
  waitlist: {
    title: "Lista de espera",
    onList: "Estás en la lista de espera del curso de primeros auxilios {language} del {date}.",
    leave: "Salir de la lista de espera",
    bookWith: "Reservar con test de visión",
    bookWithout: "Reservar sin test de visión",
    intro: "Apúntate a la lista de espera: si se libera una plaza, te la guardamos durante 24 horas.",
    email: "Tu correo electrónico",
    language: "Idioma de nuestros correos",
    languages: { en: "Inglés", es: "Español" },
    join: "Apuntarme a la lista de espera",
    joined:
      "Revisa tu correo: te hemos enviado un enlace para confirmar que quieres apuntarte a la lista de espera del {date}. Solo estarás en la lista cuando lo hayas confirmado.",
    throttled:
      "Demasiadas solicitudes para apuntarse a una lista de espera. Vuelve a intentarlo más tarde (como mucho, dentro de una hora).",
    confirmIntro:
      "Confirma que quieres apuntarte a la lista de espera del curso de primeros auxilios {language} del {date}.",
    confirm: "Sí, apúntame a la lista de espera",
    confirmed: "Gracias: estás en la lista de espera del {date}. Si se libera una plaza, te escribiremos.",
    invalidEmail: "Escribe una dirección de correo electrónico válida.",
    notFull: "Esta fecha vuelve a tener plazas libres: puedes reservarla ya.",
    unknownDate: "Esta fecha ya no se puede elegir. Elige otra, por favor.",
    left: "Has salido de la lista de espera del {date}.",
    leftNothing: "Este enlace ya no es válido: no estás en esa lista de espera.",
    holdGone:
      "Esta reserva provisional ya no es válida: han pasado sus 24 horas o la plaza ya está ocupada. Elige otra fecha, por favor.",
  },
  checkout: {
    dateFull:
      "Esta fecha se acaba de completar: ya no queda ninguna plaza que pagar. Elige otra fecha, por favor, o apúntate a la lista de espera de esta.",
    alreadyBooked:
      "Esta dirección de correo ya tiene una plaza en esta fecha. Puedes continuar si reservas una segunda plaza.",
    heldForYou: "Te guardamos una plaza en esta fecha hasta las {time}.",
    chooseOther: "Elegir otra fecha",
    earlyStart:
      "Pido expresamente que el curso empiece antes de que termine mi plazo de desistimiento de 14 días. Sé que, si desisto, debo pagar la parte proporcional de lo prestado hasta entonces, y que pierdo mi derecho de desistimiento cuando el curso se haya impartido por completo.",
    earlyStartMissing:
      "La fecha de tu curso cae dentro de tu plazo de desistimiento de 14 días. Marca la casilla para pedirnos que empecemos antes, o elige una fecha posterior.",
  },
  welcome: {
    overbooked:
      "Tu fecha se completó mientras pagabas. Tu plaza está registrada; la autoescuela se pondrá en contacto contigo en breve para confirmarla u ofrecerte otra fecha.",
  },
  account: {
    heading: "Tus cursos de primeros auxilios",
    date: "Fecha",
    time: "Hora",
    venue: "Lugar",
    calendar: "Añadir al calendario",
    change: "Cambiar la fecha",
    cancelledOn: "Cancelado por la autoescuela el {date}",
    cancelledBySchool: "Cancelado por la autoescuela",
    chooseOrRefund: "Elegir otra fecha o pedir el reembolso",
    seeBooking: "Ver esta reserva",
    refundRequested: "Reembolso solicitado",
    refunded: "Reembolsado",
    cancelledByYou: "Cancelada por ti: se te devuelve el precio completo",
    disputed: "Pago impugnado: esta plaza ya no está reservada",
  },
  change: {
    title: "Tu curso de primeros auxilios",
    current: "Tu fecha",
    status: { cancelled: "La autoescuela ha cancelado esta fecha." },
    chooseHeading: "Elige otra fecha",
    chooseIntro: "Puedes cambiar la fecha hasta {hours} horas antes del comienzo del curso.",
    chooseIntroCancelled:
      "Lo sentimos: la autoescuela ha cancelado esta fecha. Elige una fecha nueva sin coste o pide que te devolvamos el dinero.",
    noDates: "Ahora mismo ninguna otra fecha tiene plazas libres. Ponte en contacto con nosotros, por favor.",
    submit: "Continuar",
    confirmHeading: "Revisa tu nueva fecha",
    confirmIntro: "Todavía no ha cambiado nada. Compara las dos fechas y confirma el cambio.",
    oldDate: "Tu fecha ahora",
    newDate: "Tu nueva fecha",
    confirmWarning:
      "Al confirmar, dejas tu plaza del {date} en ese mismo momento y se ofrece a las personas de su lista de espera. Si alguien la ocupa, no podrás volver a ella.",
    confirmSubmit: "Sí, pasar mi plaza al {date}",
    chooseAgain: "No, elegir otra fecha",
    changed: "Hecho: tu plaza es ahora el {date}. Te hemos enviado la confirmación por correo.",
    cutOff:
      "Tu curso empieza en menos de {hours} horas: la cancelación gratuita ha terminado, así que la reserva ya no se puede cambiar ni cancelar aquí y el precio no se devuelve. Si no puedes venir, llámanos al {phone} o escríbenos a {email}.",
    movedBySchool:
      "Hemos cambiado esta reserva a la fecha de arriba, que no es la que compraste. Tu curso empieza en menos de {hours} horas, así que ya no se puede cambiar aquí, pero todavía puedes pedir que te devolvamos el precio completo en lugar de aceptar la nueva fecha. Si tienes preguntas, llámanos al {phone} o escríbenos a {email}.",
    cancelHeading: "Cancelar esta reserva",
    cancelIntro:
      "Puedes cancelar sin coste hasta {hours} horas antes del comienzo del curso: te devolvemos el precio completo por el medio de pago que usaste.",
    cancelButton: "Cancelar mi reserva",
    cancelConfirmHeading: "¿Cancelar tu reserva?",
    cancelConfirmIntro:
      "Todavía no ha cambiado nada. Al confirmar, tu plaza del {date} se cancela en ese mismo momento y se ofrece a las personas de su lista de espera, y te devolvemos el precio completo. No se puede deshacer.",
    cancelConfirmSubmit: "Sí, cancelar mi reserva",
    cancelKeep: "No, mantener mi reserva",
    cancelled:
      "Tu reserva del {date} está cancelada y se te devuelve el precio completo. Te hemos enviado la confirmación por correo.",
    past: "Este curso ya ha tenido lugar.",
    refundHeading: "O recupera tu dinero",
    refundHeadingMoved: "Recupera el precio completo en lugar de la nueva fecha",
    refundButton: "Pedir el reembolso",
    refundRequested:
      "Hemos recibido tu solicitud de reembolso y se lo hemos comunicado a la autoescuela. Recibirás el dinero por el mismo medio de pago que usaste.",
    refundAlready: "Ya has pedido el reembolso de esta reserva. La autoescuela se está ocupando.",
    errors: {
      targetNotFound: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      targetOtherLanguage: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      targetCancelled: "Esa fecha se ha cancelado. Elige otra, por favor.",
      targetPast: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      targetFull: "Esa fecha se acaba de completar. Elige otra, por favor.",
      targetClosed: "Esa fecha ya no admite reservas. Elige otra, por favor.",
      cutOff: "La fecha ya no se puede cambiar aquí. Ponte en contacto con nosotros, por favor.",
      cancelNotAllowed:
        "Esta reserva ya no se puede cancelar aquí: la cancelación gratuita termina {hours} horas antes del curso. Ponte en contacto con nosotros, por favor.",
      cancelRefundRefused:
        "No hemos podido devolver automáticamente tu pago con tarjeta, así que no se ha cancelado nada y tu plaza sigue siendo tuya. Llámanos al {phone}, por favor, y lo resolvemos.",
      refundNotAllowed:
        "Aquí solo se puede pedir el reembolso cuando la autoescuela ha cancelado o cambiado la fecha.",
      bookingNotFound: "No hemos encontrado esta reserva.",
      dateNotFound: "No hemos encontrado esta reserva.",
      datePast: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      dateDuplicate: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      capacityBelowBooked: "Esa fecha ya no se puede elegir. Elige otra, por favor.",
      dateClosed: "La escuela no imparte cursos ese día. Elige otra fecha, por favor.",
    },
    back: "Volver a mi cuenta",
  },
  mails: {
    confirm: {
      subject: "Confirma, por favor: lista de espera del {date}",
      intro:
        "Alguien, esperamos que tú, nos ha pedido apuntar esta dirección a la lista de espera del curso de primeros auxilios {language} del {date}.",
      how: "Para apuntarte, abre el enlace de abajo y confírmalo en un plazo de {hours} horas. Hasta entonces no estás en la lista; si no lo confirmas, borramos la solicitud.",
      later:
        "Cuando estés en la lista: si se libera una plaza y eres el primero, te la guardamos durante 24 horas y te enviamos un enlace para reservarla. Con el enlace de abajo también puedes salir de la lista cuando quieras.",
      button: "Confirmar: apuntarme a la lista de espera",
      notYou: "Si no has sido tú, simplemente ignora este correo.",
    },
    already: {
      subject: "Ya estás en la lista de espera del {date}",
      intro:
        "Alguien nos ha pedido apuntar esta dirección a la lista de espera del curso de primeros auxilios {language} del {date}. Ya está en esa lista y conserva su lugar.",
      how: "Para salir de la lista, usa el enlace del correo que te enviamos cuando te apuntaste.",
      button: "Ver las fechas del curso",
      notYou: "Si no has sido tú, simplemente ignora este correo.",
    },
    held: {
      subject: "Hay una plaza libre para ti el {date}",
      intro:
        "Buenas noticias: se ha liberado una plaza en el curso de primeros auxilios {language} del {date}.",
      how: "Te la guardamos hasta el {until}. Después pasa a la siguiente persona de la lista de espera.",
      button: "Reservar la plaza",
    },
    languages: { en: "en inglés", es: "en español" },
  },
  notices: {
    changed: {
      subject: "Reserva cambiada por el cliente: {from} → {to}",
      intro: "Un cliente ha cambiado su plaza de primeros auxilios desde su cuenta.",
      customer: "Cliente: {customer}",
      dates: "Del {from} al {to} ({language})",
    },
    refund: {
      subject: "Reembolso solicitado: curso de primeros auxilios del {date}",
      intro: "Un cliente cuya fecha canceló o cambió la autoescuela pide que le devolvamos el dinero.",
      customer: "Cliente: {customer}",
      date: "Fecha de la reserva: {date} ({language})",
    },
    selfCancel: {
      subject: "Reserva cancelada por el cliente: curso de primeros auxilios del {date}",
      intro:
        "Un cliente ha cancelado su reserva en Mi cuenta dentro del plazo de cancelación gratuita. Se emite una factura rectificativa por el precio completo y se le avisa; la plaza ha pasado a la lista de espera.",
      customer: "Cliente: {customer}",
      date: "Fecha: {date} ({language})",
      payOut:
        "Devuelve {amount} a través del proveedor de pagos (o por la vía con la que pagó el cliente), si aún no se ha hecho.",
    },
    languages: { en: "inglés", es: "español" },
  },
  staff: {
    waitlistHeading: "Lista de espera",
    waitlistEmpty: "Nadie está esperando esta fecha.",
    position: "N.º",
    email: "Correo",
    language: "Idioma",
    joined: "Apuntado",
    state: "Estado",
    states: { waiting: "En espera", offered: "Plaza guardada hasta el {until}" },
    remove: "Quitar",
    removeLabel: "Quitar a {email} de la lista de espera",
    removed: "Se ha quitado la entrada.",
    notFound: "Esta entrada ya no está en la lista.",
    doubleBooked: "Dos plazas para una misma persona",
    refundRequests: "Solicitudes de reembolso de fechas canceladas o cambiadas por la autoescuela",
    refundRequest: "{email}: {date} ({language}), solicitado {when}",
  },
} satisfies BookingsTexts;

export default bookingsEs;
