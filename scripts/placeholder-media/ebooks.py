"""Placeholder media, part 3: the HTML of the two downloadable eBooks, per language.

Writes scripts/placeholder-media/ebooks/<id>_<locale>.html; make-placeholder-media.sh prints each one to
public/media/ebooks/<id>_<locale>.pdf with headless Chromium (A4). The first page is the eBook cover
(public/media/ebooks/<id>_<locale>.svg, written by media.py), inlined.

Facts of the conversion guide follow the FeV (§§ 7, 12, 18, 19, 28-31, Anlage 7 and 11) as summarised in
shared/research/anlage11.md; they are deliberately general. German examiner phrases stay German in both
language versions.

Usage: python3 ebooks.py <public/media>
"""
import html, os, re, sys

OUT = sys.argv[1] if len(sys.argv) > 1 else "public/media"
HERE = os.path.dirname(os.path.abspath(__file__))
e = html.escape

STYLE = """
@page { size: A4; margin: 15mm 17mm 17mm;
  @bottom-left { content: "MainDrive · Frankfurt am Main"; font: 8pt 'DejaVu Sans', Arial, sans-serif; color: #0b4f6c; }
  @bottom-right { content: counter(page) " / " counter(pages); font: 8pt 'DejaVu Sans', Arial, sans-serif; color: #4d5a6a; } }
@page cover { margin: 0; @bottom-left { content: none; } @bottom-right { content: none; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font-family: 'DejaVu Sans', Arial, sans-serif; color: #1c2430; font-size: 9.6pt; line-height: 1.45; }
.cover { page: cover; width: 210mm; height: 297mm; background: #0b4f6c; break-after: page; overflow: hidden; }
.cover svg { display: block; width: 210mm; height: 297mm; }
h1 { color: #0b4f6c; font-size: 21pt; line-height: 1.2; margin: 0 0 3mm; }
.lead { font-size: 10.5pt; color: #2d3a48; margin: 0 0 4mm; }
.bar { width: 22mm; height: 2mm; border-radius: 1mm; background: #f2a541; margin: 0 0 5mm; }
h2 { color: #0b4f6c; font-size: 13pt; margin: 5mm 0 2mm; break-after: avoid; }
h2 .n { display: inline-block; width: 7mm; height: 7mm; line-height: 7mm; border-radius: 50%; background: #f2a541; color: #fff;
        text-align: center; font-size: 10pt; margin-right: 2.5mm; vertical-align: 1px; }
p { margin: 0 0 2.5mm; }
.de { font-weight: 700; color: #073a50; }
.paths { display: flex; gap: 4mm; margin: 3mm 0; }
.path { flex: 1; border-radius: 3mm; background: #f3f6f8; border-top: 2mm solid #0b4f6c; padding: 3.5mm 4mm; font-size: 9.2pt; break-inside: avoid; }
.path h3 { margin: 0 0 1.5mm; font-size: 10.5pt; color: #073a50; }
.path .result { display: block; margin-top: 2mm; font-weight: 700; color: #0b4f6c; }
.path:nth-child(2) { border-top-color: #f2a541; } .path:nth-child(3) { border-top-color: #6f9f74; }
ul.check { list-style: none; padding: 0; margin: 0; columns: 2; column-gap: 7mm; }
ul.check li { position: relative; padding-left: 7mm; margin: 0 0 2.2mm; break-inside: avoid; }
ul.check li::before { content: ""; position: absolute; left: 0; top: 0.6mm; width: 3.6mm; height: 3.6mm; border: 0.5mm solid #0b4f6c; border-radius: 0.8mm; }
ul.check small { color: #4d5a6a; }
ul.dots { padding-left: 5mm; margin: 0 0 2mm; } ul.dots li { margin: 0 0 1.6mm; }
.tip { background: #e8f1f5; border-left: 1.5mm solid #0b4f6c; border-radius: 0 2mm 2mm 0; padding: 3mm 4mm; margin: 3mm 0; break-inside: avoid; }
.tip.amber { background: #fdf1df; border-left-color: #f2a541; }
.tip b { color: #073a50; }
.end { margin-top: 5mm; padding-top: 3mm; border-top: 0.4mm solid #d5dde4; font-size: 8.5pt; color: #4d5a6a; break-inside: avoid; }
.end strong { color: #0b4f6c; }
.phrase { display: flex; gap: 4mm; padding: 1.7mm 0; border-bottom: 0.3mm solid #e1e8ee; break-inside: avoid; }
.phrase .num { flex: 0 0 8mm; height: 8mm; border-radius: 50%; background: #0b4f6c; color: #fff; font-weight: 700; text-align: center; line-height: 8mm; font-size: 9.5pt; }
.phrase .body { flex: 1; }
.phrase .de { font-size: 10.5pt; margin: 0 0 0.5mm; }
.phrase .mean { font-style: italic; color: #2d3a48; margin: 0 0 0.6mm; }
.phrase .do { font-size: 8.9pt; margin: 0; } .phrase .do b { color: #c97d0f; }
table.words { border-collapse: collapse; width: 100%; font-size: 9.2pt; margin: 2mm 0 3mm; }
table.words td { padding: 1.1mm 2mm; border-bottom: 0.3mm solid #e1e8ee; vertical-align: top; }
table.words td:first-child { font-weight: 700; color: #073a50; width: 38%; }
ol.steps { list-style: none; counter-reset: s; padding: 0; margin: 0; }
ol.steps li { counter-increment: s; position: relative; padding: 0 0 0 9mm; margin: 0 0 2.2mm; }
ol.steps li::before { content: counter(s); position: absolute; left: 0; top: 0; width: 5.6mm; height: 5.6mm; line-height: 5.6mm; border-radius: 50%;
  background: #e8f1f5; color: #0b4f6c; font-weight: 700; font-size: 8.5pt; text-align: center; }
"""

# ------------------------------------------------------------------ conversion guide
GUIDE = {
    "en": {
        "title": "Your German Licence: The Conversion Guide",
        "lead": "You have moved to Germany and you drive. This guide tells you how long your foreign licence stays valid, "
                "which of the three paths to a German licence applies to you, which documents to bring and which deadlines to keep in mind.",
        "s1": "The 6-month rule",
        "s1p": [
            "A driving licence from a country outside the EU and the EEA is valid in Germany for the <b>first six months</b> after you take up "
            "ordinary residence here (in general, you have your ordinary residence in Germany if you live here for at least 185 days a year). "
            "After those six months you may only drive with a German licence.",
            "In exceptional cases the licence office can extend the period by up to six more months, if you can show that you will not live in "
            "Germany for more than twelve months in total. Depending on your licence, you may need a translation or an International Driving Permit "
            "to drive during these months.",
        ],
        "s1tip": "<b>Do not wait until month five.</b> Applying does not extend the six months, and appointments and tests take time. "
                 "Start as soon as you know you are staying.",
        "s2": "Three paths – which one is yours?",
        "paths": [
            ("Licence from an EU or EEA country",
             "The 27 EU countries plus Iceland, Liechtenstein and Norway. Your licence stays valid in Germany.",
             "No conversion needed. You may exchange it for a German card if you wish – no tests."),
            ("Licence from a country on the Annex 11 list",
             "Annex 11 of the German Driving Licence Regulation (Anlage 11 FeV) lists countries – and some US states, Canadian provinces and "
             "Australian states – whose licences are recognised. Only the licence classes named in the list count; learner permits never do.",
             "Conversion without tests, or with a reduced test (theory only or practical only), depending on the country and class."),
            ("Licence from any other country",
             "Everything not on the list. Compulsory driving lessons do not apply to you, but you take the practical test in a driving-school car "
             "with an instructor.",
             "Conversion with a theory test and a practical test."),
        ],
        "s2tip": "The list changes from time to time and some entries have conditions (for example the date the licence was issued). "
                 "Check the current Annex 11 for your country and licence class – or ask us, we check it with you.",
        "s3": "Documents checklist",
        "docs": [
            ("Application form", "of the licence office (Führerscheinstelle)"),
            ("Passport or national ID card", "plus your residence permit if you need one"),
            ("Registration certificate (Meldebescheinigung)", "not older than 3 months"),
            ("One biometric passport photo", "35 × 45 mm"),
            ("Eye test certificate (Sehtest)", "from an optician or eye doctor, not older than 2 years"),
            ("First aid course certificate", "Erste-Hilfe-Kurs, 9 teaching units; it does not expire"),
            ("Your original foreign licence", "it must still be valid when you apply"),
            ("Certified translation of your licence", "ask which translators your office accepts"),
            ("Driving school enrolment", "only if you must take a test"),
        ],
        "s3note": "Eye test and first aid are always needed if you must take both tests. For many Annex 11 conversions they are not required by law – "
                  "ask the licence office what it wants in your case before you pay for them.",
        "s4": "Deadlines",
        "deadlines": [
            "<b>Six months</b> of residence: after that, driving on your foreign licence is no longer allowed (see above).",
            "<b>One year</b> for the theory test: pass it within twelve months after the licence office's test order reaches the testing "
            "organisation (TÜV or DEKRA) (§ 22 (5) FeV).",
            "<b>One year</b> for the practical test: pass it within twelve months after passing the theory test, or the theory test no longer counts.",
            "<b>Two years</b> at most between the passed test and receiving your licence (§ 18 (2) FeV).",
            "<b>Two weeks</b>: if the licence office's waiting time for an appointment is more than two weeks, book the appointment first and collect "
            "the documents while you wait.",
        ],
        "s5": "The tests",
        "tests": [
            "<b>Theory test:</b> on a computer, multiple choice. You can take it in German or in one of 12 other languages: English, French, Greek, "
            "Italian, Croatian, Polish, Portuguese, Romanian, Russian, Spanish, Turkish and Standard Arabic. Interpreters are not allowed.",
            "<b>Practical test:</b> always in German. The examiner gives every direction in German – learn the phrases before the test "
            "(our free eBook <i>20 Examiner Phrases You Must Know</i> lists them).",
            "If you take the practical test in a car with automatic transmission, your German licence is normally limited to automatic cars.",
        ],
        "s6": "Step by step",
        "steps": [
            "Find your path (EU/EEA, Annex 11 or any other country) and check that your licence class counts.",
            "Collect the documents; do the eye test and the first aid course if you need them.",
            "Apply in person at the licence office of the city where you live.",
            "If you need tests: enrol with a driving school, pass the theory test, then the practical test.",
            "Collect your German licence. You hand in your foreign licence in exchange.",
        ],
        "end": "<strong>MainDrive, Frankfurt am Main · info@example.com</strong><br>This guide is general information, not legal advice. "
               "Rules change and every case is different: the licence office (Fahrerlaubnisbehörde) decides. Check the current rules before you apply.",
    },
    "es": {
        "title": "Tu permiso alemán: guía de conversión",
        "lead": "Te has mudado a Alemania y conduces. Esta guía te explica cuánto tiempo sigue siendo válido tu permiso extranjero, "
                "cuál de los tres caminos hacia el permiso alemán es el tuyo, qué documentos necesitas y qué plazos debes tener en cuenta.",
        "s1": "La regla de los 6 meses",
        "s1p": [
            "Un permiso de conducir de un país de fuera de la UE y del EEE es válido en Alemania durante los <b>primeros seis meses</b> desde que "
            "fijas aquí tu residencia habitual (en general, tienes tu residencia habitual en Alemania si vives aquí al menos 185 días al año). "
            "Pasados esos seis meses, solo puedes conducir con un permiso alemán.",
            "En casos excepcionales, la oficina de permisos puede ampliar el plazo hasta seis meses más, si demuestras que no vivirás en Alemania "
            "más de doce meses en total. Según tu permiso, puede que necesites una traducción o un permiso internacional para conducir durante esos meses.",
        ],
        "s1tip": "<b>No esperes al quinto mes.</b> Presentar la solicitud no amplía los seis meses, y las citas y los exámenes llevan tiempo. "
                 "Empieza en cuanto sepas que te quedas.",
        "s2": "Tres caminos: ¿cuál es el tuyo?",
        "paths": [
            ("Permiso de un país de la UE o del EEE",
             "Los 27 países de la UE más Islandia, Liechtenstein y Noruega. Tu permiso sigue siendo válido en Alemania.",
             "No hace falta convertirlo. Si quieres, puedes canjearlo por la tarjeta alemana, sin exámenes."),
            ("Permiso de un país de la lista del Anexo 11",
             "El Anexo 11 del Reglamento alemán de permisos de conducir (Anlage 11 FeV) enumera los países –y algunos estados de EE. UU., provincias "
             "de Canadá y estados de Australia– cuyos permisos se reconocen. Solo cuentan las clases que aparecen en la lista; los permisos de aprendiz, nunca.",
             "Conversión sin exámenes o con un examen reducido (solo teórico o solo práctico), según el país y la clase."),
            ("Permiso de cualquier otro país",
             "Todo lo que no está en la lista. No tienes que hacer las clases obligatorias, pero el examen práctico se hace en un coche de autoescuela "
             "con un profesor.",
             "Conversión con examen teórico y examen práctico."),
        ],
        "s2tip": "La lista cambia de vez en cuando y algunas entradas tienen condiciones (por ejemplo, la fecha de expedición del permiso). "
                 "Consulta el Anexo 11 vigente para tu país y tu clase de permiso, o pregúntanos y lo revisamos contigo.",
        "s3": "Lista de documentos",
        "docs": [
            ("Formulario de solicitud", "de la oficina de permisos (Führerscheinstelle)"),
            ("Pasaporte o documento de identidad", "y tu permiso de residencia, si lo necesitas"),
            ("Certificado de empadronamiento (Meldebescheinigung)", "de menos de 3 meses"),
            ("Una foto biométrica", "de 35 × 45 mm"),
            ("Certificado del test de visión (Sehtest)", "de una óptica o un oftalmólogo, de menos de 2 años"),
            ("Certificado del curso de primeros auxilios", "Erste-Hilfe-Kurs, 9 unidades lectivas; no caduca"),
            ("Tu permiso extranjero original", "debe seguir siendo válido cuando lo solicites"),
            ("Traducción oficial de tu permiso", "pregunta qué traductores acepta tu oficina"),
            ("Inscripción en una autoescuela", "solo si tienes que hacer algún examen"),
        ],
        "s3note": "El test de visión y los primeros auxilios son siempre necesarios si tienes que hacer los dos exámenes. En muchas conversiones del "
                  "Anexo 11 la ley no los exige: pregunta en la oficina qué necesitas en tu caso antes de pagarlos.",
        "s4": "Plazos",
        "deadlines": [
            "<b>Seis meses</b> de residencia: después ya no puedes conducir con tu permiso extranjero (ver arriba).",
            "<b>Un año</b> para el teórico: apruébalo en los doce meses siguientes a la llegada de la orden de examen de la oficina de permisos "
            "al organismo examinador (TÜV o DEKRA) (§ 22, apartado 5, FeV).",
            "<b>Un año</b> para el práctico: apruébalo en los doce meses siguientes a aprobar el teórico; si no, el teórico deja de valer.",
            "<b>Dos años</b> como máximo entre el examen aprobado y la entrega de tu permiso (§ 18, apartado 2, FeV).",
            "<b>Dos semanas</b>: si la espera para una cita en la oficina de permisos es de más de dos semanas, pide primero la cita y reúne "
            "los documentos mientras esperas.",
        ],
        "s5": "Los exámenes",
        "tests": [
            "<b>Examen teórico:</b> en ordenador, tipo test. Puedes hacerlo en alemán o en uno de otros 12 idiomas: español, inglés, francés, griego, "
            "italiano, croata, polaco, portugués, rumano, ruso, turco y árabe estándar. No se permiten intérpretes.",
            "<b>Examen práctico:</b> siempre en alemán. El examinador da todas las indicaciones en alemán: apréndelas antes del examen "
            "(nuestro eBook gratuito <i>20 frases del examinador que debes conocer</i> las recoge).",
            "Si haces el examen práctico en un coche automático, tu permiso alemán quedará normalmente limitado a coches automáticos.",
        ],
        "s6": "Paso a paso",
        "steps": [
            "Averigua tu camino (UE/EEE, Anexo 11 o cualquier otro país) y comprueba que tu clase de permiso cuenta.",
            "Reúne los documentos; haz el test de visión y el curso de primeros auxilios si los necesitas.",
            "Presenta la solicitud en persona en la oficina de permisos de tu ciudad.",
            "Si necesitas exámenes: inscríbete en una autoescuela, aprueba el teórico y después el práctico.",
            "Recoge tu permiso alemán. A cambio, entregas tu permiso extranjero.",
        ],
        "end": "<strong>MainDrive, Fráncfort del Meno · info@example.com</strong><br>Esta guía es información general, no asesoramiento jurídico. "
               "Las normas cambian y cada caso es distinto: decide la oficina de permisos (Fahrerlaubnisbehörde). Comprueba las normas vigentes antes de presentar la solicitud.",
    },
}

# ------------------------------------------------------------------ examiner phrases
# (German phrase, EN meaning, EN what to do, ES meaning, ES what to do)
PHRASES = [
    ("Fahren Sie bitte an der nächsten Kreuzung rechts.",
     "Please turn right at the next junction.",
     "Check your mirrors, indicate in good time, slow down and look over your right shoulder for cyclists before you turn. Give way to pedestrians crossing the road you turn into.",
     "Por favor, gire a la derecha en el próximo cruce.",
     "Mira los retrovisores, pon el intermitente con antelación, reduce la velocidad y mira por encima del hombro derecho por si vienen ciclistas. Cede el paso a los peatones que cruzan la calle en la que entras."),
    ("Biegen Sie bitte an der nächsten Möglichkeit links ab.",
     "Please turn left at the next opportunity.",
     "“Möglichkeit” usually means the next street you are allowed to turn into. Indicate, move towards the centre of the road and give way to oncoming traffic.",
     "Por favor, gire a la izquierda en cuanto pueda.",
     "«Möglichkeit» suele significar la próxima calle en la que está permitido girar. Pon el intermitente, acércate al centro de la calzada y cede el paso al tráfico que viene de frente."),
    ("Bitte folgen Sie dem Straßenverlauf.",
     "Please follow the road.",
     "Stay on your road even where it bends; do not turn off. If the priority road bends at a junction (an extra sign under the priority sign shows it), indicate as you follow it.",
     "Por favor, siga la calle.",
     "Sigue por tu calle aunque haga curva; no te desvíes. Si la calle con prioridad gira en un cruce (lo indica una placa bajo la señal de prioridad), pon el intermitente al seguirla."),
    ("Fahren Sie bitte an der Ampel geradeaus.",
     "Please go straight on at the traffic lights.",
     "Choose a lane marked with the straight-ahead arrow in good time and watch the light for your lane. Do not change lanes across solid lines just before the lights.",
     "Por favor, siga recto en el semáforo.",
     "Elige a tiempo un carril con la flecha de seguir recto y fíjate en el semáforo de tu carril. No cambies de carril pisando líneas continuas justo antes del semáforo."),
    ("Nehmen Sie im Kreisverkehr bitte die zweite Ausfahrt.",
     "At the roundabout, please take the second exit.",
     "Give way to traffic already in the roundabout. Do not indicate as you enter; indicate right after passing the exit before yours, and watch for cyclists and pedestrians as you leave.",
     "En la rotonda, tome la segunda salida, por favor.",
     "Cede el paso a quien ya está en la rotonda. No pongas el intermitente al entrar; pon el derecho después de pasar la salida anterior a la tuya y vigila a ciclistas y peatones al salir."),
    ("Ordnen Sie sich bitte links ein.",
     "Please get in the left lane (to turn left).",
     "Mirror, indicate, look over your left shoulder, then move into the left-turn lane or towards the centre line in good time.",
     "Por favor, colóquese en el carril izquierdo (para girar a la izquierda).",
     "Retrovisor, intermitente, mirada por encima del hombro izquierdo y, con tiempo, pásate al carril de giro a la izquierda o acércate a la línea central."),
    ("Folgen Sie bitte der Beschilderung Richtung Flughafen.",
     "Please follow the signs to the airport.",
     "This is the independent-driving part of the test. Read the direction signs early and choose your lane yourself. If you miss a sign, stay calm: a wrong turn taken safely is not a fault in itself.",
     "Por favor, siga las señales hacia el aeropuerto.",
     "Es la parte de conducción autónoma del examen. Lee las señales de dirección con tiempo y elige tú el carril. Si te pasas una señal, tranquilidad: equivocarse de camino de forma segura no es una falta."),
    ("Fahren Sie bitte auf die Autobahn in Richtung Würzburg.",
     "Please join the motorway towards Würzburg.",
     "Follow the blue motorway signs for Würzburg. On the slip road, speed up to the speed of the traffic, indicate left, check your mirror and blind spot and merge into a gap.",
     "Por favor, entre en la autopista en dirección a Würzburg.",
     "Sigue las señales azules de autopista hacia Würzburg. En el carril de aceleración, alcanza la velocidad del tráfico, pon el intermitente izquierdo, mira el retrovisor y el ángulo muerto e incorpórate en un hueco."),
    ("Wechseln Sie bitte auf den linken Fahrstreifen.",
     "Please move into the left lane.",
     "Mirror, indicate, look over your left shoulder, then change lanes smoothly. Go back to the right lane when it is clear: in Germany you keep right when you are not overtaking.",
     "Por favor, cámbiese al carril izquierdo.",
     "Retrovisor, intermitente, mirada por encima del hombro izquierdo y cambia de carril con suavidad. Vuelve al carril derecho cuando puedas: en Alemania se circula por la derecha salvo para adelantar."),
    ("Verlassen Sie bitte die Autobahn an der nächsten Ausfahrt.",
     "Please leave the motorway at the next exit.",
     "Indicate right in good time (the countdown posts before the exit help you), move into the exit lane and only slow down once you are in it.",
     "Por favor, salga de la autopista en la próxima salida.",
     "Pon el intermitente derecho con tiempo (las balizas de cuenta atrás antes de la salida te ayudan), pásate al carril de salida y frena solo cuando ya estés en él."),
    ("Halten Sie bitte hier rechts an.",
     "Please pull over here on the right.",
     "Mirror, indicate right and stop close and parallel to the kerb where stopping is allowed. Secure the car with the handbrake.",
     "Por favor, pare aquí a la derecha.",
     "Retrovisor, intermitente derecho y para cerca del bordillo y en paralelo, donde esté permitido parar. Asegura el coche con el freno de mano."),
    ("Fahren Sie bitte wieder los, wenn es der Verkehr zulässt.",
     "Please drive off again when the traffic allows.",
     "Indicate left, check your mirror and look over your left shoulder, then pull out only when there is a safe gap.",
     "Por favor, reanude la marcha cuando el tráfico lo permita.",
     "Pon el intermitente izquierdo, mira el retrovisor y por encima del hombro izquierdo, y sal solo cuando haya un hueco seguro."),
    ("Parken Sie bitte rückwärts in die Parklücke ein.",
     "Please reverse into the parking space.",
     "Usually parallel parking between cars. Stop next to the car in front of the space, indicate, look all around and reverse slowly without touching the kerb. Small corrections are allowed.",
     "Por favor, aparque marcha atrás en el hueco.",
     "Normalmente es aparcar en línea entre coches. Para junto al coche de delante del hueco, pon el intermitente, mira a tu alrededor y retrocede despacio sin tocar el bordillo. Se permiten pequeñas correcciones."),
    ("Fahren Sie bitte vorwärts in eine der Parklücken ein.",
     "Please drive forwards into one of the parking spaces.",
     "Choose a free space, indicate, watch for pedestrians and drive in slowly, ending up straight and inside the lines.",
     "Por favor, aparque de frente en una de las plazas.",
     "Elige una plaza libre, pon el intermitente, vigila a los peatones y entra despacio, quedando recto y dentro de las líneas."),
    ("Wenden Sie bitte in drei Zügen.",
     "Please turn the car around in three moves (a three-point turn).",
     "Check that turning is allowed and that the road is clear both ways. Forwards to the left kerb, backwards to the right, forwards again – looking all around before each move.",
     "Por favor, dé la vuelta en tres maniobras.",
     "Comprueba que está permitido y que no viene nadie en ningún sentido. Hacia delante hasta el bordillo izquierdo, marcha atrás hacia la derecha y otra vez hacia delante, mirando a tu alrededor antes de cada maniobra."),
    ("Führen Sie bitte eine Gefahrbremsung durch.",
     "Please do an emergency stop.",
     "The examiner announces it; the signal (“Stopp!”) can come from the examiner or from your driving instructor. Brake as hard as you can (in a manual car, press the clutch too) until the car stops. Check the traffic around you before you drive on.",
     "Por favor, realice una frenada de emergencia.",
     "El examinador la anuncia; la señal («Stopp!») puede darla el examinador o tu profesor de autoescuela. Frena con toda la fuerza posible (en un coche manual, pisa también el embrague) hasta que el coche se detenga. Mira el tráfico antes de seguir."),
    ("Schalten Sie bitte das Abblendlicht ein.",
     "Please switch on the dipped headlights (low beam).",
     "Know the light switch of your driving-school car. Dipped headlights are needed at dusk, in the dark, in tunnels and when visibility is poor.",
     "Por favor, encienda las luces de cruce.",
     "Conoce bien el mando de luces del coche de la autoescuela. Las luces de cruce son obligatorias al anochecer, de noche, en los túneles y con mala visibilidad."),
    ("Zeigen Sie mir bitte, wie Sie die Nebelschlussleuchte einschalten.",
     "Please show me how you switch on the rear fog light.",
     "Show the switch. Know the rule: only when fog reduces visibility to less than 50 m – and then you may drive no faster than 50 km/h.",
     "Por favor, enséñeme cómo enciende la luz antiniebla trasera.",
     "Enseña el mando. Recuerda la norma: solo cuando la niebla reduce la visibilidad a menos de 50 m, y entonces no puedes ir a más de 50 km/h."),
    ("Zeigen Sie mir bitte, wo Sie den Ölstand prüfen.",
     "Please show me where you check the oil level.",
     "Open the bonnet and show the dipstick with its minimum and maximum marks. Explain that you check it with the car on level ground and the engine off.",
     "Por favor, enséñeme dónde comprueba el nivel de aceite.",
     "Abre el capó y enseña la varilla con sus marcas de mínimo y máximo. Explica que se comprueba con el coche en llano y el motor apagado."),
    ("Sie haben die Prüfung bestanden.",
     "You have passed the test.",
     "Congratulations! You usually receive your licence card straight away, or a temporary certificate that is valid in Germany until the card is ready.",
     "Ha aprobado el examen.",
     "¡Enhorabuena! Normalmente recibes el permiso en ese momento o un certificado provisional, válido en Alemania hasta que esté lista la tarjeta."),
]

PHRASE_TEXT = {
    "en": {
        "title": "20 Examiner Phrases You Must Know",
        "lead": "The practical driving test in Germany is always taken in German, and the examiner gives every direction in German. "
                "Here are the 20 instructions you are most likely to hear, what they mean and what the examiner expects you to do.",
        "how": "How the examiner talks to you",
        "how_items": [
            "Directions come in good time, often with a hand sign. At the start you will often hear: "
            "<span class=\"de\" lang=\"de\">„Wenn ich nichts sage, folgen Sie bitte dem Straßenverlauf.“</span> – if I say nothing, follow the road.",
            "Didn't understand? Ask. <span class=\"de\" lang=\"de\">„Wie bitte?“</span> or "
            "<span class=\"de\" lang=\"de\">„Können Sie das bitte wiederholen?“</span> (could you repeat that, please?) is completely normal.",
            "The examiner uses the polite form <i lang=\"de\">Sie</i>. <i lang=\"de\">bitte</i> (please) can come anywhere in the sentence.",
        ],
        "words": "Key words",
        "glossary": [("rechts / links / geradeaus", "right / left / straight on"), ("die Kreuzung", "junction, crossroads"),
                     ("die Einmündung", "T-junction"), ("die Ampel", "traffic lights"), ("der Kreisverkehr", "roundabout"),
                     ("die Ausfahrt", "exit"), ("der Fahrstreifen", "lane"), ("die Parklücke", "parking space"),
                     ("anhalten / losfahren", "to stop / to drive off")],
        "list": "The 20 phrases",
        "do": "What to do:",
        "tip": "<b>Practise out loud.</b> Read each German phrase aloud and answer with the action: “Mirror – indicate – shoulder check”. "
               "In our course <i>Understand the Examiner</i> you hear every phrase spoken at normal speed, with street noise.",
        "end": "<strong>MainDrive, Frankfurt am Main · info@example.com</strong><br>General information to help you prepare; the examiner's exact wording may differ. "
               "Traffic rules: Straßenverkehrs-Ordnung (StVO).",
    },
    "es": {
        "title": "20 frases del examinador que debes conocer",
        "lead": "El examen práctico de conducir en Alemania se hace siempre en alemán, y el examinador da todas las indicaciones en alemán. "
                "Aquí tienes las 20 instrucciones que más probablemente oirás, qué significan y qué espera el examinador que hagas.",
        "how": "Cómo te habla el examinador",
        "how_items": [
            "Las indicaciones llegan con tiempo, a menudo con un gesto de la mano. Al empezar oirás muchas veces: "
            "<span class=\"de\" lang=\"de\">„Wenn ich nichts sage, folgen Sie bitte dem Straßenverlauf.“</span>: si no digo nada, siga la calle.",
            "¿No lo has entendido? Pregunta. <span class=\"de\" lang=\"de\">„Wie bitte?“</span> o "
            "<span class=\"de\" lang=\"de\">„Können Sie das bitte wiederholen?“</span> (¿puede repetirlo, por favor?) es totalmente normal.",
            "El examinador te trata de usted (<i lang=\"de\">Sie</i>). <i lang=\"de\">bitte</i> (por favor) puede aparecer en cualquier lugar de la frase.",
        ],
        "words": "Palabras clave",
        "glossary": [("rechts / links / geradeaus", "derecha / izquierda / recto"), ("die Kreuzung", "cruce"),
                     ("die Einmündung", "intersección en T"), ("die Ampel", "semáforo"), ("der Kreisverkehr", "rotonda"),
                     ("die Ausfahrt", "salida"), ("der Fahrstreifen", "carril"), ("die Parklücke", "hueco para aparcar"),
                     ("anhalten / losfahren", "parar / arrancar")],
        "list": "Las 20 frases",
        "do": "Qué hacer:",
        "tip": "<b>Practica en voz alta.</b> Lee cada frase en alemán en voz alta y responde con la acción: «retrovisor, intermitente, mirada al ángulo muerto». "
               "En nuestro curso <i>Entiende al examinador</i> oyes cada frase a velocidad normal y con ruido de calle.",
        "end": "<strong>MainDrive, Fráncfort del Meno · info@example.com</strong><br>Información general para ayudarte a preparar el examen; las palabras exactas del "
               "examinador pueden variar. Normas de tráfico: Straßenverkehrs-Ordnung (StVO).",
    },
}


def cover_svg(name, locale):
    with open(f"{OUT}/ebooks/{name}_{locale}.svg", encoding="utf-8") as f:
        text = f.read()
    return re.sub(r'width="600" height="850"', 'width="100%" height="100%" preserveAspectRatio="xMidYMid slice"', text, count=1)


def page(locale, title, cover, body):
    return (f'<!doctype html><html lang="{locale}"><head><meta charset="utf-8"><title>{e(title)}</title>'
            f'<style>{STYLE}</style></head><body><div class="cover">{cover}</div>{body}</body></html>\n')


def guide(locale):
    t = GUIDE[locale]
    paths = "".join(f'<div class="path"><h3>{e(h)}</h3>{e(p)}<span class="result">{e(r)}</span></div>' for h, p, r in t["paths"])
    docs = "".join(f'<li>{e(a)}<br><small>{e(b)}</small></li>' for a, b in t["docs"])
    body = (f'<h1>{e(t["title"])}</h1><div class="bar"></div><p class="lead">{e(t["lead"])}</p>'
            f'<h2><span class="n">1</span>{e(t["s1"])}</h2>' + "".join(f"<p>{p}</p>" for p in t["s1p"]) +
            f'<div class="tip amber">{t["s1tip"]}</div>'
            f'<h2><span class="n">2</span>{e(t["s2"])}</h2><div class="paths">{paths}</div><div class="tip">{e(t["s2tip"])}</div>'
            f'<h2><span class="n">3</span>{e(t["s3"])}</h2><ul class="check">{docs}</ul><p><small>{e(t["s3note"])}</small></p>'
            f'<h2><span class="n">4</span>{e(t["s4"])}</h2><ul class="dots">' + "".join(f"<li>{d}</li>" for d in t["deadlines"]) + "</ul>"
            f'<h2><span class="n">5</span>{e(t["s5"])}</h2><ul class="dots">' + "".join(f"<li>{d}</li>" for d in t["tests"]) + "</ul>"
            f'<h2><span class="n">6</span>{e(t["s6"])}</h2><ol class="steps">' + "".join(f"<li>{e(x)}</li>" for x in t["steps"]) + "</ol>"
            f'<div class="end">{t["end"]}</div>')
    return page(locale, t["title"], cover_svg("conversion-guide", locale), body)


def phrases(locale):
    t = PHRASE_TEXT[locale]
    items = "".join(
        f'<div class="phrase"><div class="num">{i}</div><div class="body"><p class="de" lang="de">{e(de)}</p>'
        f'<p class="mean">{e(en if locale == "en" else es)}</p><p class="do"><b>{e(t["do"])}</b> {e(en_do if locale == "en" else es_do)}</p></div></div>'
        for i, (de, en, en_do, es, es_do) in enumerate(PHRASES, 1))
    glossary = "".join(f'<tr><td lang="de">{e(a)}</td><td>{e(b)}</td></tr>' for a, b in t["glossary"])
    body = (f'<h1>{e(t["title"])}</h1><div class="bar"></div><p class="lead">{e(t["lead"])}</p>'
            f'<h2>{e(t["how"])}</h2><ul class="dots">' + "".join(f"<li>{x}</li>" for x in t["how_items"]) + "</ul>"
            f'<h2>{e(t["words"])}</h2><table class="words">{glossary}</table><div class="tip amber">{t["tip"]}</div>'
            f'<h2>{e(t["list"])}</h2>{items}<div class="end">{t["end"]}</div>')
    return page(locale, t["title"], cover_svg("examiner-phrases", locale), body)


def main():
    os.makedirs(os.path.join(HERE, "ebooks"), exist_ok=True)
    for locale in ("en", "es"):
        for name, fn in (("conversion-guide", guide), ("examiner-phrases", phrases)):
            with open(os.path.join(HERE, "ebooks", f"{name}_{locale}.html"), "w", encoding="utf-8") as f:
                f.write(fn(locale))


if __name__ == "__main__":
    main()
