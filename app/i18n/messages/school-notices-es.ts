import type { SchoolNoticeTexts } from "./school-notices-en";

// Los avisos que la web envía al buzón de la autoescuela, en español.
const es = {
  greeting: "Hola:",
  signature: "La web de {brand}",
  footer: "Recibes esto porque esta dirección es el buzón de la autoescuela en la configuración del sitio.",
  purchase: {
    subject: "Nueva compra: {product} ({amount})",
    intro: {
      card: "Se ha pagado una compra con tarjeta en la web.",
      "bank-transfer": "La oficina ha registrado una compra pagada por transferencia bancaria.",
      cash: "La oficina ha registrado una compra pagada en efectivo.",
    },
    product: "Producto: {product}",
    amount: "Importe: {amount}",
    customer: "Cliente: {customer}",
    noEmail:
      "el pago no trae una dirección de correo utilizable; no hay cuenta y no se envió ningún correo al cliente (ver el panel del personal)",
    courseDate: "Fecha del curso: {date}",
    orderedOn: "Fecha del pedido: {date}",
    reference: "Referencia del pago: {reference}",
  },
  overbooked: {
    subject: "Fecha de primeros auxilios con exceso de reservas: {date}",
    intro:
      "Una reserva ha superado la capacidad de esta fecha de primeros auxilios. Contacta con los asistentes o añade plazas.",
    date: "Fecha: {date} ({language})",
    seats: "Plazas reservadas: {booked} de {capacity}",
    languages: { en: "curso en inglés", es: "curso en español" },
  },
  mailFailed: {
    subject: "No se ha podido entregar un correo: {subject}",
    intro: {
      one: "La web ha dejado de intentar enviar este correo tras 1 intento. Puedes volver a enviarlo desde la página de correo del área del personal.",
      other:
        "La web ha dejado de intentar enviar este correo tras {count} intentos. Puedes volver a enviarlo desde la página de correo del área del personal.",
    },
    to: "Para: {to}",
    about: "Asunto: {subject}",
    error: "Último error: {error}",
  },
  deletionRequest: {
    subject: "Un cliente pide que se borren sus datos",
    intro:
      "Un cliente ha pedido en la web que se borren sus datos. La ley da un mes para responder (art. 12.3 RGPD). Un propietario los borra desde la página de solicitudes de datos del área del personal.",
    customer: "Cliente: {customer}",
    requestedOn: "Solicitado el {date}",
  },
  staffLink: "Área del personal: {link}",
} satisfies SchoolNoticeTexts;

export default es;
