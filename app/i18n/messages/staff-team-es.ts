import type { StaffTeamTexts } from "./staff-team-en";

// La página del equipo (solo propietarios), en español, con la forma exacta de staff-team-en.ts.

export default {
  heading: "Equipo",
  intro:
    "Todas las personas con acceso al área del personal. Los propietarios pueden hacerlo todo; la oficina, todo salvo esta página y borrar los datos de un cliente; un profesor, solo su propio día de clases.",
  instructorsLink: "Profesores, horarios, ausencias, coches y días de cierre",
  roleOf: "Rol de {email}",
  columns: {
    member: "Compañero",
    role: "Rol",
    state: "Acceso",
    lastActive: "Última actividad",
    actions: "Acciones",
  },
  roles: { owner: "Propietario", office: "Oficina", instructor: "Profesor de autoescuela" },
  states: {
    invited: "Invitado: aún sin contraseña",
    enrolling: "Contraseña creada: falta configurar la app de autenticación",
    active: "Activo",
  },
  never: "Nunca",
  you: "(tú)",
  invite: {
    heading: "Invitar a un compañero",
    help: "Recibe un correo con un enlace para crear su contraseña (válido 7 días). En su primer inicio de sesión configura una app de autenticación.",
    name: "Nombre (el área del personal le saluda con él)",
    email: "Correo electrónico",
    role: "Rol",
    submit: "Enviar invitación",
  },
  changeRole: "Cambiar rol",
  reset: {
    summary: "Restablecer segundo factor…",
    warning:
      "Su app de autenticación y sus códigos de respaldo dejan de funcionar y sus sesiones terminan ahora. En su próximo inicio de sesión vuelve a configurar la app.",
    submit: "Restablecer el segundo factor de {email}",
  },
  remove: {
    summary: "Retirar…",
    warning:
      "Su acceso termina ahora: se borran sus sesiones, su contraseña y su segundo factor. Sus acciones siguen en el registro de cambios con su dirección.",
    submit: "Retirar a {email}",
  },
  done: {
    invited: "La invitación está en camino.",
    "already-staff": "Esta dirección ya pertenece al equipo: no ha cambiado nada.",
    removed: "El compañero ha sido retirado; sus sesiones han terminado.",
    role: "El rol ha cambiado.",
    reset: "El segundo factor se ha restablecido; lo configurará de nuevo en su próximo inicio de sesión.",
  },
  errors: {
    email: "Introduce un correo electrónico válido.",
    name: "Introduce el nombre del compañero (120 caracteres como máximo).",
    role: "Elige un rol.",
    unreadable: "No se pudo leer el formulario. Inténtalo de nuevo.",
    self: "No puedes cambiar tu propio acceso aquí: otro propietario puede hacerlo.",
    "last-owner":
      "La autoescuela debe tener al menos un propietario: nombra antes a otra persona propietaria.",
    unchanged: "No ha cambiado nada: el compañero ya tiene este rol.",
    "not-found": "Este compañero ya no forma parte del equipo.",
  },
} satisfies StaffTeamTexts;
