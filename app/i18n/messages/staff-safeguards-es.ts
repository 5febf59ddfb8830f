import type { StaffSafeguardsTexts } from "./staff-safeguards-en";

// Textos de las salvaguardas del área del personal (español), con la misma forma que los ingleses.

const staffSafeguardsEs = {
  again: {
    heading: "Ya estaba hecho",
    text: "Este formulario ya se había enviado y aquel primer envío quedó registrado. No se ha registrado nada dos veces.",
    purchase:
      "Esta compra ya quedó registrada cuando se envió el formulario por primera vez: no se ha registrado dos veces.",
    link: "Ver lo registrado",
    prefix: "Este formulario ya se había enviado; el primer envío hizo esto:",
  },
  purchaseForm: {
    immediateStart: "Solo curso online: ¿aceptó el cliente que el curso empiece de inmediato?",
    immediateStartYes:
      "Sí: el cliente aceptó el inicio inmediato y reconoció que pierde el derecho de desistimiento",
    immediateStartNo: "No: el cliente conserva el derecho de desistimiento de 14 días",
    healthConsent:
      "Solo test de visión: ¿se ha recibido por escrito el consentimiento para los datos de salud?",
    healthConsentYes: "Sí: tenemos el consentimiento firmado",
    healthConsentNo: "No: aún falta (la reserva queda marcada hasta que se registre)",
    consentHint: "El correo al cliente confirma exactamente lo que se elija aquí.",
  },
  reference: {
    heading: "Esta referencia de pago ya se usó",
    text: "La compra {product} del {date} ({state}) de {customer} ya tiene la referencia «{reference}». Registrar otra compra con ella suele ser un error: una transferencia contada dos veces.",
    earlier: "Abrir la compra anterior",
    confirm: "Registrarla de todos modos",
    none: "sin cliente",
  },
  consent: {
    missing: "Falta el consentimiento de datos de salud",
    missingLong:
      "No se ha dado el consentimiento para los datos de salud del test de visión. Pídeselo al cliente por escrito y regístralo aquí cuando llegue.",
    record: "Consentimiento recibido por escrito",
    dashboard:
      "Test de visión sin consentimiento de datos de salud: {product} de {customer}, fecha del curso {date}.",
  },
  notes: {
    heading: "Notas",
    none: "Aún no hay notas.",
    label: "Nota nueva",
    hint: "Solo la ve el personal. La nota se guarda tal como se escribe; no se puede editar.",
    add: "Añadir la nota",
    by: "{author}, {date}",
  },
  mails: {
    show: "Ver el texto",
    linkHidden: "[enlace oculto: es del cliente]",
  },
  alerts: {
    acknowledge: "Atendido",
    acknowledged: "El aviso está marcado como atendido y ha salido de la lista.",
    gone: "Este aviso ya no está en la lista.",
  },
  done: {
    noted: "La nota está añadida.",
    "consent-recorded":
      "El consentimiento escrito para los datos de salud está registrado; la reserva ya no está marcada.",
    "consent-already": "El consentimiento para los datos de salud ya se había dado: no ha cambiado nada.",
  },
} satisfies StaffSafeguardsTexts;

export default staffSafeguardsEs;
