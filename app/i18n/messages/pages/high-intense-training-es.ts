import type { HighIntenseTrainingTexts } from "./high-intense-training-en";

// Texts of the high intensity training page (Spanish).
export default {
  lead: "Para quien tiene que hacer los exámenes de conducir alemanes y quiere estar listo rápido: primero una evaluación al volante, después un programa intensivo hecho para ti y, al final, tus exámenes.",
  stepsHeading: "Tres pasos hacia tu permiso alemán",
  steps: [
    {
      title: "Evaluación de conducción (DPA)",
      text: "Una prueba de 60 minutos con un profesor experto que te muestra exactamente en qué se fijará el examinador.",
    },
    {
      title: "Programa intensivo (HIP)",
      text: "1, 5 o 10 días de clases concentradas, basadas en tu evaluación, con cambio automático o manual.",
    },
    {
      title: "Exámenes",
      text: "Paquetes de examen teórico y práctico con calentamiento y traslado, para que el día transcurra sin sorpresas.",
    },
  ],
  videoTitle: "Así es un programa intensivo",
  chatText: "¡Hola! Quiero saber qué programa intensivo me conviene.",
  offersHeading: "Programas y precios",
  dpaTitle: "Evaluación de conducción",
  dpa: [
    "Matrícula incluida",
    "Prueba de evaluación de 60 minutos",
    "Valoración de un experto",
    "Tu plan de formación personal",
  ],
  dpaRule: "Empieza aquí",
  dpaNote: "Después de la evaluación, compra el programa intensivo que te recomiende tu plan.",
  hip1Title: "Programa intensivo de 1 día",
  hip1: ["4 × 60 minutos en un día", "Cambio automático o manual", "Recogida dentro de la ciudad"],
  hip5Title: "Programa intensivo de 5 días",
  hip5: [
    "20 × 60 minutos",
    "4 horas al día, de lunes a viernes",
    "Automático o manual, también para el código 197",
  ],
  hip10Title: "Programa intensivo de 10 días",
  hip10: [
    "40 × 60 minutos durante dos semanas",
    "Automático o manual, también para el código 197",
    "Recogida dentro de la ciudad",
  ],
  hipRule: "Compra primero la evaluación de conducción",
  hipNote: "Cada programa intensivo se basa en el plan de formación de tu evaluación de conducción.",
  theoryTitle: "Paquete de examen teórico",
  theory: [
    "Inscripción al examen teórico",
    "Traslado en un radio de cinco kilómetros",
    "Examen en alemán o en otros doce idiomas",
  ],
  practicalTitle: "Paquete de examen práctico",
  practical: [
    "30 minutos de conducción de calentamiento",
    "Traslado dentro de Fráncfort",
    "Coche de examen para ese día; el examen es en alemán",
  ],
  practicalRule: "Compra primero un programa intensivo",
  practicalNote:
    "El paquete de examen práctico requiere haber hecho un programa intensivo, para que llegues al examen bien preparado.",
  fee: "más la tasa del organismo examinador: {fee}",
  retry: "Segundo intento: {price} ({percent} de descuento)",
  buy: "Comprar – {price}",
  rulesHeading: "Conviene saber",
  rules: [
    "Compra primero la evaluación de conducción: los programas intensivos solo se pueden reservar después de ella.",
    "Compra primero un programa intensivo: el paquete de examen práctico lo requiere.",
    "La admisión a los exámenes suele tardar entre dos semanas y dos meses.",
    "Cancelación gratuita hasta 24 horas antes de cada cita; el pago se realiza un día antes.",
    "Los menores de 18 años se forman con la autorización de su madre, padre o tutor.",
  ],
  studentsHeading: "Nuestros alumnos cuentan su historia",
  student1: "Aprobó en una semana tras el programa de 5 días",
  student2: "Se examinó en un automático y también puede conducir manuales (código 197)",
} satisfies HighIntenseTrainingTexts;
