import type { ToolsMessages } from "./tools-en";

// Textos de las herramientas de estudio en español. `satisfies ToolsMessages`: una clave que
// falte o sobre es un error de tipos.
export default {
  deck: {
    previous: "Anterior",
    next: "Siguiente",
    position: "Tarjeta {n} de {total}",
    front: "Anverso",
    back: "Reverso",
    keyboardHint: "Consejo: usa las teclas ← y → para pasar de una tarjeta a otra.",
  },
  signQuiz: {
    intro:
      "Diez señales que verás en las autopistas y vías rápidas alemanas. Mira la señal, piensa qué significa para ti como conductor y después comprueba la explicación.",
    deckLabel: "Señales de autopista",
    signAlt: "Señal {n} de {total}",
    show: "Mostrar explicación",
    hide: "Ocultar explicación",
  },
  flashcards: {
    intro:
      "Treinta y dos normas y datos para el examen teórico y práctico alemán. Lee la pregunta, respóndela mentalmente y después da la vuelta a la tarjeta.",
    deckLabel: "Tarjetas de conducción",
    question: "Pregunta",
    answer: "Respuesta",
    show: "Mostrar respuesta",
    hide: "Ocultar respuesta",
  },
  flipbook: {
    intro:
      "Hojea una vista previa de nuestro libro con las preguntas técnicas que hace el examinador al comienzo del examen práctico alemán: luces, frenos, neumáticos y más.",
    consent:
      "La vista previa está alojada en un servicio externo de libros digitales, así que solo se carga cuando la abres. Entonces ese servicio recibe tu dirección IP y datos técnicos de tu navegador.",
    privacy: "Más información en nuestra política de privacidad",
    open: "Abrir la vista previa",
    newTab: "Abrir en una pestaña nueva",
    newTabNote: "(se abre en una pestaña nueva)",
    frameTitle: "Vista previa del libro: preguntas técnicas del examen práctico",
    back: "Volver a la página de inicio",
  },
} satisfies ToolsMessages;
