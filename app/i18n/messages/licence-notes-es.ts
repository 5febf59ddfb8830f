import type { LicenceNotes } from "./licence-notes-en";

// Las explicaciones de la ley de la comprobación del permiso, en español: qué significa
// para el visitante cada nota del anexo 11 y las notas generales de una respuesta.
const licenceNotesEs = {
  footnotes: {
    1: "Con este permiso solo se expide el permiso alemán de clase B (turismo).",
    2: "Una nota de la lista: Alemania no mantiene relaciones diplomáticas con Taiwán. Para ti no cambia nada.",
    3: "Esta clase incluye la de turismo.",
    4: "Un permiso de clase C con la restricción de código 2 es un permiso de aprendizaje: no se puede convertir.",
    5: "Si tu clase M lleva el código 6 (solo motocicleta), no es posible convertirlo sin examen.",
    6: "Un permiso de clase 5 en [[Stage L]] o [[Stage A]] es un permiso de aprendizaje: no se puede convertir.",
    7: "Sigues necesitando un test de visión (§ 12 FeV).",
    8: "Un «[[Driver License]]» sin indicación de vehículos especiales es un permiso de turismo.",
    9: "Solo si tienes 18 años o más. Un «[[Instruction Permit]]» no se puede convertir.",
    10: "La clase 6 (motocicletas) pasa a ser la clase alemana A2 si tienes menos de 24 años; si no, la clase A.",
    11: "La clase australiana C, y CAR en Victoria, corresponden a la clase alemana B; la clase R, a la clase alemana A.",
    12: "También vale una «[[Provisional Licence]]»; una «[[Learner Licence]]», no.",
    13: "También vale una «[[Provisional Licence P2]]»; un «[[Learner Permit]]» o una «[[Learner Licence]]», no.",
    14: "También vale una «[[Probationary Licence P2]]»; un «[[Learner Permit]]», no.",
    15: "También vale una «[[Provisional License]]»; un «[[Instruction Permit]]», no.",
    16: "Tu permiso namibio debe haberse expedido al menos 2 años antes de tu solicitud.",
    17: "Una nota de la lista sobre las clases namibias C1 y C (autobuses). No afecta a los turismos.",
    18: "Los permisos en periodo de prueba no valen. No está confirmado cómo lo aplican las oficinas: si el tuyo está en periodo de prueba, pregunta en la oficina antes de presentar la solicitud.",
    19: "Solo permisos expedidos el 24 de enero de 2017 o después. Si el tuyo es anterior y no pudiste obtener uno albanés nuevo porque vivías en Alemania, la oficina consulta a la autoridad albanesa a través de la Oficina Federal de Tráfico (KBA) y decide caso por caso.",
    20: "La clase albanesa A1 incluye también máquinas agrícolas; no se convierte en la clase alemana T.",
    21: "La clase albanesa B incluye también máquinas agrícolas; no se convierte en la clase alemana T.",
    22: "La oficina de permisos de conducir puede pedirte que hagas un test de visión.",
    23: "Solo permisos expedidos el 1 de marzo de 2018 o después. Para un permiso kosovar anterior, la oficina consulta a la autoridad kosovar a través de la Oficina Federal de Tráfico (KBA) y decide caso por caso.",
    24: "Las clases kosovares incluyen también pequeños tractores; no se convierten en la clase alemana T.",
  },
  notes: {
    valid:
      "Tu permiso debe haberse expedido antes de que te mudaras a Alemania y debe seguir vigente el día en que presentes la solicitud (§ 31, apartado 3, FeV).",
    learner:
      "Los permisos de aprendizaje nunca valen: no se pueden convertir de ningún modo (§ 29, apartado 3, número 1, FeV). Si solo tienes uno, la comprobación tiene una respuesta aparte para el permiso de aprendizaje.",
    otherClass:
      "Para tu país o estado, el anexo 11 solo menciona ciertas clases: para cualquier otra clase se aplican las normas de los lugares que no están en la lista. Si la lista no menciona tu permiso provisional o en periodo de prueba, pregunta en la oficina de permisos de conducir: aquí ves la lectura estricta.",
    learnerNoLicence:
      "Para la ley alemana, un permiso de aprendizaje o cualquier otro documento provisional no es un permiso de conducir, sea de donde sea: no te permite conducir en Alemania y no se puede convertir en un permiso alemán.",
    learnerTraining:
      "Te formas como cualquier persona que se saca el carné por primera vez: clases de teoría en una autoescuela y clases prácticas, con las clases especiales obligatorias por carretera, por autopista y de noche, antes de que la autoescuela te inscriba en los exámenes. Lo que aprendiste fuera puede ahorrarte clases normales, pero no sustituye a las obligatorias.",
    learnerAge:
      "La edad mínima para el permiso de turismo (clase B) es de 18 años, o de 17 con la conducción acompañada (Begleitetes Fahren ab 17, § 48a FeV).",
    protectionStatus:
      "Esto vale mientras tengas protección temporal en Alemania: el permiso de residencia para quienes huyeron de la guerra de Ucrania (§ 24 de la Ley de Residencia alemana). Con cualquier otro permiso de residencia, a un permiso de Ucrania se le aplican las normas habituales: te permite conducir durante 6 meses desde que fijas tu residencia y después necesitas el permiso alemán, con los dos exámenes.",
    protectionTranslation:
      "Mientras tengas protección temporal, nadie puede pedirte una traducción jurada ni un permiso internacional (artículo 3, apartado 2, del Reglamento (UE) {regulation}); la policía y la oficina de permisos de conducir pueden pedirte el pasaporte o el permiso de residencia para comprobar tu identidad.",
    orderTest:
      "Incluso para un lugar de la lista, la oficina de permisos de conducir puede exigir un examen si hay dudas concretas sobre tu capacidad para conducir (§ 31, apartado 1a, FeV).",
    automatic:
      "Si tu permiso solo te autoriza a conducir coches automáticos, tu permiso alemán también se limitará a ellos.",
    eyePractice:
      "Según la ley no necesitas test de visión ni curso de primeros auxilios. Algunas oficinas piden aun así un test de visión: pregunta al pedir tu cita.",
    translation:
      "Las oficinas de permisos de conducir, entre ellas la de Fráncfort, suelen pedir una traducción de tu permiso. Pregúntanos si el tuyo la necesita.",
    trainingWaived:
      "Debes inscribirte en una autoescuela: el examen práctico se hace en su coche, con un profesor de autoescuela a bordo.",
    euExceptions:
      "Excepciones: un permiso de la UE o del EEE no es válido en Alemania si vivías en Alemania cuando te lo expidieron, o si lo obtuviste mediante la conversión sin examen de un permiso de un país que no está en la lista alemana (§ 28, apartado 4, FeV). En ese caso escríbenos: normalmente se aplican el examen teórico y el práctico.",
  },
} satisfies LicenceNotes;

export default licenceNotesEs;
