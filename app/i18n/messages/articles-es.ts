import type articlesEn from "./articles-en";

// Textos de interfaz del blog, los artículos, las páginas legales y la guía (español).
export default {
  breadcrumb: "Ruta de navegación",
  blogLabel: "Blog",
  publishedOn: "Publicado el",
  blog: {
    intro:
      "Consejos para tu examen de conducir en Alemania, herramientas para practicar e ideas para cuando ya tengas el permiso.",
  },
  tips: {
    itemsLabel: "Cinco consejos",
  },
  familyDayTrips: {
    kicker: "Después del examen de conducir",
    itemsLabel: "Diez excursiones",
    numberLabel: "Excursión {number}",
  },
  englishTheory: {
    contactHeading: "Contacta con su autoescuela",
    contactText:
      "Las fechas, los precios y la inscripción los gestiona directamente la autoescuela de Sarah.",
    website: "Visitar la web de la autoescuela",
    guidebook: "Conseguir la guía",
    chat: "Escríbenos por WhatsApp",
    chatText:
      "¡Hola! Me interesan las clases de teoría en inglés para principiantes. ¿Qué camino es el adecuado para mí?",
  },
  map: {
    heading: "Ubicación",
    notice:
      "El mapa es de OpenStreetMap. Solo se carga cuando pulsas el botón; entonces tu navegador se conecta a los servidores de OpenStreetMap.",
    load: "Cargar el mapa",
    title: "Mapa de la ubicación en Fráncfort (OpenStreetMap)",
  },
  contact: {
    heading: "Escríbenos",
    chat: "Chatear por WhatsApp",
    email: "Enviar un correo",
  },
  openingHours: {
    day: "Día",
    hours: "Horario",
    closed: "cerrado",
  },
  guide: {
    checklistHeading: "Tu lista de documentos",
    checklistIntro:
      "Marca lo que ya tienes. Tus marcas se guardan solo en este navegador y en este dispositivo, así que puedes volver más tarde.",
    checklistProgress: "{done} de {total} listos",
    clear: "Desmarcar todo",
    print: "Imprimir esta guía",
    chat: "Escríbenos por WhatsApp",
    chatText: "¡Hola! He leído vuestra guía para convertir el permiso. Mi permiso es de: ",
    home: "Volver a la página de inicio",
  },
} satisfies typeof articlesEn;
