import type { MailTexts } from "./mail-en";

// E-mail texts in Spanish, the same keys as mail-en.ts.
export default {
  greeting: "Hola, {name}:",
  greetingNoName: "Hola:",
  signature: "El equipo de {brand}",
  setPassword: {
    subject: "Tu cuenta de {brand}: crea tu contraseña",
    intro: "Gracias por comprar {product}. Hemos creado tu cuenta de cliente con esta dirección de correo.",
    action: {
      one: "Crea tu contraseña aquí (el enlace se puede usar una vez y vale 1 día):",
      other: "Crea tu contraseña aquí (el enlace se puede usar una vez y vale {count} días):",
    },
    button: "Crear mi contraseña",
    after: "Después, inicia sesión para ver tu compra en Mi cuenta.",
  },
  accountUpdated: {
    subject: "Confirmación de tu reserva: {product}",
    intro: "Gracias por comprar {product}. Lo hemos añadido a tu cuenta.",
    action: "Inicia sesión para verlo en Mi cuenta:",
    button: "Iniciar sesión",
  },
  emailChange: {
    subject: "Confirma tu nueva dirección de correo para {brand}",
    intro:
      "Tu cuenta de {brand} va a usar esta dirección de correo a partir de ahora. Hasta que la confirmes, seguimos escribiendo a tu dirección anterior.",
    action: {
      one: "Confírmala aquí (el enlace funciona una vez y durante 1 hora):",
      other: "Confírmala aquí (el enlace funciona una vez y durante {count} horas):",
    },
    button: "Confirmar mi nueva dirección",
    ignore: "Si no lo has pedido, puedes ignorar este correo: sin el enlace no cambia nada.",
  },
  accountDeleted: {
    subject: "Hemos borrado tus datos en {brand}",
    intro:
      "Como nos pediste, el {date} borramos tus datos: tu cuenta y tu acceso, tu progreso en el curso y tus tarjetas de repaso, tus plazas en listas de espera y todos los correos que te enviamos que no son cartas comerciales (enlaces para iniciar sesión, recordatorios de los cursos, correos de la lista de espera y del curso).",
    seats: {
      one: "Tu plaza en un próximo curso de primeros auxilios ha terminado y la hemos ofrecido a la lista de espera.",
      other:
        "Tus {count} plazas en próximos cursos de primeros auxilios han terminado y las hemos ofrecido a la lista de espera.",
    },
    kept: "La ley nos obliga a conservar tus compras y facturas (§ 147 AO, § 14b UStG), que solo contienen el nombre y la dirección con los que se emitieron, y las copias de las cartas comerciales que te enviamos (confirmaciones de compra con sus condiciones, facturas y facturas rectificativas, confirmaciones de reembolso, recordatorios de pago, cambios y cancelaciones de una fecha reservada, respuestas a una solicitud de reembolso) durante 6 años desde el final del año en que se enviaron (§ 147 AO). No las usamos para nada más (art. 18 RGPD) y las borramos cuando termina el plazo.",
    last: "Este es el último correo que recibes de nosotros: tu dirección se borra en cuanto se haya enviado.",
    button: "Nuestra política de privacidad",
  },
  staffInvite: {
    subject: "Tu cuenta de personal de {brand}: elige tu contraseña",
    intro: "Te hemos dado acceso al área del personal de {brand} con esta dirección de correo.",
    action: {
      one: "Elige tu contraseña aquí (el enlace se puede usar una vez y vale 1 día):",
      other: "Elige tu contraseña aquí (el enlace se puede usar una vez y vale {count} días):",
    },
    button: "Elegir mi contraseña",
    after:
      "Después de iniciar sesión configurarás una app de autenticación: las páginas del personal piden un código de ella.",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de {brand}",
    intro: "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.",
    action: {
      one: "Elige una nueva contraseña aquí (el enlace se puede usar una vez y vale 1 hora):",
      other: "Elige una nueva contraseña aquí (el enlace se puede usar una vez y vale {count} horas):",
    },
    button: "Elegir nueva contraseña",
    ignore: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.",
  },
  signInLink: {
    subject: "Tu enlace para entrar en {brand}",
    intro:
      "Alguien (esperamos que tú) ha pedido un enlace para entrar en tu cuenta, que todavía no tiene contraseña.",
    action: {
      one: "Entra aquí (el enlace se puede usar una vez y vale 1 hora):",
      other: "Entra aquí (el enlace se puede usar una vez y vale {count} horas):",
    },
    button: "Entrar",
    ignore: "Si no lo has pedido tú, ignora este correo: nadie puede entrar sin el enlace.",
  },
  purchase: {
    heading: "Tu pedido",
    product: "Producto: {product}",
    price: "Precio: {price} (IVA incluido)",
    orderedOn: "Fecha del pedido: {date}",
    courseDate: "Fecha del curso: {date}",
    seller: "Tu contrato es con: {seller}",
    digitalWaiver:
      "Para el curso online aceptaste que empecemos a prestarlo de inmediato y reconociste que con ello pierdes tu derecho de desistimiento.",
    healthConsent:
      "Diste tu consentimiento para que nosotros y nuestro instituto colaborador tratemos el resultado de tu test de visión para tu solicitud del permiso. Puedes retirarlo en cualquier momento escribiendo a {email}.",
    earlyStart:
      "Al reservar el {date} nos pediste empezar dentro de tu plazo de desistimiento, con estas palabras: «{request}»",
    withdrawalKept:
      "Conservas tu derecho de desistimiento de 14 días para el curso online: la información sobre el desistimiento adjunta explica cómo ejercerlo.",
    healthConsentMissing:
      "Para el test de visión necesitamos tu consentimiento por escrito para tratar su resultado en tu solicitud del permiso. Te lo pediremos antes del test.",
    terms: "Tu compra se rige por nuestras condiciones del servicio: {termsLink}",
    awaitingPayment:
      "Por favor, transfiere {amount} antes del {date} a esta cuenta, indicando la referencia {reference}: titular {holder}, IBAN {iban}, BIC {bic}.",
    awaitingSeat: "Hasta entonces te guardamos la plaza.",
    paymentReceived:
      "Hemos recibido tu transferencia el {date}. Gracias: tu compra está pagada y la factura que ya tienes sigue siendo válida.",
    attached:
      "Te adjuntamos en este correo, para que los guardes, nuestras condiciones del servicio y la información sobre el desistimiento con el modelo de formulario de desistimiento.",
  },
  documents: {
    terms: { title: "Condiciones del servicio", filename: "condiciones-del-servicio.html" },
    withdrawal: {
      title: "Información sobre el desistimiento y modelo de formulario",
      filename: "informacion-desistimiento-y-formulario.html",
    },
    sentWith: "Enviado con tu pedido del {date}.",
  },
  paymentReminder: {
    subject: "Recordatorio: tu pago de {product} sigue pendiente",
    intro:
      "Todavía no hemos recibido tu transferencia de {amount} por {product} (factura {number}), que vencía el {date}. Si ya has pagado, ignora este correo.",
    account:
      "Por favor, transfiérelo ahora a: titular {holder}, IBAN {iban}, BIC {bic}, indicando la referencia {reference}.",
    button: "Mi cuenta",
  },
  footer: "¿Tienes preguntas? Responde a este correo o escribe a {email}.",
} satisfies MailTexts;
