import type { ReviewTexts } from "./review-en";

// Textos del repaso de frases, en español.
export default {
  heading: "Repaso de frases",
  back: "Volver al curso",
  modes: "Modo de repaso",
  cardsMode: "Tarjetas",
  drillMode: "Ejercicio de escucha",
  progress: "Tarjeta {index} de {count}",
  keyboardHint: "Teclado: la barra espaciadora gira la tarjeta; del 1 al 4 la calificas.",
  drillHint: "Teclado: del 1 al 3 eliges una traducción; la barra espaciadora continúa.",
  listen: "Reproducir",
  listenSlow: "Reproducir despacio (0,75×)",
  noVoice: "Tu navegador no tiene una voz alemana: lee la frase.",
  showText: "Mostrar el texto en alemán",
  flip: "Ver la respuesta",
  meaning: "Significado",
  expect: "Qué espera el examinador",
  gradeQuestion: "¿Qué tal te la sabías?",
  grades: ["Otra vez", "Difícil", "Bien", "Fácil"],
  drillQuestion: "¿Qué dice el examinador?",
  correct: "¡Correcto!",
  wrong: "No exactamente. La traducción correcta:",
  next: "Siguiente tarjeta",
  score: "Puntuación: {right} de {done}",
  nothingDue: "Hoy no tienes frases para repasar. ¡Muy bien!",
  nothingDueHelp:
    "Las frases vuelven el día en que es más probable que las olvides. Abre una lección nueva para añadir sus frases.",
  summaryHeading: "Sesión terminada",
  summaryReviewed: { one: "Has repasado 1 frase.", other: "Has repasado {count} frases." },
  summaryGrades: "Otra vez: {again} · Difícil: {hard} · Bien: {good} · Fácil: {easy}",
  summaryScore: "Ejercicio de escucha: {right} de {done} correctas.",
  summaryMore: {
    one: "Hoy te queda 1 frase más para repasar.",
    other: "Hoy te quedan {count} frases más para repasar.",
  },
  continueReview: "Seguir repasando",
  pending: {
    one: "Sin conexión: 1 calificación está guardada en este dispositivo y se enviará cuando vuelvas a estar en línea.",
    other:
      "Sin conexión: {count} calificaciones están guardadas en este dispositivo y se enviarán cuando vuelvas a estar en línea.",
  },
  staleCard: "Esta tarjeta se calificó en otro dispositivo; cuenta esa calificación.",
  saveFailed: "No se pudo guardar una calificación. Recarga la página.",
  needsScript:
    "El repaso reproduce las frases y guarda tus calificaciones con JavaScript. Actívalo o vuelve a las lecciones.",
} satisfies ReviewTexts;
