import type { Locale } from "~/i18n/locale";

// The flashcard pages (question on the front, answer on the back): 32 driving facts for the German
// theory and practical test (StVO, StVZO, StVG, FeV). Both languages hold the same facts in the same
// order under the same ids. Tyre tread 1.6 mm is one of the facts the tests check.

export interface Flashcard {
  /** Stable kebab-case id, identical in every language. */
  id: string;
  question: string;
  /** German words in it are marked `:de[…]` (shown with lang="de", components/german-words.tsx). */
  answer: string;
}

export const flashcards: Record<Locale, Flashcard[]> = {
  en: [
    {
      id: "speed-limit-built-up-area",
      question: "What is the speed limit inside built-up areas?",
      answer:
        "50 km/h for all vehicles, from the yellow town-entrance sign to the town-exit sign, unless signs show something else. Many residential streets are 30 km/h zones.",
    },
    {
      id: "speed-limit-outside-built-up-areas",
      question: "What is the speed limit for cars outside built-up areas?",
      answer:
        "100 km/h on ordinary roads for cars and other vehicles up to 3.5 t. The limit does not apply where the carriageways are physically separated or there are at least two marked lanes in each direction; there, 130 km/h is recommended.",
    },
    {
      id: "autobahn-recommended-speed",
      question: "Is there a speed limit on the Autobahn?",
      answer:
        "There is no general limit for cars, but many sections have signposted limits, and a recommended speed (Richtgeschwindigkeit) of 130 km/h applies. Driving faster is not an offence, but after an accident you may be held partly liable.",
    },
    {
      id: "rear-fog-light",
      question: "When are you allowed to switch on the rear fog light?",
      answer:
        "Only when fog reduces visibility to less than 50 m. Whenever fog, snow or rain cuts visibility below 50 m, you must not drive faster than 50 km/h.",
    },
    {
      id: "safety-distance",
      question: "How much distance should you keep to the vehicle in front?",
      answer:
        "Outside built-up areas, at least “half the speedometer” in metres: for example 50 m at 100 km/h, which is roughly a two-second gap. Increase it in rain, fog, snow or ice.",
    },
    {
      id: "keep-right",
      question: "Which lane should you use on a road with several lanes?",
      answer:
        "Outside built-up areas, drive in the right-hand lane whenever it is free and use the left lanes only to overtake (Rechtsfahrgebot). Staying in the middle or left lane while the right one is free can be fined. Inside built-up areas, cars may choose their lane freely where there are several marked lanes per direction.",
    },
    {
      id: "overtaking",
      question: "What are the basic rules for overtaking?",
      answer:
        "Overtake on the left, and only if oncoming traffic will not be obstructed and you are clearly faster than the vehicle ahead. Overtaking is forbidden when the traffic situation is unclear or signs prohibit it; a vehicle that has signalled and moved over to turn left must be passed on the right.",
    },
    {
      id: "cyclist-passing-distance",
      question: "How much side distance must you leave when overtaking cyclists?",
      answer:
        "At least 1.5 m inside built-up areas and at least 2 m outside them; the same applies to pedestrians and e-scooter riders. If you cannot keep this distance, stay behind.",
    },
    {
      id: "right-before-left",
      question: "Who has priority at a junction without signs or traffic lights?",
      answer:
        "Traffic coming from the right (“:de[rechts vor links]”). This applies at every junction where priority is not regulated, which includes many streets in residential areas and 30 km/h zones, so approach slowly and be ready to stop.",
    },
    {
      id: "priority-road",
      question: "What does the yellow diamond sign mean?",
      answer:
        "You are on a priority road (Vorfahrtstraße) and have right of way at the following junctions until the same sign appears crossed out. Outside built-up areas, parking on a priority road is not allowed.",
    },
    {
      id: "stop-sign",
      question: "What must you do at a STOP sign?",
      answer:
        "Come to a complete stop, at the stop line if there is one, and give way to traffic on the road you are entering or crossing. Rolling through is an offence even if the road is clear, and a common reason to fail the practical test.",
    },
    {
      id: "green-arrow",
      question: "What does a small green arrow sign next to a red traffic light allow?",
      answer:
        "After stopping completely at the stop line, you may turn right despite the red light, provided you do not endanger or obstruct pedestrians, cyclists or traffic that has green. Without this metal sign (Grünpfeil), turning right on red is forbidden.",
    },
    {
      id: "roundabout",
      question: "How do you use the indicator in a roundabout?",
      answer:
        "Do not indicate when entering, but always indicate right before you leave. At roundabouts signed with the roundabout sign and “give way”, traffic already on the roundabout has priority.",
    },
    {
      id: "zipper-merge",
      question: "What is the zipper merge (Reißverschlussverfahren)?",
      answer:
        "When a lane ends or is blocked, drivers keep using it up to the point where it narrows and then merge alternately, one vehicle from each lane. Drivers in the continuing lane must let them in; merging early is not required.",
    },
    {
      id: "zebra-crossing",
      question: "What must you do at a zebra crossing?",
      answer:
        "Let pedestrians and wheelchair users who clearly want to cross do so: approach at moderate speed and stop if necessary. Overtaking is forbidden at zebra crossings, and stopping is not allowed on them or within 5 m before them.",
    },
    {
      id: "buses-at-stops",
      question: "What applies to buses with their hazard lights on at a bus stop?",
      answer:
        "You must not overtake a regular-service bus or marked school bus that is approaching a stop with its hazard lights on. While it is stopped there with hazard lights on, you may pass only at walking speed (oncoming traffic too) and must wait if necessary so that no passenger is endangered.",
    },
    {
      id: "emergency-vehicles",
      question: "What must you do when a vehicle approaches with blue lights and siren?",
      answer:
        "Make way immediately, for example by moving to the right and slowing down or stopping. Blue lights on their own, without the siren, only warn of a danger such as an accident scene.",
    },
    {
      id: "rescue-lane",
      question: "When and how do you form an emergency corridor (Rettungsgasse)?",
      answer:
        "As soon as traffic on the Autobahn, or on a road outside built-up areas with at least two lanes in your direction, moves at walking pace or stops, even before you hear any sirens. Vehicles in the far-left lane move to the left; all other vehicles move to the right.",
    },
    {
      id: "hazard-lights",
      question: "When do you use the hazard lights?",
      answer:
        "Immediately when your vehicle breaks down or has an accident in a place where others may not see it in time, and when towing. You may also use them to warn drivers behind you when approaching the end of a traffic jam; they never make stopping or parking in a prohibited place legal.",
    },
    {
      id: "warning-triangle",
      question: "How far behind your car should you place the warning triangle?",
      answer:
        "The law only says “at a sufficient distance”; as a rule of thumb, about 50 m in town, 100 m on country roads and at least 150 m on the Autobahn. Place it before bends or hilltops, wear your high-visibility vest and walk behind the crash barrier if there is one.",
    },
    {
      id: "mandatory-equipment",
      question: "Which safety equipment must every car carry?",
      answer:
        "A first-aid kit (DIN 13164), a warning triangle and at least one high-visibility vest. Keep the first-aid kit complete and replace expired items; missing equipment can be fined.",
    },
    {
      id: "high-visibility-vest",
      question: "What should you know about the high-visibility vest?",
      answer:
        "Since July 2014 every car registered in Germany must carry at least one warning vest (EN ISO 20471). Keep it within reach, for example in the door pocket rather than the boot, and put it on before you get out after a breakdown or accident.",
    },
    {
      id: "tyre-tread-depth",
      question: "What is the minimum legal tread depth for car tyres?",
      answer:
        "1.6 mm in the main grooves, around the whole tyre. Experts recommend at least 3 mm for summer tyres and 4 mm for winter tyres, because grip in the wet and in snow drops sharply below that.",
    },
    {
      id: "winter-tyres",
      question: "Are winter tyres compulsory in Germany?",
      answer:
        "Only depending on the conditions: on black ice, snow, slush, ice or frost you may drive only with winter or all-season tyres. Since 1 October 2024 these must bear the Alpine symbol (a mountain with a snowflake); tyres marked only “M+S” no longer count.",
    },
    {
      id: "mobile-phone",
      question: "Are you allowed to use your phone while driving?",
      answer:
        "Only hands-free: you must not pick up or hold the phone, although a brief glance at a phone in a holder or voice control is allowed. You may hold it only when the car is stationary and the engine is switched off (an automatic start-stop pause does not count). The fine starts at €100 and one point.",
    },
    {
      id: "child-seats",
      question: "When do children need a child seat?",
      answer:
        "Children under 12 who are shorter than 150 cm must use an approved child restraint suitable for their size and weight. A rear-facing child seat may only be used on the front passenger seat if the airbag is switched off.",
    },
    {
      id: "blood-alcohol-limit",
      question: "What is the legal blood alcohol limit?",
      answer:
        "0.5 ‰ (0.25 mg/l in the breath); above it, a first offence usually means a €500 fine, two points and a one-month driving ban. From 0.3 ‰ you can already be prosecuted if you drive unsafely or cause an accident, and from 1.1 ‰ driving is always a criminal offence.",
    },
    {
      id: "zero-alcohol-novice-drivers",
      question: "Who must not drink any alcohol at all before driving?",
      answer:
        "Drivers in their probation period and all drivers under 21: for them the limit is 0.0 ‰. A breach costs €250 and a point, and during the probation period it also means a compulsory course and a longer probation.",
    },
    {
      id: "probation-period",
      question: "How long is the probation period (Probezeit)?",
      answer:
        "Two years from getting your first licence. A serious offence, or two less serious ones, leads to a compulsory course and an extension to four years. If you convert a foreign licence, the time you have held it counts towards the two years (for non-EU licences, only up to six months after moving to Germany).",
    },
    {
      id: "demerit-points",
      question: "How does the points system in Flensburg work?",
      answer:
        "Offences are recorded in the central driving register in Flensburg with 1 to 3 points each. At 4 or 5 points you receive a reminder, at 6 or 7 a formal warning, and at 8 points your licence is revoked.",
    },
    {
      id: "parking-near-junctions",
      question: "How far from junctions and traffic lights must you park?",
      answer:
        "No parking within 5 m of the corners of a junction (8 m before it if there is a separate cycle path alongside). Stopping is forbidden up to 10 m before traffic lights, STOP and give-way signs if your vehicle would hide them.",
    },
    {
      id: "low-emission-zone",
      question: "What do you need to drive into Frankfurt’s low-emission zone (Umweltzone)?",
      answer:
        "A green emissions sticker (Feinstaubplakette) on the windscreen, also for electric and foreign-registered cars. Frankfurt’s zone covers the city inside the motorway ring formed by the A5, A3 and A661, and driving in without the sticker can be fined.",
    },
  ],
  es: [
    {
      id: "speed-limit-built-up-area",
      question: "¿Cuál es la velocidad máxima dentro de poblado?",
      answer:
        "50 km/h para todos los vehículos, desde la señal amarilla de entrada a la localidad hasta la de salida, salvo que otras señales indiquen algo distinto. Muchas calles residenciales son zonas de 30 km/h.",
    },
    {
      id: "speed-limit-outside-built-up-areas",
      question: "¿Cuál es la velocidad máxima para coches fuera de poblado?",
      answer:
        "100 km/h en carreteras convencionales para coches y demás vehículos de hasta 3,5 t. Este límite no rige donde las calzadas están separadas físicamente o hay al menos dos carriles señalizados por sentido; allí se recomiendan 130 km/h.",
    },
    {
      id: "autobahn-recommended-speed",
      question: "¿Hay límite de velocidad en la Autobahn?",
      answer:
        "No hay un límite general para coches, pero muchos tramos tienen límites señalizados y rige una velocidad recomendada (Richtgeschwindigkeit) de 130 km/h. Superarla no es una infracción, pero tras un accidente puedes tener que asumir parte de la responsabilidad.",
    },
    {
      id: "rear-fog-light",
      question: "¿Cuándo se puede encender la luz antiniebla trasera?",
      answer:
        "Solo cuando la niebla reduce la visibilidad a menos de 50 m. Siempre que la niebla, la nieve o la lluvia reduzcan la visibilidad por debajo de 50 m, no puedes circular a más de 50 km/h.",
    },
    {
      id: "safety-distance",
      question: "¿Qué distancia debes guardar con el vehículo de delante?",
      answer:
        "Fuera de poblado, como mínimo la «mitad del velocímetro» en metros: por ejemplo, 50 m a 100 km/h, lo que equivale más o menos a dos segundos. Auméntala con lluvia, niebla, nieve o hielo.",
    },
    {
      id: "keep-right",
      question: "¿Por qué carril debes circular en una vía con varios carriles?",
      answer:
        "Fuera de poblado, circula por el carril derecho siempre que esté libre y usa los carriles de la izquierda solo para adelantar (Rechtsfahrgebot). Quedarse en el carril central o izquierdo con el derecho libre puede costar una multa. Dentro de poblado, donde hay varios carriles señalizados por sentido, los coches pueden elegir carril libremente.",
    },
    {
      id: "overtaking",
      question: "¿Cuáles son las reglas básicas para adelantar?",
      answer:
        "Se adelanta por la izquierda y solo si no se entorpece al tráfico en sentido contrario y vas claramente más rápido que el vehículo de delante. Está prohibido adelantar cuando la situación del tráfico no es clara o una señal lo prohíbe; a un vehículo que ha señalizado y se ha desplazado para girar a la izquierda se le adelanta por la derecha.",
    },
    {
      id: "cyclist-passing-distance",
      question: "¿Qué distancia lateral debes dejar al adelantar a ciclistas?",
      answer:
        "Como mínimo 1,5 m dentro de poblado y 2 m fuera de poblado; lo mismo vale para peatones y usuarios de patinetes eléctricos. Si no puedes mantener esa distancia, quédate detrás.",
    },
    {
      id: "right-before-left",
      question: "¿Quién tiene prioridad en un cruce sin señales ni semáforos?",
      answer:
        "El vehículo que viene por la derecha («:de[rechts vor links]»). Rige en todos los cruces donde la prioridad no está regulada, algo muy habitual en zonas residenciales y zonas de 30 km/h, así que acércate despacio y prepárate para detenerte.",
    },
    {
      id: "priority-road",
      question: "¿Qué significa la señal en forma de rombo amarillo?",
      answer:
        "Circulas por una vía con prioridad (Vorfahrtstraße) y tienes preferencia en los cruces siguientes hasta que aparece la misma señal tachada. Fuera de poblado está prohibido estacionar en una vía con prioridad.",
    },
    {
      id: "stop-sign",
      question: "¿Qué debes hacer ante una señal de STOP?",
      answer:
        "Detenerte por completo, en la línea de detención si la hay, y ceder el paso al tráfico de la vía a la que accedes o que cruzas. Pasar sin detenerse del todo es una infracción aunque la vía esté libre, y un motivo frecuente de suspenso en el examen práctico.",
    },
    {
      id: "green-arrow",
      question: "¿Qué permite la pequeña flecha verde junto a un semáforo en rojo?",
      answer:
        "Tras detenerte por completo en la línea de detención, puedes girar a la derecha aunque el semáforo esté en rojo, siempre que no pongas en peligro ni estorbes a peatones, ciclistas ni al tráfico que tiene verde. Sin esta placa metálica (Grünpfeil), girar a la derecha en rojo está prohibido.",
    },
    {
      id: "roundabout",
      question: "¿Cómo se usan los intermitentes en una rotonda?",
      answer:
        "Al entrar no se pone el intermitente, pero al salir siempre hay que señalizar a la derecha. En las rotondas señalizadas con la señal de glorieta y «ceda el paso», los vehículos que ya circulan por ella tienen prioridad.",
    },
    {
      id: "zipper-merge",
      question: "¿Qué es la incorporación en cremallera (Reißverschlussverfahren)?",
      answer:
        "Cuando un carril se acaba o está cortado, los conductores siguen por él hasta el punto donde se estrecha y allí se incorporan alternándose, un vehículo de cada carril. Quienes circulan por el carril que continúa deben dejarles pasar; no hace falta incorporarse antes.",
    },
    {
      id: "zebra-crossing",
      question: "¿Qué debes hacer en un paso de cebra?",
      answer:
        "Dejar cruzar a los peatones y usuarios de silla de ruedas que claramente quieran hacerlo: acércate a velocidad moderada y detente si es necesario. En los pasos de cebra está prohibido adelantar, y no se puede parar sobre ellos ni en los 5 m anteriores.",
    },
    {
      id: "buses-at-stops",
      question: "¿Qué normas rigen para los autobuses con las luces de emergencia encendidas en una parada?",
      answer:
        "No puedes adelantar a un autobús de línea o escolar señalizado que se acerca a una parada con las luces de emergencia encendidas. Mientras está detenido allí con ellas encendidas, solo puedes pasar a paso de peatón (también en sentido contrario) y, si hace falta, debes esperar para no poner en peligro a ningún pasajero.",
    },
    {
      id: "emergency-vehicles",
      question: "¿Qué debes hacer cuando se acerca un vehículo con luces azules y sirena?",
      answer:
        "Dejarle paso de inmediato, por ejemplo apartándote a la derecha y reduciendo la velocidad o deteniéndote. Las luces azules sin sirena solo advierten de un peligro, como el lugar de un accidente.",
    },
    {
      id: "rescue-lane",
      question: "¿Cuándo y cómo se forma el pasillo de emergencia (Rettungsgasse)?",
      answer:
        "En cuanto el tráfico en la Autobahn, o en una vía fuera de poblado con al menos dos carriles en tu sentido, avanza a paso de peatón o se detiene, aunque todavía no oigas sirenas. Los vehículos del carril de más a la izquierda se apartan a la izquierda y todos los demás, a la derecha.",
    },
    {
      id: "hazard-lights",
      question: "¿Cuándo se usan las luces de emergencia?",
      answer:
        "De inmediato si tu vehículo se avería o sufre un accidente en un lugar donde los demás podrían no verlo a tiempo, y también al remolcar. Puedes usarlas además para avisar a quienes vienen detrás cuando te acercas al final de un atasco; nunca convierten en legal parar o estacionar donde está prohibido.",
    },
    {
      id: "warning-triangle",
      question: "¿A qué distancia detrás del coche hay que colocar el triángulo de advertencia?",
      answer:
        "La ley solo exige «una distancia suficiente»; como referencia, unos 50 m en poblado, 100 m en carretera y al menos 150 m en la Autobahn. Colócalo antes de curvas o cambios de rasante, ponte el chaleco reflectante y camina por detrás del guardarraíl si lo hay.",
    },
    {
      id: "mandatory-equipment",
      question: "¿Qué equipo de seguridad debe llevar todo coche?",
      answer:
        "Un botiquín (norma DIN 13164), un triángulo de advertencia y al menos un chaleco reflectante. Mantén el botiquín completo y sustituye lo que haya caducado; no llevar este equipo puede costar una multa.",
    },
    {
      id: "high-visibility-vest",
      question: "¿Qué debes saber sobre el chaleco reflectante?",
      answer:
        "Desde julio de 2014, todo coche matriculado en Alemania debe llevar al menos un chaleco reflectante (EN ISO 20471). Tenlo a mano, por ejemplo en el bolsillo de la puerta y no en el maletero, y póntelo antes de bajar del coche tras una avería o un accidente.",
    },
    {
      id: "tyre-tread-depth",
      question: "¿Cuál es la profundidad mínima legal del dibujo de los neumáticos?",
      answer:
        "1,6 mm en las ranuras principales, en toda la circunferencia del neumático. Los expertos recomiendan al menos 3 mm en los neumáticos de verano y 4 mm en los de invierno, porque por debajo de eso el agarre en mojado y sobre nieve cae mucho.",
    },
    {
      id: "winter-tyres",
      question: "¿Son obligatorios los neumáticos de invierno en Alemania?",
      answer:
        "Solo según las condiciones: con hielo, nieve, nieve fangosa o escarcha solo puedes circular con neumáticos de invierno o para todas las estaciones. Desde el 1 de octubre de 2024 deben llevar el símbolo alpino (una montaña con un copo de nieve); los que solo llevan «M+S» ya no valen.",
    },
    {
      id: "mobile-phone",
      question: "¿Puedes usar el teléfono móvil mientras conduces?",
      answer:
        "Solo con manos libres: no puedes tomarlo ni sostenerlo en la mano, aunque sí mirar brevemente un teléfono colocado en un soporte o usar el control por voz. Solo puedes tenerlo en la mano con el vehículo parado y el motor apagado (la parada automática del sistema de arranque y parada no cuenta). La multa empieza en 100 € y un punto.",
    },
    {
      id: "child-seats",
      question: "¿Cuándo necesitan los niños una silla infantil?",
      answer:
        "Los menores de 12 años que midan menos de 150 cm deben viajar en un sistema de retención infantil homologado y adecuado a su talla y peso. Una silla orientada hacia atrás solo puede ir en el asiento del acompañante si el airbag frontal está desactivado.",
    },
    {
      id: "blood-alcohol-limit",
      question: "¿Cuál es la tasa máxima de alcohol permitida?",
      answer:
        "0,5 ‰ en sangre (0,25 mg/l en aire espirado); por encima, la primera vez suele suponer 500 € de multa, dos puntos y un mes sin conducir. Desde 0,3 ‰ ya pueden condenarte si conduces de forma insegura o causas un accidente, y desde 1,1 ‰ conducir es siempre un delito.",
    },
    {
      id: "zero-alcohol-novice-drivers",
      question: "¿Quién no puede beber nada de alcohol antes de conducir?",
      answer:
        "Los conductores en periodo de prueba y todos los menores de 21 años: para ellos la tasa es de 0,0 ‰. Incumplirla cuesta 250 € y un punto y, durante el periodo de prueba, además un curso obligatorio y la prolongación del periodo.",
    },
    {
      id: "probation-period",
      question: "¿Cuánto dura el periodo de prueba (Probezeit)?",
      answer:
        "Dos años desde que obtienes tu primer permiso de conducir. Una infracción grave, o dos menos graves, suponen un curso obligatorio y la prolongación a cuatro años. Si conviertes un permiso extranjero, el tiempo que lo has tenido cuenta para esos dos años (en permisos de fuera de la UE, solo hasta seis meses después de instalarte en Alemania).",
    },
    {
      id: "demerit-points",
      question: "¿Cómo funciona el sistema de puntos de Flensburgo?",
      answer:
        "Las infracciones se anotan en el registro central de conductores de Flensburgo con entre 1 y 3 puntos cada una. Con 4 o 5 puntos recibes una advertencia, con 6 o 7 un apercibimiento formal y con 8 puntos te retiran el permiso.",
    },
    {
      id: "parking-near-junctions",
      question: "¿A qué distancia de cruces y semáforos hay que estacionar?",
      answer:
        "Está prohibido estacionar a menos de 5 m de las esquinas de un cruce (8 m antes del cruce si hay un carril bici separado junto a la calzada). Además, no se puede parar hasta 10 m antes de semáforos y señales de STOP o de ceda el paso si tu vehículo las tapa.",
    },
    {
      id: "low-emission-zone",
      question: "¿Qué necesitas para entrar en la zona de bajas emisiones (Umweltzone) de Fráncfort?",
      answer:
        "Una etiqueta verde de emisiones (Feinstaubplakette) en el parabrisas, también para coches eléctricos y matriculados en el extranjero. La zona de Fráncfort abarca la ciudad dentro del anillo de autopistas A5, A3 y A661, y entrar sin la etiqueta puede costar una multa.",
    },
  ],
};
