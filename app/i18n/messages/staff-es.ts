import type { StaffTexts } from "./staff-en";

// Textos del área del personal, en español, con la forma exacta de staff-en.ts.

export default {
  areaName: "Personal",
  nav: {
    label: "Navegación del personal",
    pages: {
      staffHome: "Resumen",
      staffCustomers: "Clientes",
      staffDates: "Fechas de los cursos",
      staffExports: "Exportaciones",
      staffMail: "Correo",
      staffReviews: "Reseñas",
      staffCases: "Expedientes de conversión",
      staffLog: "Registro de cambios",
      staffDataRequests: "Solicitudes de datos",
      staffTeam: "Equipo",
      staffWeek: "La semana",
      staffMyDay: "Mi día",
    },
  },
  home: {
    title: "Área del personal",
    heading: "Área del personal",
    intro:
      "Hola, {name}. La autoescuela de un vistazo: lo que requiere atención, las próximas fechas de primeros auxilios, las compras de los últimos 7 días y los ingresos de este mes; al final están las secciones del área del personal.",
    sections: {
      staffHome: "Este resumen.",
      staffCustomers:
        "Busca a un cliente: compras, acceso al curso, reservas, correos; reenvía el correo de contraseña, amplía el acceso, registra reembolsos y compras manuales.",
      staffDates:
        "Fechas del curso de primeros auxilios: plazas ocupadas, listas de participantes, cancelar fechas, cambiar reservas de fecha y añadir fechas extra.",
      staffExports: "Las compras de un mes en CSV para la asesoría, con base imponible, IVA y total.",
      staffMail: "Correo aún no entregado, con su último error; vuelve a enviar un correo fallido.",
      staffReviews:
        "Reseñas verificadas de los clientes: a quién se invitó y qué escribieron; responde a una reseña o retén una por un motivo de la lista.",
      staffCases:
        "Cada asistencia para la conversión según el paso en el que está, primero los atrasados; cambia un paso y el cliente recibe un correo.",
      staffLog: "Cada acción del personal: quién hizo qué y cuándo, con los valores de antes y de después.",
      staffDataRequests:
        "Solicitudes de clientes para borrar sus datos; descarga los datos de un cliente y bórralos donde la ley lo permite (solo propietarios).",
      staffTeam:
        "Quién trabaja aquí: invita a un compañero, cambia su rol, restablece un segundo factor perdido, retira el acceso (solo propietarios).",
      staffWeek:
        "La semana de cada profesor: horario, ausencias, clases con alumno, coche y estado, y exámenes; en el móvil, una lista de días.",
      staffMyDay:
        "Las clases de un día de un profesor, en orden: alumno, teléfono, punto de encuentro, coche y las notas de la última clase; marcar una clase como dada o como ausencia.",
    },
  },
  log: {
    title: "Registro de cambios",
    heading: "Registro de cambios",
    intro:
      "Todos los cambios hechos por el personal, del más reciente al más antiguo. El registro no se puede editar ni borrar.",
    empty: "Todavía no hay acciones del personal.",
    cli: "línea de comandos",
    older: "Entradas anteriores",
    newest: "Volver a las más recientes",
  },
  enrol: {
    title: "Configura tu app de autenticación",
    heading: "Configura tu app de autenticación",
    intro:
      "Las páginas del personal piden un segundo factor. Confirma tu contraseña para crear una clave para una app de autenticación (como FreeOTP, Aegis o Google Authenticator).",
    password: "Tu contraseña",
    start: "Crear clave",
    wrongPassword: "Esa contraseña no es correcta.",
    keyHeading: "Añade esta clave a tu app",
    qrText: "Escanea este código con tu app de autenticación:",
    qrLabel: "Código QR de tu clave para la app de autenticación",
    keyText: "O escribe esta clave a mano (los espacios no importan):",
    keyLink: "En el mismo dispositivo que tiene la app:",
    keyLinkLabel: "abrir la clave en la app de autenticación",
    keyStays:
      "Esta clave no cambia hasta que un código de la app la confirme: puedes salir de esta página y volver más tarde.",
    code: "Código de 6 cifras de la app",
    confirm: "Confirmar",
    wrongCode: "Ese código no es correcto. Revisa la hora de tu dispositivo y prueba con el código actual.",
    codesHeading: "Tus códigos de respaldo",
    codesIntro:
      "Cada código te deja entrar una vez si pierdes tu dispositivo. Guárdalos en un lugar seguro: solo se muestran esta vez.",
    codesEntry: "Con letras mayúsculas o minúsculas, con o sin el guion: ambas formas valen.",
    codesKeep: "Imprime esta página (se imprimen solo los códigos) o descárgalos como archivo de texto:",
    codesDownload: "Descargar los códigos de respaldo (.txt)",
    codesFileName: "codigos-de-respaldo.txt",
    codesFileHeading: "{brand}: códigos de respaldo de {email}. Cada uno vale una vez.",
    continue: "Ir al área del personal",
  },
  verify: {
    title: "Segundo paso del inicio de sesión",
    heading: "Introduce tu código",
    intro: "Introduce el código de 6 cifras de tu app de autenticación o uno de tus códigos de respaldo.",
    code: "Código",
    submit: "Iniciar sesión",
    wrongCode:
      "Ese código no es correcto. Prueba con el código actual de tu app o con un código de respaldo.",
    expired: "Este paso del inicio de sesión ha caducado. Vuelve a iniciar sesión.",
    tooMany: "Demasiados códigos incorrectos. Vuelve a iniciar sesión.",
    keyMismatch:
      "No se puede comprobar tu segundo factor en este servidor: su clave secreta (AUTH_SECRET) no es la misma con la que se configuró tu app de autenticación. Avisa al responsable del sitio; puede recuperar esa clave o restablecer tu segundo factor.",
  },
} satisfies StaffTexts;
