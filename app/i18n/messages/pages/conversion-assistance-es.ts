import type { ConversionAssistanceTexts } from "./conversion-assistance-en";

// Texts of the conversion assistance page (Spanish).
export default {
  lead: "Un paquete a precio fijo que te acompaña en los cinco primeros pasos de la conversión de tu permiso de conducir extranjero, en cualquier lugar de Alemania. Tú nos cuentas tu situación; nosotros organizamos el resto.",
  videoTitle: "Cómo funciona nuestra asistencia para la conversión",
  buy: "Contratar la asistencia – {price}",
  stepsHeading: "Cómo funciona: los cinco primeros pasos",
  steps: [
    {
      title: "Reserva",
      text: "Reservas online. En dos o tres días laborables te contactamos y revisamos los datos de tu permiso y de tu residencia.",
    },
    {
      title: "Tu calendario personal",
      text: "Planificamos todas las citas por ti y te mantenemos al día por WhatsApp, para que siempre sepas qué viene después.",
    },
    {
      title: "Traducción jurada",
      text: "Encargamos la traducción jurada de tu permiso y te la envían por correo a casa.",
    },
    {
      title: "Primeros auxilios, test de visión y fotos en un día",
      text: "Si tu caso los necesita, haces el curso de primeros auxilios, el test de visión y las fotos biométricas en un solo día.",
    },
    {
      title: "La oficina de permisos de conducir",
      text: "Preparamos tu solicitud para la oficina de permisos de conducir (Führerscheinstelle). ¿Vives en Fráncfort? Te acompañamos a la cita sin coste adicional.",
    },
  ],
  afterHeading: "Después del quinto paso",
  afterText:
    "La oficina de permisos de conducir te indica si debes hacer los exámenes teórico y práctico. La admisión suele tardar entre dos semanas y dos meses. Podemos prepararte para ambos, en español o inglés, con formación intensiva y paquetes de examen.",
  afterLink: "Preparación y paquetes de examen",
  priceHeading: "Un solo precio por los cinco pasos",
  priceText:
    "Las tasas de las autoridades, del traductor y del organismo examinador se pagan aparte, y te indicamos cada una por adelantado.",
  whoHeading: "¿Qué exámenes necesitarás?",
  whoText: [
    "Depende del país que emitió tu permiso. Los permisos de países de la UE y del EEE normalmente no necesitan conversión.",
    "Para los permisos de los países del Anexo 11 del Reglamento alemán de permisos de conducir, la conversión es más sencilla y, para algunos países, no hay que hacer ni el examen teórico ni el práctico.",
    "Los permisos de los demás países se convierten tras aprobar los exámenes teórico y práctico. El práctico siempre es en alemán; el teórico se ofrece además en otros doce idiomas, entre ellos el español y el inglés.",
  ],
  checkLink: "Comprueba qué exámenes necesita tu permiso",
  guideLink: "Abrir la guía de conversión y la lista de documentos",
  chatText: "¡Hola! Me interesa la asistencia para la conversión. Mi permiso es de: ",
} satisfies ConversionAssistanceTexts;
