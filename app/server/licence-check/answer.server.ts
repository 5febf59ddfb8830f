import { licenceOfficeFee, testingBodyFees } from "~/content/catalog";
import { documentChecklist } from "~/content/guide/checklist";
import { anlage11Source } from "~/content/licence-rules/anlage-11";
import type { CheckAnswer, MatchingService } from "~/content/licence-rules/view";
import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { licenceDeadlines } from "./deadlines.server";
import { classChoice, countryName } from "./form.server";
import { canonicalQuery, type CheckQuery } from "./query.server";
import { type Place, type Ruling, rule } from "./rules.server";
import { fill, type LicenceCheckLanguage, regionName } from "./texts.server";

// Issue 13 §2: the answer for one licence, in the page's language: the outcome with eye test and
// first aid, deadlines, documents, costs and the school's services that fit, the chat text and
// the legal basis.

export interface AnswerContext {
  locale: Locale;
  language: LicenceCheckLanguage;
  today: IsoDate;
  publicUrl: string;
  /** The next first-aid date with a free seat in the page's language (only asked for when needed). */
  firstAidDate?: IsoDate;
}

export function placeName(place: Place, context: AnswerContext): string {
  const country = countryName(place.country, context.locale);
  if (!place.region) return country;
  const region = regionName(context.language.regions, place.region);
  return fill(context.language.texts.answer.place, { region, country });
}

/** The guide's checklist, filtered for this case (issue 13 §2). */
function documentIds(ruling: Ruling): Set<string> {
  const ids = new Set([
    "passport-residence-permit",
    "registration-certificate",
    "foreign-licence-original",
    "biometric-photo",
    "application-form",
    "application-fee",
  ]);
  // Research §3.5: offices ask for a translation of a non-EU licence (not for an EU exchange).
  if (ruling.outcome !== "eu") ids.add("certified-translation");
  if (ruling.firstAid === "yes") ids.add("first-aid-certificate");
  if (ruling.eyeTest !== "no") ids.add("eye-test-certificate");
  // The practical test is taken in a driving school's car (research §3.4).
  if (ruling.tests.practical) ids.add("driving-school-enrolment");
  return ids;
}

function services(ruling: Ruling, context: AnswerContext): MatchingService[] {
  if (ruling.outcome === "eu") return [];
  const list: MatchingService[] = [
    { product: "conversion-assistance", reason: "conversion-assistance", page: "/conversion-assistance" },
  ];
  if (ruling.firstAid === "yes") {
    // The course in the visitor's language; with the eye test where that is needed too.
    const withEyeTest = ruling.eyeTest === "yes" ? "-eye-test" : "";
    list.push({
      product: `first-aid-${context.locale}${withEyeTest}`,
      reason: "first-aid",
      page: context.locale === "es" ? "/spanish-first-aid-course" : "/english-first-aid-course",
      ...(context.firstAidDate ? { courseDate: context.firstAidDate } : {}),
    });
  }
  if (ruling.tests.theory) {
    list.push({
      product: "theory-exam-package",
      reason: "theory-exam-package",
      page: "/high-intense-training",
    });
  }
  if (ruling.tests.practical) {
    // SPEC §4 ordering: the assessment first, a High Intensity Program, then the exam package.
    list.push(
      {
        product: "driving-performance-assessment",
        reason: "driving-performance-assessment",
        page: "/high-intense-training",
      },
      { product: "practical-exam-package", reason: "practical-exam-package", page: "/high-intense-training" },
      { product: "examiner-course", reason: "examiner-course", page: "/understand-the-examiner" },
    );
  }
  return list;
}

function notes(ruling: Ruling, context: AnswerContext): string[] {
  const n = context.language.notes.notes;
  switch (ruling.basis) {
    case "eu":
      return [n.euExceptions];
    case "listed":
      return [
        n.valid,
        n.learner,
        ...(ruling.eyeTest === "no" ? [n.eyePractice] : []),
        n.translation,
        ...(ruling.tests.practical ? [n.trainingWaived] : []),
        n.automatic,
        n.orderTest,
      ];
    case "other-class":
      return [n.otherClass, n.valid, n.translation, n.trainingWaived];
    case "unlisted":
      return [n.valid, n.learner, n.translation, n.trainingWaived];
  }
}

function chatText(answer: Omit<CheckAnswer, "chatText">, context: AnswerContext): string {
  const { chat, answer: texts } = context.language.texts;
  const className = answer.licenceClass?.label;
  return fill(chat.prefill, {
    place: answer.place,
    class:
      answer.basis === "other-class"
        ? chat.otherClassPart
        : className
          ? fill(chat.classPart, { class: className })
          : "",
    since: sincePart(answer, context),
    outcome: texts.headings[answer.outcome],
  });
}

function sincePart(answer: Omit<CheckAnswer, "chatText">, context: AnswerContext): string {
  if (answer.deadlines.kind !== "dates") return "";
  return fill(context.language.texts.chat.sincePart, {
    date: formatDate(answer.deadlines.since, context.locale, "long"),
  });
}

/** The whole answer for a query that passed (`isAnswerable`). */
export function buildAnswer(query: CheckQuery & { place: Place }, context: AnswerContext): CheckAnswer {
  const ruling = rule(query.place, query.classCode);
  const place = placeName(query.place, context);
  const asked = query.classChoices !== null;
  const licenceClass = asked && ruling.listedClass ? classChoice(ruling.listedClass) : null;
  const entry = ruling.basis === "listed" ? ruling.entry : undefined;
  const footnoteTexts = context.language.notes.footnotes as Record<number, string>;
  const ids = documentIds(ruling);
  const waitWeeks = site.licenceOffice.typicalWaitWeeks;
  const partial: Omit<CheckAnswer, "chatText"> = {
    outcome: ruling.outcome,
    eyeTest: ruling.eyeTest,
    firstAid: ruling.firstAid,
    theory: ruling.tests.theory,
    practical: ruling.tests.practical,
    basis: ruling.basis,
    place,
    licenceClass,
    listEntry: entry
      ? {
          place,
          classes:
            entry.classes === "all" ? "alle" : [...new Set(entry.classes.map((c) => c.anlage11))].join(", "),
        }
      : null,
    footnotes: ruling.footnotes.map((number) => ({ number, text: footnoteTexts[number] ?? "" })),
    notes: notes(ruling, context),
    deadlines:
      ruling.outcome === "eu"
        ? { kind: "eu" }
        : query.since
          ? { kind: "dates", waitWeeks, ...licenceDeadlines(query.since, context.today, waitWeeks) }
          : { kind: "ask" },
    documents: documentChecklist
      .filter((item) => ids.has(item.id))
      .map((item) => ({
        id: item.id,
        label: item.label[context.locale],
        ...(item.hint ? { hint: item.hint[context.locale] } : {}),
      })),
    fees:
      ruling.outcome === "eu"
        ? []
        : [
            { id: "licenceOffice", cents: licenceOfficeFee.upToCents, upTo: true },
            ...(ruling.tests.theory
              ? [{ id: "theoryFee" as const, cents: testingBodyFees.theory, upTo: false }]
              : []),
            ...(ruling.tests.practical
              ? [{ id: "practicalFee" as const, cents: testingBodyFees.practical, upTo: false }]
              : []),
          ],
    services: services(ruling, context),
    eyeTestOnly: ruling.eyeTest !== "no" && ruling.firstAid === "no",
    shareUrl: `${context.publicUrl}${localizePath("/licence-check", context.locale)}?${canonicalQuery(query)}`,
    asOf: { built: anlage11Source.builtOn, amended: anlage11Source.lastAmendedOn, url: anlage11Source.url },
  };
  return { ...partial, chatText: chatText(partial, context) };
}
