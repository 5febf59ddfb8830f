import type { Locale } from "~/i18n/locale";

// The blog list and the blog post pages: four posts, newest first. Each links to the page of the
// same slug; the images are placeholders under public/media/blog/ until the school has photos.
export interface BlogPost {
  slug: "english-theory-lessons" | "highway-sign-quiz" | "family-day-trips" | "blog-post-example";
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** /media/blog/<slug>.svg */
  image: string;
  imageAlt: Record<Locale, string>;
  title: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  buttonText: Record<Locale, string>;
}

export const blogPosts: BlogPost[] = [
  {
    slug: "english-theory-lessons",
    date: "2026-03-12",
    image: "/media/blog/english-theory-lessons.svg",
    imageAlt: {
      en: "Illustration of a theory class: an instructor points at a road junction drawn on a whiteboard.",
      es: "Ilustración de una clase de teoría: una profesora señala un cruce dibujado en una pizarra.",
    },
    title: {
      en: "English theory lessons for beginners",
      es: "Clases de teoría en inglés para principiantes",
    },
    subtitle: {
      en: "Meet Sarah, who teaches German driving theory in English at our partner driving school in Frankfurt.",
      es: "Te presentamos a Sarah, que enseña la teoría de conducir alemana en inglés en nuestra autoescuela colaboradora de Fráncfort.",
    },
    buttonText: { en: "Read the article", es: "Leer el artículo" },
  },
  {
    slug: "highway-sign-quiz",
    date: "2025-11-20",
    image: "/media/blog/highway-sign-quiz.svg",
    imageAlt: {
      en: "Illustration of a motorway with blue signs above the lanes.",
      es: "Ilustración de una autopista con señales azules sobre los carriles.",
    },
    title: { en: "Motorway sign quiz", es: "Test de señales de autopista" },
    subtitle: {
      en: "Ten German motorway and traffic signs on flashcards. How many can you explain?",
      es: "Diez señales alemanas de autopista y de tráfico en tarjetas. ¿Cuántas sabes explicar?",
    },
    buttonText: { en: "Start the quiz", es: "Empezar el test" },
  },
  {
    slug: "family-day-trips",
    date: "2025-07-08",
    image: "/media/blog/family-day-trips.svg",
    imageAlt: {
      en: "Illustration of a car on a winding country road with hills and a castle in the distance.",
      es: "Ilustración de un coche en una carretera con curvas, con colinas y un castillo al fondo.",
    },
    title: { en: "Top family day trips", es: "Las mejores excursiones en familia" },
    subtitle: {
      en: "Ten places around Frankfurt to explore by car once you have your German licence.",
      es: "Diez lugares cerca de Fráncfort para descubrir en coche cuando tengas tu permiso alemán.",
    },
    buttonText: { en: "See the ten trips", es: "Ver las diez excursiones" },
  },
  {
    slug: "blog-post-example",
    date: "2025-04-15",
    image: "/media/blog/blog-post-example.svg",
    imageAlt: {
      en: "Illustration of a calm driver at the wheel, breathing slowly before the driving test.",
      es: "Ilustración de una persona tranquila al volante que respira despacio antes del examen.",
    },
    title: {
      en: "Five tips against driving exam anxiety",
      es: "Cinco consejos contra los nervios del examen",
    },
    subtitle: {
      en: "How to stay calm and focused in your German practical driving test.",
      es: "Cómo mantener la calma y la concentración en tu examen práctico de conducir en Alemania.",
    },
    buttonText: { en: "Read the tips", es: "Leer los consejos" },
  },
];
