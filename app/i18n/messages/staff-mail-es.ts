import type { StaffMailTexts } from "./staff-mail-en";

// La página de correo del personal (español), con la forma de staff-mail-en.ts.
const staffMailEs = {
  title: "Correo",
  heading: "Correo aún no entregado",
  intro:
    "Mensajes que esperan su envío y mensajes que la web dejó de intentar enviar tras una semana de intentos. «Reintentar ahora» vuelve a enviar un mensaje fallido.",
  empty: "Todo el correo se ha entregado.",
  recipient: "Para",
  subject: "Asunto",
  kind: "Tipo",
  state: "Estado",
  attempts: "Intentos",
  lastError: "Último error",
  nextAttempt: "Próximo intento",
  action: "Acción",
  none: "—",
  states: { pending: "En espera", failed: "Abandonado" },
  kinds: {
    "set-password": "Crear contraseña (compra)",
    "account-updated": "Confirmación de compra",
    "password-reset": "Restablecer contraseña",
    "sign-in-link": "Enlace para entrar (aún sin contraseña)",
    "email-change": "Confirmación de una nueva dirección de correo",
    "staff-invite": "Invitación al personal",
    "school-purchase": "Aviso: compra",
    "school-overbooked": "Aviso: fecha con exceso de reservas",
    "school-mail-failed": "Aviso: correo no entregado",
    "school-deletion-request": "Aviso: solicitud de borrado de datos",
  } as Record<string, string>,
  retry: "Reintentar ahora",
  retryLabel: "Reintentar ahora el correo a {to}",
  retried: "El correo ha vuelto a la cola y se está enviando ahora.",
  unchanged: "No ha cambiado nada: este correo ya se había reenviado o entregado.",
  invalid: "No se ha encontrado este correo. Recarga la página e inténtalo de nuevo.",
} satisfies StaffMailTexts;

export default staffMailEs;
