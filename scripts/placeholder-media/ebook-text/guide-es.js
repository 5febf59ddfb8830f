// @ts-check
// "Your German Licence: The Conversion Guide" in Spanish; ebooks.js writes its HTML.
// The facts follow the FeV (§§ 7, 12, 18, 19, 28-31, Anlage 7 and 11; https://www.gesetze-im-internet.de/fev_2010/) and
// are deliberately general. Fields s1p, s1tip, deadlines, tests and
// end are HTML (they hold <b>, <i>, <strong>, <br>) and are inserted as they are; every other field
// is escaped.

/** @type {import("../ebooks.js").GuideText} */
export const GUIDE_ES = {
  title: "Tu permiso alemán: guía de conversión",
  lead: "Te has mudado a Alemania y conduces. Esta guía te explica cuánto tiempo sigue siendo válido tu permiso extranjero, cuál de los tres caminos hacia el permiso alemán es el tuyo, qué documentos necesitas y qué plazos debes tener en cuenta.",
  s1: "La regla de los 6 meses",
  s1p: [
    "Un permiso de conducir de un país de fuera de la UE y del EEE es válido en Alemania durante los <b>primeros seis meses</b> desde que fijas aquí tu residencia habitual (en general, tienes tu residencia habitual en Alemania si vives aquí al menos 185 días al año). Pasados esos seis meses, solo puedes conducir con un permiso alemán.",
    "En casos excepcionales, la oficina de permisos puede ampliar el plazo hasta seis meses más, si demuestras que no vivirás en Alemania más de doce meses en total. Según tu permiso, puede que necesites una traducción o un permiso internacional para conducir durante esos meses.",
  ],
  s1tip:
    "<b>No esperes al quinto mes.</b> Presentar la solicitud no amplía los seis meses, y las citas y los exámenes llevan tiempo. Empieza en cuanto sepas que te quedas.",
  s2: "Tres caminos: ¿cuál es el tuyo?",
  paths: [
    {
      heading: "Permiso de un país de la UE o del EEE",
      text: "Los 27 países de la UE más Islandia, Liechtenstein y Noruega. Tu permiso sigue siendo válido en Alemania.",
      result: "No hace falta convertirlo. Si quieres, puedes convertirlo en el permiso alemán, sin exámenes.",
    },
    {
      heading: "Permiso de un país de la lista del Anexo 11",
      text: "El Anexo 11 del Reglamento alemán de permisos de conducir (Anlage 11 FeV) enumera los países –y algunos estados de EE. UU., provincias de Canadá y estados de Australia– cuyos permisos se reconocen. Solo cuentan las clases que aparecen en la lista; los permisos de aprendiz, nunca.",
      result:
        "Conversión sin exámenes o con un examen reducido (solo teórico o solo práctico), según el país y la clase.",
    },
    {
      heading: "Permiso de cualquier otro país",
      text: "Todo lo que no está en la lista. No tienes que hacer las clases obligatorias, pero el examen práctico se hace en un coche de autoescuela con un profesor.",
      result: "Conversión con examen teórico y examen práctico.",
    },
  ],
  s2tip:
    "La lista cambia de vez en cuando y algunas entradas tienen condiciones (por ejemplo, la fecha de expedición del permiso). Consulta el Anexo 11 vigente para tu país y tu clase de permiso, o pregúntanos y lo revisamos contigo.",
  s3: "Lista de documentos",
  docs: [
    { document: "Formulario de solicitud", note: "de la oficina de permisos (Führerscheinstelle)" },
    { document: "Pasaporte o documento de identidad", note: "y tu permiso de residencia, si lo necesitas" },
    { document: "Certificado de empadronamiento (Meldebescheinigung)", note: "de menos de 3 meses" },
    { document: "Una foto biométrica", note: "de 35 × 45 mm" },
    {
      document: "Certificado del test de visión (Sehtest)",
      note: "de una óptica o un oftalmólogo, de menos de 2 años",
    },
    {
      document: "Certificado del curso de primeros auxilios",
      note: "Erste-Hilfe-Kurs, 9 unidades lectivas; no caduca",
    },
    { document: "Tu permiso extranjero original", note: "debe seguir siendo válido cuando lo solicites" },
    { document: "Traducción oficial de tu permiso", note: "pregunta qué traductores acepta tu oficina" },
    { document: "Inscripción en una autoescuela", note: "solo si tienes que hacer algún examen" },
  ],
  s3note:
    "El test de visión y los primeros auxilios son siempre necesarios si tienes que hacer los dos exámenes. En muchas conversiones del Anexo 11 la ley no los exige: pregunta en la oficina qué necesitas en tu caso antes de pagarlos.",
  s4: "Plazos",
  deadlines: [
    "<b>Seis meses</b> de residencia: después ya no puedes conducir con tu permiso extranjero (ver arriba).",
    "<b>Un año</b> para el teórico: apruébalo en los doce meses siguientes a la llegada de la orden de examen de la oficina de permisos al organismo examinador (TÜV o DEKRA) (§ 22, apartado 5, FeV).",
    "<b>Un año</b> para el práctico: apruébalo en los doce meses siguientes a aprobar el teórico; si no, el teórico deja de valer (§ 18, apartado 2, FeV).",
    "<b>Dos años</b> como máximo entre el examen aprobado y la entrega de tu permiso (§ 18, apartado 2, FeV).",
    "<b>Dos semanas</b>: si la espera para una cita en la oficina de permisos es de más de dos semanas, pide primero la cita y reúne los documentos mientras esperas.",
  ],
  s5: "Los exámenes",
  tests: [
    "<b>Examen teórico:</b> en ordenador, tipo test. Puedes hacerlo en alemán o en uno de otros 12 idiomas: español, inglés, francés, griego, italiano, croata, polaco, portugués, rumano, ruso, turco y árabe estándar. No se permiten intérpretes.",
    "<b>Examen práctico:</b> siempre en alemán. El examinador da todas las indicaciones en alemán: apréndelas antes del examen (nuestro eBook gratuito <i>20 frases del examinador que debes conocer</i> las recoge).",
    "Si haces el examen práctico en un coche automático, tu permiso alemán quedará normalmente limitado a coches automáticos.",
  ],
  s6: "Paso a paso",
  steps: [
    "Averigua tu camino (UE/EEE, Anexo 11 o cualquier otro país) y comprueba que tu clase de permiso cuenta.",
    "Reúne los documentos; haz el test de visión y el curso de primeros auxilios si los necesitas.",
    "Presenta la solicitud en persona en la oficina de permisos de tu ciudad.",
    "Si necesitas exámenes: inscríbete en una autoescuela, aprueba el teórico y después el práctico.",
    "Recoge tu permiso alemán. A cambio, entregas tu permiso extranjero.",
  ],
  end: "<strong>MainDrive, Fráncfort del Meno · info@example.com</strong><br>Esta guía es información general, no asesoramiento jurídico. Las normas cambian y cada caso es distinto: decide la oficina de permisos (Fahrerlaubnisbehörde). Comprueba las normas vigentes antes de presentar la solicitud.",
};
