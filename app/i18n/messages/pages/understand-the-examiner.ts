// Texts of the Understand the Examiner sales page.
const en = {
  lead: "In the practical driving test the examiner speaks German, fast, from the back seat. This online course teaches you every phrase you will hear, what it means and what the examiner expects you to do.",
  points: [
    "{hours} hours of content in short lessons",
    "{modules} modules, {lessons} lessons, from the first greeting to “you passed”",
    "{months} months of access on phone and computer",
    "Listen to every phrase in German, at normal and slow speed",
  ],
  videoTitle: "A look inside the Understand the Examiner course",
  buy: "Buy the course – {price}",
  modulesHeading: "What you will learn",
  lessonCount: "{count} lessons",
  samplesHeading: "Try it for free",
  sample: "Free lesson {id}: {title}",
  guaranteeLink: "How the guarantee works",
  resultsHeading: "Results that speak for themselves",
  passRate: "of our students pass the practical test",
  failureRate: "of class B practical tests in Germany were failed in {year} (source: {source})",
  guaranteeUse: "of our customers ever need the money-back guarantee",
  reviewsHeading: "What students say about the course",
};

const es: typeof en = {
  lead: "En el examen práctico el examinador habla alemán, rápido y desde el asiento de atrás. Este curso online te enseña cada frase que vas a oír, qué significa y qué espera el examinador que hagas.",
  points: [
    "{hours} horas de contenido en lecciones cortas",
    "{modules} módulos y {lessons} lecciones, desde el primer saludo hasta el «ha aprobado»",
    "{months} meses de acceso desde el móvil y el ordenador",
    "Escucha cada frase en alemán, a velocidad normal y lenta",
  ],
  videoTitle: "Un vistazo al curso Entiende al examinador",
  buy: "Comprar el curso – {price}",
  modulesHeading: "Lo que vas a aprender",
  lessonCount: "{count} lecciones",
  samplesHeading: "Pruébalo gratis",
  sample: "Lección gratuita {id}: {title}",
  guaranteeLink: "Cómo funciona la garantía",
  resultsHeading: "Resultados que hablan por sí solos",
  passRate: "de nuestros alumnos aprueban el examen práctico",
  failureRate:
    "de los exámenes prácticos de la clase B en Alemania se suspendieron en {year} (fuente: {source})",
  guaranteeUse: "de nuestros clientes llegan a usar la garantía de devolución",
  reviewsHeading: "Lo que opinan los alumnos del curso",
};

export default { en, es };
