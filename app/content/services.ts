import type { Locale } from "~/i18n/locale";
import type { PageKey } from "~/pages";
import { type ProductId, products } from "./catalog";
import { images } from "./media";

// Service item: the six offers on services-prices (and the home page teaser), in order.
// The "from" price is the catalog price of the entry product, never typed here.
export interface Service {
  page: PageKey;
  /** English-form path of the detail page. */
  link: string;
  image: string;
  /** Product whose price is shown as "from". */
  fromProduct: ProductId;
  /** The tag may break lines ("\n"). */
  tag: Record<Locale, string>;
  title: Record<Locale, string>;
  subtitle: Record<Locale, string>;
  imageAlt: Record<Locale, string>;
}

export const services: Service[] = [
  {
    page: "conversionAssistance",
    link: "/conversion-assistance",
    image: images.services.conversionAssistance,
    fromProduct: "conversion-assistance",
    tag: { en: "Most booked\nGermany-wide", es: "La más reservada\nen toda Alemania" },
    title: { en: "Licence conversion assistance", es: "Asistencia para la conversión del permiso" },
    subtitle: {
      en: "We organise the first five steps of your conversion: appointments, translation, first aid and eye test, and the licence office.",
      es: "Organizamos los cinco primeros pasos de tu conversión: citas, traducción, primeros auxilios y test de visión, y la oficina de permisos de conducir.",
    },
    imageAlt: {
      en: "Application documents with a licence card and a stamp",
      es: "Documentos de solicitud con un permiso de conducir y un sello",
    },
  },
  {
    page: "englishFirstAidCourse",
    link: "/english-first-aid-course",
    image: images.services.englishFirstAidCourse,
    fromProduct: "first-aid-en",
    tag: { en: "In English\nthird Saturday", es: "En inglés\ntercer sábado" },
    title: { en: "First aid course in English", es: "Curso de primeros auxilios en inglés" },
    subtitle: {
      en: "The first aid course and eye test you need for your German licence, in one day in Frankfurt.",
      es: "El curso de primeros auxilios y el test de visión que necesitas para tu permiso alemán, en un día en Fráncfort.",
    },
    imageAlt: { en: "A first aid kit and a course trainer", es: "Un botiquín y una formadora del curso" },
  },
  {
    page: "spanishFirstAidCourse",
    link: "/spanish-first-aid-course",
    image: images.services.spanishFirstAidCourse,
    fromProduct: "first-aid-es",
    tag: { en: "In Spanish\nfirst Saturday", es: "En español\nprimer sábado" },
    title: { en: "First aid course in Spanish", es: "Curso de primeros auxilios en español" },
    subtitle: {
      en: "The same certified course and eye test, taught entirely in Spanish.",
      es: "El mismo curso certificado y el test de visión, impartidos íntegramente en español.",
    },
    imageAlt: {
      en: "A red first aid kit and a course trainer",
      es: "Un botiquín rojo y una formadora del curso",
    },
  },
  {
    page: "understandTheExaminer",
    link: "/understand-the-examiner",
    image: images.services.understandTheExaminer,
    fromProduct: "examiner-course",
    tag: { en: "Online course\n3 months access", es: "Curso online\n3 meses de acceso" },
    title: { en: "Understand the Examiner", es: "Entiende al examinador" },
    subtitle: {
      en: "Learn every German phrase the examiner uses in the practical test, with a money-back guarantee.",
      es: "Aprende todas las frases en alemán que usa el examinador en el examen práctico, con garantía de devolución.",
    },
    imageAlt: {
      en: "An examiner with a clipboard and a speech bubble",
      es: "Un examinador con una carpeta y un bocadillo de diálogo",
    },
  },
  {
    page: "highIntenseTraining",
    link: "/high-intense-training",
    image: images.services.highIntenseTraining,
    fromProduct: "driving-performance-assessment",
    tag: { en: "Assessment\n1, 5 or 10 days", es: "Evaluación\n1, 5 o 10 días" },
    title: { en: "High intensity training", es: "Formación intensiva" },
    subtitle: {
      en: "An assessment drive, then an intensive programme that gets you exam-ready fast, plus exam packages.",
      es: "Una evaluación al volante y después un programa intensivo que te prepara rápido para el examen, más paquetes de examen.",
    },
    imageAlt: {
      en: "A car on a fast road with chevrons",
      es: "Un coche en una carretera rápida con flechas",
    },
  },
  {
    page: "weeklyClasses",
    link: "/weekly-classes",
    image: images.services.weeklyClasses,
    fromProduct: "weekly-classes",
    tag: { en: "English, Spanish\nor German", es: "Inglés, español\no alemán" },
    title: { en: "Weekly driving classes", es: "Clases de conducir semanales" },
    subtitle: {
      en: "A 90-minute double class every week, manual or automatic, at your own pace.",
      es: "Una clase doble de 90 minutos cada semana, con cambio manual o automático, a tu ritmo.",
    },
    imageAlt: { en: "A calendar with a car", es: "Un calendario con un coche" },
  },
];

export function fromPriceCents(service: Service): number {
  return products[service.fromProduct].priceCents;
}
