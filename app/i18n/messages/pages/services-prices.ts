// Texts of the services & prices page, per language (the Spanish one has the English shape).
const en = {
  intro:
    "Whatever your starting point, we take you from a foreign licence to a German one. Choose the help you need, or write to us and we will tell you honestly what your case requires.",
  from: "from {price}",
  detailsOf: "More details: {title}",
  helpHeading: "Not sure which service fits you?",
  helpText:
    "Our licence check tells you in a minute which tests your licence needs and which of our services fit. Or tell us where your licence is from and where you live: we answer within one working day.",
  chatText: "Hello! I'm not sure which of your services I need. My licence is from: ",
  checkLicence: "Check your licence",
};

const es: typeof en = {
  intro:
    "Partas de donde partas, te acompañamos desde tu permiso extranjero hasta el alemán. Elige la ayuda que necesitas o escríbenos y te diremos con sinceridad qué requiere tu caso.",
  from: "desde {price}",
  detailsOf: "Más detalles: {title}",
  helpHeading: "¿No sabes qué servicio te conviene?",
  helpText:
    "Nuestra comprobación del permiso te dice en un minuto qué exámenes necesita tu permiso y cuáles de nuestros servicios te convienen. O dinos de dónde es tu permiso y dónde vives: te respondemos en un día laborable.",
  chatText: "¡Hola! No sé cuál de vuestros servicios necesito. Mi permiso es de: ",
  checkLicence: "Comprueba tu permiso",
};

export default { en, es };
