// Texts of the home page.
const en = {
  eyebrow: "Family driving school in Frankfurt",
  heading: "From your foreign licence to a German one, without the stress",
  lead: "We help expats across Germany convert their driving licence: we organise the paperwork, teach the exam in English or Spanish and sit beside you until you pass.",
  watch: "Watch how it works",
  videoTitle: "How MainDrive helps you convert your licence",
  services: "See services & prices",
  checkLicence: "Do I need a test? Check your licence in a minute",
  heroAlt: "",
  helpHeading: "How we help",
  help: [
    {
      title: "We sort out the paperwork",
      text: "Appointments, certified translation, first aid and eye test, the licence office (Führerscheinstelle): one team, one plan, in your language.",
    },
    {
      title: "We prepare you for the exams",
      text: "Theory in English or Spanish, driving lessons in Frankfurt and an online course that teaches you the examiner's German.",
    },
    {
      title: "We stay until you pass",
      text: "Clear answers on WhatsApp, honest advice on which tests you really need, and a money-back guarantee on our course.",
    },
  ],
  servicesHeading: "Everything for your German licence",
  servicesText:
    "Conversion assistance, first aid courses in English and Spanish, intensive training, weekly classes and the Understand the Examiner course.",
  servicesLink: "Services & Prices",
  storiesHeading: "Expats who made it",
  storiesText:
    "Read and watch how our students converted their licence and passed their German driving test.",
  storiesLink: "Read the success stories",
  aboutHeading: "A family business",
  aboutText:
    "We are a family of driving instructors and licence advisers who once converted our own licences. We know how confusing it is, and how good it feels to hold the pink card.",
  aboutLink: "About us",
  chatHeading: "Questions about your licence?",
  chatText: "Tell us where your licence is from. We reply within one working day.",
  chatPrefill: "Hello! I would like to convert my driving licence. My licence is from: ",
  ratingLabel: "Rated {average} out of 5 in {count} reviews",
};

const es: typeof en = {
  eyebrow: "Autoescuela familiar en Fráncfort",
  heading: "De tu permiso extranjero al alemán, sin estrés",
  lead: "Ayudamos a personas extranjeras de toda Alemania a convertir su permiso de conducir: organizamos los trámites, te preparamos para el examen en español o inglés y te acompañamos hasta que apruebes.",
  watch: "Mira cómo funciona",
  videoTitle: "Cómo te ayuda MainDrive a convertir tu permiso",
  services: "Ver servicios y precios",
  checkLicence: "¿Necesito un examen? Comprueba tu permiso en un minuto",
  heroAlt: "",
  helpHeading: "Cómo te ayudamos",
  help: [
    {
      title: "Nos ocupamos de los trámites",
      text: "Citas, traducción jurada, primeros auxilios y test de visión, la oficina de permisos de conducir (Führerscheinstelle): un equipo, un plan y en tu idioma.",
    },
    {
      title: "Te preparamos para los exámenes",
      text: "Teoría en español o inglés, clases prácticas en Fráncfort y un curso online que te enseña el alemán del examinador.",
    },
    {
      title: "Seguimos contigo hasta que apruebes",
      text: "Respuestas claras por WhatsApp, consejos sinceros sobre los exámenes que de verdad necesitas y garantía de devolución en nuestro curso.",
    },
  ],
  servicesHeading: "Todo para tu permiso alemán",
  servicesText:
    "Asistencia para la conversión, cursos de primeros auxilios en español e inglés, formación intensiva, clases semanales y el curso Entiende al examinador.",
  servicesLink: "Servicios y precios",
  storiesHeading: "Lo consiguieron",
  storiesText:
    "Lee y mira cómo nuestros alumnos convirtieron su permiso y aprobaron el examen de conducir alemán.",
  storiesLink: "Leer las historias de éxito",
  aboutHeading: "Una empresa familiar",
  aboutText:
    "Somos una familia de profesores de autoescuela y asesores que un día también convertimos nuestros permisos. Sabemos lo confuso que es y lo bien que sienta tener la tarjeta rosa en la mano.",
  aboutLink: "Sobre nosotros",
  chatHeading: "¿Dudas sobre tu permiso?",
  chatText: "Dinos de dónde es tu permiso. Te respondemos en un día laborable.",
  chatPrefill: "¡Hola! Quiero convertir mi permiso de conducir. Mi permiso es de: ",
  ratingLabel: "Valoración media: {average} sobre 5 ({count} opiniones)",
};

export default { en, es };
