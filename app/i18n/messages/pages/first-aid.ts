// Texts of the two first-aid course pages (the page language; the course language is a parameter).
const en = {
  courseName: { en: "in English", es: "in Spanish" },
  points: [
    "First aid course (Erste-Hilfe-Kurs) for the German driving licence",
    "Eye test (Sehtest) for the German driving licence, the same day",
  ],
  nextDate: "Next course: {date}",
  nextFreeDate: "Next course with free places: {date}",
  videoTitle: "Our first aid course and eye test",
  intro:
    "Anyone getting a German driving licence for the first time needs a first aid certificate and an eye test certificate. If you are converting a foreign licence, you need them too, unless it was issued in one of the countries listed in Annex 11 of the German Driving Licence Regulation: those are exempt, although for a few of them the eye test is still required. We bring both into one Saturday {language}, with a certified trainer at our partner institute in Frankfurt Sachsenhausen.",
  locationHeading: "Where the course takes place",
  locationText: "Our partner training institute in {district}, a short walk from public transport:",
  pricesHeading: "Prices",
  priceCourse: "First aid course (9 teaching units, certificate included)",
  priceEyeTest: "Eye test with certificate",
  priceTotal: "Course and eye test together",
  bookingHeading: "Book your place",
  includeEyeTest: "Include Eye Test",
  eyeTestHint: "Untick if you already have a vision test certificate that is less than two years old.",
  youBook: "You book: {product} on {date}, {price}",
  factsHeading: "Good to know",
  facts: [
    "Bring your passport or ID card, and your glasses or contact lenses for the eye test.",
    "The first aid certificate does not expire for your licence application; the eye test certificate must not be more than two years old when you apply.",
    "Cancellation is free up to 24 hours before the course; payment is due one day before.",
    "Under-18s take part with the written consent of a parent or guardian.",
  ],
  feedbackHeading: "What participants say",
  feedbackVideoTitle: "Participants talk about the first aid course",
  chatText: "Hello! I have a question about the first aid course {language}.",
};

const es: typeof en = {
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
};

export default { en, es };
