import { describe, expect, it } from "vitest";
import { allLessons, courseModules, findLesson } from "./modules";

// Lists the course as ids 1.1-1.3; 2.1-2.8; 3.1-3.7; 4.1-4.3; 5.1-5.2; 6.1-6.3; 7.1-7.2 with
// one title each (its total is a miscount: docs/decisions/005-course-lessons.md). Titles in British
// English, as the rest of the site, and in Spanish.
const outline: [id: string, en: string, es: string][][] = [
  [
    ["1.1", "Introduction", "Introducción"],
    ["1.2", "Personal data questions", "Preguntas sobre tus datos personales"],
    ["1.3", "Opening briefing", "Explicaciones iniciales"],
  ],
  [
    ["2.1", "Introduction", "Introducción"],
    ["2.2", "Front and rear lights", "Luces delanteras y traseras"],
    ["2.3", "High beam", "Luz de carretera"],
    ["2.4", "Rear fog light", "Luz antiniebla trasera"],
    ["2.5", "Indicators and hazard lights", "Intermitentes y luces de emergencia"],
    ["2.6", "Handbrake and brake", "Freno de mano y freno"],
    ["2.7", "Tyres", "Neumáticos"],
    ["2.8", "Further questions", "Otras preguntas"],
  ],
  [
    ["3.1", "Introduction", "Introducción"],
    ["3.2", "Residential area", "Zona residencial"],
    ["3.3", "Support phrases: residential area", "Frases de apoyo: zona residencial"],
    ["3.4", "City area", "Zona urbana"],
    ["3.5", "Support phrases: city area", "Frases de apoyo: zona urbana"],
    ["3.6", "Country roads and the motorway", "Carretera y autopista"],
    ["3.7", "Support phrases: motorway", "Frases de apoyo: autopista"],
  ],
  [
    ["4.1", "Introduction", "Introducción"],
    ["4.2", "Parking", "Aparcar"],
    ["4.3", "Support phrases", "Frases de apoyo"],
  ],
  [
    ["5.1", "Introduction", "Introducción"],
    ["5.2", "The manoeuvre", "La maniobra"],
  ],
  [
    ["6.1", "Introduction", "Introducción"],
    ["6.2", "Initiating", "El inicio"],
    ["6.3", "Cancelling", "La cancelación"],
  ],
  [
    ["7.1", "Introduction", "Introducción"],
    ["7.2", "Exam passed", "Examen aprobado"],
  ],
];

const moduleTitles: [en: string, es: string][] = [
  ["The driving exam starts", "Empieza el examen de conducir"],
  ["The technical questions", "Las preguntas técnicas"],
  ["Directions", "Las indicaciones de dirección"],
  ["The parking task", "La maniobra de aparcamiento"],
  ["The U-turn and reversing around a corner", "El cambio de sentido y la marcha atrás en una esquina"],
  ["The emergency stop", "La frenada de emergencia"],
  ["The driving exam ends", "Termina el examen de conducir"],
];

describe("course outline", () => {
  it("has the modules and lessons of the course outline, in order, with their titles in both languages", () => {
    expect(courseModules.map((module) => module.number)).toEqual(outline.map((_, i) => i + 1));
    expect(courseModules.map((module) => [module.title.en, module.title.es])).toEqual(moduleTitles);
    expect(
      courseModules.map((module) =>
        module.lessons.map((lesson) => [lesson.id, lesson.title.en, lesson.title.es]),
      ),
    ).toEqual(outline);
  });

  it("numbers the lessons of each module from 1 without gaps, so ids 1.1 … 7.2 are unique", () => {
    for (const module of courseModules)
      expect(module.lessons.map((lesson) => lesson.id)).toEqual(
        module.lessons.map((_, i) => `${module.number}.${i + 1}`),
      );
    expect(new Set(allLessons.map((lesson) => lesson.id)).size).toBe(allLessons.length);
  });

  it("splits the technical questions into tyres (2.7) and further questions (2.8)", () => {
    expect(courseModules[1]?.lessons.map((lesson) => lesson.id)).toEqual(
      Array.from({ length: 8 }, (_, i) => `2.${i + 1}`),
    );
    expect(findLesson("2.7")?.title).toEqual({ en: "Tyres", es: "Neumáticos" });
    expect(findLesson("2.8")?.title).toEqual({ en: "Further questions", es: "Otras preguntas" });
  });

  it("writes its English titles in British English", () => {
    const titles = [...courseModules.map((m) => m.title.en), ...allLessons.map((l) => l.title.en)].join(
      " | ",
    );
    for (const american of [/\bblinker/i, /\bhighway/i, /\binterstate/i, /\bbraking\b/i, /\btires?\b/i])
      expect(titles).not.toMatch(american);
  });
});
