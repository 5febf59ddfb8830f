import type { ServicesPricesTexts } from "./services-prices-en";

// Texts of the services & prices page (Spanish).
export default {
  intro:
    "Partas de donde partas, te acompañamos desde tu permiso extranjero hasta el alemán. Elige la ayuda que necesitas o escríbenos y te diremos con sinceridad qué requiere tu caso.",
  from: "desde {price}",
  detailsOf: "Más detalles: {title}",
  helpHeading: "¿No sabes qué servicio te conviene?",
  helpText:
    "Nuestra comprobación del permiso te dice en un minuto qué exámenes necesita tu permiso y cuáles de nuestros servicios te convienen. O dinos de dónde es tu permiso y dónde vives: te respondemos en un día laborable.",
  chatText: "¡Hola! No sé cuál de vuestros servicios necesito. Mi permiso es de: ",
  checkLicence: "Comprueba tu permiso",
} satisfies ServicesPricesTexts;
