// Texts of the about us page.
const en = {
  lead: "We are a family driving school in Frankfurt. We help people who made Germany their home get the German driving licence, in a language they understand.",
  missionHeading: "Our mission",
  mission: [
    "Converting a licence in Germany means rules that depend on your country, appointments at several offices and an exam in a foreign language. We make it clear, plan it for you and prepare you until you pass.",
    "We tell you honestly which steps your case needs, and which it does not, so you never pay for a service you do not need.",
  ],
  missionAlt: "People gathered around a driving licence card",
  historyHeading: "Our story",
  history: [
    "It started at our kitchen table: friends and neighbours who had moved to Frankfurt asked us for help with their licences, because we had been through it ourselves.",
    "What began as favours became a family business: a driving school with instructors who teach in English, Spanish and German, a first aid course in both languages and an online course for the examiner's German.",
  ],
  historyAlt: "Our small driving school office with a school car outside",
  teamHeading: "Our team",
  languages: "Languages: {languages}",
  chatText: "Hello! I'd like to talk to your team about my driving licence.",
};

const es: typeof en = {
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
};

export default { en, es };
