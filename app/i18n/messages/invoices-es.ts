import type { InvoicesTexts } from "./invoices-en";

// Facturas y notas de crédito en español, las mismas claves que invoices-en.ts.
export default {
  pdf: {
    invoice: "Factura",
    creditNote: "Factura rectificativa (nota de crédito)",
    number: "Número",
    issuedOn: "Fecha",
    serviceOn: "Fecha del servicio",
    corrects: "Rectifica la factura {number} del {date}",
    seller: "Vendedor",
    vatId: "NIF-IVA",
    customer: "Cliente",
    description: "Concepto",
    net: "Base imponible",
    vatRate: "Tipo de IVA",
    vat: "IVA",
    gross: "Total",
    total: "Importe total",
    paidBy: {
      card: "Pagado con tarjeta el {date}.",
      "bank-transfer": "Pagado por transferencia bancaria el {date}.",
      cash: "Pagado en efectivo el {date}.",
    },
    refunded: "Reembolsado el {date} por el mismo medio de pago.",
    reference: "Referencia del pago: {reference}",
    page: "Página {page} de {pages}",
  },
  mail: {
    invoiceAttached: "Adjuntamos tu factura {number} en PDF; también la encuentras en Mi cuenta.",
    refundSubject: "Tu reembolso de {brand}: factura rectificativa {number}",
    refundSubjectPlain: "Tu reembolso de {brand}",
    refundIntro:
      "Te hemos reembolsado {amount} por {product}. El dinero vuelve por el mismo medio de pago que usaste.",
    endsCourse: "Este reembolso termina tu acceso al curso en línea.",
    endsSeat: "Este reembolso anula tu plaza en el curso de primeros auxilios del {date}.",
    endsNothing: "Por lo demás, tu compra sigue igual: tu acceso y tus reservas no cambian.",
    creditNoteAttached:
      "Adjuntamos en PDF la factura rectificativa {number}, que corrige la factura {invoice}.",
    button: "Mi cuenta",
  },
  account: {
    heading: "Facturas y facturas rectificativas",
    intro: "Cada documento en PDF, para descargarlo o reenviarlo (por ejemplo, a tu empresa).",
    number: "Número",
    date: "Fecha",
    kind: { invoice: "Factura", "credit-note": "Rectificativa" },
    amount: "Importe",
    download: "PDF",
    downloadLabel: "Descargar {kind} {number} (PDF)",
  },
  staff: {
    documentsHeading: "Facturas y facturas rectificativas",
    noDocuments: "Todavía no hay facturas.",
    refundAmount: "Importe a reembolsar (€)",
    refundAmountHint: "Quedan como máximo {remaining} por reembolsar.",
    refundPolicy:
      "Un reembolso parcial mantiene el acceso al curso y la plaza de primeros auxilios. Solo el reembolso de todo el importe pendiente los termina (acceso al curso, plaza en la fecha reservada). Cada reembolso emite una factura rectificativa.",
    notifyCustomer: "Avisar al cliente (correo con la factura rectificativa)",
    billingHeading: "Nombre y dirección de la factura",
    billingName: "Nombre en la factura",
    billingAddress: "Dirección de facturación (una línea cada vez)",
    billingHint:
      "Al guardar un cambio se emite una factura rectificativa de la factura actual y una factura nueva con el nombre y la dirección corregidos.",
    billingSubmit: "Corregir la factura",
  },

} satisfies InvoicesTexts;
