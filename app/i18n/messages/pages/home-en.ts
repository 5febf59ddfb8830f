// Texts of the home page (English). home-es.ts must have exactly this shape (`satisfies HomeTexts`).
const homeEn = {
  eyebrow: "Family driving school in Frankfurt",
  heading: "From your foreign licence to a German one, without the stress",
  lead: "We help expats across Germany convert their driving licence: we organise the paperwork, teach the exam in English or Spanish and sit beside you until you pass.",
  watch: "Watch how it works",
  videoTitle: "How MainDrive helps you convert your licence",
  services: "See services & prices",
  checkLicence: "Do I need a test? Check your licence in a minute",
  heroAlt: "",
  helpHeading: "How we help",
  help: [
    {
      title: "We sort out the paperwork",
      text: "Appointments, certified translation, first aid and eye test, the licence office (Führerscheinstelle): one team, one plan, in your language.",
    },
    {
      title: "We prepare you for the exams",
      text: "Theory in English or Spanish, driving lessons in Frankfurt and an online course that teaches you the examiner's German.",
    },
    {
      title: "We stay until you pass",
      text: "Clear answers on WhatsApp, honest advice on which tests you really need, and a money-back guarantee on our course.",
    },
  ],
  servicesHeading: "Everything for your German licence",
  servicesText:
    "Conversion assistance, first aid courses in English and Spanish, intensive training, weekly classes and the Understand the Examiner course.",
  servicesLink: "Services & Prices",
  storiesHeading: "Expats who made it",
  storiesText:
    "Read and watch how our students converted their licence and passed their German driving test.",
  storiesLink: "Read the success stories",
  aboutHeading: "A family business",
  aboutText:
    "We are a family of driving instructors and licence advisers who once converted our own licences. We know how confusing it is, and how good it feels to hold the pink card.",
  aboutLink: "About us",
  chatHeading: "Questions about your licence?",
  chatText: "Tell us where your licence is from. We reply within one working day.",
  chatPrefill: "Hello! I would like to convert my driving licence. My licence is from: ",
  ratingLabel: {
    one: "Rated {average} out of 5 in 1 review",
    other: "Rated {average} out of 5 in {count} reviews",
  },
};

export type HomeTexts = typeof homeEn;
export default homeEn;
