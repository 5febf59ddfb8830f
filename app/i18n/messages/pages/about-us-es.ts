import type { AboutUsTexts } from "./about-us-en";

// Texts of the about us page (Spanish).
export default {
  lead: "Somos una autoescuela familiar en Fráncfort. Ayudamos a quienes han hecho de Alemania su hogar a conseguir el permiso de conducir alemán, en un idioma que entiendan.",
  missionHeading: "Nuestra misión",
  mission: [
    "Convertir un permiso en Alemania implica normas que dependen de tu país, citas en varias oficinas y un examen en otro idioma. Nosotros lo aclaramos, lo planificamos por ti y te preparamos hasta que apruebes.",
    "Te decimos con sinceridad qué pasos necesita tu caso y cuáles no, para que nunca pagues por un servicio que no necesitas.",
  ],
  missionAlt: "Personas reunidas alrededor de un permiso de conducir",
  historyHeading: "Nuestra historia",
  history: [
    "Todo empezó en la mesa de nuestra cocina: amigos y vecinos recién llegados a Fráncfort nos pedían ayuda con sus permisos, porque nosotros ya habíamos pasado por ello.",
    "Lo que empezó como favores se convirtió en una empresa familiar: una autoescuela con profesores que enseñan en español, inglés y alemán, un curso de primeros auxilios en dos idiomas y un curso online sobre el alemán del examinador.",
  ],
  historyAlt: "Nuestra pequeña oficina de autoescuela con un coche de prácticas delante",
  teamHeading: "Nuestro equipo",
  languages: "Idiomas: {languages}",
  chatText: "¡Hola! Me gustaría hablar con vuestro equipo sobre mi permiso de conducir.",
} satisfies AboutUsTexts;
