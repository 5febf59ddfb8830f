import type { WeeklyClassesTexts } from "./weekly-classes-en";

// Texts of the weekly classes page (Spanish).
export default {
  lead: "Aprende a conducir a un ritmo constante: una clase doble de 90 minutos cada semana, en español, inglés o alemán, siempre con el mismo profesor.",
  points: [
    "Una clase doble de 90 minutos cada semana",
    "En español, inglés o alemán",
    "Cambio manual o automático: con el código 197, el examen en un automático también te permite conducir coches manuales",
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
  categoriesHeading: "Manual o automático: qué te permite tu permiso",
  categoryHead: "En tu permiso",
  meaningHead: "Qué puedes conducir",
  categories: [
    {
      code: "B",
      text: "Te examinas con un coche de cambio manual y puedes conducir coches manuales y automáticos.",
    },
    {
      code: "B con el código 78",
      text: "Te examinas con un coche automático; el permiso se limita a coches automáticos.",
    },
    {
      code: "B con el código 197",
      text: "Te examinas con un coche automático y la autoescuela certifica al menos 10 clases de 45 minutos con un coche de cambio manual y una prueba de conducción de al menos 15 minutos con él (§ 17a FeV): también puedes conducir coches manuales.",
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
    "b197-test-drive-25": "Prueba con cambio manual para el código 197 (25 minutos)",
    "theory-exam": "Examen teórico",
    "practical-exam": "Examen práctico",
    "practical-repetition": "Repetición del examen práctico",
  },
  feeSuffix: "+ {fee} de tasa del organismo examinador",
  discount: "({percent} de descuento)",
  chatText: "¡Hola! Quiero pedir una cita telefónica para las clases semanales de conducción.",
} satisfies WeeklyClassesTexts;
