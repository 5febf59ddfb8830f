import type { Locale } from "~/i18n/locale";
import type { ContentStatus } from "./content-status";
import type { VideoKey } from "./media";
import type { IsoDate } from "./schedule";

// Video feedback on the success stories page: six stories, each with a clip per language.

/**
 * The stories and clips below are invented examples: shown as customers' experiences they would
 * mislead like invented reviews (UWG Annex No. 23b), so a public site refuses to start while this
 * says "sample". Replace them with real customers' stories and clips (with their consent), then set
 * "real".
 */
export const videoStoriesStatus: ContentStatus = "sample";

export interface VideoStory {
  id: string;
  video: VideoKey;
  date: IsoDate;
  title: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  tags: Record<Locale, string[]>;
  content: Record<Locale, string>;
}

export const videoStories: VideoStory[] = [
  {
    id: "story-1",
    video: "story1",
    date: "2025-10-08",
    title: { en: "From Texas to Frankfurt", es: "De Texas a Fráncfort" },
    subtitle: { en: "Licence converted without exams", es: "Permiso convertido sin exámenes" },
    tags: { en: ["Conversion assistance", "USA"], es: ["Asistencia para la conversión", "EE. UU."] },
    content: {
      en: "Her state is on the German list, so no exams were needed. We handled translation and appointments in three weeks.",
      es: "Su estado está en la lista alemana, así que no hizo falta ningún examen. Nos ocupamos de la traducción y las citas en tres semanas.",
    },
  },
  {
    id: "story-2",
    video: "story2",
    date: "2025-09-19",
    title: { en: "Passed first time", es: "Aprobado a la primera" },
    subtitle: { en: "Practical exam in German", es: "Examen práctico en alemán" },
    tags: { en: ["Examiner course", "India"], es: ["Curso del examinador", "India"] },
    content: {
      en: "He studied the examiner's phrases on his commute and understood every instruction on the day.",
      es: "Estudió las frases del examinador de camino al trabajo y entendió cada indicación el día del examen.",
    },
  },
  {
    id: "story-3",
    video: "story3",
    date: "2025-08-30",
    title: { en: "Motorway confidence", es: "Seguridad en la autopista" },
    subtitle: { en: "Five intensive days", es: "Cinco días intensivos" },
    tags: { en: ["High intensity", "Mexico"], es: ["Formación intensiva", "México"] },
    content: {
      en: "After the assessment she trained five days on Frankfurt's motorways and passed the practical test the week after.",
      es: "Tras la evaluación entrenó cinco días en las autopistas de Fráncfort y aprobó el práctico a la semana siguiente.",
    },
  },
  {
    id: "story-4",
    video: "story4",
    date: "2025-07-24",
    title: { en: "Parking, finally relaxed", es: "Aparcar, por fin sin nervios" },
    subtitle: { en: "Weekly classes in Spanish", es: "Clases semanales en español" },
    tags: { en: ["Weekly classes", "Colombia"], es: ["Clases semanales", "Colombia"] },
    content: {
      en: "Ten weeks of double classes in Spanish turned parallel parking from a nightmare into routine.",
      es: "Diez semanas de clases dobles en español hicieron que aparcar en línea pasara de pesadilla a rutina.",
    },
  },
  {
    id: "story-5",
    video: "story5",
    date: "2025-06-27",
    title: { en: "All certificates in one day", es: "Todos los certificados en un día" },
    subtitle: { en: "First aid and eye test", es: "Primeros auxilios y test de visión" },
    tags: { en: ["First aid", "Brazil"], es: ["Primeros auxilios", "Brasil"] },
    content: {
      en: "One Saturday in Sachsenhausen gave him both certificates for the licence office.",
      es: "Un sábado en Sachsenhausen le bastó para tener los dos certificados para la oficina de permisos de conducir.",
    },
  },
  {
    id: "story-6",
    video: "story6",
    date: "2025-05-30",
    title: { en: "Automatic, then manual", es: "Automático y luego manual" },
    subtitle: { en: "Key number 197", es: "El código 197" },
    tags: { en: ["High intensity", "United Kingdom"], es: ["Formación intensiva", "Reino Unido"] },
    content: {
      en: "She passed in an automatic and, with the manual lessons and the test drive we certified for key number 197, may drive manual cars too.",
      es: "Aprobó con un coche automático y, con las clases con cambio manual y la prueba de conducción que certificamos para el código 197, también puede conducir coches manuales.",
    },
  },
];
