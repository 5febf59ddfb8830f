// The licence check's explanations of the law (issue 13), in English: what each Anlage 11 footnote
// means for the visitor (research §2.6) and the general notes of an answer. [[…]] marks an English
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
      "Learner's and instruction permits never count: they cannot be converted at all (§ 29 (3) No. 1 FeV).",
    otherClass:
      "For your country or state, Anlage 11 names only certain classes: for any other class the rules for places not on the list apply. If the list does not name your probationary or provisional licence, ask the licence office: here you see the strict reading. A learner's permit cannot be converted at all; then you need the full training for a first German licence.",
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
