"""Writes the HTML of the two free eBooks per language (printed to PDF by Chromium)."""
import html, os

OUT = os.path.join(os.path.dirname(__file__), "ebooks")
STYLE = """<style>@page{size:A4;margin:18mm}body{font-family:'DejaVu Sans',Arial,sans-serif;color:#1c2430;line-height:1.5;font-size:11pt}
h1{color:#0b4f6c;font-size:24pt;margin:0 0 6mm}h2{color:#0b4f6c;font-size:14pt;margin:8mm 0 2mm}
.de{font-weight:700;color:#073a50}li{margin:1.5mm 0}.foot{margin-top:10mm;font-size:9pt;color:#4d5a6a;border-top:1px solid #d5dde4;padding-top:3mm}
.phrase{break-inside:avoid;border-left:4px solid #f2a541;padding:1mm 4mm;margin:3mm 0}</style>"""

phrases = [
    ("Fahren Sie bitte an der nächsten Kreuzung rechts.", "Please turn right at the next junction.", "Por favor, gire a la derecha en el próximo cruce."),
    ("Biegen Sie bitte an der Ampel links ab.", "Please turn left at the traffic lights.", "Por favor, gire a la izquierda en el semáforo."),
    ("Folgen Sie bitte dem Straßenverlauf.", "Please follow the road.", "Por favor, siga la carretera."),
    ("Fahren Sie bitte geradeaus.", "Please drive straight on.", "Por favor, siga recto."),
    ("Im Kreisverkehr nehmen Sie bitte die zweite Ausfahrt.", "At the roundabout, please take the second exit.", "En la rotonda, tome la segunda salida, por favor."),
    ("Halten Sie bitte hier rechts an.", "Please pull over here on the right.", "Por favor, pare aquí a la derecha."),
    ("Parken Sie bitte rückwärts in die Parklücke ein.", "Please reverse into the parking space.", "Por favor, aparque marcha atrás en el hueco."),
    ("Wenden Sie bitte in drei Zügen.", "Please turn the car around in three moves.", "Por favor, dé la vuelta en tres maniobras."),
    ("Führen Sie bitte eine Gefahrbremsung durch.", "Please perform an emergency stop.", "Por favor, realice una frenada de emergencia."),
    ("Fahren Sie bitte auf die Autobahn in Richtung Würzburg.", "Please join the motorway towards Würzburg.", "Por favor, entre en la autopista en dirección a Würzburg."),
    ("Wechseln Sie bitte auf den linken Fahrstreifen.", "Please change to the left lane.", "Por favor, cámbiese al carril izquierdo."),
    ("Nehmen Sie bitte die nächste Ausfahrt.", "Please take the next exit.", "Por favor, tome la próxima salida."),
    ("Schalten Sie bitte das Abblendlicht ein.", "Please switch on the dipped headlights.", "Por favor, encienda las luces de cruce."),
    ("Zeigen Sie mir bitte die Nebelschlussleuchte.", "Please show me the rear fog light.", "Por favor, muéstreme la luz antiniebla trasera."),
    ("Prüfen Sie bitte die Funktion der Hupe.", "Please check that the horn works.", "Por favor, compruebe que funciona el claxon."),
    ("Stellen Sie bitte Sitz und Spiegel ein.", "Please adjust the seat and mirrors.", "Por favor, ajuste el asiento y los espejos."),
    ("Fahren Sie bitte los, wenn Sie so weit sind.", "Please drive off when you are ready.", "Por favor, arranque cuando esté listo."),
    ("Können Sie das bitte wiederholen?", "Could you repeat that, please? (you may ask this)", "¿Puede repetirlo, por favor? (puedes preguntarlo)"),
    ("Hier dürfen Sie hundertzwanzig fahren.", "You may drive 120 km/h here.", "Aquí puede ir a 120 km/h."),
    ("Sie haben die Prüfung bestanden.", "You have passed the test.", "Ha aprobado el examen."),
]

texts = {
    "en": {
        "phrasesTitle": "20 Examiner Phrases You Must Know",
        "phrasesIntro": "The practical driving test in Germany is taken in German. These are the instructions you will hear most often. Learn what each one asks you to do; the full course Understand the Examiner teaches all of them with audio.",
        "guideTitle": "Your German Licence: The Conversion Guide",
        "guide": [
            ("The 6-month rule", ["A foreign licence is valid in Germany for the first six months of residence. After that you need a German licence."]),
            ("Three paths", ["EU and EEA licences usually need no conversion.",
                             "Licences from the countries in Annex 11 of the Driving Licence Regulation (FeV) are converted in a simplified way; for some, no exams are needed.",
                             "All other licences: theory and practical exam. The practical exam is in German; the theory exam is also offered in twelve other languages, including English and Spanish."]),
            ("Documents checklist", ["Application form of the licence office", "Passport or ID card and residence permit", "Registration certificate (not older than 3 months)",
                                     "Biometric passport photo, 35 × 45 mm", "Eye test certificate and first aid certificate (valid 2 years), if your case needs them",
                                     "Original licence and certified translation", "Driving school enrolment, if you must take exams"]),
            ("Deadlines", ["The conversion must be completed within 2 years of the application.", "A passed theory test is valid for 1 year.",
                           "If the licence office wait is over 2 weeks, book your appointment first."]),
        ],
        "foot": "MainDrive, Frankfurt am Main · info@example.com · General information, not legal advice.",
    },
    "es": {
        "phrasesTitle": "20 frases del examinador que debes conocer",
        "phrasesIntro": "El examen práctico en Alemania se hace en alemán. Estas son las indicaciones que más vas a oír. Aprende qué te pide cada una; el curso completo Entiende al examinador las enseña todas con audio.",
        "guideTitle": "Tu permiso alemán: guía de conversión",
        "guide": [
            ("La regla de los 6 meses", ["Un permiso extranjero vale en Alemania durante los primeros seis meses de residencia. Después necesitas el permiso alemán."]),
            ("Tres caminos", ["Los permisos de la UE y del EEE normalmente no necesitan conversión.",
                              "Los permisos de los países del Anexo 11 del Reglamento de permisos de conducir (FeV) se convierten de forma simplificada; para algunos no hace falta ningún examen.",
                              "Todos los demás: examen teórico y práctico. El práctico es en alemán; el teórico se ofrece también en otros doce idiomas, entre ellos el español y el inglés."]),
            ("Lista de documentos", ["Formulario de solicitud de la oficina de permisos", "Pasaporte o DNI y permiso de residencia", "Certificado de empadronamiento (de menos de 3 meses)",
                                     "Foto biométrica de 35 × 45 mm", "Certificados de test de visión y de primeros auxilios (válidos 2 años), si tu caso los necesita",
                                     "Permiso original y traducción jurada", "Inscripción en una autoescuela, si debes hacer exámenes"]),
            ("Plazos", ["La conversión debe terminarse en 2 años desde la solicitud.", "El examen teórico aprobado vale 1 año.",
                        "Si la espera en la oficina de permisos supera las 2 semanas, pide la cita primero."]),
        ],
        "foot": "MainDrive, Fráncfort del Meno · info@example.com · Información general, no asesoramiento jurídico.",
    },
}

e = html.escape
for locale, t in texts.items():
    items = "".join(f'<div class="phrase"><p class="de" lang="de">{e(de)}</p><p>{e(en if locale == "en" else es)}</p></div>'
                    for de, en, es in phrases)
    with open(os.path.join(OUT, f"examiner-phrases_{locale}.html"), "w", encoding="utf-8") as f:
        f.write(f'<!doctype html><html lang="{locale}"><meta charset="utf-8"><title>{e(t["phrasesTitle"])}</title>{STYLE}'
                f'<h1>{e(t["phrasesTitle"])}</h1><p>{e(t["phrasesIntro"])}</p>{items}<p class="foot">{e(t["foot"])}</p></html>')
    sections = "".join(f'<h2>{e(h)}</h2><ul>{"".join(f"<li>{e(i)}</li>" for i in lines)}</ul>' for h, lines in t["guide"])
    with open(os.path.join(OUT, f"conversion-guide_{locale}.html"), "w", encoding="utf-8") as f:
        f.write(f'<!doctype html><html lang="{locale}"><meta charset="utf-8"><title>{e(t["guideTitle"])}</title>{STYLE}'
                f'<h1>{e(t["guideTitle"])}</h1>{sections}<p class="foot">{e(t["foot"])}</p></html>')
