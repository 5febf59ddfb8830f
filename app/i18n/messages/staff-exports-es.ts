import type { StaffExportsTexts } from "./staff-exports-en";

// La página de exportaciones del personal y su archivo del mes (español).

const staffExportsEs = {
  title: "Exportaciones",
  intro:
    "Las facturas y facturas rectificativas emitidas en un mes, para la asesoría. Un reembolso aparece como factura rectificativa (una fila negativa) en el mes en que ocurrió: un mes ya enviado no cambia nunca.",
  month: "Mes",
  show: "Mostrar",
  monthInvalid: "Elige un mes.",
  emptyMonth:
    "Nada que exportar de {month}: ninguna factura ni factura rectificativa tiene fecha en ese mes.",
  settingsUnset:
    "Los datos de DATEV (número de asesor y de cliente, plan de cuentas, ejercicio) aún no están configurados: el archivo DATEV usa valores provisionales y solo sirve para probar la importación.",
  count: {
    one: "1 documento emitido en {month}",
    other: "{count} documentos emitidos en {month}",
  },
  invoices: "Facturas",
  creditNotes: "Facturas rectificativas",
  total: "Total",
  net: "Base imponible",
  vat: "IVA",
  gross: "Total",
  downloadsHeading: "Descargar {month}",
  formats: {
    datev: {
      label: "DATEV (Buchungsstapel)",
      hint: "Para la importación en DATEV del asesor fiscal: un asiento por documento, Windows-1252.",
    },
    "german-csv": {
      label: "CSV para la asesoría (alemán)",
      hint: "Punto y coma, coma decimal, fechas DD.MM.AAAA: se abre tal cual en un Excel alemán.",
    },
    "staff-csv": {
      label: "CSV en español",
      hint: "Las mismas filas con comas y punto decimal, para leerlas aquí.",
    },
  },
  alreadyDownloaded: "Ya descargado:",
  notDownloaded: "Este mes aún no se ha descargado.",
  historyHeading: "Descargas",
  historyEmpty: "Todavía no se ha descargado ningún mes.",
  history: {
    month: "Mes",
    format: "Archivo",
    by: "Por",
    when: "Cuándo",
  },
  csv: {
    columns: {
      date: "Fecha",
      number: "Número de documento",
      document: "Documento",
      customer: "Cliente",
      product: "Producto",
      net: "Base imponible",
      vatRate: "Tipo de IVA (%)",
      vat: "IVA",
      gross: "Total",
      paymentMethod: "Forma de pago",
      paymentReference: "Referencia del pago",
      providerPaymentId: "ID del pago del proveedor",
      corrects: "Rectifica la factura",
      serviceOn: "Fecha del servicio",
      service: "Servicio",
      taxPeriod: "Fecha del periodo fiscal",
    },
    paymentMethods: {
      card: "Tarjeta a través del proveedor de pagos",
      "bank-transfer": "Transferencia bancaria",
      cash: "Efectivo",
    },
  },
} satisfies StaffExportsTexts;

export default staffExportsEs;
