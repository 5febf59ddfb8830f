import type { LessonRecordTexts } from "./lesson-record-en";

// El registro de formación del cliente (/es/my-lessons/record), en español, con la forma exacta de
// lesson-record-en.ts.

export default {
  heading: "Mi registro de formación",
  intro:
    "Todas las clases de conducir que diste o a las que faltaste, con lo que anotó tu profesor. Para guardar una copia, imprime esta página o guárdala como PDF con la función de imprimir de tu navegador.",
  back: "Volver a mis clases",
  empty: "Aún no has dado ninguna clase. Después de cada clase, tu profesor anota aquí lo que practicaste.",
  ready: "Tu profesor te marcó como listo para el examen práctico el {date}.",
  notReady: "Aún no estás marcado como listo para el examen práctico.",
  columns: {
    date: "Fecha",
    kind: "Clase",
    instructor: "Profesor",
    state: "Asistencia",
    note: "Lo que se practicó",
  },
  states: { driven: "Dada", "no-show": "Ausencia" },
  noNote: "—",
  printedFor: "Registro de formación de {name}",
} satisfies LessonRecordTexts;
