import type { MissingInvoicesTexts } from "./missing-invoices-en";

// Facturas emitidas más tarde, en español (misma forma que missing-invoices-en.ts).

const es = {
  customer: {
    heading: "Compras pagadas sin factura",
    intro:
      "Estas compras están pagadas pero no tienen factura (casi todas son de antes de que las facturas se emitieran automáticamente). Al emitirla recibe el siguiente número de la serie de este año, con la fecha de hoy; el cliente la encuentra en Mi cuenta.",
    summary: "Emitir la factura de {product} del {date} ({amount})",
    name: "Nombre en la factura",
    address: "Dirección de facturación (opcional, una línea por renglón)",
    vatId: "NIF-IVA de la empresa (opcional, solo si arriba figura una empresa)",
    notify: "Enviar la factura al cliente por correo",
    submit: "Emitir factura",
    done: {
      "invoice-issued": "La factura está emitida: aparece en facturas y en la cuenta del cliente.",
      "invoice-issued-mailed": "La factura está emitida y su correo al cliente está en cola.",
      "invoice-existed": "Esta compra ya tiene su factura: no se ha emitido nada.",
    },
  },
  exports: {
    heading: "Compras pagadas sin factura",
    count: {
      one: "1 compra pagada no tiene factura: falta en los meses de la gestoría.",
      other: "{count} compras pagadas no tienen factura: faltan en los meses de la gestoría.",
    },
    none: "Todas las compras pagadas tienen su factura.",
    explain:
      "Cada una recibe el siguiente número de la serie de este año, con la fecha de hoy, a nombre de la cuenta del cliente; aparece en la exportación de este mes. Los clientes la encuentran en Mi cuenta (no se envía ningún correo).",
    waitingForAddress: {
      one: "1 compra espera la dirección del cliente, que una factura de su importe debe indicar: se le pide al cliente en Mi cuenta, o emítela en la página del cliente con la dirección.",
      other:
        "{count} compras esperan la dirección de cada cliente, que las facturas de su importe deben indicar: se les pide a los clientes en Mi cuenta, o emite cada una en la página del cliente con la dirección.",
    },
    submit: "Emitir las facturas que faltan",
    ownerOnly:
      "Solo un propietario las emite todas a la vez; cualquier miembro del equipo puede emitir una en la página del cliente.",
    done: {
      "invoices-issued": {
        one: "Se ha emitido 1 factura.",
        other: "Se han emitido {count} facturas.",
      },
      "invoices-none": "No había ninguna compra pagada sin factura: no se ha emitido nada.",
      "invoices-more": "Quedan {count}: vuelve a emitirlas para continuar.",
    },
  },
  mail: {
    subject: "Tu factura {number} de {brand}",
    intro: "Aquí tienes la factura de {product}, que pagaste el {date}.",
    attached: "La factura {number} va adjunta en PDF; también la encuentras en Mi cuenta.",
    button: "Mi cuenta",
  },
} satisfies MissingInvoicesTexts;

export default es;
