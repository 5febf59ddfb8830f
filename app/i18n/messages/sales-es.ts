import type { SalesMessages } from "./sales-en";

// Textos de interfaz comunes a las páginas de servicios y venta, en español.
const salesEs = {
  video: {
    fallback: "Tu navegador no admite la etiqueta de vídeo.",
    captions: "Subtítulos en español",
    close: "Cerrar vídeo",
  },
  reviews: {
    stars: "{rating} de 5 estrellas",
    summary: { one: "{average} de 5 según 1 reseña", other: "{average} de 5 según {count} reseñas" },
    allReviews: "Todas las reseñas",
    verified: "Cliente verificado: {service}, {month}",
    anonymous: "Un cliente",
    reply: "Respuesta de {brand}",
    howChecked: "Cómo recogemos y comprobamos las reseñas",
    none: "Todavía no hay reseñas. Invitamos a opinar a cada cliente que termina un curso con nosotros; la primera reseña aparecerá aquí.",
    languageSummary: {
      one: "{average} de 5 en 1 reseña en español",
      other: "{average} de 5 en {count} reseñas en español",
    },
    services: {
      "first-aid": "Curso de primeros auxilios",
      course: "Curso online del examinador",
      "practical-test": "Examen práctico",
      "intensive-days": "Días de conducción intensiva",
    },
    heading: "Lo que dicen nuestros clientes",
  },
  buy: {
    bookNow: "Reservar ahora",
    enrollNow: "Inscríbete ahora",
  },
  chat: "Escríbenos por WhatsApp",
  moreDetails: "Más detalles",
  includedVat: "Todos los precios incluyen el IVA.",
} satisfies SalesMessages;

export default salesEs;
