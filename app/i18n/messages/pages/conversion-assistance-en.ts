// Texts of the conversion assistance page (English). conversion-assistance-es.ts must have exactly this shape (`satisfies ConversionAssistanceTexts`).
const conversionAssistanceEn = {
  lead: "A fixed-price package that takes you through the first five steps of converting your foreign driving licence, anywhere in Germany. You tell us your situation; we organise the rest.",
  videoTitle: "How our conversion assistance works",
  buy: "Book the assistance – {price}",
  stepsHeading: "How it works: the first five steps",
  steps: [
    {
      title: "Booking",
      text: "You book online. Within two to three working days we contact you and check your licence and residence details.",
    },
    {
      title: "Your personal schedule",
      text: "We plan every appointment for you and keep you updated by WhatsApp, so you always know what comes next.",
    },
    {
      title: "Certified translation",
      text: "We order the certified translation of your licence and it is posted to your home.",
    },
    {
      title: "First aid, eye test and photos in one day",
      text: "If your case needs them, you take the first aid course, the eye test and your biometric passport photos in a single day.",
    },
    {
      title: "The licence office",
      text: "We prepare your application for the licence office (Führerscheinstelle). Living in Frankfurt? We accompany you to the appointment at no extra cost.",
    },
  ],
  afterHeading: "After the fifth step",
  afterText:
    "The licence office tells you whether you must take the theory and practical exams. Admission usually takes two weeks to two months. We can prepare you for both, in English or Spanish, with intensive training and exam packages.",
  afterLink: "Exam preparation and packages",
  priceHeading: "One price for the five steps",
  priceText:
    "Fees charged by the authorities, the translator and the testing body are paid separately, and we tell you each one in advance.",
  whoHeading: "Which tests will you need?",
  whoText: [
    "It depends on the country that issued your licence. Licences from EU and EEA countries usually do not need to be converted at all.",
    "For licences from the countries listed in Annex 11 of the German Driving Licence Regulation, the conversion is simplified, and for some countries the theory and practical exams are waived entirely.",
    "Licences from all other countries can be converted after passing the theory and practical exams. The practical exam is always in German; the theory exam is also offered in twelve other languages, including English and Spanish.",
  ],
  checkLink: "Check which tests your licence needs",
  guideLink: "Open the conversion guide and checklist",
  chatText: "Hello! I'm interested in the conversion assistance. My licence is from: ",
};

export type ConversionAssistanceTexts = typeof conversionAssistanceEn;
export default conversionAssistanceEn;
