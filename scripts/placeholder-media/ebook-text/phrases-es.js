// @ts-check
// "20 Examiner Phrases You Must Know" in Spanish: everything but the phrases (phrases.js); ebooks.js
// writes its HTML. Fields howItems, tip and end are HTML (they hold <b>, <i lang>, <span lang>) and
// are inserted as they are; every other field is escaped.

/** @type {import("../ebooks.js").PhrasesText} */
export const PHRASES_ES = {
  title: "20 frases del examinador que debes conocer",
  lead: "El examen práctico de conducir en Alemania se hace siempre en alemán, y el examinador da todas las indicaciones en alemán. Aquí tienes las 20 instrucciones que más probablemente oirás, qué significan y qué espera el examinador que hagas.",
  how: "Cómo te habla el examinador",
  howItems: [
    'Las indicaciones llegan con tiempo, a menudo con un gesto de la mano. Al empezar oirás muchas veces: <span class="de" lang="de">„Wenn ich nichts sage, folgen Sie bitte dem Straßenverlauf.“</span>: si no digo nada, siga la calle.',
    '¿No lo has entendido? Pregunta. <span class="de" lang="de">„Wie bitte?“</span> o <span class="de" lang="de">„Können Sie das bitte wiederholen?“</span> (¿puede repetirlo, por favor?) es totalmente normal.',
    'El examinador te trata de usted (<i lang="de">Sie</i>). <i lang="de">bitte</i> (por favor) puede aparecer en cualquier lugar de la frase.',
  ],
  words: "Palabras clave",
  glossary: [
    { de: "rechts / links / geradeaus", meaning: "derecha / izquierda / recto" },
    { de: "die Kreuzung", meaning: "cruce" },
    { de: "die Einmündung", meaning: "intersección en T" },
    { de: "die Ampel", meaning: "semáforo" },
    { de: "der Kreisverkehr", meaning: "rotonda" },
    { de: "die Ausfahrt", meaning: "salida" },
    { de: "der Fahrstreifen", meaning: "carril" },
    { de: "die Parklücke", meaning: "hueco para aparcar" },
    { de: "anhalten / losfahren", meaning: "parar / arrancar" },
  ],
  list: "Las 20 frases",
  do: "Qué hacer:",
  tip: "<b>Practica en voz alta.</b> Lee cada frase en alemán en voz alta y responde con la acción: «retrovisor, intermitente, mirada al ángulo muerto». En nuestro curso <i>Entiende al examinador</i> oyes cada frase a velocidad normal y con ruido de calle.",
  end: "<strong>MainDrive, Fráncfort del Meno · info@example.com</strong><br>Información general para ayudarte a preparar el examen; las palabras exactas del examinador pueden variar. Normas de tráfico: Straßenverkehrs-Ordnung (StVO).",
};
