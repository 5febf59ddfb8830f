import type { MyDataTexts } from "./my-data-en";

// La página de los datos del cliente (/es/my-account/data), en español, con la forma de my-data-en.ts.

export default {
  title: "Tus datos",
  heading: "Tus datos",
  intro:
    "Todo lo que guardamos sobre ti en tu cuenta, como te garantiza el RGPD (art. 15). Descárgalo en un archivo para guardarlo o llevarlo a otro sitio (art. 20).",
  download: "Descargar mis datos (archivo JSON)",
  back: "Volver a mi cuenta",
  none: "Sin datos.",
  dash: "—",
  sections: {
    account: "Tu cuenta",
    purchases: "Compras",
    invoices: "Facturas",
    bookings: "Reservas de cursos",
    courseAccess: "Acceso al curso",
    courseProgress: "Progreso en el curso",
    review: "Repaso de frases",
    mails: "Correos que te hemos enviado",
    logins: "Inicios de sesión",
    notes: "Notas de nuestro equipo",
    customerReviews: "Reseñas",
  },
  account: {
    email: "Correo electrónico",
    name: "Nombre",
    language: "Idioma de nuestros correos",
    createdAt: "Cuenta creada",
    languages: { en: "Inglés", es: "Español" },
  },
  purchases: {
    product: "Producto",
    date: "Fecha",
    amount: "Importe",
    status: "Estado",
    statuses: {
      pending: "Pendiente",
      paid: "Pagada",
      failed: "Fallida",
      refunded: "Reembolsada",
      disputed: "Pago impugnado",
    },
  },
  invoices: {
    number: "Número",
    date: "Fecha",
    amount: "Importe",
    kinds: { invoice: "Factura", "credit-note": "Factura rectificativa" },
  },
  bookings: {
    date: "Fecha",
    time: "Horario",
    language: "Idioma del curso",
    languages: { en: "Inglés", es: "Español" },
    cancelled: "cancelada",
  },
  courseAccess: {
    until: "Acceso hasta el {date}",
    noAccess: "Sin acceso al curso.",
    extensions: "Ampliaciones concedidas por la autoescuela: {count}",
  },
  courseProgress: {
    summary: "Lecciones abiertas: {opened}; completadas: {completed}.",
    lesson: "Lección",
    lastVisited: "Abierta por última vez",
    completed: "Completada",
  },
  review: {
    summary: "Frases en tu repaso: {cards}; valoraciones dadas: {grades}.",
  },
  logins: {
    date: "Inicio de sesión",
    lastActive: "Última actividad",
    address: "Dirección IP",
    browser: "El navegador de cada inicio de sesión figura en el archivo.",
  },
  notes: {
    date: "Fecha",
    text: "Nota",
  },
  customerReviews: {
    invited: "Invitación del {date} a opinar sobre el {service}",
    review: "Tu reseña del {service}, escrita el {date}: {rating} de 5 estrellas, {status}",
    statuses: { published: "publicada", withheld: "no publicada" },
    optedOut: "El {date} pediste que no te invitemos a escribir reseñas.",
  },
  mails: {
    date: "Fecha",
    subject: "Correo",
    status: "Estado",
    linksMasked:
      "Los textos de estos correos están en tu archivo. Los enlaces que permitirían a alguien entrar en tu cuenta o cambiar una reserva aparecen sin su código (***), para que puedas guardar el archivo sin riesgo.",
    kinds: {
      "set-password": "Enlace para crear tu contraseña",
      "account-updated": "Confirmación de compra",
      "password-reset": "Enlace para restablecer tu contraseña",
      "sign-in-link": "Enlace para entrar en tu cuenta",
      "email-change": "Enlace para confirmar tu nueva dirección de correo",
      "staff-invite": "Invitación al área del personal",
    },
    statuses: { pending: "En espera", sent: "Enviado", failed: "No entregado", cancelled: "No enviado" },
  },
  deletion: {
    heading: "Borrar tus datos",
    intro:
      "Puedes pedirnos que borremos tus datos (art. 17 RGPD). Entonces borramos tu nombre, tu correo electrónico, tu contraseña y tus sesiones, tu progreso en el curso y tu repaso de frases, las notas de nuestro equipo sobre ti y todos los correos que te enviamos que no son cartas comerciales (enlaces para iniciar sesión, recordatorios de los cursos, correos de la lista de espera y del curso). Después ya no podrás iniciar sesión y termina el acceso al curso online.",
    keptHeading: "Lo que debemos conservar y por qué",
    kept: [
      "Las facturas y las compras y reservas que las respaldan, como exige la ley fiscal alemana: facturas y comprobantes contables 8 años, los libros 10 años (§ 147 AO, § 14b UStG).",
      "Las copias de las cartas comerciales que te enviamos por correo (confirmaciones de compra con sus condiciones, facturas y facturas rectificativas, confirmaciones de reembolso, recordatorios de pago, cambios y cancelaciones de una fecha reservada, respuestas a una solicitud de reembolso): 6 años desde el final del año en que se enviaron, con el tratamiento limitado (§ 147 AO, § 257 HGB; art. 18 RGPD).",
      "El registro de cambios que nuestro personal hizo en tu cuenta, que también deja constancia del borrado, por número de cliente y sin tu nombre ni tu correo: lo conservamos {years} años para poder demostrar qué se hizo y cuándo, y después lo borramos.",
    ],
    keptNote:
      "Estos registros solo se usan para estas obligaciones legales y se borran cuando terminan los plazos.",
    confirm: "Quiero que se borren mis datos y entiendo que después ya no podré iniciar sesión.",
    submit: "Pedir el borrado",
    requested: "Pediste el borrado de tus datos el {date}. Los borraremos en el plazo de un mes.",
    done: "Hemos recibido tu solicitud. Borraremos tus datos en el plazo de un mes.",
    confirmMissing: "Marca la casilla para confirmar que quieres que se borren tus datos.",
  },
} satisfies MyDataTexts;
