import type { UnderstandTheExaminerTexts } from "./understand-the-examiner-en";

// Texts of the Understand the Examiner sales page (Spanish).
export default {
  lead: "En el examen práctico el examinador habla alemán, rápido y desde el asiento de atrás. Este curso online te enseña cada frase que vas a oír, qué significa y qué espera el examinador que hagas.",
  points: [
    "{hours} de contenido en lecciones cortas",
    "{modules} y {lessons}, desde el primer saludo hasta el «ha aprobado»",
    "{months} de acceso desde el móvil y el ordenador",
    "Escucha cada frase en alemán, a velocidad normal y lenta",
  ],
  videoTitle: "Un vistazo al curso Entiende al examinador",
  buy: "Comprar el curso – {price}",
  modulesHeading: "Lo que vas a aprender",
  hourCount: { one: "1 hora", other: "{count} horas" },
  moduleCount: { one: "1 módulo", other: "{count} módulos" },
  lessonCount: { one: "1 lección", other: "{count} lecciones" },
  monthCount: { one: "1 mes", other: "{count} meses" },
  samplesHeading: "Pruébalo gratis",
  sample: "Lección gratuita {id}: {title}",
  guaranteeLink: "Cómo funciona la garantía",
  resultsHeading: "Resultados que hablan por sí solos",
  passRate: "de nuestros alumnos aprueban el examen práctico",
  failureRate:
    "de los exámenes prácticos de la clase {licenceClass} en Alemania se suspendieron en {year} (fuente: {source}, informe de {published})",
  guaranteeUse: "de nuestros clientes llegan a usar la garantía de devolución",
  reviewsHeading: "Lo que opinan los alumnos del curso",
} satisfies UnderstandTheExaminerTexts;
