import type { Locale } from "~/i18n/locale";

// The highway-sign quiz and its flashcard page: ten German motorway and traffic signs, each
// with its official number, a drawing under public/media/signs/ and an explanation per language.
// Sign facts (80 km/h when wet, 80 km/h 22:00-06:00, minimum speeds 80 and 50 km/h on
// left lanes) follow the StVO. German text on the drawings is part of the real signs. Only signs of the
// current StVO (Anlage 2/3): a learner must meet them on the road (Zeichen 380 has had no legal
// effect since 2022, so it is not here).

export interface SignCard {
  /** Stable kebab-case id; also the file name of the drawing. */
  id: string;
  /** Official number in the German sign catalogue, e.g. "Zeichen 330.1". */
  signNumber: string;
  /** Path of the drawing: /media/signs/<id>.svg */
  image: string;
  /** The drawing's own size (its width/height attributes), so the page reserves its space. */
  width: number;
  height: number;
  name: Record<Locale, string>;
  explanation: Record<Locale, string>;
}

const image = (id: string) => `/media/signs/${id}.svg`;
/** Most drawings are square; signs with an additional panel are taller, the lane sign wider. */
const square = { width: 200, height: 200 };
const withPanel = { width: 200, height: 285 };

export const highwaySigns: SignCard[] = [
  {
    id: "autobahn",
    signNumber: "Zeichen 330.1",
    image: image("autobahn"),
    ...square,
    name: { en: "Autobahn (motorway)", es: "Autopista (Autobahn)" },
    explanation: {
      en: "Marks the start of an Autobahn. Only motor vehicles built to go faster than 60 km/h may use it; stopping (also on the hard shoulder), turning and reversing are forbidden, and you may join or leave only at marked junctions. There is no general speed limit for cars, but 130 km/h is recommended.",
      es: "Indica el comienzo de una Autobahn. Solo pueden circular vehículos de motor cuya velocidad máxima de fábrica supere los 60 km/h; está prohibido parar (también en el arcén), cambiar de sentido y circular marcha atrás, y solo se puede entrar y salir por los enlaces señalizados. No hay límite general de velocidad para coches, pero se recomiendan 130 km/h.",
    },
  },
  {
    id: "autobahn-end",
    signNumber: "Zeichen 330.2",
    image: image("autobahn-end"),
    ...square,
    name: { en: "End of the Autobahn", es: "Fin de la autopista" },
    explanation: {
      en: "The special motorway rules end here: expect slower vehicles, junctions and possibly pedestrians or cyclists. The general limits apply again unless signs say otherwise: 100 km/h for cars, or no general limit (130 km/h recommended) where the carriageways are separated or there are two marked lanes in each direction. Slow down in good time.",
      es: "Aquí terminan las normas especiales de la autopista: pueden aparecer vehículos lentos, cruces e incluso peatones o ciclistas. Vuelven a regir los límites generales, salvo que las señales indiquen otra cosa: 100 km/h para coches, o ningún límite general (se recomiendan 130 km/h) donde las calzadas están separadas o hay dos carriles señalizados por sentido. Reduce la velocidad con antelación.",
    },
  },
  {
    id: "kraftfahrstrasse",
    signNumber: "Zeichen 331.1",
    image: image("kraftfahrstrasse"),
    ...square,
    name: { en: "Expressway (Kraftfahrstraße)", es: "Vía para automóviles (Kraftfahrstraße)" },
    explanation: {
      en: "Marks an expressway reserved for motor vehicles built to go faster than 60 km/h. As on the Autobahn, stopping, turning and reversing are forbidden, but there can be ordinary junctions and traffic lights. Unless signs say otherwise, cars may drive 100 km/h, or without a general limit (130 km/h recommended) where the carriageways are separated or there are two marked lanes in each direction.",
      es: "Señaliza una vía reservada a vehículos de motor cuya velocidad máxima de fábrica supere los 60 km/h. Como en la autopista, está prohibido parar, cambiar de sentido y circular marcha atrás, pero puede haber cruces normales y semáforos. Salvo que las señales indiquen otra cosa, los coches pueden ir a 100 km/h, o sin límite general (se recomiendan 130 km/h) donde las calzadas están separadas o hay dos carriles señalizados por sentido.",
    },
  },
  {
    id: "speed-limit-80-wet",
    signNumber: "Zeichen 274 + Zusatzzeichen 1052-36",
    image: image("speed-limit-80-wet"),
    ...withPanel,
    name: { en: "Speed limit 80 km/h when wet", es: "Velocidad máxima de 80 km/h con calzada mojada" },
    explanation: {
      en: "The 80 km/h limit applies only while the road is wet: according to the courts, when the whole surface is covered by a film of water, not when it is merely damp. When the road is dry, the limit does not apply. Even so, you must always adapt your speed to rain and visibility.",
      es: "El límite de 80 km/h solo rige mientras la calzada está mojada: según los tribunales, cuando toda la superficie está cubierta por una película de agua, no cuando simplemente está húmeda. Con la calzada seca, el límite no se aplica. Aun así, siempre debes adaptar la velocidad a la lluvia y a la visibilidad.",
    },
  },
  {
    id: "speed-limit-80-night",
    signNumber: "Zeichen 274 + Zusatzzeichen 1040-30",
    image: image("speed-limit-80-night"),
    ...withPanel,
    name: {
      en: "Speed limit 80 km/h from 22:00 to 06:00",
      es: "Velocidad máxima de 80 km/h de 22:00 a 06:00",
    },
    explanation: {
      en: "The additional panel limits the sign to the times shown: between 10 pm and 6 am you must not drive faster than 80 km/h, usually to protect residents from noise. Outside these hours the limit does not apply. The times count every day, weekends included, unless the panel names specific days.",
      es: "El panel complementario limita la señal al horario indicado: entre las 22:00 y las 6:00 no puedes superar los 80 km/h, normalmente para proteger del ruido a los vecinos. Fuera de ese horario, el límite no se aplica. El horario vale todos los días, también los fines de semana, salvo que el panel indique días concretos.",
    },
  },
  {
    id: "minimum-speed-80-left-lane",
    signNumber: "Zeichen 275",
    image: image("minimum-speed-80-left-lane"),
    width: 240,
    height: 200,
    name: {
      en: "Minimum speed 80 km/h on the left lane",
      es: "Velocidad mínima de 80 km/h en el carril izquierdo",
    },
    explanation: {
      en: "When the blue round sign is shown above one lane of a lane sign, the minimum speed applies only to that lane. You must not drive slower than 80 km/h there, and vehicles that cannot or may not go that fast, such as heavy lorries on a steep climb, must use the other lanes. The minimum does not apply when road, traffic, visibility or weather conditions require slower driving, for example in a traffic jam.",
      es: "Cuando la señal redonda azul aparece sobre un solo carril en un panel de carriles, la velocidad mínima rige solo para ese carril. Allí no puedes circular a menos de 80 km/h, y los vehículos que no pueden o no deben ir tan rápido, como los camiones pesados en una subida pronunciada, deben usar los demás carriles. La mínima no se aplica cuando el estado de la vía, el tráfico, la visibilidad o el tiempo obligan a ir más despacio, por ejemplo en un atasco.",
    },
  },
  {
    id: "minimum-speed-50-left-lane",
    signNumber: "Zeichen 275",
    image: image("minimum-speed-50-left-lane"),
    ...square,
    name: {
      en: "Minimum speed 50 km/h on the left lane",
      es: "Velocidad mínima de 50 km/h en el carril izquierdo",
    },
    explanation: {
      en: "The minimum speed of 50 km/h applies only to the lane marked on the lane sign, often an overtaking lane on an uphill stretch. Slow vehicles that cannot reach 50 km/h must stay in the right lane. If road, traffic, visibility or weather conditions require it, for example in fog or dense traffic, you may and must drive slower.",
      es: "La velocidad mínima de 50 km/h rige solo para el carril marcado en el panel, a menudo un carril de adelantamiento en una subida. Los vehículos lentos que no alcanzan los 50 km/h deben seguir por el carril derecho. Si el estado de la vía, el tráfico, la visibilidad o el tiempo lo exigen, por ejemplo con niebla o tráfico denso, puedes y debes ir más despacio.",
    },
  },
  {
    id: "no-overtaking",
    signNumber: "Zeichen 276",
    image: image("no-overtaking"),
    ...square,
    name: { en: "No overtaking", es: "Prohibido adelantar" },
    explanation: {
      en: "This ban applies to every driver, cars included: you must not overtake any motor vehicle with more than two wheels or a motorcycle with a sidecar, not even a slow tractor. You may still overtake bicycles, mopeds and motorcycles; when you pass cyclists outside built-up areas, keep at least 2 m of side distance. The ban ends at its end sign or at the sign for the end of all restrictions.",
      es: "Esta prohibición rige para todos los conductores, también con coche: no puedes adelantar a ningún vehículo de motor de más de dos ruedas ni a una moto con sidecar, ni siquiera a un tractor lento. Sí puedes adelantar a bicicletas, ciclomotores y motos; al adelantar a ciclistas fuera de poblado, deja al menos 2 m de distancia lateral. La prohibición termina con su señal de fin o con la de fin de todas las restricciones.",
    },
  },
  {
    id: "no-overtaking-lorries",
    signNumber: "Zeichen 277",
    image: image("no-overtaking-lorries"),
    ...square,
    name: {
      en: "No overtaking for vehicles over 3.5 t",
      es: "Prohibido adelantar para vehículos de más de 3,5 t",
    },
    explanation: {
      en: "Motor vehicles with a permissible total weight over 3.5 t, including their trailers, and tractors must not overtake other motor vehicles with more than two wheels. Cars and buses are exempt, so as a car driver you may still overtake. The ban ends at the matching end sign or at the sign for the end of all restrictions.",
      es: "Los vehículos de motor con una masa máxima autorizada superior a 3,5 t, incluidos sus remolques, y los tractores no pueden adelantar a otros vehículos de motor de más de dos ruedas. Los coches y los autobuses quedan exentos, así que con un coche sí puedes adelantar. La prohibición termina con la señal de fin correspondiente o con la de fin de todas las restricciones.",
    },
  },
  {
    id: "end-of-all-restrictions",
    signNumber: "Zeichen 282",
    image: image("end-of-all-restrictions"),
    ...square,
    name: { en: "End of all restrictions", es: "Fin de todas las restricciones" },
    explanation: {
      en: "This sign cancels all speed limits and overtaking bans previously set by signs along the route. The general rules apply again: no general limit for cars on the Autobahn (130 km/h recommended), and 100 km/h on other roads outside built-up areas, except where the carriageways are separated or there are two marked lanes in each direction. Legal limits for certain vehicles, such as 80 km/h for lorries and cars towing trailers, remain in force.",
      es: "Esta señal anula todos los límites de velocidad y prohibiciones de adelantar impuestos antes por señales a lo largo del recorrido. Vuelven a regir las normas generales: en la autopista no hay límite general para coches (se recomiendan 130 km/h) y en las demás vías fuera de poblado rigen 100 km/h, salvo donde las calzadas están separadas o hay dos carriles señalizados por sentido. Los límites legales de ciertos vehículos, como los 80 km/h de camiones y coches con remolque, siguen vigentes.",
    },
  },
];
