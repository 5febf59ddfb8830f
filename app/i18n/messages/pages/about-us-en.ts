// Texts of the about us page (English). about-us-es.ts must have exactly this shape (`satisfies AboutUsTexts`).
const aboutUsEn = {
  lead: "We are a family driving school in Frankfurt. We help people who made Germany their home get the German driving licence, in a language they understand.",
  missionHeading: "Our mission",
  mission: [
    "Converting a licence in Germany means rules that depend on your country, appointments at several offices and an exam in a foreign language. We make it clear, plan it for you and prepare you until you pass.",
    "We tell you honestly which steps your case needs, and which it does not, so you never pay for a service you do not need.",
  ],
  missionAlt: "People gathered around a driving licence card",
  historyHeading: "Our story",
  history: [
    "It started at our kitchen table: friends and neighbours who had moved to Frankfurt asked us for help with their licences, because we had been through it ourselves.",
    "What began as favours became a family business: a driving school with instructors who teach in English, Spanish and German, a first aid course in both languages and an online course for the examiner's German.",
  ],
  historyAlt: "Our small driving school office with a school car outside",
  teamHeading: "Our team",
  languages: "Languages: {languages}",
  chatText: "Hello! I'd like to talk to your team about my driving licence.",
};

export type AboutUsTexts = typeof aboutUsEn;
export default aboutUsEn;
