// Texts of the high intensity training page.
const en = {
  lead: "For everyone who has to take the German driving exams and wants to be ready fast: an assessment drive first, then an intensive programme made for you, then your exams.",
  stepsHeading: "Three steps to your German licence",
  steps: [
    {
      title: "Driving Performance Assessment (DPA)",
      text: "A 60-minute drive with an expert instructor who shows you exactly what the examiner will look for.",
    },
    {
      title: "High Intensity Program (HIP)",
      text: "1, 5 or 10 days of focused lessons, built on your assessment, automatic or manual.",
    },
    {
      title: "Exams",
      text: "Theory and practical exam packages with warm-up and shuttle, so the day runs smoothly.",
    },
  ],
  videoTitle: "What a high intensity programme looks like",
  chatText: "Hello! I'd like to know which high intensity programme suits me.",
  offersHeading: "Programmes and prices",
  dpaTitle: "Driving Performance Assessment",
  dpa: [
    "Inscription fee included",
    "60-minute assessment drive",
    "Expert feedback",
    "Your personal training plan",
  ],
  dpaRule: "Start here",
  dpaNote: "After the assessment, purchase the High Intensity Program that your plan recommends.",
  hip1Title: "1 Day High Intensity Program",
  hip1: ["4 × 60 minutes in one day", "Automatic or manual", "Pick-up within the city"],
  hip5Title: "5 Day High Intensity Program",
  hip5: ["20 × 60 minutes", "4 hours a day, Monday to Friday", "Automatic, manual or B197"],
  hip10Title: "10 Day High Intensity Program",
  hip10: ["40 × 60 minutes over two weeks", "Automatic, manual or B197", "Pick-up within the city"],
  hipRule: "Purchase DPA first",
  hipNote:
    "Every High Intensity Program builds on the training plan from your Driving Performance Assessment.",
  theoryTitle: "Theory Exam Package",
  theory: [
    "Registration for the theory exam",
    "Shuttle within five kilometres",
    "Exam in German or one of twelve other languages",
  ],
  practicalTitle: "Practical Exam Package",
  practical: [
    "30-minute warm-up drive",
    "Shuttle within Frankfurt",
    "Exam car for the day; the exam is in German",
  ],
  practicalRule: "Purchase HIP first",
  practicalNote:
    "The practical exam package requires a completed High Intensity Program, so that you arrive at the exam ready.",
  fee: "plus testing-body fee {fee}",
  retry: "Second attempt: {price} ({percent} off)",
  buy: "Buy – {price}",
  rulesHeading: "Good to know",
  rules: [
    "Purchase DPA first: a High Intensity Program can only be booked after your Driving Performance Assessment.",
    "Purchase HIP first: the practical exam package requires a High Intensity Program.",
    "Admission to the exams usually takes two weeks to two months.",
    "Free cancellation up to 24 hours before an appointment; payment is due one day before.",
    "Under-18s train with the consent of a parent or guardian.",
  ],
  studentsHeading: "Students tell their story",
  student1: "Passed in one week after the 5 day programme",
  student2: "From manual to automatic with B197",
};

const es: typeof en = {
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
  hip5: ["20 × 60 minutos", "4 horas al día, de lunes a viernes", "Automático, manual o B197"],
  hip10Title: "Programa intensivo de 10 días",
  hip10: ["40 × 60 minutos durante dos semanas", "Automático, manual o B197", "Recogida dentro de la ciudad"],
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
  student2: "Del cambio manual al automático con B197",
};

export default { en, es };
