// Texts of the conversion assistance page.
const en = {
  lead: "A fixed-price package that takes you through the first five steps of converting your foreign driving licence, anywhere in Germany. You tell us your situation; we organise the rest.",
  videoTitle: "How our conversion assistance works",
  buy: "Book the assistance – {price}",
  stepsHeading: "How it works: the first five steps",
  steps: [
    {
      title: "Booking",
      text: "You book online. Within two to three working days we contact you and check your licence and residence details.",
    },
    {
      title: "Your personal schedule",
      text: "We plan every appointment for you and keep you updated by WhatsApp, so you always know what comes next.",
    },
    {
      title: "Certified translation",
      text: "We order the certified translation of your licence and it is posted to your home.",
    },
    {
      title: "First aid, eye test and photos in one day",
      text: "If your case needs them, you take the first aid course, the eye test and your biometric passport photos in a single day.",
    },
    {
      title: "The licence office",
      text: "We prepare your application for the licence office (Führerscheinstelle). Living in Frankfurt? We accompany you to the appointment at no extra cost.",
    },
  ],
  afterHeading: "After the fifth step",
  afterText:
    "The licence office tells you whether you must take the theory and practical exams. Admission usually takes two weeks to two months. We can prepare you for both, in English or Spanish, with intensive training and exam packages.",
  afterLink: "Exam preparation and packages",
  priceHeading: "One price for the five steps",
  priceText:
    "Fees charged by the authorities, the translator and the testing body are paid separately, and we tell you each one in advance.",
  whoHeading: "Which tests will you need?",
  whoText: [
    "It depends on the country that issued your licence. Licences from EU and EEA countries usually do not need to be converted at all.",
    "For licences from the countries listed in Annex 11 of the German Driving Licence Regulation, the conversion is simplified, and for some countries the theory and practical exams are waived entirely.",
    "Licences from all other countries can be converted after passing the theory and practical exams. The practical exam is always in German; the theory exam is also offered in twelve other languages, including English and Spanish.",
  ],
  checkLink: "Check which tests your licence needs",
  guideLink: "Open the conversion guide and checklist",
  chatText: "Hello! I'm interested in the conversion assistance. My licence is from: ",
};

const es: typeof en = {
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
};

export default { en, es };
