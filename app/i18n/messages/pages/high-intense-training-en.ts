// Texts of the high intensity training page (English). high-intense-training-es.ts must have exactly this shape (`satisfies HighIntenseTrainingTexts`).
const highIntenseTrainingEn = {
  lead: "For everyone who has to take the German driving exams and wants to be ready fast: an assessment drive first, then an intensive programme made for you, then your exams.",
  stepsHeading: "Three steps to your German licence",
  steps: [
    {
      title: "Driving Performance Assessment (DPA)",
      text: "A 60-minute drive with an expert instructor who shows you exactly what the examiner will look for.",
    },
    {
      title: "High Intensity Programme (HIP)",
      text: "1, 5 or 10 days of focused lessons, built on your assessment, automatic or manual.",
    },
    {
      title: "Exams",
      text: "Theory and practical exam packages with warm-up and shuttle, so the day runs smoothly.",
    },
  ],
  videoTitle: "What a high intensity programme looks like",
  chatText: "Hello! I'd like to know which high intensity programme suits me.",
  offersHeading: "Programmes and prices",
  dpaTitle: "Driving Performance Assessment",
  dpa: [
    "Registration fee included",
    "60-minute assessment drive",
    "Expert feedback",
    "Your personal training plan",
  ],
  dpaRule: "Start here",
  dpaNote: "After the assessment, purchase the High Intensity Programme that your plan recommends.",
  hip1Title: "1-day High Intensity Programme",
  hip1: ["4 × 60 minutes in one day", "Automatic or manual", "Pick-up within the city"],
  hip5Title: "5-day High Intensity Programme",
  hip5: [
    "20 × 60 minutes",
    "4 hours a day, Monday to Friday",
    "Automatic or manual, also for key number 197",
  ],
  hip10Title: "10-day High Intensity Programme",
  hip10: [
    "40 × 60 minutes over two weeks",
    "Automatic or manual, also for key number 197",
    "Pick-up within the city",
  ],
  hipRule: "Purchase DPA first",
  hipNote:
    "Every High Intensity Programme builds on the training plan from your Driving Performance Assessment.",
  theoryTitle: "Theory exam package",
  theory: [
    "Registration for the theory exam",
    "Shuttle within five kilometres",
    "Exam in German or one of twelve other languages",
  ],
  practicalTitle: "Practical exam package",
  practical: [
    "30-minute warm-up drive",
    "Shuttle within Frankfurt",
    "Exam car for the day; the exam is in German",
  ],
  practicalRule: "Purchase HIP first",
  practicalNote:
    "The practical exam package requires a completed High Intensity Programme, so that you arrive at the exam ready.",
  fee: "plus testing-body fee {fee}",
  retry: "Second attempt: {price} ({percent} off)",
  buy: "Buy – {price}",
  rulesHeading: "Good to know",
  rules: [
    "Purchase DPA first: a High Intensity Programme can only be booked after your Driving Performance Assessment.",
    "Purchase HIP first: the practical exam package requires a High Intensity Programme.",
    "Admission to the exams usually takes two weeks to two months.",
    "Free cancellation up to 24 hours before an appointment; payment is due one day before.",
    "Under-18s train with the consent of a parent or guardian.",
  ],
  studentsHeading: "Students tell their story",
  student1: "Passed in one week after the 5-day programme",
  student2: "Tested in an automatic, allowed to drive manual cars too (key number 197)",
};

export type HighIntenseTrainingTexts = typeof highIntenseTrainingEn;
export default highIntenseTrainingEn;
