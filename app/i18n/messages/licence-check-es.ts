import type { LicenceCheckTexts } from "./licence-check-en";

// Textos de la comprobación del permiso, en español.
const licenceCheckEs = {
  heading: "¿Necesito un examen? Comprueba tu permiso",
  lead: "Dinos de dónde es tu permiso de conducir. Te mostramos lo que te exige la ley alemana para obtener el permiso alemán: qué exámenes, test de visión y primeros auxilios, tus plazos, los documentos que debes llevar y los costes.",
  intro: {
    heading: "Lo que te dice la comprobación",
    points: [
      "Si necesitas el examen teórico, el práctico, los dos o ninguno",
      "Si necesitas un test de visión y un curso de primeros auxilios",
      "Hasta cuándo te permite conducir tu permiso en Alemania y cuándo debes solicitar el alemán",
      "Los documentos que debes llevar, las tasas oficiales y cómo podemos ayudarte",
    ],
    asOf: "Basado en la lista oficial de Estados, el anexo 11 del Reglamento alemán de permisos de conducir, tal como se publicó el {date}.",
  },
  form: {
    heading: "Tu permiso",
    country: "País que expidió tu permiso",
    chooseCountry: "Elige un país",
    region: {
      US: "Estado o territorio que expidió tu permiso",
      CA: "Provincia o territorio que expidió tu permiso",
      AU: "Estado o territorio que expidió tu permiso",
    },
    chooseRegion: "Elige uno",
    regionHint: "La ley alemana trata a cada uno de forma distinta.",
    class: "Clase que figura en tu permiso",
    classHint:
      "Tal como aparece en tu permiso. ¿No lo sabes seguro? Deja la clase que te proponemos: es el permiso de turismo habitual allí.",
    otherClass: "Otra clase",
    learnerPermit: "Un permiso de aprendizaje (solo para aprender a conducir)",
    since: "Fecha en que te empadronaste (o te empadronarás) en Alemania",
    sinceHint: "Opcional. Con ella calculamos tus plazos.",
    next: "Continuar",
    show: "Ver la respuesta",
    changeCountry: "Elegir otro país",
  },
  errors: {
    heading: "Revisa lo que has indicado",
    unknownCountry: "No conocemos este país. Elígelo de la lista.",
    unknownRegion: "No conocemos este estado, provincia o territorio. Elígelo de la lista.",
    regionOfOtherCountry:
      "Este estado, provincia o territorio no pertenece al país que has elegido. Vuelve a elegirlo.",
    regionNotAsked:
      "Para un permiso de este país no se pregunta por ningún estado ni región. Vuelve a elegir el país.",
    unknownClass: "No podemos comprobar esta clase para tu permiso. Elige la clase de la lista.",
    classNotAsked:
      "Para un permiso de este lugar la clase no cambia la respuesta, por eso no se pregunta. Vuelve a elegir el país.",
    malformedDate: "Indica una fecha real del calendario, por ejemplo 2026-03-15.",
    dateTooFarAhead:
      "Esta fecha está a más de un año vista. Indica una fecha dentro de los próximos 12 meses.",
    dateTooEarly: "Indica una fecha posterior al 1 de enero de 1900.",
  },
  answer: {
    eyebrow: "Tu respuesta",
    place: "{region}, {country}",
    licenceLabel: "Tu permiso",
    classLabel: "clase {class}",
    otherClassName: "una clase que la lista no menciona",
    headings: {
      eu: "No necesitas convertirlo",
      "no-test": "Permiso alemán sin examen",
      theory: "Permiso alemán solo con el examen teórico",
      practical: "Permiso alemán solo con el examen práctico",
      "theory-and-practical": "Permiso alemán con el examen teórico y el práctico",
      "full-training": "Sin conversión: la formación completa para un primer permiso alemán",
    },
    summaries: {
      eu: "Tu permiso es de la UE o del EEE: sigue siendo válido en Alemania, sin plazo. Puedes convertirlo en uno alemán sin ningún examen, pero no estás obligado.",
      "no-test":
        "Tu permiso está en la lista alemana de Estados (Anlage 11): obtienes el permiso alemán sin examen teórico ni práctico.",
      theory:
        "Tu permiso está en la lista alemana de Estados (Anlage 11): obtienes el permiso alemán tras aprobar el examen teórico. Sin examen práctico.",
      practical:
        "Tu permiso está en la lista alemana de Estados (Anlage 11): obtienes el permiso alemán tras aprobar el examen práctico. Sin examen teórico.",
      "theory-and-practical":
        "El lugar que expidió tu permiso no está en la lista alemana de Estados (Anlage 11): obtienes el permiso alemán tras aprobar el examen teórico y el examen práctico. No tienes que hacer un número mínimo de clases de conducir.",
      "full-training":
        "Un permiso de aprendizaje no es un permiso de conducir: nunca te ha permitido conducir en Alemania, así que no se puede convertir y no se le aplican las normas de conversión (§ 29, apartado 3, número 1, FeV). Obtienes el permiso alemán como cualquier persona que se saca el carné por primera vez: la formación completa en una autoescuela y después el examen teórico y el práctico. También necesitas un test de visión y un curso de primeros auxilios.",
    },
    otherClassSummary:
      "Para el lugar que expidió tu permiso, la lista alemana de Estados (Anlage 11) menciona otras clases: obtienes el permiso alemán tras aprobar el examen teórico y el examen práctico. No tienes que hacer un número mínimo de clases de conducir.",
    changeClass:
      "¿Tu permiso es de otra clase o es un permiso de aprendizaje? Elígelo en el formulario de arriba.",
    learnerName: "un permiso de aprendizaje",
    learnerLink: "¿Solo tienes un permiso de aprendizaje? Mira lo que se aplica en tu caso.",
    fullLicenceLink:
      "¿No es un permiso de aprendizaje sino un permiso de conducir completo? Mira la respuesta para ese caso.",
    factsLabel: "Lo que necesitas",
    facts: {
      theory: "Examen teórico",
      practical: "Examen práctico",
      eyeTest: "Test de visión",
      firstAid: "Curso de primeros auxilios",
      training: "Formación en una autoescuela",
    },
    requirement: {
      yes: "Necesario",
      no: "No necesario",
      may: "Solo si te lo pide la oficina de permisos de conducir",
    },
    footnotesHeading: "Lo que añade la lista para tu permiso",
    footnoteLabel: "Nota {number}",
    notesHeading: "Conviene saber",
  },
  protection: {
    heading: "Tu permiso ucraniano es válido en Alemania mientras tengas protección temporal",
    summary:
      "Un permiso de conducir ucraniano vigente se reconoce en Alemania sin conversión mientras tengas protección temporal (artículo {article} del Reglamento (UE) {regulation}). Para conducir con él no necesitas traducción ni permiso internacional.",
    endsOnLabel: "Por ahora, la protección temporal dura hasta el",
    source: "Fijado por la Decisión de Ejecución (UE) {decision} del Consejo",
    asOf: "Datos a {date}. La UE ya ha prorrogado la protección varias veces y puede volver a hacerlo: cuando lo haga, actualizaremos esta fecha.",
    ended:
      "Según nuestra última comprobación, del {checked}, la protección temporal terminaba el {date}. Salvo que se haya prorrogado desde entonces, tu permiso ucraniano ya no se reconoce por esta vía: solicita ya el permiso alemán.",
    afterHeading: "Cuando termine tu protección: conversión con los dos exámenes",
    afterSummary:
      "Para seguir conduciendo cuando termine tu protección temporal, convierte a tiempo tu permiso en uno alemán; puedes hacerlo ya. Ucrania no está en la lista alemana de Estados (Anlage 11), así que necesitas el examen teórico y el práctico, un test de visión y un curso de primeros auxilios. No tienes que hacer un número mínimo de clases de conducir.",
  },
  deadlines: {
    heading: "Tus plazos",
    askSince:
      "Indica en el formulario de arriba la fecha en que te empadronaste en Alemania y calcularemos tus plazos.",
    eu: "Sin plazo: tu permiso de la UE o del EEE sigue siendo válido mientras vivas en Alemania (§ 28 FeV).",
    since: "Residencia en Alemania desde",
    validUntil: "Tu permiso te permite conducir en Alemania hasta el",
    validUntilNote:
      "6 meses después de fijar tu residencia (§ 29, apartado 1, FeV). Desde el día siguiente necesitas el permiso alemán para conducir.",
    extendedUntil: "Prórroga única, como máximo hasta el",
    extendedUntilNote:
      "Solo si la solicitas a la oficina de permisos de conducir y demuestras que no vivirás en Alemania más de 12 meses (por ejemplo, con un contrato de trabajo temporal). Pídela antes de que terminen tus 6 meses.",
    applyBy: "Pide tu cita en la oficina de permisos de conducir a más tardar el",
    applyByNote: {
      one: "Es nuestra estimación, no un plazo legal: en Fráncfort suele pasar 1 semana desde que pides la cita hasta que tienes el permiso alemán.",
      other:
        "Es nuestra estimación, no un plazo legal: en Fráncfort suelen pasar unas {count} semanas desde que pides la cita hasta que tienes el permiso alemán.",
    },
    testsNote: "A esto se suman tus exámenes: inscríbete en ellos lo antes posible.",
    applyNow:
      "Solicítalo ya: con la espera habitual, puede que tu permiso alemán no esté listo antes de que terminen tus 6 meses.",
    expired:
      "Tus 6 meses terminaron el {date}: desde entonces tu permiso extranjero no te permite conducir en Alemania. Solicita ya el permiso alemán.",
    learner:
      "No tienes ningún plazo que cumplir: un permiso de aprendizaje nunca te ha permitido conducir en Alemania, tampoco en tus primeros meses aquí. Podrás conducir cuando tengas el permiso alemán; hasta entonces, solo en tus clases de conducir, con tu profesor.",
    protectionUntilEnd:
      "El final de tu protección temporal tal como está fijado hoy. Los 6 meses que rigen para otros permisos extranjeros (§ 29, apartado 1, FeV) no lo acortan.",
    protectionUntilSixMonths:
      "6 meses después de fijar tu residencia (§ 29, apartado 1, FeV): es después del final de tu protección temporal, así que cuenta esta fecha.",
    protectionAskSince:
      "¿Llegaste a Alemania hace poco? Indica en el formulario de arriba la fecha en que te empadronaste: si tus 6 meses (§ 29, apartado 1, FeV) terminan después de tu protección, te mostramos esa fecha posterior.",
    protectionExpired:
      "Esta fecha ya ha pasado: salvo que se haya prorrogado tu protección temporal, tu permiso ucraniano ya no te permite conducir en Alemania. Solicita ya el permiso alemán.",
    entryNote:
      "Según la ley, los 6 meses cuentan desde el día en que fijas tu residencia. Algunas oficinas, entre ellas la de Fráncfort, cuentan desde el día en que entraste en Alemania: si llegaste antes, calcula con esa fecha.",
  },
  documents: {
    heading: "Documentos que debes llevar",
    intro: "De la lista de nuestra guía, los documentos para tu caso:",
    guideLink: "La guía completa con la lista de documentos",
  },
  costs: {
    heading: "Costes",
    officialHeading: "Tasas oficiales",
    item: "Concepto",
    amount: "Importe",
    licenceOffice: "Oficina de permisos de conducir (Führerscheinstelle), por el permiso alemán",
    upTo: "hasta {price}",
    theoryFee: "Examen teórico: tasa del organismo examinador (TÜV o DEKRA)",
    practicalFee: "Examen práctico: tasa del organismo examinador (TÜV o DEKRA)",
    officialNote:
      "Se pagan a las autoridades, no a nosotros. La cifra de la oficina de permisos de conducir es la que publica el Ayuntamiento de Fráncfort: comprueba la tasa vigente al pedir tu cita.",
    learnerOfficialNote:
      "Se pagan al organismo examinador, no a nosotros. La oficina de permisos de conducir también cobra una tasa por un primer permiso: pregunta el importe vigente al presentar la solicitud.",
    servicesHeading: "Cómo podemos ayudarte",
    why: {
      "conversion-assistance":
        "Organizamos por ti los cinco primeros pasos: citas, traducción, documentos y la oficina de permisos de conducir.",
      "weekly-classes":
        "Tu formación con nosotros: una clase doble de 90 minutos cada semana con el mismo profesor, y nosotros organizamos tu curso de teoría y tus exámenes.",
      "first-aid":
        "El curso de primeros auxilios y el test de visión que necesitas, en un sábado en Fráncfort, impartido en español.",
      "theory-exam-package":
        "La inscripción en el examen teórico y el traslado; el examen en alemán o en uno de otros doce idiomas.",
      "driving-performance-assessment":
        "El primer paso hacia el examen práctico: un profesor evalúa tu conducción y planifica tu formación.",
      "practical-exam-package":
        "Una conducción de calentamiento de 30 minutos, el traslado y el coche de examen para el día de tu examen práctico.",
      "examiner-course":
        "Un curso online con las frases en alemán que usa el examinador en el examen práctico.",
    },
    buy: "Reservar – {price}",
    fee: "más la tasa del organismo examinador de {fee}",
    nextCourse: "Próximo curso con plazas libres: {date}",
    practicalRule: "Requiere haber hecho antes un programa intensivo, para que llegues preparado al examen.",
    details: "Más detalles",
    eyeTestOnly:
      "El test de visión (Sehtest) se hace en pocos minutos en una óptica que ofrezca el test oficial; nuestro curso de primeros auxilios también lo incluye.",
    euText:
      "No necesitas nada de nosotros para seguir conduciendo. Si aun así quieres convertir tu permiso, o tienes alguna pregunta, escríbenos.",
  },
  legal: {
    heading: "Base legal",
    basis: {
      eu: "§§ 28 y 30 del Reglamento alemán de permisos de conducir (Fahrerlaubnis-Verordnung, FeV).",
      listed: "§ 31, apartado 1, FeV con el anexo 11 (la lista de Estados), entrada: {entry}.",
      "other-class":
        "§ 31, apartado 1, sexta frase, y apartado 2, FeV: el lugar que expidió tu permiso figura en el anexo 11, pero tu clase no está entre las que enumera.",
      unlisted:
        "§ 31, apartado 2, FeV: el lugar que expidió tu permiso no figura en la lista de Estados del anexo 11.",
      learner:
        "§ 29, apartado 3, número 1, FeV: un permiso de aprendizaje no te permite conducir en Alemania, así que no se aplican las normas de conversión del § 31 FeV. Un primer permiso alemán exige la formación en una autoescuela, el examen teórico y el práctico (§§ 15 a 17 FeV), un test de visión (§ 12 FeV) y un curso de primeros auxilios (§ 19 FeV).",
    },
    protection:
      "Artículo {article} del Reglamento (UE) {regulation}: un permiso ucraniano vigente se reconoce mientras su titular tenga protección temporal. El final de la protección: Decisión de Ejecución (UE) {decision} del Consejo.",
    regulationLink: "Reglamento (UE) {regulation} en EUR-Lex",
    decisionLink: "Decisión de Ejecución (UE) {decision} en EUR-Lex",
    footnotes: "Notas del anexo 11 que se aplican: {numbers}.",
    deadlines:
      "Plazos: § 29, apartado 1, FeV; los periodos se cuentan según los §§ 187, 188 y 190 del Código Civil alemán (BGB).",
    asOf: "Fecha de referencia: el anexo 11 en el texto oficial publicado en gesetze-im-internet.de el {built} (última modificación del {amended}).",
    source: "Texto oficial del FeV",
    officeDecides:
      "Esta comprobación explica la ley; no es una resolución. Al final decide sobre tu permiso la oficina de permisos de conducir (Führerscheinstelle).",
  },
  share: {
    heading: "Guarda esta respuesta",
    text: "La dirección de esta página te devuelve la respuesta: guárdala en favoritos, envíasela a alguien o imprime la página.",
    link: "Enlace a esta respuesta",
    planHeading: "Guardar como mi plan",
    planText:
      "En tu cuenta, esta respuesta se convierte en tu propio plan: tus plazos con sus fechas y tus documentos comprobados para tu cita.",
    planButton: "Guardar como mi plan",
  },
  chat: {
    heading: "¿Tienes preguntas sobre tu caso?",
    text: "Envíanos tu respuesta por WhatsApp. Te contestamos en un día laborable.",
    prefill:
      "¡Hola! Mi permiso es de: {place}{class}. {since}Vuestra comprobación del permiso dice: {outcome}. ¿Me podéis ayudar?",
    classPart: ", clase {class}",
    otherClassPart: ", de una clase que la lista no menciona",
    learnerPart: ", un permiso de aprendizaje",
    sincePart: "Me empadroné en Alemania el {date}. ",
  },
} satisfies LicenceCheckTexts;

export default licenceCheckEs;
