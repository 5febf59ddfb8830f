import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { nationalFailureRate } from "~/content/national-failure-rate";
import en from "~/i18n/messages/en";
import es from "~/i18n/messages/es";
import examinerPageEn from "~/i18n/messages/pages/understand-the-examiner-en";
import examinerPageEs from "~/i18n/messages/pages/understand-the-examiner-es";
import {
  type ContentText,
  contentCorpus,
  linesOf,
  sentencesOf,
  type TextLanguage,
} from "../../tests/support/content-corpus";

// Statements of law and test facts, and German and Spanish wording, checked in
// every text of both languages (lessons, page messages, Markdown, data, mail texts, eBooks), so a
// corrected statement cannot come back. Each rule names the wrong statement and why it is wrong.

interface Rule {
  name: string;
  languages?: TextLanguage[];
  /** The unit a rule looks at: a whole line (paragraph, list item, table row) or one sentence. */
  unit: "line" | "sentence";
  /** True when the unit states the wrong thing. */
  wrong: (unit: string) => boolean;
  /** Only the texts whose source (file and key path) matches, e.g. titles. */
  sources?: RegExp;
}

const has = (pattern: RegExp) => (text: string) => pattern.test(text);
const firstAid = /first[- ]aid|primeros auxilios|Erste-Hilfe/i;
const twoYears = /\b(2|two|dos)\s+(years?|años)\b/i;
const eyeTest = /eye test|Sehtest|visión|vista/i;

const rules: Rule[] = [
  {
    // § 19 FeV: a first-aid course once attended is enough; only the eye test has the 2-year limit.
    name: "first-aid certificate valid for 2 years",
    unit: "sentence",
    wrong: (s) => firstAid.test(s) && twoYears.test(s) && !eyeTest.test(s),
  },
  {
    // § 22 (5) / § 18 (2) FeV: the deadlines run from the test order and the passed test, not from
    // the application; there is no "conversion within 2 years of the application".
    name: "conversion within 2 years of the application",
    unit: "sentence",
    wrong: has(
      /conversion must be completed within|complete within (2|two) years|(2|two) years (of|from|after) (your |the )?application|la conversión debe completarse|termina en (2|dos) años|(2|dos) años (desde|siguientes a) (tu |la )?solicitud/i,
    ),
  },
  {
    // FeV Anlage 7 Nr. 2.1.4.2: three basic manoeuvres for class B.
    name: "two basic manoeuvres",
    unit: "sentence",
    wrong: (s) =>
      /basic manoeuvre|Grundfahraufgabe|maniobras? básicas?/i.test(s) &&
      /\b(two|second|dos|segunda)\b/i.test(s) &&
      !/\b(three|tres)\b/i.test(s),
  },
  {
    name: "the emergency stop signal only from the examiner",
    unit: "sentence",
    wrong: has(
      /given by the examiner|examiner only gives the signal|que da el examinador|examinador solo da la señal/i,
    ),
  },
  {
    // FeV Anlage 7 Nr. 2.6: the candidate receives the written Leistungsrückmeldung.
    name: "Prüfprotokoll / examiner's report instead of the Leistungsrückmeldung",
    unit: "line",
    wrong: has(/Prüfprotokoll|examiner'?s report|informe del examinador|protocolo/i),
  },
  {
    // § 3 (3) Nr. 2 c StVO: no 100 km/h limit on separated carriageways or two marked lanes each way.
    name: "100 km/h outside towns without its exception",
    unit: "line",
    wrong: (line) =>
      /\b100 km\/h/.test(line) &&
      !/\d+ m (at|a) 100 km\/h/.test(line) &&
      !/separated|separadas|two marked lanes|dos carriles/i.test(line),
  },
  {
    // § 5 (4) StVO: 1.5 m / 2 m for pedestrians, cyclists and e-scooter riders, not motorcycles.
    name: "2 m passing distance for motorcycles or mopeds",
    unit: "sentence",
    wrong: (s) =>
      /\b2 (m|metres|metros)\b/.test(s) && /motorcycl|motorbike|\bmotos?\b|moped|ciclomotor/i.test(s),
  },
  {
    name: "a failure rate without its year",
    unit: "line",
    wrong: (line) =>
      /failure rate|tasa (nacional )?de suspensos|tests? in Germany were failed|se suspendieron/i.test(
        line,
      ) && !/\{year\}|\b20\d\d\b/.test(line),
  },
  { name: "the abbreviation OFP (it is OPFEP)", unit: "line", wrong: has(/\bOFP\b/) },
  {
    // In town the examiner says "biegen Sie … ab" or "fahren Sie … rechts"; "fahren … ab" is for exits.
    name: "German: fahren Sie … rechts/links ab",
    unit: "sentence",
    wrong: has(/\bfahren Sie\b(?:(?!\bund\b)[^.?!«»„“])*\b(rechts|links) ab\b/i),
  },
  {
    // For class B the official word is "fahrtechnische Vorbereitung".
    name: "Abfahrtkontrolle not marked as informal",
    unit: "sentence",
    wrong: (s) => /Abfahrtkontrolle/.test(s) && !/informal/i.test(s),
  },
  {
    name: "a lesson count typed in a text",
    unit: "line",
    wrong: has(/\b(27|28)\s+(lessons|lecciones|submodules|submódulos)/i),
  },
  // Spanish.
  {
    name: "Spanish: suspender for cancelling the exercise (it also means failing)",
    languages: ["es"],
    unit: "sentence",
    wrong: has(/suspendemos la tarea|la tarea se suspende|suspender la tarea/i),
  },
  {
    name: "Spanish: la carretera for a town street",
    languages: ["es", "any"],
    unit: "sentence",
    wrong: has(/siga la carretera|sigue la carretera|siguiendo la carretera/i),
  },
  { name: "Spanish: la siguiente a la próxima", unit: "line", wrong: has(/siguiente a la próxima/i) },
  { name: "Spanish: en la próxima posibilidad", unit: "line", wrong: has(/en la próxima posibilidad/i) },
  { name: "Spanish: Cambie de sentido con el vehículo", unit: "line", wrong: has(/cambie de sentido con/i) },
  {
    name: "Spanish: lentes de contacto (one term: lentillas)",
    unit: "line",
    wrong: has(/lentes de contacto/i),
  },
  { name: "Spanish: curso en línea (one term: curso online)", unit: "line", wrong: has(/curso en línea/i) },
  {
    name: "Spanish: condiciones generales (one term: condiciones del servicio)",
    unit: "line",
    wrong: has(/condiciones generales/i),
  },
  {
    name: "Spanish: a percentage without the space (11 %)",
    languages: ["es"],
    unit: "line",
    wrong: has(/\d%|\}%/),
  },
  // Key number 197, the law's terms and sections, the current failure rate, British English and
  // Spanish from Spain.
  {
    // § 17a FeV: 197 is a key number on a class B licence (test in an automatic car, manual lessons
    // and a test drive certified by the school), not a class of its own.
    name: "key number 197 as a class (B197, B 197)",
    unit: "line",
    wrong: has(/\bB ?197\b/),
  },
  {
    // § 22a FeV calls the paper "Vorläufiger Nachweis der Fahrerlaubnis".
    name: "vorläufiger Nachweis der Fahrberechtigung",
    unit: "line",
    wrong: has(/Nachweis(es)? der Fahrberechtigung/i),
  },
  {
    // That the foreign licence must still be valid on the day you apply is § 31 (3) FeV.
    name: "§ 29 (3) FeV for the licence still valid on the day you apply",
    unit: "sentence",
    wrong: (s) =>
      /§ 29 \(3\)|§ 29, apartado 3/.test(s) && /valid|vigente/i.test(s) && /apply|solicitud/i.test(s),
  },
  {
    // § 18 (2) FeV: the practical test within 12 months of the passed theory test; § 22 (5) FeV is
    // about the test order. Read per citation (the words before it) and per sentence.
    name: "§ 22 (5) FeV for the 12 months after the passed theory test",
    unit: "line",
    wrong: (line) => {
      const passedTheory =
        /after passing the theory|passed theory test|theory test passed|aprobar el teórico|teórico aprobado/i;
      const wrongSection = /§ 22 \(5\)|§ 22, apartado 5/;
      const rightSection = /§ 18 \(2\)|§ 18, apartado 2/;
      const clauses = line.split(/(\(§[^()]*(?:\([^()]*\)[^()]*)*\))/);
      for (let i = 1; i < clauses.length; i += 2)
        if (wrongSection.test(clauses[i] ?? "") && passedTheory.test(clauses[i - 1] ?? "")) return true;
      return sentencesOf(line).some(
        (s) => passedTheory.test(s) && wrongSection.test(s) && !rightSection.test(s),
      );
    },
  },
  {
    // FeV Anlage 7 Nr. 2.3: 55 minutes is the whole class B test, of which at least 30 are driving.
    name: "55 minutes as the drive",
    unit: "sentence",
    wrong: has(
      /\b(after|tras) (about|around|unos|alrededor de) 55 (minutes|minutos)|\b55 (minutes|minutos) (of|de) (driving|conducción)|\b(drive|driving|conducción) (of|de) (about |unos )?55\b/i,
    ),
  },
  {
    // The failure rate is the record in national-failure-rate.ts; a figure typed in a text next to
    // a failure rate must be that record's percent and year.
    name: "an outdated national failure rate",
    unit: "line",
    wrong: (line) =>
      /failure rate|tasa (nacional )?de suspensos|tests? in Germany were failed|se suspendieron/i.test(
        line,
      ) &&
      ([...line.matchAll(/\b(20\d\d)\b/g)].some((m) => Number(m[1]) < nationalFailureRate.year) ||
        [...line.matchAll(/\b(\d{1,2})\s?%/g)].some((m) => Number(m[1]) !== nationalFailureRate.percent)),
  },
  {
    name: "English: Enroll (British: enrol)",
    languages: ["en"],
    unit: "line",
    wrong: has(/\benroll(s|ment)?\b/i),
  },
  {
    name: "English: inscription (a registration fee)",
    languages: ["en"],
    unit: "line",
    wrong: has(/\binscriptions?\b/i),
  },
  {
    // A computer program keeps its spelling; a course or training programme does not.
    name: "English: program for a programme",
    languages: ["en"],
    unit: "sentence",
    wrong: (s) => /(?<![-/\w])programs?\b/i.test(s) && !/\b(computer|software) programs?\b/i.test(s),
  },
  {
    name: "English: highway signs (British: motorway signs)",
    languages: ["en"],
    unit: "line",
    wrong: has(/\bhighway signs?\b/i),
  },
  {
    // Titles and headings in sentence case; names keep their capitals (places, languages, the
    // school's products, German words).
    name: "English: Title Case in a title or heading",
    languages: ["en"],
    sources: /\.(title|heading|name|subtitle)(\.en)?$|(Title|Heading)$|\.steps\[\d+\]\.title$/,
    unit: "line",
    wrong: (title) =>
      title
        .replace(
          /MainDrive|Understand the Examiner|Driving Performance Assessment|High Intensity Programme|My account|Frankfurt|Germany|German|English|Spanish|WhatsApp|Autobahn|Texas/g,
          "",
        )
        .split(/\s+/)
        .slice(1)
        .filter((word) => /^[A-Z][a-z]/.test(word)).length >= 2,
  },
  {
    name: "English: 'May you …?' or 'Are you permitted to …?' (Are you allowed to …?)",
    languages: ["en"],
    unit: "sentence",
    wrong: has(/\b(may you|are you permitted to|is it permitted to)\b/i),
  },
  {
    // The practical test is not scored in points (points are the Flensburg register's).
    name: "points in the driving test",
    unit: "sentence",
    wrong: has(
      /\b(costs?|brings?|earns?|loses?|lose) (you )?(no |any |a few |some )?points\b|\b(suma|sumar|resta|restar|quita|quitar|cuesta|cuestan) (\w+ )?puntos\b/i,
    ),
  },
  {
    name: "Spanish: canje (one term: conversión)",
    languages: ["es", "any"],
    unit: "line",
    wrong: has(/canje/i),
  },
  {
    name: "Spanish: regalo gratis (a gift is free)",
    languages: ["es", "any"],
    unit: "line",
    wrong: has(/regalo gratis/i),
  },
  {
    name: "Spanish: Por la derecha, adelantar por la izquierda",
    languages: ["es"],
    unit: "line",
    wrong: has(/por la derecha, adelantar por la izquierda/i),
  },
  {
    name: "Spanish: demasiado suave (con demasiada suavidad)",
    languages: ["es"],
    unit: "line",
    wrong: has(/demasiado suave\b/i),
  },
  {
    name: "Spanish: entendiste (Spain: has entendido)",
    languages: ["es"],
    unit: "line",
    wrong: has(/\bentendiste\b/i),
  },
  {
    name: "Spanish: lo que da el producto (lo que incluye)",
    languages: ["es"],
    unit: "line",
    wrong: has(/\blo que (da|daba)\b/i),
  },
  {
    name: "Spanish: el pago se confirma a nuestro servidor (se notifica)",
    languages: ["es"],
    unit: "line",
    wrong: has(/pago se confirma a\b/i),
  },
  {
    name: "Spanish: disputada / en disputa (one term: pago impugnado)",
    languages: ["es"],
    unit: "line",
    wrong: has(/\bdisputa(da|das|do|dos)?\b/i),
  },
  {
    // § 29 (3) Nr. 1 FeV: a learner's permit is no licence, so it never gets the § 31 (2) answer of
    // another class (theory and practical test without lessons): it has its own choice.
    name: "a learner's permit answered like another licence class",
    unit: "line",
    wrong: has(/another class,? or a learner|otra clase,? o un permiso de aprendizaje/i),
  },
  {
    // Regulation (EU) 2022/1280, Art. 3: a Ukrainian licence is recognised while its holder has
    // temporary protection; any text that names Ukraine for a conversion must say so.
    name: "Ukraine named for a conversion without its temporary protection",
    unit: "line",
    wrong: (line) =>
      /Ukrain|Ucrania|country=UA\b/.test(line) && !/temporary protection|protección temporal/i.test(line),
  },
  {
    // § 48a FeV: accompanied driving from 17 only with the persons named in the certificate, each at
    // least 30, with a class B licence for 5 years; not with any adult.
    name: "accompanied driving from 17 with any adult",
    unit: "line",
    wrong: (line) =>
      /Begleitetes Fahren|accompanied driving|conducción acompañada|BF ?17/i.test(line) &&
      /\b(adults?|adult[oa]s?)\b/i.test(line) &&
      !/\b30\b/.test(line),
  },
  {
    // Residence Act: whether a residence permit is needed depends on the holder's nationality, not
    // on where the licence is from.
    name: "a residence permit tied to a licence from outside the EU",
    unit: "sentence",
    wrong: (sentence) =>
      /residence permit|permiso de residencia|Aufenthaltstitel/i.test(sentence) &&
      /outside the EU|fuera de la UE/i.test(sentence) &&
      !/nationality|nacionalidad|citizen|ciudadan/i.test(sentence),
  },
  {
    // The provider's payment page asks for the eye test's health-data consent (Art. 9 GDPR) with a
    // required field of its own (health-consent.server.ts); it has no tick box for it.
    name: "the health-data consent as a tick box on the payment page",
    unit: "sentence",
    wrong: (s) =>
      /payment page|página de pago/i.test(s) &&
      /\b(box|tick|ticked|casilla|marcad[ao])\b/i.test(s) &&
      /consent|consentimiento/i.test(s),
  },
];

let corpus: ContentText[];
beforeAll(async () => {
  corpus = await contentCorpus();
});

const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");
const lesson = (language: "en" | "es", id: string) => read(`app/content/course/lessons/${language}/${id}.md`);

describe("content facts", () => {
  it("reads texts of both languages from every kind of source", () => {
    const sources = (language: TextLanguage) => corpus.filter((t) => t.language === language).length;
    expect(sources("en")).toBeGreaterThan(500);
    expect(sources("es")).toBeGreaterThan(500);
    for (const kind of [
      "lessons/es/",
      "guide/",
      "legal/es/",
      "messages/pages/",
      "highway-signs",
      "flashcards",
      "messages/mail-",
      "ebooks/",
    ])
      expect(
        corpus.some((t) => t.source.includes(kind)),
        kind,
      ).toBe(true);
  });

  it.each(rules.map((rule) => [rule.name, rule] as const))("never states: %s", (_name, rule) => {
    const offenders = corpus
      .filter((t) => !rule.languages || rule.languages.includes(t.language))
      .filter((t) => !rule.sources || rule.sources.test(t.source))
      .flatMap((t) =>
        linesOf(t.text)
          .flatMap((line) => (rule.unit === "line" ? [line] : sentencesOf(line)))
          .filter(rule.wrong)
          .map((unit) => `${t.source}: ${unit}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("corrected statements are there", () => {
  it("states the test deadlines of § 22 (5) and § 18 (2) FeV in the guide and the terms", () => {
    for (const file of ["app/content/guide/en.md", "app/content/legal/en/terms-of-service.md"])
      expect(read(file), file).toMatch(/§ 22 \(5\) FeV[\s\S]*§ 18 \(2\) FeV/);
    for (const file of ["app/content/guide/es.md", "app/content/legal/es/terms-of-service.md"])
      expect(read(file), file).toMatch(/§ 22, apartado 5, FeV[\s\S]*§ 18, apartado 2, FeV/);
    expect(read("app/content/guide/en.md")).toMatch(/First-aid course certificate\s*\|\s*no expiry/);
    expect(read("app/content/guide/es.md")).toMatch(/primeros auxilios\s*\|\s*no caduca/);
  });

  it("counts three basic manoeuvres and lets the Stopp come from the instructor too", () => {
    for (const id of ["1.1", "4.1"]) {
      expect(lesson("en", id), id).toMatch(/three[\s\S]*2\.1\.4\.2/);
      expect(lesson("es", id), id).toMatch(/tres[\s\S]*2\.1\.4\.2/);
    }
    expect(lesson("en", "6.1")).toMatch(/examiner or from your driving instructor/);
    expect(lesson("es", "6.1")).toMatch(/examinador o tu profesor de autoescuela/);
    for (const language of ["en", "es"] as const) expect(lesson(language, "6.1")).toContain("Vollbremsung");
  });

  it("asks for the Leistungsrückmeldung and states the guarantee's days in every guarantee headline", () => {
    for (const messages of [en, es]) {
      expect(messages.course.guaranteeText).toContain("Leistungsrückmeldung");
      expect(messages.course.guaranteeHeading).toContain("{days}");
      expect(messages.pages.courseguarantee.title).toContain("{days}");
    }
    for (const language of ["en", "es"] as const) {
      expect(read(`app/content/legal/${language}/terms-of-service.md`)).toContain("Leistungsrückmeldung");
      expect(lesson(language, "7.1")).toContain("Leistungsrückmeldung");
    }
  });

  it("keeps the national failure rate as data with its year, source and tests, shown with them", () => {
    // The TÜV-Verband's report of February 2026: 37 % of practical class B tests failed in 2025.
    expect(nationalFailureRate).toEqual({
      percent: 37,
      year: 2025,
      source: "TÜV-Verband",
      publishedIn: "2026-02",
      test: "practical",
      licenceClass: "B",
    });
    for (const texts of [examinerPageEn, examinerPageEs])
      for (const placeholder of ["{year}", "{source}", "{published}", "{licenceClass}"])
        expect(texts.failureRate).toContain(placeholder);
  });

  it("uses OPFEP, the official class B word and the corrected Spanish wording", () => {
    expect(lesson("en", "1.1")).toContain("OPFEP");
    expect(lesson("en", "2.1")).toContain("fahrtechnische Vorbereitung");
    const spanish: [string, string][] = [
      ["3.1", "Siga la calle"],
      ["3.2", "Siga la calle"],
      ["3.3", "La segunda calle"],
      ["3.4", "en cuanto pueda"],
      ["5.1", "Dé la vuelta"],
      ["6.3", "Cancelamos el ejercicio"],
      ["1.2", "lentillas"],
    ];
    for (const [id, wording] of spanish) expect(lesson("es", id), id).toContain(wording);
    expect(es.checkout.termsLink).toBe("condiciones del servicio");
  });
});
