import type { HomeTexts } from "./home-en";

// Texts of the home page (Spanish).
export default {
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
  ratingLabel: {
    one: "Valoración media: {average} sobre 5 (1 opinión)",
    other: "Valoración media: {average} sobre 5 ({count} opiniones)",
  },
} satisfies HomeTexts;
