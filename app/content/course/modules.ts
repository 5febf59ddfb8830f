import type { Locale } from "~/i18n/locale";

// The course "Understand the Examiner" – 7 modules with lesson ids 1.1 … 7.2 (module 2
// runs 2.1–2.8, as the lesson ids and titles say; docs/decisions/005-course-lessons.md). Every
// count on the site comes from this list (allLessons.length), never a typed number.
// Used by the course page, the lesson player and the sales page's accordion.

export interface Lesson {
  id: string;
  title: Record<Locale, string>;
}

export interface CourseModule {
  number: number;
  title: Record<Locale, string>;
  lessons: Lesson[];
}

const lesson = (id: string, en: string, es: string): Lesson => ({ id, title: { en, es } });

export const courseModules: CourseModule[] = [
  {
    number: 1,
    title: { en: "The driving exam starts", es: "Empieza el examen de conducir" },
    lessons: [
      lesson("1.1", "Introduction", "Introducción"),
      lesson("1.2", "Personal data questions", "Preguntas sobre tus datos personales"),
      lesson("1.3", "Opening briefing", "Explicaciones iniciales"),
    ],
  },
  {
    number: 2,
    title: { en: "The technical questions", es: "Las preguntas técnicas" },
    lessons: [
      lesson("2.1", "Introduction", "Introducción"),
      lesson("2.2", "Front and rear lights", "Luces delanteras y traseras"),
      lesson("2.3", "High beam", "Luz de carretera"),
      lesson("2.4", "Rear fog light", "Luz antiniebla trasera"),
      lesson("2.5", "Indicators and hazard lights", "Intermitentes y luces de emergencia"),
      lesson("2.6", "Handbrake and brake", "Freno de mano y freno"),
      lesson("2.7", "Tyres", "Neumáticos"),
      lesson("2.8", "Further questions", "Otras preguntas"),
    ],
  },
  {
    number: 3,
    title: { en: "Directions", es: "Las indicaciones de dirección" },
    lessons: [
      lesson("3.1", "Introduction", "Introducción"),
      lesson("3.2", "Residential area", "Zona residencial"),
      lesson("3.3", "Support phrases: residential area", "Frases de apoyo: zona residencial"),
      lesson("3.4", "City area", "Zona urbana"),
      lesson("3.5", "Support phrases: city area", "Frases de apoyo: zona urbana"),
      lesson("3.6", "Country roads and the motorway", "Carretera y autopista"),
      lesson("3.7", "Support phrases: motorway", "Frases de apoyo: autopista"),
    ],
  },
  {
    number: 4,
    title: { en: "The parking task", es: "La maniobra de aparcamiento" },
    lessons: [
      lesson("4.1", "Introduction", "Introducción"),
      lesson("4.2", "Parking", "Aparcar"),
      lesson("4.3", "Support phrases", "Frases de apoyo"),
    ],
  },
  {
    number: 5,
    title: {
      en: "The U-turn and reversing around a corner",
      es: "El cambio de sentido y la marcha atrás en una esquina",
    },
    lessons: [lesson("5.1", "Introduction", "Introducción"), lesson("5.2", "The manoeuvre", "La maniobra")],
  },
  {
    number: 6,
    title: { en: "The emergency stop", es: "La frenada de emergencia" },
    lessons: [
      lesson("6.1", "Introduction", "Introducción"),
      lesson("6.2", "Initiating", "El inicio"),
      lesson("6.3", "Cancelling", "La cancelación"),
    ],
  },
  {
    number: 7,
    title: { en: "The driving exam ends", es: "Termina el examen de conducir" },
    lessons: [lesson("7.1", "Introduction", "Introducción"), lesson("7.2", "Exam passed", "Examen aprobado")],
  },
];

export const allLessons: Lesson[] = courseModules.flatMap((module) => module.lessons);

export function findLesson(id: string): Lesson | undefined {
  return allLessons.find((lesson) => lesson.id === id);
}
