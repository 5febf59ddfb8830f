// Texts of the licence check, in English. licence-check-es.ts has exactly this shape.
// The route's loader picks one language and sends it with the page's data.
const licenceCheckEn = {
  heading: "Do I need a test? Check your licence",
  lead: "Tell us where your driving licence is from. We show you what German law asks of you for a German licence: which tests, eye test and first aid, your deadlines, the documents to bring and the costs.",
  intro: {
    heading: "What the check tells you",
    points: [
      "Whether you need the theory test, the practical test, both or neither",
      "Whether you need an eye test and a first-aid course",
      "Until when your licence lets you drive in Germany, and when to apply",
      "The documents to bring, the official fees and how we can help",
    ],
    asOf: "Based on the official list of states, Anlage 11 of the German Driving Licence Regulation, as published on {date}.",
  },
  form: {
    heading: "Your licence",
    country: "Country that issued your licence",
    chooseCountry: "Choose a country",
    region: {
      US: "State or territory that issued your licence",
      CA: "Province or territory that issued your licence",
      AU: "State or territory that issued your licence",
    },
    chooseRegion: "Choose one",
    regionHint: "German law treats each of them differently.",
    class: "Class on your licence",
    classHint:
      "As printed on your licence. Not sure? Keep the class we suggest: it is the ordinary car licence there.",
    otherClass: "Another class",
    learnerPermit: "A learner's permit (learner licence, instruction permit)",
    since: "Date you registered (or will register) your residence in Germany",
    sinceHint: "Optional. With it, we work out your deadlines.",
    next: "Continue",
    show: "Show the answer",
    changeCountry: "Choose another country",
  },
  errors: {
    heading: "Please check your entry",
    unknownCountry: "We do not know this country. Please choose it from the list.",
    unknownRegion: "We do not know this state, province or territory. Please choose it from the list.",
    regionOfOtherCountry:
      "This state, province or territory does not belong to the country you chose. Please choose again.",
    regionNotAsked:
      "For a licence from this country no state or region is asked. Please choose the country again.",
    unknownClass: "We cannot check this class for your licence. Please choose the class from the list.",
    classNotAsked:
      "For a licence from this place the class does not change the answer, so it is not asked. Please choose the country again.",
    malformedDate: "Please enter a real calendar date, for example 2026-03-15.",
    dateTooFarAhead: "This date is more than a year ahead. Please enter a date within the next 12 months.",
    dateTooEarly: "Please enter a date after 1 January 1900.",
  },
  answer: {
    eyebrow: "Your answer",
    place: "{region}, {country}",
    licenceLabel: "Your licence",
    classLabel: "class {class}",
    otherClassName: "a class the list does not name",
    headings: {
      eu: "No conversion needed",
      "no-test": "German licence without a test",
      theory: "German licence with the theory test only",
      practical: "German licence with the practical test only",
      "theory-and-practical": "German licence with the theory and practical test",
      "full-training": "No conversion: the full training for a first German licence",
    },
    summaries: {
      eu: "Your licence is an EU or EEA licence: it stays valid in Germany, with no deadline. You may exchange it for a German one without any test, but you do not have to.",
      "no-test":
        "Your licence is on the German list of states (Anlage 11): you get a German licence without a theory or practical test.",
      theory:
        "Your licence is on the German list of states (Anlage 11): you get a German licence after passing the theory test. No practical test.",
      practical:
        "Your licence is on the German list of states (Anlage 11): you get a German licence after passing the practical test. No theory test.",
      "theory-and-practical":
        "The place that issued your licence is not on the German list of states (Anlage 11): you get a German licence after passing the theory test and the practical test. You do not have to take a minimum number of driving lessons.",
      "full-training":
        "A learner's permit is not a driving licence: it has never allowed you to drive in Germany, so it cannot be converted and the rules for converting a licence do not apply to it (§ 29 (3) No. 1 FeV). You get your German licence as a first-time learner: the full training at a driving school, then the theory test and the practical test. You also need an eye test and a first-aid course.",
    },
    otherClassSummary:
      "The German list of states (Anlage 11) names other classes for the place that issued your licence: you get a German licence after passing the theory test and the practical test. You do not have to take a minimum number of driving lessons.",
    changeClass: "Another class on your licence, or a learner's permit? Choose it in the form above.",
    learnerName: "a learner's permit",
    learnerLink: "Only a learner's permit? See what applies to you.",
    fullLicenceLink: "Not a learner's permit but a full driving licence? See the answer for it.",
    factsLabel: "What you need",
    facts: {
      theory: "Theory test",
      practical: "Practical test",
      eyeTest: "Eye test",
      firstAid: "First-aid course",
      training: "Training at a driving school",
    },
    requirement: {
      yes: "Needed",
      no: "Not needed",
      may: "Only if the licence office asks for it",
    },
    footnotesHeading: "What the list adds for your licence",
    footnoteLabel: "Footnote {number}",
    notesHeading: "Good to know",
  },
  protection: {
    heading: "Your Ukrainian licence is valid in Germany while you have temporary protection",
    summary:
      "A valid Ukrainian driving licence is recognised in Germany without conversion for as long as you have temporary protection (Article {article} of Regulation (EU) {regulation}). You do not need a translation or an international driving permit to drive with it.",
    endsOnLabel: "Temporary protection currently lasts until",
    source: "Set by Council Implementing Decision (EU) {decision}",
    asOf: "As of {date}. The EU has extended the protection before and may do so again: we update this date when it does.",
    ended:
      "By our last check on {checked}, temporary protection was to end on {date}. Unless it has been extended since, your Ukrainian licence is no longer recognised on this basis: apply for the German licence now.",
    afterHeading: "When your protection ends: conversion with both tests",
    afterSummary:
      "To keep driving after your temporary protection ends, exchange your licence for a German one in time; you can do it now. Ukraine is not on the German list of states (Anlage 11), so you need the theory test and the practical test, an eye test and a first-aid course. You do not have to take a minimum number of driving lessons.",
  },
  deadlines: {
    heading: "Your deadlines",
    askSince:
      "Enter the date you registered your residence in Germany in the form above, and we work out your deadlines.",
    eu: "No deadline: your EU or EEA licence stays valid while you live in Germany (§ 28 FeV).",
    since: "Residence in Germany since",
    validUntil: "Your licence lets you drive in Germany until",
    validUntilNote:
      "6 months after you took up residence (§ 29 (1) FeV). From the next day you need the German licence to drive.",
    extendedUntil: "One-time extension, at most until",
    extendedUntilNote:
      "Only on application to the licence office, and only if you can show that you will not live in Germany for more than 12 months (for example with a fixed-term work contract). Ask before your 6 months end.",
    applyBy: "Ask for your appointment at the licence office by",
    applyByNote: {
      one: "Our estimate, not a legal deadline: in Frankfurt it typically takes about 1 week from asking for an appointment to holding the German licence.",
      other:
        "Our estimate, not a legal deadline: in Frankfurt it typically takes about {count} weeks from asking for an appointment to holding the German licence.",
    },
    testsNote: "Your tests come on top of this: register for them as early as you can.",
    applyNow:
      "Apply now: at the usual waiting time your German licence may not be ready before your 6 months end.",
    expired:
      "Your 6 months ended on {date}: since then your foreign licence does not let you drive in Germany. Apply for the German licence now.",
    learner:
      "No deadline to keep: a learner's permit has never allowed you to drive in Germany, not even in your first months here. You may drive once you hold your German licence; until then, only in your driving lessons, with your instructor.",
    protectionUntilEnd:
      "The end of your temporary protection as it stands today. The 6 months that apply to other foreign licences (§ 29 (1) FeV) do not cut this short.",
    protectionUntilSixMonths:
      "6 months after you took up residence (§ 29 (1) FeV): that is later than the end of your temporary protection, so this date counts.",
    protectionAskSince:
      "Moved to Germany only recently? Enter the date you registered your residence in the form above: if your 6 months (§ 29 (1) FeV) end after your protection, we show you that later date.",
    protectionExpired:
      "This date has passed: unless your temporary protection has been extended, your Ukrainian licence no longer lets you drive in Germany. Apply for the German licence now.",
    entryNote:
      "By law, the 6 months count from the day you take up residence. Some licence offices, Frankfurt's among them, count from the day you entered Germany: if you arrived earlier, plan with that date.",
  },
  documents: {
    heading: "Documents to bring",
    intro: "From our guide's checklist, the documents for your case:",
    guideLink: "The whole guide with the checklist",
  },
  costs: {
    heading: "Costs",
    officialHeading: "Official fees",
    item: "What",
    amount: "Amount",
    licenceOffice: "Licence office (Führerscheinstelle), for the German licence",
    upTo: "up to {price}",
    theoryFee: "Theory test: fee of the testing body (TÜV or DEKRA)",
    practicalFee: "Practical test: fee of the testing body (TÜV or DEKRA)",
    officialNote:
      "Paid to the authorities, not to us. The licence office's figure is the one the City of Frankfurt publishes: check the current fee when you book your appointment.",
    learnerOfficialNote:
      "Paid to the testing body, not to us. The licence office also charges a fee for a first licence: ask for the current amount when you apply.",
    servicesHeading: "How we can help",
    why: {
      "conversion-assistance":
        "We organise the first five steps for you: appointments, translation, documents and the licence office.",
      "weekly-classes":
        "Your training with us: a 90-minute double class every week with the same instructor, and we arrange your theory course and your tests.",
      "first-aid":
        "The first-aid course and the eye test you need, on one Saturday in Frankfurt, taught in English.",
      "theory-exam-package":
        "Registration for the theory test and a shuttle; the test in German or one of twelve other languages.",
      "driving-performance-assessment":
        "Start here for the practical test: an instructor checks your driving and plans your training.",
      "practical-exam-package":
        "A 30-minute warm-up drive, a shuttle and the exam car for the day of your practical test.",
      "examiner-course": "An online course on the German phrases the examiner uses in the practical test.",
    },
    buy: "Book – {price}",
    fee: "plus the testing body fee of {fee}",
    nextCourse: "Next course with free places: {date}",
    practicalRule: "Requires a High Intensity Programme first, so that you arrive at the test ready.",
    details: "More details",
    eyeTestOnly:
      "The eye test (Sehtest) takes a few minutes at an optician who offers the official test; our first-aid course also includes one.",
    euText:
      "You need nothing from us to keep driving. If you want to exchange your licence anyway, or have a question, write to us.",
  },
  legal: {
    heading: "Legal basis",
    basis: {
      eu: "§§ 28 and 30 of the German Driving Licence Regulation (Fahrerlaubnis-Verordnung, FeV).",
      listed: "§ 31 (1) FeV with Anlage 11 (the list of states), entry: {entry}.",
      "other-class":
        "§ 31 (1) sentence 6 and (2) FeV: the place that issued your licence is on Anlage 11, but your class is not among those it lists.",
      unlisted: "§ 31 (2) FeV: the place that issued your licence is not on the list of states in Anlage 11.",
      learner:
        "§ 29 (3) No. 1 FeV: a learner's permit does not allow you to drive in Germany, so the conversion rules of § 31 FeV do not apply. A first German licence needs the training at a driving school, the theory and practical test (§§ 15 to 17 FeV), an eye test (§ 12 FeV) and a first-aid course (§ 19 FeV).",
    },
    protection:
      "Article {article} of Regulation (EU) {regulation}: a valid Ukrainian licence is recognised while its holder has temporary protection. The end of the protection: Council Implementing Decision (EU) {decision}.",
    regulationLink: "Regulation (EU) {regulation} on EUR-Lex",
    decisionLink: "Implementing Decision (EU) {decision} on EUR-Lex",
    footnotes: "Footnotes of Anlage 11 that apply: {numbers}.",
    deadlines: "Deadlines: § 29 (1) FeV, periods counted as in §§ 187, 188 and 190 of the Civil Code (BGB).",
    asOf: "As of: Anlage 11 in the official text published on gesetze-im-internet.de on {built} (last amended on {amended}).",
    source: "Official text of the FeV",
    officeDecides:
      "This check explains the law; it is not a decision. In the end the licence office (Führerscheinstelle) decides on your licence.",
  },
  share: {
    heading: "Keep this answer",
    text: "The address of this page brings the answer back: bookmark it, send it to someone or print the page.",
    link: "Link to this answer",
    planHeading: "Save as my plan",
    planText:
      "In your account, this answer becomes your own plan: your deadlines with their dates and your documents checked for your appointment.",
    planButton: "Save as my plan",
  },
  chat: {
    heading: "Questions about your case?",
    text: "Send us your answer on WhatsApp. We reply within one working day.",
    prefill:
      "Hello! My licence is from: {place}{class}. {since}Your licence check says: {outcome}. Can you help me?",
    classPart: ", class {class}",
    otherClassPart: ", a class the list does not name",
    learnerPart: ", a learner's permit",
    sincePart: "I registered my residence in Germany on {date}. ",
  },
};

export type LicenceCheckTexts = typeof licenceCheckEn;
export default licenceCheckEn;
