import type { Locale } from "~/i18n/locale";
import { ebookFiles } from "./media";

// Free gift: three eBooks per language; two are PDF downloads, one opens the flipbook.
export interface Ebook {
  id: keyof typeof ebookFiles;
  title: Record<Locale, string>;
  description: Record<Locale, string>;
  /** A PDF of media.ts, or an English-form page path. */
  target: { pdf: Record<Locale, string> } | { page: string };
}

export const ebooks: Ebook[] = [
  {
    id: "conversionGuide",
    title: { en: "Your German licence: the conversion guide", es: "Tu permiso alemán: guía de conversión" },
    description: {
      en: "The 6-month rule, the three paths to a German licence, the documents checklist and the deadlines.",
      es: "La regla de los 6 meses, los tres caminos hacia el permiso alemán, la lista de documentos y los plazos.",
    },
    target: { pdf: ebookFiles.conversionGuide.pdf },
  },
  {
    id: "examinerPhrases",
    title: { en: "20 examiner phrases you must know", es: "20 frases del examinador que debes conocer" },
    description: {
      en: "The instructions you will hear most often in the practical test, in German with their meaning.",
      es: "Las indicaciones que más oirás en el examen práctico, en alemán y con su significado.",
    },
    target: { pdf: ebookFiles.examinerPhrases.pdf },
  },
  {
    id: "techQuestions",
    title: { en: "Technical questions of the driving test", es: "Preguntas técnicas del examen de conducir" },
    description: {
      en: "Lights, brakes, tyres: the vehicle questions of the practical test, as a flipbook to browse online.",
      es: "Luces, frenos, neumáticos: las preguntas sobre el vehículo del examen práctico, en un libro para hojear online.",
    },
    target: { page: "/techquestions" },
  },
];
