import type { SalesMessages } from "./sales-en";

// Textos de interfaz comunes a las páginas de servicios y venta (issue 5), en español.
const salesEs = {
  video: {
    fallback: "Tu navegador no admite la etiqueta de vídeo.",
    captions: "Subtítulos en español",
    play: "Reproducir vídeo: {title}",
    close: "Cerrar vídeo",
  },
  reviews: {
    stars: "{rating} de 5 estrellas",
    summary: "{average} de 5 con {count} reseñas",
    allReviews: "Todas las reseñas",
    heading: "Lo que dicen nuestros clientes",
  },
  buy: {
    bookNow: "Reservar ahora",
    buyNow: "Comprar ahora",
    enrollNow: "Inscríbete ahora",
  },
  chat: "Escríbenos por WhatsApp",
  moreDetails: "Más detalles",
  price: "Precio",
  fee: "más la tasa del organismo examinador: {fee}",
  includedVat: "Todos los precios incluyen el IVA.",
} satisfies SalesMessages;

export default salesEs;
