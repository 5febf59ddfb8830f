import type { SuccessStoriesTexts } from "./success-stories-en";

// Texts of the success stories page (Spanish).
export default {
  lead: "Personas de todo el mundo han convertido su permiso con nosotros. Aquí algunas cuentan cómo les fue.",
  videosHeading: "Historias en vídeo",
  tagsLabel: "Temas",
  reviewsHeading: "Reseñas escritas",
} satisfies SuccessStoriesTexts;
