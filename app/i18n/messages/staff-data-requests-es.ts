import type { StaffDataRequestsTexts } from "./staff-data-requests-en";

// Las páginas de solicitudes de datos de clientes (solo propietarios), en español, con la forma de
// staff-data-requests-en.ts.

export default {
  heading: "Solicitudes de datos",
  intro:
    "Clientes que han pedido que se borren sus datos (art. 17 RGPD). Responde en el plazo de un mes desde la solicitud. Los clientes descargan sus propios datos desde su cuenta; aquí puedes descargarlos por ellos.",
  empty: "No hay solicitudes.",
  columns: { customer: "Cliente", requested: "Solicitado el", status: "Estado", actions: "Acciones" },
  statuses: { open: "Abierta", done: "Borrados el {date}" },
  open: "Revisar y borrar",
  download: "Descargar datos (JSON)",
  find: {
    heading: "Otro cliente",
    help: "Una solicitud por correo electrónico o por carta: busca al cliente por su correo electrónico.",
    email: "Correo electrónico del cliente",
    submit: "Buscar",
    notFound: "Ningún cliente tiene este correo electrónico.",
  },
  customer: {
    heading: "Datos de {email}",
    deletedHeading: "Datos de un cliente borrado",
    requested: "Pidió el borrado el {date}.",
    noRequest: "Este cliente no ha pedido el borrado.",
    counts:
      "Compras: {purchases} · reservas: {bookings} · lecciones abiertas: {lessons} · tarjetas de repaso: {cards} · correos: {mails}",
    back: "Todas las solicitudes de datos",
    deleteHeading: "Borrar los datos de este cliente",
    deletes:
      "Se borran: nombre, correo electrónico, contraseña y sesiones (ya no podrá iniciar sesión), acceso y progreso en el curso, estado y valoraciones del repaso, sus plazas en listas de espera, las notas del equipo sobre el cliente, todos los correos enviados al cliente o que lo nombran que no son cartas comerciales (enlaces para iniciar sesión, recordatorios de los cursos, correos de la lista de espera y del curso, los avisos a la propia autoescuela).",
    keptHeading: "Se conserva, como exige la ley",
    kept: [
      "Compras, facturas y las reservas de primeros auxilios que las respaldan: facturas y comprobantes contables 8 años, los libros 10 años (§ 147 AO, § 14b UStG).",
      "Las cartas comerciales enviadas, tal como se enviaron (confirmaciones de compra con sus condiciones, facturas y facturas rectificativas, confirmaciones de reembolso, recordatorios de pago, cambios y cancelaciones de una fecha reservada, respuestas a una solicitud de reembolso): 6 años desde el final del año en que se enviaron (§ 147 AO, § 257 HGB), con el tratamiento limitado: ya no aparecen en las vistas de la oficina y después las borra la limpieza de cada hora.",
      "El registro de cambios, que también deja constancia de este borrado (sin el nombre ni la dirección): {years} años; después lo borra la limpieza de cada hora.",
    ],
    confirm:
      "He revisado la solicitud y quiero borrar ahora los datos de este cliente. No se puede deshacer.",
    submit: "Borrar los datos de {email}",
    staff: "Es un miembro del personal: retíralo antes del equipo.",
    alreadyDeleted: "Los datos de este cliente ya se han borrado.",
    done: {
      summary:
        "Borrado el {date}: la cuenta con su acceso y sesiones, el progreso en el curso y el estado del repaso.",
      seats: {
        one: "Terminó 1 reserva en un próximo curso de primeros auxilios.",
        other: "Terminaron {count} reservas en próximos cursos de primeros auxilios.",
      },
      offered: "Ofrecidas a la lista de espera: {count}.",
      noSeats: "Ninguna reserva en un próximo curso de primeros auxilios.",
      mail: "Se envió al cliente un último correo que lo confirma, en su idioma.",
      kept: { one: "Conservada por ley: 1 compra.", other: "Conservadas por ley: {count} compras." },
    },
    confirmMissing: "Marca la casilla para confirmar el borrado.",
  },
} satisfies StaffDataRequestsTexts;
