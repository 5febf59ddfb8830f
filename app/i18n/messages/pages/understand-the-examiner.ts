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
  sample1: "Free lesson 1.3: start information",
  sample2: "Free lesson 3.7: motorway phrases",
  guaranteeText:
    "If you fail your practical driving test after the course, tell us within {days} days of your purchase and send us the examiner's report (Prüfprotokoll). We refund 100% of the course price.",
  guaranteeLink: "How the guarantee works",
  resultsHeading: "Results that speak for themselves",
  passRate: "of our students pass the practical test",
  failureRate: "national failure rate of the practical test",
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
  sample1: "Lección gratuita 1.3: información de inicio",
  sample2: "Lección gratuita 3.7: frases de autopista",
  guaranteeText:
    "Si suspendes el examen práctico de conducir después del curso, avísanos en los {days} días siguientes a tu compra y envíanos el informe del examinador (Prüfprotokoll). Te devolvemos el 100 % del precio del curso.",
  guaranteeLink: "Cómo funciona la garantía",
  resultsHeading: "Resultados que hablan por sí solos",
  passRate: "de nuestros alumnos aprueban el examen práctico",
  failureRate: "es la tasa nacional de suspensos del examen práctico",
  guaranteeUse: "de nuestros clientes llegan a usar la garantía de devolución",
  reviewsHeading: "Lo que opinan los alumnos del curso",
};

export default { en, es };
