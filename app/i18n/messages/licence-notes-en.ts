// The licence check's explanations of the law, in English: what each Anlage 11 footnote
// means for the visitor (the official footnotes of Anlage 11 FeV) and the general notes of an answer. [[…]] marks an English
// licence name (shown with lang="en", so it reads right on the Spanish page too).
// licence-notes-es.ts has exactly this shape.
const licenceNotesEn = {
  footnotes: {
    1: "On the strength of this licence, only a German class B (car) licence is issued.",
    2: "A note of the list: Germany has no diplomatic relations with Taiwan. It changes nothing for you.",
    3: "This class includes the car class.",
    4: "A class C licence with restriction code 2 is a learner's licence: it cannot be converted.",
    5: "If your class M carries code 6 (motorcycle only), a conversion without a test is not possible.",
    6: "A class 5 licence in [[Stage L]] or [[Stage A]] is a learner's licence: it cannot be converted.",
    7: "You still need an eye test (§ 12 FeV).",
    8: "A “[[Driver License]]” without a note on special vehicles is a car licence.",
    9: "Only if you are 18 or older. An “[[Instruction Permit]]” cannot be converted.",
    10: "Class 6 (motorcycles) becomes German class A2 if you are under 24, otherwise class A.",
    11: "Australian class C, and CAR in Victoria, correspond to German class B; class R corresponds to German class A.",
    12: "A “[[Provisional Licence]]” also counts; a “[[Learner Licence]]” does not.",
    13: "A “[[Provisional Licence P2]]” also counts; a “[[Learner Permit]]” or “[[Learner Licence]]” does not.",
    14: "A “[[Probationary Licence P2]]” also counts; a “[[Learner Permit]]” does not.",
    15: "A “[[Provisional License]]” also counts; an “[[Instruction Permit]]” does not.",
    16: "Your Namibian licence must have been issued at least 2 years before you apply.",
    17: "A note of the list on the Namibian classes C1 and C (buses). It does not concern cars.",
    18: "Probationary licences do not count. How the licence offices apply this has not been confirmed: if yours is a probationary licence, ask the office before you apply.",
    19: "Only licences issued on or after 24 January 2017. If yours is older and you could not get a new Albanian one because you lived in Germany, the office asks the Albanian authority through the Federal Motor Transport Authority (KBA) and decides case by case.",
    20: "Albanian class A1 also covers agricultural machines; it is not converted into German class T.",
    21: "Albanian class B also covers agricultural machines; it is not converted into German class T.",
    22: "The licence office may ask you to take an eye test.",
    23: "Only licences issued on or after 1 March 2018. For an older Kosovan licence, the office asks the Kosovan authority through the Federal Motor Transport Authority (KBA) and decides case by case.",
    24: "Kosovan classes also cover small tractors; they are not converted into German class T.",
  },
  notes: {
    valid:
      "Your licence must have been issued before you moved to Germany, and it must still be valid on the day you apply (§ 31 (3) FeV).",
    learner:
      "Learner's and instruction permits never count: they cannot be converted at all (§ 29 (3) No. 1 FeV). If that is all you hold, the check has a separate answer for a learner's permit.",
    otherClass:
      "For your country or state, Anlage 11 names only certain classes: for any other class the rules for places not on the list apply. If the list does not name your probationary or provisional licence, ask the licence office: here you see the strict reading.",
    learnerNoLicence:
      "Under German law a learner's permit, instruction permit or other provisional document is not a driving licence, wherever it is from: it does not let you drive in Germany and cannot be exchanged for a German licence.",
    learnerTraining:
      "You train like every first-time learner: theory lessons at a driving school and driving lessons, with the compulsory special drives on country roads, on the motorway and in the dark, before the driving school registers you for the tests. What you learnt abroad may mean fewer ordinary lessons, but it does not replace the compulsory ones.",
    learnerAge:
      "The minimum age for a car licence (class B) is 18, or 17 with accompanied driving (Begleitetes Fahren ab 17, § 48a FeV).",
    protectionStatus:
      "This applies while you have temporary protection in Germany: the residence permit for people who fled the war in Ukraine (§ 24 of the Residence Act). With any other residence permit, the usual rules apply to a licence from Ukraine: it lets you drive for 6 months after you take up residence, and then you need the German licence, with both tests.",
    protectionTranslation:
      "While you have temporary protection, nobody may ask you for a certified translation or an international driving permit (Article 3 (2) of Regulation (EU) {regulation}); the police and the licence office may ask for your passport or residence permit to check who you are.",
    orderTest:
      "Even for a listed place, the licence office can order a test if there are concrete doubts about your driving skills (§ 31 (1a) FeV).",
    automatic: "If your licence covers automatic cars only, your German licence will too.",
    eyePractice:
      "By law you need no eye test and no first-aid course. Some licence offices still ask for an eye test: ask when you book your appointment.",
    translation:
      "Licence offices, Frankfurt's among them, usually ask for a translation of your licence. Ask us whether yours needs one.",
    trainingWaived:
      "You must register with a driving school: the practical test is taken in its car, with a driving instructor on board.",
    euExceptions:
      "Exceptions: an EU or EEA licence is not valid in Germany if you lived in Germany when it was issued, or if you got it by exchanging, without a test, a licence from a country that is not on the German list (§ 28 (4) FeV). Then write to us: usually the theory and practical test apply.",
  },
};

export type LicenceNotes = typeof licenceNotesEn;
export default licenceNotesEn;
