import type { WeeklyClassesTexts } from "./weekly-classes-en";

// Texts of the weekly classes page (Spanish).
export default {
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
} satisfies WeeklyClassesTexts;
