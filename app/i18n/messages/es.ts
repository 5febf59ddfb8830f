import type { Messages } from "./en";

// Textos de la interfaz en español. `satisfies Messages`: una clave que falte o sobre es un
// error de tipos.
export default {
  skipToContent: "Saltar al contenido principal",
  nav: {
    label: "Navegación principal",
    home: "Inicio",
    aboutUs: "Sobre nosotros",
    successStories: "Historias de éxito",
    servicesPrices: "Servicios y precios",
    blog: "Blog",
    logIn: "Iniciar sesión",
    logOut: "Cerrar sesión",
    myAccount: "Mi cuenta",
    freeGift: "Regalo gratis",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    language: "Idioma",
  },
  footer: {
    label: "Información legal",
    termsOfService: "Condiciones del servicio",
    privacyPolicy: "Política de privacidad",
    contactInformation: "Datos de contacto",
    legalNotice: "Aviso legal",
    tagline: "Autoescuela familiar en Fráncfort · conversión del permiso para extranjeros",
    copyright: "Todos los derechos reservados.",
  },
  notFound: {
    title: "Página no encontrada",
    description: "La página que buscas no existe.",
    heading: "¡Vaya! Página no encontrada.",
    text: "La página que buscas no existe.",
    goHome: "Ir al inicio",
  },
  errorPage: {
    title: "Algo salió mal",
    heading: "Lo sentimos, algo ha fallado por nuestra parte.",
    text: "Vuelve a intentarlo en un momento. Si el problema continúa, escríbenos.",
    goHome: "Ir al inicio",
  },
  comingSoon: {
    heading: "Estamos preparando esta página",
    text: "Estamos escribiendo esta página ahora mismo. Mientras tanto, respondemos encantados a tus preguntas por chat o por correo electrónico.",
    chat: "Escríbenos por chat",
    email: "Enviar un correo",
    accountText: "Estamos preparando tu área de cliente.",
  },
  pages: {
    home: {
      title: "Convierte tu permiso de conducir en Fráncfort",
      description:
        "Autoescuela familiar en Fráncfort que ayuda a extranjeros a convertir su permiso de conducir en uno alemán: asistencia, primeros auxilios, clases prácticas y preparación de exámenes en español e inglés.",
    },
    aboutUs: {
      title: "Sobre nosotros",
      description:
        "Nuestra misión, nuestra historia y el equipo familiar detrás de la autoescuela en Fráncfort.",
    },
    successStories: {
      title: "Historias de éxito",
      description:
        "Vídeos y reseñas de extranjeros que convirtieron su permiso y aprobaron el examen de conducir alemán con nosotros.",
    },
    servicesPrices: {
      title: "Servicios y precios",
      description:
        "Asistencia para convertir el permiso, cursos de primeros auxilios, el curso del examinador, formación intensiva y clases semanales, con precios.",
    },
    conversionAssistance: {
      title: "Asistencia para la conversión del permiso",
      description:
        "Un paquete de precio fijo que te acompaña en los cinco primeros pasos para convertir tu permiso extranjero en Alemania.",
    },
    understandTheExaminer: {
      title: "Entiende al examinador – Curso online",
      description:
        "Aprende las frases en alemán del examinador del examen práctico: 7 módulos, 4 horas, 3 meses de acceso y garantía de devolución.",
    },
    highIntenseTraining: {
      title: "Formación intensiva",
      description:
        "Evaluación de conducción, programas intensivos de 1, 5 o 10 días y paquetes de examen en Fráncfort.",
    },
    weeklyClasses: {
      title: "Clases de conducir semanales",
      description:
        "Clases semanales de 90 minutos en español, inglés o alemán en Fráncfort, para permiso manual o automático.",
    },
    techquestions: {
      title: "Libro de preguntas técnicas",
      description:
        "Vista previa de nuestro libro digital con las preguntas técnicas del examen práctico alemán.",
    },
    blog: {
      title: "Blog",
      description:
        "Consejos para el examen de conducir alemán, un test de señales de autopista, excursiones en familia cerca de Fráncfort y más.",
    },
    blogPostExample: {
      title: "Cinco consejos contra los nervios del examen",
      description:
        "Cinco consejos prácticos para mantener la calma y la concentración en tu examen de conducir alemán.",
    },
    highwaySignQuiz: {
      title: "Test de señales de autopista",
      description: "Ponte a prueba con diez señales de tráfico y de autopista alemanas, con explicaciones.",
    },
    familyDayTrips: {
      title: "Las mejores excursiones en familia",
      description:
        "Diez excursiones en familia cerca de Fráncfort para descubrir cuando tengas tu permiso alemán.",
    },
    spanishFirstAidCourse: {
      title: "Curso de primeros auxilios en español",
      description:
        "Curso de primeros auxilios y test de visión para el permiso alemán, en español, en Fráncfort-Sachsenhausen el primer sábado de cada mes.",
    },
    englishFirstAidCourse: {
      title: "Curso de primeros auxilios en inglés",
      description:
        "Curso de primeros auxilios y test de visión para el permiso alemán, en inglés, en Fráncfort-Sachsenhausen el tercer sábado de cada mes.",
    },
    freeGift: {
      title: "Regalo gratis",
      description:
        "Libros electrónicos gratuitos para convertir tu permiso y preparar el examen de conducir alemán.",
    },
    legalNotice: {
      title: "Aviso legal",
      description: "Aviso legal (Impressum) de la autoescuela.",
    },
    contactInformation: {
      title: "Datos de contacto",
      description:
        "Cómo contactar con la autoescuela por chat, por correo o en nuestra oficina de Fráncfort.",
    },
    privacyPolicy: {
      title: "Política de privacidad",
      description:
        "Cómo tratamos tus datos personales, qué encargados del tratamiento usamos y cuáles son tus derechos.",
    },
    termsOfService: {
      title: "Condiciones del servicio",
      description: "Nuestras condiciones de reserva, pago, cancelación y reembolso.",
    },
    welcome: {
      title: "Gracias por tu compra",
      description: "Tu compra está confirmada. Te contamos los siguientes pasos.",
    },
    test: {
      title: "Guía para convertir tu permiso",
      description:
        "La regla de los 6 meses, los tres caminos hacia el permiso alemán, una lista de documentos y los plazos que debes conocer.",
    },
    login: {
      title: "Iniciar sesión",
      description: "Inicia sesión en tu cuenta de cliente para ver tus compras y estudiar tu curso.",
    },
    flashcard: {
      title: "Tarjetas de conducción",
      description:
        "32 tarjetas con los datos de conducción que necesitas para el examen teórico y práctico alemán.",
    },
    coursedemo1: {
      title: "Lección gratis: información de inicio",
      description:
        "Una lección de muestra gratuita del curso Entiende al examinador: la información de inicio del examinador.",
    },
    coursedemo2: {
      title: "Lección gratis: frases de autopista",
      description:
        "Una lección de muestra gratuita del curso Entiende al examinador: frases de apoyo para la autopista.",
    },
    courseguarantee: {
      title: "Garantía de devolución",
      description:
        "¿Suspendiste el examen de conducir después del curso Entiende al examinador? Te devolvemos el dinero.",
    },
    englishTheoryLessons: {
      title: "Clases de teoría en inglés para principiantes",
      description:
        "Nuestra profesora colaboradora enseña la teoría de conducir alemana en inglés para principiantes.",
    },
    myAccount: {
      title: "Mi cuenta",
      description: "Tus compras y tus cursos.",
    },
    mycourse: {
      title: "Entiende al examinador",
      description: "Los módulos de tu curso y tu progreso.",
    },
    myAssistance: {
      title: "Tu asistencia para la conversión",
      description: "Gracias por contratar la asistencia para la conversión.",
    },
    module: {
      title: "Lección",
      description: "Una lección del curso Entiende al examinador.",
    },
    myWeeklyClasses: {
      title: "Tus clases semanales",
      description: "Gracias por inscribirte en las clases de conducir semanales.",
    },
    myHighIntenseProgram: {
      title: "Tu programa intensivo",
      description: "Gracias por reservar el programa intensivo.",
    },
  },
} satisfies Messages;
