// @ts-check
// The 20 examiner phrases of "20 Examiner Phrases You Must Know", roughly in the order of a test
// drive: the German phrase (German in both language versions: the test is always in German), then
// per language what it means and what to do. Plain text: ebooks.js escapes every field.

/** @type {import("../ebooks.js").Phrase[]} */
export const PHRASES = [
  {
    de: "Fahren Sie bitte an der nächsten Kreuzung rechts.",
    en: {
      meaning: "Please turn right at the next junction.",
      action:
        "Check your mirrors, indicate in good time, slow down and look over your right shoulder for cyclists before you turn. Give way to pedestrians crossing the road you turn into.",
    },
    es: {
      meaning: "Por favor, gire a la derecha en el próximo cruce.",
      action:
        "Mira los retrovisores, pon el intermitente con antelación, reduce la velocidad y mira por encima del hombro derecho por si vienen ciclistas. Cede el paso a los peatones que cruzan la calle en la que entras.",
    },
  },
  {
    de: "Biegen Sie bitte an der nächsten Möglichkeit links ab.",
    en: {
      meaning: "Please turn left at the next opportunity.",
      action:
        "“Möglichkeit” usually means the next street you are allowed to turn into. Indicate, move towards the centre of the road and give way to oncoming traffic.",
    },
    es: {
      meaning: "Por favor, gire a la izquierda en cuanto pueda.",
      action:
        "«Möglichkeit» suele significar la próxima calle en la que está permitido girar. Pon el intermitente, acércate al centro de la calzada y cede el paso al tráfico que viene de frente.",
    },
  },
  {
    de: "Bitte folgen Sie dem Straßenverlauf.",
    en: {
      meaning: "Please follow the road.",
      action:
        "Stay on your road even where it bends; do not turn off. If the priority road bends at a junction (an extra sign under the priority sign shows it), indicate as you follow it.",
    },
    es: {
      meaning: "Por favor, siga la calle.",
      action:
        "Sigue por tu calle aunque haga curva; no te desvíes. Si la calle con prioridad gira en un cruce (lo indica una placa bajo la señal de prioridad), pon el intermitente al seguirla.",
    },
  },
  {
    de: "Fahren Sie bitte an der Ampel geradeaus.",
    en: {
      meaning: "Please go straight on at the traffic lights.",
      action:
        "Choose a lane marked with the straight-ahead arrow in good time and watch the light for your lane. Do not change lanes across solid lines just before the lights.",
    },
    es: {
      meaning: "Por favor, siga recto en el semáforo.",
      action:
        "Elige a tiempo un carril con la flecha de seguir recto y fíjate en el semáforo de tu carril. No cambies de carril pisando líneas continuas justo antes del semáforo.",
    },
  },
  {
    de: "Nehmen Sie im Kreisverkehr bitte die zweite Ausfahrt.",
    en: {
      meaning: "At the roundabout, please take the second exit.",
      action:
        "Give way to traffic already in the roundabout. Do not indicate as you enter; indicate right after passing the exit before yours, and watch for cyclists and pedestrians as you leave.",
    },
    es: {
      meaning: "En la rotonda, tome la segunda salida, por favor.",
      action:
        "Cede el paso a quien ya está en la rotonda. No pongas el intermitente al entrar; pon el derecho después de pasar la salida anterior a la tuya y vigila a ciclistas y peatones al salir.",
    },
  },
  {
    de: "Ordnen Sie sich bitte links ein.",
    en: {
      meaning: "Please get in the left lane (to turn left).",
      action:
        "Mirror, indicate, look over your left shoulder, then move into the left-turn lane or towards the centre line in good time.",
    },
    es: {
      meaning: "Por favor, colóquese en el carril izquierdo (para girar a la izquierda).",
      action:
        "Retrovisor, intermitente, mirada por encima del hombro izquierdo y, con tiempo, pásate al carril de giro a la izquierda o acércate a la línea central.",
    },
  },
  {
    de: "Folgen Sie bitte der Beschilderung Richtung Flughafen.",
    en: {
      meaning: "Please follow the signs to the airport.",
      action:
        "This is the independent-driving part of the test. Read the direction signs early and choose your lane yourself. If you miss a sign, stay calm: a wrong turn taken safely is not a fault in itself.",
    },
    es: {
      meaning: "Por favor, siga las señales hacia el aeropuerto.",
      action:
        "Es la parte de conducción autónoma del examen. Lee las señales de dirección con tiempo y elige tú el carril. Si te pasas una señal, tranquilidad: equivocarse de camino de forma segura no es una falta.",
    },
  },
  {
    de: "Fahren Sie bitte auf die Autobahn in Richtung Würzburg.",
    en: {
      meaning: "Please join the motorway towards Würzburg.",
      action:
        "Follow the blue motorway signs for Würzburg. On the slip road, speed up to the speed of the traffic, indicate left, check your mirror and blind spot and merge into a gap.",
    },
    es: {
      meaning: "Por favor, entre en la autopista en dirección a Würzburg.",
      action:
        "Sigue las señales azules de autopista hacia Würzburg. En el carril de aceleración, alcanza la velocidad del tráfico, pon el intermitente izquierdo, mira el retrovisor y el ángulo muerto e incorpórate en un hueco.",
    },
  },
  {
    de: "Wechseln Sie bitte auf den linken Fahrstreifen.",
    en: {
      meaning: "Please move into the left lane.",
      action:
        "Mirror, indicate, look over your left shoulder, then change lanes smoothly. Go back to the right lane when it is clear: in Germany you keep right when you are not overtaking.",
    },
    es: {
      meaning: "Por favor, cámbiese al carril izquierdo.",
      action:
        "Retrovisor, intermitente, mirada por encima del hombro izquierdo y cambia de carril con suavidad. Vuelve al carril derecho cuando puedas: en Alemania se circula por la derecha salvo para adelantar.",
    },
  },
  {
    de: "Verlassen Sie bitte die Autobahn an der nächsten Ausfahrt.",
    en: {
      meaning: "Please leave the motorway at the next exit.",
      action:
        "Indicate right in good time (the countdown posts before the exit help you), move into the exit lane and only slow down once you are in it.",
    },
    es: {
      meaning: "Por favor, salga de la autopista en la próxima salida.",
      action:
        "Pon el intermitente derecho con tiempo (las balizas de cuenta atrás antes de la salida te ayudan), pásate al carril de salida y frena solo cuando ya estés en él.",
    },
  },
  {
    de: "Halten Sie bitte hier rechts an.",
    en: {
      meaning: "Please pull over here on the right.",
      action:
        "Mirror, indicate right and stop close and parallel to the kerb where stopping is allowed. Secure the car with the handbrake.",
    },
    es: {
      meaning: "Por favor, pare aquí a la derecha.",
      action:
        "Retrovisor, intermitente derecho y para cerca del bordillo y en paralelo, donde esté permitido parar. Asegura el coche con el freno de mano.",
    },
  },
  {
    de: "Fahren Sie bitte wieder los, wenn es der Verkehr zulässt.",
    en: {
      meaning: "Please drive off again when the traffic allows.",
      action:
        "Indicate left, check your mirror and look over your left shoulder, then pull out only when there is a safe gap.",
    },
    es: {
      meaning: "Por favor, reanude la marcha cuando el tráfico lo permita.",
      action:
        "Pon el intermitente izquierdo, mira el retrovisor y por encima del hombro izquierdo, y sal solo cuando haya un hueco seguro.",
    },
  },
  {
    de: "Parken Sie bitte rückwärts in die Parklücke ein.",
    en: {
      meaning: "Please reverse into the parking space.",
      action:
        "Usually parallel parking between cars. Stop next to the car in front of the space, indicate, look all around and reverse slowly without touching the kerb. Small corrections are allowed.",
    },
    es: {
      meaning: "Por favor, aparque marcha atrás en el hueco.",
      action:
        "Normalmente es aparcar en línea entre coches. Para junto al coche de delante del hueco, pon el intermitente, mira a tu alrededor y retrocede despacio sin tocar el bordillo. Se permiten pequeñas correcciones.",
    },
  },
  {
    de: "Fahren Sie bitte vorwärts in eine der Parklücken ein.",
    en: {
      meaning: "Please drive forwards into one of the parking spaces.",
      action:
        "Choose a free space, indicate, watch for pedestrians and drive in slowly, ending up straight and inside the lines.",
    },
    es: {
      meaning: "Por favor, aparque de frente en una de las plazas.",
      action:
        "Elige una plaza libre, pon el intermitente, vigila a los peatones y entra despacio, quedando recto y dentro de las líneas.",
    },
  },
  {
    de: "Wenden Sie bitte in drei Zügen.",
    en: {
      meaning: "Please turn the car around in three moves (a three-point turn).",
      action:
        "Check that turning is allowed and that the road is clear both ways. Forwards to the left kerb, backwards to the right, forwards again – looking all around before each move.",
    },
    es: {
      meaning: "Por favor, dé la vuelta en tres maniobras.",
      action:
        "Comprueba que está permitido y que no viene nadie en ningún sentido. Hacia delante hasta el bordillo izquierdo, marcha atrás hacia la derecha y otra vez hacia delante, mirando a tu alrededor antes de cada maniobra.",
    },
  },
  {
    de: "Führen Sie bitte eine Gefahrbremsung durch.",
    en: {
      meaning: "Please do an emergency stop.",
      action:
        "The examiner announces it; the signal (“Stopp!”) can come from the examiner or from your driving instructor. Brake as hard as you can (in a manual car, press the clutch too) until the car stops. Check the traffic around you before you drive on.",
    },
    es: {
      meaning: "Por favor, realice una frenada de emergencia.",
      action:
        "El examinador la anuncia; la señal («Stopp!») puede darla el examinador o tu profesor de autoescuela. Frena con toda la fuerza posible (en un coche manual, pisa también el embrague) hasta que el coche se detenga. Mira el tráfico antes de seguir.",
    },
  },
  {
    de: "Schalten Sie bitte das Abblendlicht ein.",
    en: {
      meaning: "Please switch on the dipped headlights (low beam).",
      action:
        "Know the light switch of your driving-school car. Dipped headlights are needed at dusk, in the dark, in tunnels and when visibility is poor.",
    },
    es: {
      meaning: "Por favor, encienda las luces de cruce.",
      action:
        "Conoce bien el mando de luces del coche de la autoescuela. Las luces de cruce son obligatorias al anochecer, de noche, en los túneles y con mala visibilidad.",
    },
  },
  {
    de: "Zeigen Sie mir bitte, wie Sie die Nebelschlussleuchte einschalten.",
    en: {
      meaning: "Please show me how you switch on the rear fog light.",
      action:
        "Show the switch. Know the rule: only when fog reduces visibility to less than 50 m – and then you may drive no faster than 50 km/h.",
    },
    es: {
      meaning: "Por favor, enséñeme cómo enciende la luz antiniebla trasera.",
      action:
        "Enseña el mando. Recuerda la norma: solo cuando la niebla reduce la visibilidad a menos de 50 m, y entonces no puedes ir a más de 50 km/h.",
    },
  },
  {
    de: "Zeigen Sie mir bitte, wo Sie den Ölstand prüfen.",
    en: {
      meaning: "Please show me where you check the oil level.",
      action:
        "Open the bonnet and show the dipstick with its minimum and maximum marks. Explain that you check it with the car on level ground and the engine off.",
    },
    es: {
      meaning: "Por favor, enséñeme dónde comprueba el nivel de aceite.",
      action:
        "Abre el capó y enseña la varilla con sus marcas de mínimo y máximo. Explica que se comprueba con el coche en llano y el motor apagado.",
    },
  },
  {
    de: "Sie haben die Prüfung bestanden.",
    en: {
      meaning: "You have passed the test.",
      action:
        "Congratulations! You usually receive your licence card straight away, or a temporary certificate that is valid in Germany until the card is ready.",
    },
    es: {
      meaning: "Ha aprobado el examen.",
      action:
        "¡Enhorabuena! Normalmente recibes el permiso en ese momento o un certificado provisional, válido en Alemania hasta que esté lista la tarjeta.",
    },
  },
];
