import type { FreeGiftTexts } from "./free-gift-en";

// Texts of the free gift page (Spanish).
export default {
  lead: "Tres eBooks gratuitos para ayudarte a convertir tu permiso y preparar el examen de conducir alemán. Sin registro y sin dar tu correo.",
  pdf: "Descarga en PDF",
  flipbook: "Abre el libro online",
  coverAlt: "Portada de {title}",
} satisfies FreeGiftTexts;
