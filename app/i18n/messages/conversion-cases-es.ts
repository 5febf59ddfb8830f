import type { ConversionCasesTexts } from "./conversion-cases-en";

// La asistencia para la conversión como expediente, en español: la misma forma que conversion-cases-en.ts.

const es = {
  states: { todo: "Pendiente", "in-progress": "En curso", done: "Hecho" },
  responsibles: { school: "La autoescuela", customer: "Tú" },
  customer: {
    heading: "Tu asistencia para la conversión",
    intro: "Los cinco pasos de tu asistencia: qué está hecho y a quién le toca ahora.",
    due: "Plazo: {date}",
    doneOn: "Hecho el {date}",
    noDate: "Fecha por acordar",
    next: "Siguiente: {step}. {who}.",
    nextWho: { school: "Nos toca a nosotros", customer: "Te toca a ti" },
    allDone:
      "Los cinco pasos están hechos. La oficina de permisos de conducir te indica si debes hacer los exámenes teórico y práctico.",
  },
  staff: {
    title: "Expedientes de conversión",
    intro:
      "Cada asistencia para la conversión, agrupada por el paso en el que está. Primero los atrasados: un paso con la fecha pasada, o un plazo del plan del cliente vencido o cercano.",
    empty: "Todavía nadie ha contratado la asistencia para la conversión.",
    finished: "Todos los pasos hechos",
    overdue: "Atrasado",
    deadlineNear: "Plazo del plan: {date}",
    responsibles: { school: "Autoescuela", customer: "Cliente" },
    columns: {
      customer: "Cliente",
      state: "Estado",
      date: "Fecha",
      responsible: "A quién le toca",
      note: "Nota",
    },
    move: "Cambiar un paso",
    step: "Paso",
    state: "Estado",
    date: "Fecha (plazo, o día en que se hizo)",
    responsible: "A quién le toca",
    note: "Nota (solo para el equipo; si la deja vacía, el paso conserva su nota)",
    clearNote: "Borrar la nota del paso",
    submit: "Guardar y avisar al cliente",
    done: "El paso está guardado y el cliente recibe un correo.",
    errors: {
      step: "Elige uno de los cinco pasos.",
      state: "Elige un estado: pendiente, en curso o hecho.",
      date: "Escribe una fecha real (día, mes, año) o déjala vacía.",
      responsible: "Elige a quién le toca: a la autoescuela o al cliente.",
      note: "La nota es demasiado larga: como máximo 500 caracteres.",
      gone: "Este expediente ya no existe. Vuelve a cargar el tablero.",
    },
  },
  mail: {
    subject: "Tu conversión: {step}",
    changed: "Hemos actualizado el paso «{step}» de tu asistencia para la conversión: {state}.",
    due: "Su fecha: {date}.",
    doneOn: "Hecho el {date}.",
    who: "A quién le toca ahora: {who}.",
    next: "Lo siguiente: {step}.",
    allDone:
      "Los cinco pasos están hechos. La oficina de permisos de conducir te indica si debes hacer los exámenes teórico y práctico.",
    button: "Abrir mi conversión",
    whoLabels: { school: "a la autoescuela", customer: "a ti" },
  },
} satisfies ConversionCasesTexts;

export default es;
