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
    myConversion: "Mi conversión",
    staff: "Personal",
    freeGift: "Regalo",
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
    licenceCheck: "¿Necesito un examen? Comprueba tu permiso",
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
    reference: "Referencia del error:",
    goHome: "Ir al inicio",
  },
  refused: {
    crossSite: {
      title: "Solicitud rechazada",
      heading: "Este formulario se envió desde otro sitio web.",
      text: "Por tu seguridad solo aceptamos formularios enviados desde nuestras propias páginas. Abre la página en nuestro sitio y vuelve a enviar el formulario.",
    },
    method: {
      title: "No es posible en esta página",
      heading: "Esta página no recibe formularios.",
      text: "No se ha enviado ni guardado nada. Vuelve a la página de la que venías.",
    },
    tooLarge: {
      title: "Demasiados datos",
      heading: "El formulario envió demasiados datos.",
      text: "No se ha guardado nada. Acorta lo que has escrito y vuelve a enviar el formulario.",
    },
    unreadable: {
      title: "Formulario ilegible",
      heading: "No hemos podido leer este formulario.",
      text: "No se ha guardado nada. Recarga la página y vuelve a enviar el formulario.",
    },
    impossibleText: {
      title: "Caracteres no admitidos",
      heading: "Lo que has escrito contiene caracteres que no podemos aceptar.",
      text: "No se ha guardado nada. Quita los caracteres de control (como un carácter nulo) de lo que has escrito, o vuelve a escribirlo, y envía de nuevo el formulario.",
    },
  },
  demoNotice: "Demo: los pagos de este sitio son simulados. No se cobra ninguna tarjeta.",
  login: {
    heading: "Inicia sesión en tu cuenta",
    intro: "Tu cuenta se creó con tu primera compra. Usa la dirección de correo con la que pagaste.",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    incomplete: "Por favor, rellena todos los campos correctamente.",
    invalid: "Correo electrónico o contraseña incorrectos",
    throttled: "Demasiados intentos desde tu conexión. Espera un minuto y vuelve a intentarlo.",
    busy: "Muchos clientes están iniciando sesión en este momento. Vuelve a intentarlo en unos segundos.",
    forgot: "¿Olvidaste tu contraseña?",
    passwordSet: "Tu contraseña está guardada. Ya puedes iniciar sesión.",
  },
  signInLink: {
    heading: "¿Pagaste en la autoescuela o aún no tienes contraseña?",
    askLink: "¿Pagaste en la autoescuela o aún no tienes contraseña? Pide un enlace para entrar",
    intro: "Escribe tu correo electrónico y te enviaremos un enlace para entrar una vez, sin contraseña.",
    submit: "Enviarme un enlace para entrar",
    sent: "Si hay una cuenta con esta dirección, le hemos enviado un correo: un enlace para entrar o, si la cuenta tiene contraseña, un enlace para elegir una nueva. Se puede usar una vez y vale una hora. Revisa también la carpeta de spam.",
    title: "Entrar",
    signInHeading: "Entra en tu cuenta",
    signInIntro: "Este enlace te deja entrar una vez. Pulsa el botón para continuar.",
    signIn: "Entrar",
    expired: "Este enlace para entrar ha caducado o ya se ha usado. Pide uno nuevo aquí abajo.",
    toLogin: "Iniciar sesión con contraseña",
  },
  confirmEmail: {
    title: "Confirma tu nueva dirección de correo",
    intro: "Pulsa el botón para que la dirección de este enlace sea la dirección de correo de tu cuenta.",
    submit: "Confirmar mi nueva dirección",
    done: "Hecho: tu cuenta usa ahora tu nueva dirección de correo. A partir de ahora, entra con ella.",
    expired: "Este enlace ha caducado o ya se ha usado. Pide a la autoescuela que te envíe uno nuevo.",
    taken:
      "Otra cuenta ya usa esta dirección de correo, así que la tuya no ha cambiado. Escribe a la autoescuela, por favor.",
    toLogin: "Iniciar sesión",
  },
  forgot: {
    heading: "Restablece tu contraseña",
    intro:
      "Escribe la dirección de correo de tu cuenta. Te enviaremos un enlace para elegir una nueva contraseña.",
    submit: "Enviar el enlace",
    sent: "Si existe una cuenta con esta dirección, te hemos enviado un correo con un enlace. Se puede usar una vez y vale una hora. Revisa también la carpeta de spam.",
    invalidEmail: "Escribe una dirección de correo válida.",
    back: "Volver a iniciar sesión",
  },
  setPassword: {
    heading: "Elige tu contraseña",
    intro: "Al menos 8 caracteres. Una frase corta que puedas recordar funciona muy bien.",
    password: "Nueva contraseña",
    confirm: "Repite la contraseña",
    submit: "Guardar contraseña",
    tooShort: "La contraseña necesita al menos 8 caracteres.",
    tooLong: "La contraseña puede tener como máximo 128 caracteres.",
    tooCommon: "Esta contraseña es de las más usadas y fácil de adivinar. Elige otra, por favor.",
    mismatch: "Las dos contraseñas no coinciden.",
    expired: "Este enlace ha caducado o ya se ha usado.",
    expiredHelp: "Escribe tu dirección de correo y te enviaremos un enlace nuevo.",
  },
  welcome: {
    heading: "¡Gracias por tu compra!",
    newCustomer:
      "Te hemos enviado un correo con un enlace para crear tu contraseña. Con ella podrás iniciar sesión y ver tu compra en Mi cuenta.",
    existingCustomer: "Hemos añadido tu nueva compra a tu cuenta. Inicia sesión para verla en Mi cuenta.",
    pending:
      "Estamos confirmando tu pago. Esta página vuelve a comprobarlo automáticamente en unos segundos.",
    notFound:
      "Todavía no encontramos esta compra. Si acabas de pagar, espera un momento y recarga la página.",
    failed:
      "Tu pago no se ha completado, así que no se te ha cobrado nada. Puedes intentarlo de nuevo desde la página del producto o escribirnos.",
    cancelled: "Esta compra se ha reembolsado o cancelado. Si tienes alguna pregunta, escríbenos.",
    stillPending:
      "Tu pago todavía se está confirmando. Con algunos métodos de pago tarda más: te escribiremos en cuanto esté listo.",
    checkAgain: "Comprobar de nuevo",
    spam: "¿No te ha llegado el correo en unos minutos? Revisa la carpeta de spam o escríbenos a",
    logIn: "Iniciar sesión",
  },
  account: {
    loading: "Cargando tus compras…",
    heading: "Mi cuenta",
    intro: "Aquí encontrarás todo lo que has comprado con nosotros.",
    empty: "Todavía no tienes compras en tu cuenta.",
    open: "Abrir",
    dataLink: "Tus datos: descarga una copia o pide que se borren",
    conversionLink: "Mi plan de conversión: plazos y documentos",
    lessonsLink: "Mis clases prácticas: reservar y anular, tu saldo",
    thanks: "¡Gracias por tu compra!",
    assistanceText:
      "Nuestro equipo te contactará por correo o WhatsApp en 2–3 días laborables para planificar tu calendario personal y tus citas.",
    weeklyText: "Nuestro equipo te contactará por WhatsApp para acordar tu primera clase doble.",
    lessonBalance: {
      heading: "Tus clases de conducción",
      intro: "Contadas en clases de 45 minutos: una clase doble cuenta como dos.",
      bought: "Compradas",
      booked: "Reservadas",
      driven: "Realizadas",
      left: "Por reservar",
      packsHeading: "Más clases",
      packsText:
        "Compra un bono de clases: se añaden a tu saldo en cuanto llega tu pago, y la factura te llega por correo electrónico.",
      pack: "{name} por {price}",
    },
    highIntenseText: "Nuestro equipo te contactará por WhatsApp para programar tu evaluación y tu programa.",
    questions: "¿Tienes preguntas? Escribe a",
    back: "Volver a Mi cuenta",
    details: {
      heading: "Tus datos",
      intro:
        "El nombre aparece en tus facturas y en el certificado del curso; solo te llamamos al teléfono por tus reservas.",
      name: "Tu nombre",
      phone: "Tu número de teléfono (opcional)",
      phoneHint: "Cifras, espacios, +, - y paréntesis, p. ej. +49 170 1234567.",
      email: "Tu dirección de correo es {email}. Para cambiarla, escribe a la autoescuela.",
      submit: "Guardar mis datos",
      saved: "Tus datos están guardados.",
      unchanged: "No ha cambiado nada: tus datos ya eran estos.",
      errors: {
        nameInvalid: "Escribe tu nombre (200 caracteres como máximo).",
        phoneInvalid: "Escribe un teléfono de 6 a 15 cifras; aparte, solo espacios, +, -, / y paréntesis.",
        dateOfBirthInvalid: "Escribe una fecha real.",
        dateOfBirthAge: "Revisa la fecha de nacimiento.",
        emailInvalid: "Escribe una dirección de correo válida.",
        emailTaken: "Otra cuenta ya usa esta dirección de correo.",
        languageInvalid: "Elige inglés o español.",
        unreadable: "No se ha podido leer el formulario. Envíalo de nuevo, por favor.",
      },
    },
  },
  checkout: {
    heading: "Pago",
    demo: "Este es el pago simulado de la demo. No se cobra ninguna tarjeta; el pago se notifica a nuestro servidor exactamente como lo haría el proveedor de pagos.",
    product: "Producto",
    price: "Precio",
    email: "Tu dirección de correo",
    name: "Tu nombre (opcional)",
    pay: "Pagar",
    invalidEmail: "Escribe una dirección de correo válida.",
    unknownProduct: "Este producto no existe.",
    courseDate: "Fecha del curso",
    consentTerms: "Acepto las {terms}.",
    termsLink: "condiciones del servicio",
    consentDigital:
      "Acepto que empecéis a prestar el curso online de inmediato y sé que con ello pierdo mi derecho de desistimiento.",
    consentMissing: "Acepta las condiciones para continuar.",
    consentHealth:
      "Doy mi consentimiento para que {brand} y su instituto colaborador de primeros auxilios traten el resultado de mi test de visión (datos de salud) para expedir el certificado del test de visión para mi solicitud del permiso. Puedo retirarlo en cualquier momento, como explica la {privacy}.",
    privacyLink: "política de privacidad",
    consentHealthMissing:
      "El test de visión necesita tu consentimiento para tratar su resultado (datos de salud). Marca esa casilla o reserva el curso sin test de visión.",
    failed: "No se ha podido confirmar el pago. Vuelve a intentarlo.",
  },
  firstAid: {
    appointment: "Próximo curso",
    date: "Fecha",
    time: "Horario",
    place: "Lugar",
    spotsLeft: { one: "Queda 1 plaza", other: "Quedan {count} plazas" },
    fullyBooked: "El curso del {date} está completo.",
    noDate:
      "Ahora mismo no hay ninguna fecha abierta para reservar. Escríbenos o llámanos y te diremos la próxima.",
  },
  course: {
    breadcrumb: "Ruta de navegación",
    progress:
      "Tu alemán para el examinador está preparado al {percent} para el examen de conducir, según tu progreso en el curso",
    start: "Empezar el curso",
    continue: "Continuar donde lo dejaste",
    accessUntil: "Tu acceso es válido hasta el {date}.",
    accessEnded: "Tu acceso terminó el {date}.",
    accessEndedHelp: "Tu progreso se conserva. Renueva tu acceso para continuar donde lo dejaste.",
    renew: "Renovar el acceso 3 meses",
    loadingModule: "Cargando el módulo...",
    loadFailed: "No se ha podido abrir la lección. Vuelve a intentarlo.",
    completed: "completada",
    notCompleted: "no completada",
    moduleLabel: "Módulo {number}",
    back: "Volver al curso",
    previous: "Lección anterior",
    next: "Lección siguiente",
    completeContinue: "Completar y continuar",
    lessonOf: "Lección {id}",
    lessonNotFound: "No hemos encontrado esta lección.",
    lessonNotFoundHelp: "Elige una lección en la página del curso.",
    noAccess:
      "Las lecciones de Entiende al examinador son para quienes han comprado el curso. Cómpralo aquí abajo para empezar.",
    meaning: "Significado",
    expect: "Qué espera el examinador",
    traps: "Cuidado",
    listen: "Escuchar",
    listenSlow: "Escuchar despacio",
    reviewDue: { one: "1 frase para repasar hoy", other: "{count} frases para repasar hoy" },
    reviewNoneDue: "Hoy no tienes frases para repasar. Abre una lección para añadir sus frases a tu repaso.",
    reviewLink: "Repasar las frases",
    offlineEnded: "Tu acceso al curso ha terminado. Renuévalo en línea para continuar.",
    offlineMissing: "Estás sin conexión y esta página no está guardada en este dispositivo.",
    offlineSignedOut:
      "Tu sesión en este dispositivo ha terminado. Vuelve a iniciar sesión para usar el curso.",
    sampleBadge: "Lección de muestra gratuita",
    sampleIntro: {
      one: "Esta es la única lección del curso online Entiende al examinador.",
      other: "Esta es una de las {count} lecciones del curso online Entiende al examinador.",
    },
    buy: "Comprar el curso completo – {price}",
    guaranteeDays: { one: "1 día", other: "{count} días" },
    guaranteeHeading: "Garantía de devolución: avísanos en un plazo de {days} desde tu compra",
    guaranteeText:
      "Si suspendes el examen práctico de conducir después del curso, avísanos en un plazo de {days} desde tu compra y envíanos la evaluación escrita de tu examen que te entrega el examinador (Leistungsrückmeldung). Te devolvemos el 100 % del precio del curso.",
    guaranteeSteps: [
      "Compra el curso y estudia las lecciones.",
      "Haz tu examen práctico de conducir.",
      "¿Has suspendido? Envíanos la evaluación escrita (Leistungsrückmeldung) en un plazo de {days} desde tu compra.",
      "Te devolvemos el precio completo del curso.",
    ],
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
      title: "Entiende al examinador – curso online",
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
      title: "Regalo",
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
    howWeCheckReviews: {
      title: "Cómo recogemos y comprobamos las reseñas",
      description:
        "A quién invitamos a opinar, cómo se vincula cada reseña a una compra, qué publicamos y cómo se calcula la valoración.",
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
    licenceCheck: {
      title: "Comprobación del permiso: ¿necesito un examen?",
      description:
        "Tu permiso extranjero por país, estado y clase: qué exámenes, test de visión y primeros auxilios necesitas para el permiso alemán, tus plazos, documentos y costes.",
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
      title: "Lección gratis: explicaciones iniciales",
      description:
        "Una lección de muestra gratuita del curso Entiende al examinador: las explicaciones iniciales del examinador.",
    },
    coursedemo2: {
      title: "Lección gratis: frases de autopista",
      description:
        "Una lección de muestra gratuita del curso Entiende al examinador: frases de apoyo para la autopista.",
    },
    courseguarantee: {
      title: "Garantía de devolución: avísanos en {days}",
      description:
        "¿Has suspendido el examen de conducir después del curso Entiende al examinador? Avísanos en un plazo de {days} desde tu compra y te devolvemos el dinero.",
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
    myLessonsRecord: {
      title: "Mi registro de formación",
      description: "Tus clases dadas con las notas de tu profesor, para imprimir.",
    },
    myConversion: {
      title: "Mi conversión",
      description: "Tu propio plan de conversión: plazos y documentos.",
    },
    myData: {
      title: "Tus datos",
      description: "Descarga todo lo que guardamos sobre ti o pide que se borre.",
    },
    mycourse: {
      title: "Entiende al examinador",
      description: "Los módulos de tu curso y tu progreso.",
    },
    myAssistance: {
      title: "Tu asistencia para la conversión",
      description: "Gracias por contratar la asistencia para la conversión.",
    },
    review: {
      title: "Repaso de frases",
      description: "Repasa las frases del examinador de las lecciones que has abierto.",
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
    myLessons: {
      title: "Mis clases prácticas",
      description: "Reserva, cambia y anula tus clases prácticas; tu saldo de clases.",
    },
    forgotPassword: {
      title: "Restablecer la contraseña",
      description: "Recibe por correo un enlace para elegir una nueva contraseña.",
    },
    setPassword: {
      title: "Crea tu contraseña",
      description: "Elige la contraseña de tu cuenta de cliente.",
    },
    checkout: {
      title: "Pago",
      description: "Pago simulado del sitio de demostración.",
    },
  },
} satisfies Messages;
