// @ts-check
// "Your German Licence: The Conversion Guide" in English; ebooks.js writes its HTML.
// The facts follow the FeV (§§ 7, 12, 18, 19, 28-31, Anlage 7 and 11; https://www.gesetze-im-internet.de/fev_2010/) and
// are deliberately general. Fields s1p, s1tip, deadlines, tests and
// end are HTML (they hold <b>, <i>, <strong>, <br>) and are inserted as they are; every other field
// is escaped.

/** @type {import("../ebooks.js").GuideText} */
export const GUIDE_EN = {
  title: "Your German licence: the conversion guide",
  lead: "You have moved to Germany and you drive. This guide tells you how long your foreign licence stays valid, which of the three paths to a German licence applies to you, which documents to bring and which deadlines to keep in mind.",
  s1: "The 6-month rule",
  s1p: [
    "A driving licence from a country outside the EU and the EEA is valid in Germany for the <b>first six months</b> after you take up ordinary residence here (in general, you have your ordinary residence in Germany if you live here for at least 185 days a year). After those six months you may only drive with a German licence.",
    "In exceptional cases the licence office can extend the period by up to six more months, if you can show that you will not live in Germany for more than twelve months in total. Depending on your licence, you may need a translation or an International Driving Permit to drive during these months.",
  ],
  s1tip:
    "<b>Do not wait until month five.</b> Applying does not extend the six months, and appointments and tests take time. Start as soon as you know you are staying.",
  s2: "Three paths – which one is yours?",
  paths: [
    {
      heading: "Licence from an EU or EEA country",
      text: "The 27 EU countries plus Iceland, Liechtenstein and Norway. Your licence stays valid in Germany.",
      result: "No conversion needed. You may exchange it for a German card if you wish – no tests.",
    },
    {
      heading: "Licence from a country on the Annex 11 list",
      text: "Annex 11 of the German Driving Licence Regulation (Anlage 11 FeV) lists countries – and some US states, Canadian provinces and Australian states – whose licences are recognised. Only the licence classes named in the list count; learner permits never do.",
      result:
        "Conversion without tests, or with a reduced test (theory only or practical only), depending on the country and class.",
    },
    {
      heading: "Licence from any other country",
      text: "Everything not on the list. Compulsory driving lessons do not apply to you, but you take the practical test in a driving-school car with an instructor.",
      result: "Conversion with a theory test and a practical test.",
    },
  ],
  s2tip:
    "The list changes from time to time and some entries have conditions (for example the date the licence was issued). Check the current Annex 11 for your country and licence class – or ask us, we check it with you.",
  s3: "Documents checklist",
  docs: [
    { document: "Application form", note: "of the licence office (Führerscheinstelle)" },
    { document: "Passport or national ID card", note: "plus your residence permit if you need one" },
    { document: "Registration certificate (Meldebescheinigung)", note: "not older than 3 months" },
    { document: "One biometric passport photo", note: "35 × 45 mm" },
    {
      document: "Eye test certificate (Sehtest)",
      note: "from an optician or eye doctor, not older than 2 years",
    },
    {
      document: "First aid course certificate",
      note: "Erste-Hilfe-Kurs, 9 teaching units; it does not expire",
    },
    { document: "Your original foreign licence", note: "it must still be valid when you apply" },
    { document: "Certified translation of your licence", note: "ask which translators your office accepts" },
    { document: "Driving school enrolment", note: "only if you must take a test" },
  ],
  s3note:
    "Eye test and first aid are always needed if you must take both tests. For many Annex 11 conversions they are not required by law – ask the licence office what it wants in your case before you pay for them.",
  s4: "Deadlines",
  deadlines: [
    "<b>Six months</b> of residence: after that, driving on your foreign licence is no longer allowed (see above).",
    "<b>One year</b> for the theory test: pass it within twelve months after the licence office's test order reaches the testing organisation (TÜV or DEKRA) (§ 22 (5) FeV).",
    "<b>One year</b> for the practical test: pass it within twelve months after passing the theory test, or the theory test no longer counts (§ 18 (2) FeV).",
    "<b>Two years</b> at most between the passed test and receiving your licence (§ 18 (2) FeV).",
    "<b>Two weeks</b>: if the licence office's waiting time for an appointment is more than two weeks, book the appointment first and collect the documents while you wait.",
  ],
  s5: "The tests",
  tests: [
    "<b>Theory test:</b> on a computer, multiple choice. You can take it in German or in one of 12 other languages: English, French, Greek, Italian, Croatian, Polish, Portuguese, Romanian, Russian, Spanish, Turkish and Standard Arabic. Interpreters are not allowed.",
    "<b>Practical test:</b> always in German. The examiner gives every direction in German – learn the phrases before the test (our free eBook <i>20 Examiner Phrases You Must Know</i> lists them).",
    "If you take the practical test in a car with automatic transmission, your German licence is normally limited to automatic cars.",
  ],
  s6: "Step by step",
  steps: [
    "Find your path (EU/EEA, Annex 11 or any other country) and check that your licence class counts.",
    "Collect the documents; do the eye test and the first aid course if you need them.",
    "Apply in person at the licence office of the city where you live.",
    "If you need tests: enrol with a driving school, pass the theory test, then the practical test.",
    "Collect your German licence. You hand in your foreign licence in exchange.",
  ],
  end: "<strong>MainDrive, Frankfurt am Main · info@example.com</strong><br>This guide is general information, not legal advice. Rules change and every case is different: the licence office (Fahrerlaubnisbehörde) decides. Check the current rules before you apply.",
};
