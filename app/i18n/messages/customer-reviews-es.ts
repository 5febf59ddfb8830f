import type { CustomerReviewsTexts } from "./customer-reviews-en";

// Reseñas verificadas, en español: la misma forma que customer-reviews-en.ts.

const customerReviewsEs = {
  services: {
    "first-aid": "curso de primeros auxilios",
    course: "curso online del examinador",
    "practical-test": "examen práctico",
    "intensive-days": "programa de días intensivos",
  },
  mail: {
    invitation: {
      subject: "¿Qué tal tu {service}?",
      intro:
        "Terminaste tu {service} con nosotros el {date}. ¿Nos cuentas cómo fue, para que otros clientes lo sepan? Bastan unas frases.",
      fair: "Publicamos todas las reseñas, buenas o malas, con tu nombre y la inicial de tu apellido o de forma anónima, como prefieras. No hay ninguna recompensa por escribirla y todos reciben este mismo mensaje.",
      button: "Escribir mi reseña",
      optOut:
        "¿Prefieres que no? El mismo enlace te permite decírnoslo y no volveremos a invitarte. Si no, te lo recordaremos una sola vez, dentro de una semana.",
    },
    reminder: {
      subject: "Un recordatorio: tu reseña del {service}",
      intro:
        "Hace una semana te preguntamos qué tal fue tu {service} del {date}. Si tienes un minuto, tu reseña ayuda a otros a decidir. Es el único recordatorio.",
      button: "Escribir mi reseña",
      optOut: "¿Prefieres que no? El mismo enlace te permite decírnoslo y no volveremos a preguntarte.",
    },
    withheld: {
      subject: "Tu reseña no se ha publicado",
      intro: "Gracias por tu reseña del {service}. No la hemos publicado porque {reason}.",
      reasons: {
        insult: "contiene insultos o afirmaciones sobre personas que no podemos publicar",
        "personal-data": "contiene datos personales de otras personas",
        unrelated: "no trata del servicio que recibiste de nosotros",
      },
      next: "No ha cambiado nada más. Si crees que nos hemos equivocado, responde sin más a este correo.",
      button: "Cómo comprobamos las reseñas",
    },
  },
  form: {
    title: "Tu reseña del {service}",
    intro:
      "Terminaste el {service} el {date}. Tu reseña se publica tal como la escribas, buena o mala, marcada como de un cliente verificado.",
    rating: "Tu valoración",
    stars: { one: "1 estrella", other: "{count} estrellas" },
    text: "Tu reseña",
    textHint: "¿Qué fue bien y qué podría mejorar? Como máximo {max} caracteres.",
    display: "Cómo se muestra tu nombre",
    displayInitial: "Como {name}",
    displayAnonymous: "De forma anónima, como «Un cliente»",
    language: "El idioma en que escribes",
    languages: { en: "Inglés", es: "Español" },
    submit: "Publicar mi reseña",
    optOutHeading: "¿Prefieres que no?",
    optOutButton: "No volver a invitarme a escribir reseñas",
    optedOut: "Hecho: no volveremos a invitarte a escribir reseñas.",
    thanks: "¡Gracias! Tu reseña está publicada.",
    seeIt: "Verla junto a las demás reseñas",
    used: "Este enlace ya se ha usado: tu reseña ya está escrita. ¡Gracias!",
    invalid: "Este enlace no es válido. Comprueba que lo has copiado completo del correo.",
    errors: {
      rating: "Elige de 1 a 5 estrellas.",
      textMissing: "Escribe unas palabras sobre el servicio.",
      textTooLong: "Tu reseña no puede superar los {max} caracteres.",
      display: "Elige cómo se muestra tu nombre.",
      language: "Elige el idioma en que has escrito.",
    },
  },
  policy: {
    title: "Cómo recogemos y comprobamos las reseñas",
    intro:
      "Cada reseña de esta web viene de un cliente que compró y terminó el servicio que menciona. Así nos aseguramos de ello, y esto es lo que publicamos.",
    sections: [
      {
        heading: "A quién invitamos",
        text: "Cuando un cliente ha asistido a un curso de primeros auxilios o ha completado el curso online con nosotros, le enviamos una sola invitación por correo, con como mucho un recordatorio una semana después. Todos reciben el mismo mensaje imparcial, sin importar lo que esperemos que digan, y a nadie se le ofrece nada a cambio de una reseña. Cualquier cliente puede pedirnos que no volvamos a invitarle.",
      },
      {
        heading: "Cómo se verifica una reseña",
        text: "Una reseña solo se puede escribir a través del enlace personal de esa invitación, y cada enlace funciona una sola vez. Así, cada reseña corresponde a una compra de un servicio. Debajo de cada reseña mostramos «Cliente verificado», el servicio y el mes en que se terminó.",
      },
      {
        heading: "Qué publicamos",
        text: "Publicamos todas las reseñas, tengan las estrellas que tengan. Solo retenemos una reseña si contiene insultos, datos personales de otras personas o nada sobre el servicio, y entonces le explicamos a su autor por qué. Nunca cambiamos las palabras de una reseña. Podemos responder públicamente a una reseña, y nuestra respuesta aparece debajo de ella.",
      },
      {
        heading: "Cómo se calcula la valoración",
        text: "La media y el número de reseñas se calculan a partir de todas las reseñas publicadas, en ambos idiomas; las páginas en español muestran además las reseñas escritas en español y su propia media. No se añade nada a mano.",
      },
      {
        heading: "Tus datos",
        text: "Una reseña muestra el nombre y la inicial del apellido de su autor o, si lo prefiere, ningún nombre. Cuando un cliente pide que borremos sus datos, quitamos su nombre de sus reseñas. La política de privacidad explica el resto.",
      },
    ],
  },
  staff: {
    title: "Reseñas",
    intro:
      "Toda reseña se publica salvo que contenga insultos, datos personales de otras personas o nada sobre el servicio. Para retenerla hace falta uno de esos motivos; se avisa a su autor por correo.",
    reviewsHeading: "Lo que escribieron los clientes",
    invitationsHeading: "Invitaciones",
    noReviews: "Todavía no hay reseñas.",
    noInvitations: "Todavía no hay invitaciones.",
    columns: {
      customer: "Cliente",
      service: "Servicio",
      finished: "Terminado",
      invited: "Invitado",
      reminded: "Recordado",
      written: "Reseña escrita",
    },
    published: "Publicada",
    withheld: "Retenida: {reason}",
    reasons: {
      insult: "insultos o afirmaciones ilícitas sobre personas",
      "personal-data": "datos personales de otras personas",
      unrelated: "no trata del servicio",
    },
    withholdSummary: "Retener esta reseña",
    reason: "Motivo",
    withholdSubmit: "Retener y avisar al autor",
    replyLabel: "Respuesta pública de la escuela",
    replySubmit: "Publicar la respuesta",
    replyHint: "Se muestra debajo de la reseña. Déjala vacía para quitar la respuesta.",
    done: {
      withheld: "La reseña está retenida y se ha avisado a su autor.",
      replied: "La respuesta está guardada.",
    },
    errors: {
      reason: "Elige uno de los motivos.",
      replyTooLong: "La respuesta no puede superar los {max} caracteres.",
      gone: "Esta reseña ya no existe o ya está retenida.",
    },
  },
} satisfies CustomerReviewsTexts;

export default customerReviewsEs;
