// Texts of the two first-aid course pages (the page language; the course language is a parameter) (English). first-aid-es.ts must have exactly this shape (`satisfies FirstAidTexts`).
const firstAidEn = {
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
  includeEyeTest: "Include eye test",
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

export type FirstAidTexts = typeof firstAidEn;
export default firstAidEn;
