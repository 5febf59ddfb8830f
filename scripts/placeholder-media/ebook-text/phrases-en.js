// @ts-check
// "20 Examiner Phrases You Must Know" in English: everything but the phrases (phrases.js); ebooks.js
// writes its HTML. Fields howItems, tip and end are HTML (they hold <b>, <i lang>, <span lang>) and
// are inserted as they are; every other field is escaped.

/** @type {import("../ebooks.js").PhrasesText} */
export const PHRASES_EN = {
  title: "20 examiner phrases you must know",
  lead: "The practical driving test in Germany is always taken in German, and the examiner gives every direction in German. Here are the 20 instructions you are most likely to hear, what they mean and what the examiner expects you to do.",
  how: "How the examiner talks to you",
  howItems: [
    'Directions come in good time, often with a hand sign. At the start you will often hear: <span class="de" lang="de">„Wenn ich nichts sage, folgen Sie bitte dem Straßenverlauf.“</span> – if I say nothing, follow the road.',
    'Didn\'t understand? Ask. <span class="de" lang="de">„Wie bitte?“</span> or <span class="de" lang="de">„Können Sie das bitte wiederholen?“</span> (could you repeat that, please?) is completely normal.',
    'The examiner uses the polite form <i lang="de">Sie</i>. <i lang="de">bitte</i> (please) can come anywhere in the sentence.',
  ],
  words: "Key words",
  glossary: [
    { de: "rechts / links / geradeaus", meaning: "right / left / straight on" },
    { de: "die Kreuzung", meaning: "junction, crossroads" },
    { de: "die Einmündung", meaning: "T-junction" },
    { de: "die Ampel", meaning: "traffic lights" },
    { de: "der Kreisverkehr", meaning: "roundabout" },
    { de: "die Ausfahrt", meaning: "exit" },
    { de: "der Fahrstreifen", meaning: "lane" },
    { de: "die Parklücke", meaning: "parking space" },
    { de: "anhalten / losfahren", meaning: "to stop / to drive off" },
  ],
  list: "The 20 phrases",
  do: "What to do:",
  tip: "<b>Practise out loud.</b> Read each German phrase aloud and answer with the action: “Mirror – indicate – shoulder check”. In our course <i>Understand the Examiner</i> you hear every phrase spoken at normal speed, with street noise.",
  end: "<strong>MainDrive, Frankfurt am Main · info@example.com</strong><br>General information to help you prepare; the examiner's exact wording may differ. Traffic rules: Straßenverkehrs-Ordnung (StVO).",
};
