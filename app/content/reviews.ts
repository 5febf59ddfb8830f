import type { Locale } from "~/i18n/locale";
import type { ContentStatus } from "./content-status";
import type { IsoDate } from "./schedule";

// Written customer reviews, per language (Spanish-speaking customers write in Spanish), and the
// rating summary computed from them. Pages read only this file.

/**
 * The reviews below are invented examples. Invented reviews are unlawful in Germany (UWG Annex
 * No. 23b), and so is a rating summary drawn from them, so a public site refuses to start while
 * this says "sample". Replace the lists with real customers' reviews (with their consent), then
 * set "real".
 */
export const reviewsStatus: ContentStatus = "sample";

export type ReviewService = "conversion" | "course" | "first-aid" | "high-intense" | "weekly-classes";

export interface Review {
  author: string;
  date: IsoDate;
  /** 1 to 5, shown as five full/empty stars. */
  rating: 1 | 2 | 3 | 4 | 5;
  service: ReviewService;
  content: string;
}

export const reviews: Record<Locale, Review[]> = {
  en: [
    {
      author: "Priya S.",
      date: "2025-10-14",
      rating: 5,
      service: "conversion",
      content:
        "I had no idea where to start with my Indian licence. They booked everything, the translation arrived at my flat and the licence office visit took twenty minutes. Worth every euro.",
    },
    {
      author: "Michael T.",
      date: "2025-09-30",
      rating: 5,
      service: "course",
      content:
        "The examiner course was exactly what I needed. On the day I understood every instruction, even the fast ones at the roundabout, and I passed first time.",
    },
    {
      author: "Aisha K.",
      date: "2025-09-12",
      rating: 4,
      service: "first-aid",
      content:
        "First aid course and eye test in one Saturday, in English, with a very patient trainer. The room was a bit warm, but I left with both certificates.",
    },
    {
      author: "Daniel R.",
      date: "2025-08-27",
      rating: 5,
      service: "high-intense",
      content:
        "After the assessment I knew exactly what to fix. Five intensive days later I drove calmly through Frankfurt traffic and passed the practical test.",
    },
    {
      author: "Sophie L.",
      date: "2025-08-05",
      rating: 5,
      service: "conversion",
      content:
        "They explained which tests I actually needed for my Canadian licence and which I did not. Clear answers on WhatsApp within the hour, every time.",
    },
    {
      author: "Tom W.",
      date: "2025-07-18",
      rating: 4,
      service: "weekly-classes",
      content:
        "Weekly classes in English fitted around my job. My instructor was strict about mirror checks, which is precisely what the examiner looked for.",
    },
    {
      author: "Hannah M.",
      date: "2025-07-02",
      rating: 5,
      service: "course",
      content:
        "Listening to the phrases on the train every morning made the German instructions feel normal. The technical questions module saved me.",
    },
    {
      author: "Oliver B.",
      date: "2025-06-11",
      rating: 5,
      service: "course",
      content:
        "Short lessons, real examiner German and the guarantee took the pressure off. I recommend it to everyone at work who is converting a licence.",
    },
  ],
  es: [
    {
      author: "Lucía G.",
      date: "2025-10-20",
      rating: 5,
      service: "conversion",
      content:
        "Con mi permiso argentino no sabía ni por dónde empezar. Se encargaron de las citas, la traducción llegó a casa y en la oficina de permisos de conducir todo fue rapidísimo.",
    },
    {
      author: "Javier M.",
      date: "2025-10-02",
      rating: 5,
      service: "course",
      content:
        "El curso del examinador me cambió el examen: entendí cada indicación en alemán, incluso en la rotonda, y aprobé a la primera.",
    },
    {
      author: "Valentina R.",
      date: "2025-09-08",
      rating: 4,
      service: "first-aid",
      content:
        "Primeros auxilios y test de visión en un solo sábado y en español. La profesora fue muy clara; solo faltó una pausa más larga para comer.",
    },
    {
      author: "Andrés P.",
      date: "2025-08-21",
      rating: 5,
      service: "high-intense",
      content:
        "La evaluación inicial me mostró mis errores y con el programa intensivo de cinco días llegué seguro al examen práctico. ¡Aprobado!",
    },
    {
      author: "Camila F.",
      date: "2025-08-01",
      rating: 5,
      service: "conversion",
      content:
        "Me explicaron qué exámenes necesitaba de verdad con mi permiso colombiano. Respuestas claras por WhatsApp y siempre con una sonrisa.",
    },
    {
      author: "Diego S.",
      date: "2025-07-15",
      rating: 4,
      service: "weekly-classes",
      content:
        "Las clases semanales en español encajaron con mi horario de trabajo. Mi profesor insistía en los espejos, y eso fue justo lo que miró el examinador.",
    },
    {
      author: "Mariana L.",
      date: "2025-06-29",
      rating: 5,
      service: "course",
      content:
        "Escuchaba las frases en el tren cada mañana y el alemán del examen dejó de darme miedo. El módulo de preguntas técnicas fue clave.",
    },
    {
      author: "Pablo C.",
      date: "2025-06-09",
      rating: 5,
      service: "course",
      content:
        "Lecciones cortas, el alemán real del examinador y la garantía de devolución me quitaron los nervios. Se lo recomiendo a todos mis compañeros.",
    },
  ],
};

/** The newest reviews of a language, optionally of one service. */
export function reviewsFor(
  locale: Locale,
  { service, limit }: { service?: ReviewService; limit?: number } = {},
) {
  const list = reviews[locale].filter((review) => !service || review.service === service);
  return [...list].sort((a, b) => b.date.localeCompare(a.date)).slice(0, limit);
}

/** The average rating and how many reviews it comes from. */
export interface RatingSummary {
  /** The mean rating, rounded to the one decimal the pages show, so stars and figure agree. */
  average: number;
  count: number;
}

/**
 * The rating summary every page shows: computed from the reviews, never typed, so it cannot claim
 * more than the reviews it summarises. It counts the reviews of both languages: the school has one
 * rating, the same on the English and the Spanish pages. Null when there is no review to count.
 */
export function ratingSummary(
  list: readonly Pick<Review, "rating">[] = Object.values(reviews).flat(),
): RatingSummary | null {
  if (list.length === 0) return null;
  const sum = list.reduce((total, review) => total + review.rating, 0);
  return { average: Math.round((sum * 10) / list.length) / 10, count: list.length };
}
