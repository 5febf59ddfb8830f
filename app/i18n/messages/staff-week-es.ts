import type { StaffWeekTexts } from "./staff-week-en";

// La semana de la oficina (/es/staff/week): la misma forma que staff-week-en.ts.

const es = {
  title: "La semana",
  heading: "Semana del {start} al {end}",
  previous: "Semana anterior",
  next: "Semana siguiente",
  thisWeek: "Esta semana",
  instructor: "Profesor",
  hours: "Horario",
  notWorking: "No trabaja",
  absent: "Ausente {from}–{to}",
  nothing: "Nada reservado",
  exam: "{exam} · {centre}",
  noInstructor: "Sin profesor",
  freeSlots: "Libre para una clase de 45 minutos: {spans}",
  student: "Alumno",
  car: "Coche",
  unpaid: "sin pagar",
  late: "cancelada tarde",
  states: { booked: "reservada", cancelled: "cancelada", driven: "realizada", "no-show": "no se presentó" },
  noInstructors: "Aún no hay profesores: se añaden en la página del equipo.",
} satisfies StaffWeekTexts;

export default es;
