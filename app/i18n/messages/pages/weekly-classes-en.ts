// Texts of the weekly classes page (English). weekly-classes-es.ts must have exactly this shape (`satisfies WeeklyClassesTexts`).
const weeklyClassesEn = {
  lead: "Learn to drive at a steady pace: one 90-minute double class every week, in English, Spanish or German, with the same instructor.",
  points: [
    "A 90-minute double class every week",
    "Taught in English, Spanish or German",
    "Manual or automatic: an automatic test can still let you drive manual cars (key number 197)",
    "Theory application and course arranged for you",
  ],
  videoTitle: "A weekly driving class with MainDrive",
  enroll: "Enrol now – registration fee {price}",
  enrollNote:
    "The button pays your registration fee. Lessons and exams are prepaid later by a link we e-mail you.",
  whereHeading: "Where we meet",
  beginnersHeading: "New to driving theory?",
  beginnersText:
    "Our partner instructor teaches German driving theory in English for complete beginners, a perfect start before your first class.",
  beginnersLink: "English theory lessons with our partner",
  categoriesHeading: "Manual or automatic: what your licence allows",
  categoryHead: "On your licence",
  meaningHead: "What you may drive",
  categories: [
    {
      code: "B",
      text: "You take the test in a manual car and may drive manual and automatic cars.",
    },
    {
      code: "B with key number 78",
      text: "You take the test in an automatic car; the licence is limited to automatic cars.",
    },
    {
      code: "B with key number 197",
      text: "You take the test in an automatic car, and the school certifies at least 10 lessons of 45 minutes in a manual car and a test drive of at least 15 minutes in one (§ 17a FeV): you may drive manual cars too.",
    },
  ],
  bookingHeading: "Book in three steps",
  booking: [
    { title: "Phone appointment", text: "Call or write to us and we agree on your weekly time slot." },
    { title: "Prepayment link", text: "You receive an e-mail with a link to prepay your first lessons." },
    { title: "First class", text: "Your instructor picks you up at the agreed place and off you go." },
  ],
  pricesHeading: "Prices",
  itemHead: "Service",
  priceHead: "Price",
  items: {
    inscription: "Registration fee",
    "theory-application-course": "Theory application and course",
    "lesson-45": "45-minute driving lesson",
    "b197-test-drive-25": "Manual test drive for key number 197 (25 minutes)",
    "theory-exam": "Theory exam",
    "practical-exam": "Practical exam",
    "practical-repetition": "Practical exam repetition",
  },
  feeSuffix: "+ {fee} testing-body fee",
  discount: "({percent} discount)",
  chatText: "Hello! I'd like to book a phone appointment for the weekly driving classes.",
};

export type WeeklyClassesTexts = typeof weeklyClassesEn;
export default weeklyClassesEn;
