import type { AccountArea } from "./catalog";
import type { Locale } from "~/i18n/locale";

// Account item: image, alt text, title, subtitle and link, per owned product area. The
// images are the service illustrations (not video posters: nothing plays here).
export interface AccountItem {
  area: Exclude<AccountArea, null>;
  link: string;
  image: string;
  title: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  alt: Record<Locale, string>;
}

export const accountItems: AccountItem[] = [
  {
    area: "assistance",
    link: "/my-assistance",
    image: "/media/services/conversion-assistance.svg",
    title: { en: "Conversion assistance", es: "Asistencia para la conversión" },
    subtitle: {
      en: "Your licence conversion, step by step",
      es: "La conversión de tu permiso, paso a paso",
    },
    alt: { en: "Conversion assistance", es: "Asistencia para la conversión" },
  },
  {
    area: "course",
    link: "/mycourse",
    image: "/media/services/understand-the-examiner.svg",
    title: { en: "Understand the Examiner", es: "Entiende al examinador" },
    subtitle: { en: "Your online course", es: "Tu curso online" },
    alt: { en: "Online course Understand the Examiner", es: "Curso online Entiende al examinador" },
  },
  {
    area: "high-intense",
    link: "/my-high-intense-program",
    image: "/media/services/high-intense-training.svg",
    title: { en: "High Intensity Programme", es: "Programa intensivo" },
    subtitle: { en: "Assessment, programme and exams", es: "Evaluación, programa y exámenes" },
    alt: { en: "High intensity training", es: "Formación intensiva" },
  },
  {
    area: "weekly-classes",
    link: "/my-weekly-classes",
    image: "/media/services/weekly-classes.svg",
    title: { en: "Weekly driving classes", es: "Clases de conducir semanales" },
    subtitle: { en: "Your 90-minute double classes", es: "Tus clases dobles de 90 minutos" },
    alt: { en: "Weekly driving classes", es: "Clases de conducir semanales" },
  },
];
