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
