import type { FirstAidTexts } from "./first-aid-en";

// Texts of the two first-aid course pages (the page language; the course language is a parameter) (Spanish).
export default {
  courseName: { en: "en inglés", es: "en español" },
  points: [
    "Curso de primeros auxilios (Erste-Hilfe-Kurs) para el permiso de conducir alemán",
    "Test de visión (Sehtest) para el permiso de conducir alemán, el mismo día",
  ],
  nextDate: "Próximo curso: {date}",
  nextFreeDate: "Próximo curso con plazas libres: {date}",
  videoTitle: "Nuestro curso de primeros auxilios y test de visión",
  intro:
    "Si vas a sacar por primera vez el permiso de conducir alemán, necesitas un certificado de primeros auxilios y otro del test de visión. Si conviertes un permiso extranjero, también los necesitas, salvo que lo haya expedido uno de los países del Anexo 11 del Reglamento alemán de permisos de conducir: esos están exentos, aunque para algunos de ellos sigue siendo obligatorio el test de visión. Te ofrecemos ambos en un solo sábado {language}, con un formador titulado en nuestro instituto colaborador de Fráncfort-Sachsenhausen.",
  locationHeading: "Dónde se imparte el curso",
  locationText:
    "Nuestro instituto de formación colaborador en {district}, a pocos pasos del transporte público:",
  pricesHeading: "Precios",
  priceCourse: "Curso de primeros auxilios (9 unidades lectivas, certificado incluido)",
  priceEyeTest: "Test de visión con certificado",
  priceTotal: "Curso y test de visión juntos",
  bookingHeading: "Reserva tu plaza",
  includeEyeTest: "Incluir test de visión",
  eyeTestHint: "Desmárcalo si ya tienes un certificado del test de visión de hace menos de dos años.",
  youBook: "Reservas: {product} el {date}, {price}",
  factsHeading: "Conviene saber",
  facts: [
    "Trae tu pasaporte o documento de identidad y, para el test de visión, tus gafas o lentillas.",
    "El certificado de primeros auxilios no caduca para tu solicitud del permiso; el del test de visión no puede tener más de dos años al presentar la solicitud.",
    "La cancelación es gratuita hasta 24 horas antes del curso; el pago se realiza un día antes.",
    "Los menores de 18 años participan con la autorización escrita de su madre, padre o tutor.",
  ],
  feedbackHeading: "Lo que dicen los participantes",
  feedbackVideoTitle: "Los participantes hablan del curso de primeros auxilios",
  chatText: "¡Hola! Tengo una pregunta sobre el curso de primeros auxilios {language}.",
} satisfies FirstAidTexts;
