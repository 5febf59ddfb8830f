import type { StaffDashboardTexts } from "./staff-dashboard-en";

// El panel del personal (español), con la forma de staff-dashboard-en.ts.
const staffDashboardEs = {
  alertsHeading: "Requiere atención",
  noAlerts: "No hay nada que requiera atención.",
  failedMails: "Correos que no se han podido entregar: {count}.",
  failedMailsLink: "Abrir la página de correo",
  deletionRequests: "Clientes que esperan el borrado de sus datos: {count}.",
  deletionRequestsLink: "Abrir las solicitudes de datos",
  reversed: "Reembolsada o con pago impugnado en {days}: {product} de {email} ({state}).",
  unmatched: "Evento de pago sin asignar en {days}: {type} ({outcome}) {detail}",
  lastDays: { one: "el último día", other: "los últimos {count} días" },
  outcomes: {
    unknown_product: "producto desconocido",
    missing_email: "sin dirección de correo",
    unprocessable: "evento ilegible",
  } as Record<string, string>,
  attentionPurchase: "Compra de {days}: {product}, {customer}, {state}, referencia del pago {reference}.",
  attention: {
    noEmail:
      "Pagada sin un correo utilizable: no hay cuenta ni correo al cliente; búscalo a través del proveedor de pagos.",
    dateReplaced:
      "Fecha del curso sustituida: la fecha pedida no era una fecha del curso y se reservó la siguiente libre ({date}); avisa al cliente.",
    nameLeftOut: "Nombre omitido: el nombre del pago no se pudo usar.",
    valuesLeftOut:
      "Otros datos del pago omitidos (importe, moneda o referencias); compruébalos con el proveedor de pagos.",
    dateClosed:
      "Pagada para una fecha cerrada a reservas ({date}): la plaza se ha mantenido; llama al cliente para confirmarla o moverla.",
    dateCancelled:
      "Pagada para una fecha cancelada ({date}): la plaza se ha mantenido y el cliente recibió el aviso de cancelación; ayúdale a elegir otra fecha o devuélvele el dinero.",
    earlyStartMissing:
      "Curso el {date}, dentro de los 14 días del derecho de desistimiento, pagado sin la solicitud de empezar antes: pide a la persona que la confirme por escrito antes del curso (§ 356 (4) BGB) o cámbiala a una fecha posterior.",
    billingAddressMissing:
      "Aún sin factura: con este importe debe indicar la dirección de quien compra, y el pago no la trajo. Se le pide al cliente en Mi cuenta; o emítela en la página del cliente con la dirección.",
    lessonNotMatched:
      "Pagada una clase de conducción, pero el pago no indica ninguna clase pendiente de pago de este cliente (desconocida, de otra persona, ya pagada o cancelada): el dinero queda registrado y ninguna clase se marca como pagada; busca la clase que paga o devuélvele el dinero.",
    lessonUnitsUsed:
      "Bono de clases devuelto después de usar parte de sus clases: solo se han quitado del saldo las clases sin usar; arregla las ya usadas con el cliente.",
  },
  noEmail: "sin correo",
  overbooked: "Exceso de reservas: {date} ({language}), {booked} para {capacity}.",
  bookedCount: { one: "1 reserva", other: "{count} reservas" },
  seatCount: { one: "1 plaza", other: "{count} plazas" },
  cancelledWithBookings:
    "Cancelada con reservas: {date} ({language}), {booked} que contactar y cambiar de fecha.",
  datesHeading: "Próximas fechas de primeros auxilios",
  unpaidLessonsHeading: "Clases sin pagar",
  unpaidLessonsIntro:
    "Clases que se pagan por enlace y cuyo pago no ha llegado; vence un día antes de la clase.",
  unpaidLessonRow: "{lesson} el {date}",
  unpaidLessonDue: "pago vencido",
  lateCancellationsHeading: "Cancelaciones tardías por cobrar",
  lateCancellationsIntro: "Clases canceladas con menos de 24 horas de antelación, ni pagadas ni perdonadas.",
  lateCancellationRow: "{lesson} el {date}",
  overdueHeading: "Transferencias vencidas",
  overdueRow: "{product}, {amount}: vencía el {date}",
  overdueReminded: "recordatorio enviado",
  noDates: "No hay fechas de primeros auxilios próximas.",
  courseLanguage: "Idioma del curso",
  seats: "Plazas ocupadas",
  seatsValue: "{booked} / {capacity}",
  dateStates: { open: "Abierta", cancelled: "Cancelada", closed: "Cerrada a reservas" },
  languages: { en: "inglés", es: "español" },
  recentHeading: "Compras de los últimos 7 días",
  noRecent: "No hay compras en los últimos 7 días.",
  date: "Fecha",
  product: "Producto",
  customer: "Cliente",
  amount: "Importe",
  state: "Estado",
  states: {
    pending: "Pendiente",
    paid: "Pagada",
    failed: "Fallida",
    refunded: "Reembolsada",
    disputed: "Pago impugnado",
    awaiting: "Pendiente de transferencia",
    cancelled: "Cancelada sin pagar",
  },
  revenueHeading: "Ingresos de {month}",
  revenueIntro:
    "Compras pagadas de este mes (no cuentan las reembolsadas ni las que tienen el pago impugnado).",
  noRevenue: "Todavía no hay compras pagadas este mes.",
  purchases: "Compras",
  net: "Neto",
  vat: "IVA",
  gross: "Bruto",
  total: "Total",
  sectionsHeading: "Secciones",
} satisfies StaffDashboardTexts;

export default staffDashboardEs;
