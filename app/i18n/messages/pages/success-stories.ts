// Texts of the success stories page.
const en = {
  lead: "Expats from all over the world converted their licence with us. Here some of them tell how it went.",
  videosHeading: "Video stories",
  tagsLabel: "Topics",
  reviewsHeading: "Written reviews",
};

const es: typeof en = {
  lead: "Personas de todo el mundo han convertido su permiso con nosotros. Aquí algunas cuentan cómo les fue.",
  videosHeading: "Historias en vídeo",
  tagsLabel: "Temas",
  reviewsHeading: "Reseñas escritas",
};

export default { en, es };
