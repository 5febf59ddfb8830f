// Texts of the weekly classes page.
const en = {
  lead: "Learn to drive at a steady pace: one 90-minute double class every week, in English, Spanish or German, with the same instructor.",
  points: [
    "A 90-minute double class every week",
    "Taught in English, Spanish or German",
    "Manual or automatic, including the B197 option",
    "Theory application and course arranged for you",
  ],
  videoTitle: "A weekly driving class with MainDrive",
  enroll: "Enroll Now – inscription {price}",
  enrollNote:
    "The button books your inscription. Lessons and exams are prepaid later by a link we e-mail you.",
  whereHeading: "Where we meet",
  beginnersHeading: "New to driving theory?",
  beginnersText:
    "Our partner instructor teaches German driving theory in English for complete beginners, a perfect start before your first class.",
  beginnersLink: "English theory lessons with our partner",
  categoriesHeading: "Which licence category?",
  categoryHead: "Category",
  meaningHead: "What you may drive",
  categories: [
    { code: "B", text: "Manual cars: you learn and take the exam with a manual gearbox and may drive both." },
    { code: "B 78", text: "Automatic only: exam in an automatic car, the licence is limited to automatics." },
    {
      code: "B 197",
      text: "Exam in an automatic car plus a short manual test drive at the school: you may then drive manual cars too.",
    },
  ],
  bookingHeading: "Book in three steps",
  booking: [
    { title: "Phone appointment", text: "Call or write to us and we agree on your weekly time slot." },
    { title: "Prepayment link", text: "You receive an e-mail with a link to prepay your first lessons." },
    { title: "First class", text: "Your instructor picks you up at the agreed place and off you go." },
  ],
  pricesHeading: "Prices",
  itemHead: "Service",
  priceHead: "Price",
  items: {
    inscription: "Inscription",
    "theory-application-course": "Theory application and course",
    "lesson-45": "45-minute driving lesson",
    "b197-test-drive-25": "25-minute B197 test drive",
    "theory-exam": "Theory exam",
    "practical-exam": "Practical exam",
    "practical-repetition": "Practical exam repetition",
  },
  feeSuffix: "+ {fee} testing-body fee",
  discount: "({percent} discount)",
  chatText: "Hello! I'd like to book a phone appointment for the weekly driving classes.",
};

const es: typeof en = {
  lead: "Aprende a conducir a un ritmo constante: una clase doble de 90 minutos cada semana, en español, inglés o alemán, siempre con el mismo profesor.",
  points: [
    "Una clase doble de 90 minutos cada semana",
    "En español, inglés o alemán",
    "Cambio manual o automático, con la opción B197",
    "Nos encargamos de tu solicitud y del curso teórico",
  ],
  videoTitle: "Una clase semanal de conducción con MainDrive",
  enroll: "Inscríbete ahora – matrícula {price}",
  enrollNote:
    "El botón reserva tu matrícula. Las clases y los exámenes se pagan después con un enlace que te enviamos por correo.",
  whereHeading: "Dónde nos vemos",
  beginnersHeading: "¿Empiezas desde cero con la teoría?",
  beginnersText:
    "Nuestra profesora colaboradora enseña la teoría alemana en inglés para principiantes absolutos, el comienzo ideal antes de tu primera clase.",
  beginnersLink: "Clases de teoría en inglés con nuestra colaboradora",
  categoriesHeading: "¿Qué categoría de permiso?",
  categoryHead: "Categoría",
  meaningHead: "Qué puedes conducir",
  categories: [
    {
      code: "B",
      text: "Coches de cambio manual: aprendes y te examinas con cambio manual y puedes conducir ambos.",
    },
    {
      code: "B 78",
      text: "Solo automático: examen con coche automático y el permiso se limita a automáticos.",
    },
    {
      code: "B 197",
      text: "Examen con coche automático más una breve prueba con cambio manual en la autoescuela: así también puedes conducir manuales.",
    },
  ],
  bookingHeading: "Reserva en tres pasos",
  booking: [
    { title: "Cita telefónica", text: "Llámanos o escríbenos y acordamos tu horario semanal." },
    {
      title: "Enlace de prepago",
      text: "Recibes un correo con un enlace para pagar por adelantado tus primeras clases.",
    },
    { title: "Primera clase", text: "Tu profesor te recoge en el lugar acordado y empezáis." },
  ],
  pricesHeading: "Precios",
  itemHead: "Servicio",
  priceHead: "Precio",
  items: {
    inscription: "Matrícula",
    "theory-application-course": "Solicitud y curso teórico",
    "lesson-45": "Clase práctica de 45 minutos",
    "b197-test-drive-25": "Prueba B197 de 25 minutos",
    "theory-exam": "Examen teórico",
    "practical-exam": "Examen práctico",
    "practical-repetition": "Repetición del examen práctico",
  },
  feeSuffix: "+ {fee} de tasa del organismo examinador",
  discount: "({percent} de descuento)",
  chatText: "¡Hola! Quiero pedir una cita telefónica para las clases semanales de conducción.",
};

export default { en, es };
