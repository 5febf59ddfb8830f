import { licenceOfficeFee, testingBodyFees } from "~/content/catalog";
import { documentChecklist } from "~/content/guide/checklist";
import { anlage11Source } from "~/content/licence-rules/anlage-11";
import type { TemporaryProtection } from "~/content/licence-rules/temporary-protection";
import type { CheckAnswer, MatchingService, ProtectionDeadlines } from "~/content/licence-rules/view";
import type { IsoDate } from "~/content/schedule";
import { site } from "~/content/site";
import type { Texts } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDate } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import { addDays, licenceDeadlines } from "./deadlines.server";
import { classChoice, countryName } from "./form.server";
import { canonicalQuery, type CheckQuery } from "./query.server";
import { learnerPermit, type Place, protectionFor, type Ruling, rule } from "./rules.server";
import { regionName } from "./region-name.server";

// The answer for one licence, in the page's language: the outcome with eye test and first aid,
// deadlines, documents, costs and the school's services that fit, the chat text and the legal
// basis. A Ukrainian licence under temporary protection and a learner's permit get their own.

export interface AnswerContext {
  locale: Locale;
  language: Texts<"licenceCheck">;
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

/** The guide's checklist, filtered for this case. */
function documentIds(ruling: Ruling, protection: TemporaryProtection | undefined): Set<string> {
  const ids = new Set([
    "passport-residence-permit",
    "registration-certificate",
    "biometric-photo",
    "application-form",
    "application-fee",
  ]);
  // A learner's permit is not handed in for a licence: the first licence is applied for anew.
  if (ruling.basis !== "learner") ids.add("foreign-licence-original");
  // Offices ask for a translation of a non-EU licence (not for an EU exchange); none may be asked
  // of a Ukrainian licence under temporary protection (Regulation (EU) 2022/1280, Art. 3 (2)).
  if (ruling.outcome !== "eu" && ruling.basis !== "learner" && !protection) ids.add("certified-translation");
  if (ruling.firstAid === "yes") ids.add("first-aid-certificate");
  if (ruling.eyeTest !== "no") ids.add("eye-test-certificate");
  // The practical test is taken in a driving school's car (§ 31 (2) FeV waives only the training, not the tests).
  if (ruling.tests.practical) ids.add("driving-school-enrolment");
  return ids;
}

function firstAidService(ruling: Ruling, context: AnswerContext): MatchingService {
  // The course in the visitor's language; with the eye test where that is needed too.
  const withEyeTest = ruling.eyeTest === "yes" ? "-eye-test" : "";
  return {
    product: `first-aid-${context.locale}${withEyeTest}`,
    reason: "first-aid",
    page: context.locale === "es" ? "/spanish-first-aid-course" : "/english-first-aid-course",
    ...(context.firstAidDate ? { courseDate: context.firstAidDate } : {}),
  };
}

function services(ruling: Ruling, context: AnswerContext): MatchingService[] {
  if (ruling.outcome === "eu") return [];
  if (ruling.basis === "learner") {
    // A first licence: our weekly classes are the whole training; nothing to convert.
    return [
      { product: "weekly-classes", reason: "weekly-classes", page: "/weekly-classes" },
      firstAidService(ruling, context),
      { product: "examiner-course", reason: "examiner-course", page: "/understand-the-examiner" },
    ];
  }
  const list: MatchingService[] = [
    { product: "conversion-assistance", reason: "conversion-assistance", page: "/conversion-assistance" },
  ];
  if (ruling.firstAid === "yes") list.push(firstAidService(ruling, context));
  if (ruling.tests.theory) {
    list.push({
      product: "theory-exam-package",
      reason: "theory-exam-package",
      page: "/high-intense-training",
    });
  }
  if (ruling.tests.practical) {
    // The assessment first, a High Intensity Program, then the exam package.
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

function notes(
  ruling: Ruling,
  protection: TemporaryProtection | undefined,
  context: AnswerContext,
): string[] {
  const n = context.language.notes.notes;
  if (protection && ruling.basis === "unlisted") {
    return [
      n.protectionStatus,
      fill(n.protectionTranslation, { regulation: protection.regulation.number }),
      n.valid,
      n.learner,
      n.trainingWaived,
    ];
  }
  switch (ruling.basis) {
    case "learner":
      return [n.learnerNoLicence, n.learnerTraining, n.learnerAge];
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
      return [n.otherClass, n.valid, n.learner, n.translation, n.trainingWaived];
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
      answer.basis === "learner"
        ? chat.learnerPart
        : answer.basis === "other-class"
          ? chat.otherClassPart
          : className
            ? fill(chat.classPart, { class: className })
            : "",
    since: sincePart(answer, context),
    outcome: answer.special ? context.language.texts.protection.heading : texts.headings[answer.outcome],
  });
}

function sincePart(answer: Omit<CheckAnswer, "chatText">, context: AnswerContext): string {
  const { deadlines } = answer;
  const since = deadlines.kind === "dates" || deadlines.kind === "protection" ? deadlines.since : undefined;
  if (!since) return "";
  return fill(context.language.texts.chat.sincePart, { date: formatDate(since, context.locale, "long") });
}

/**
 * A Ukrainian licence under temporary protection drives until the protection ends, or until the 6
 * months from the start of residence end when that is later (§ 29 (1) FeV gives them to every
 * foreign licence); the German licence should be in hand by then.
 */
export function protectionDeadlines(
  protection: TemporaryProtection,
  since: IsoDate | undefined,
  today: IsoDate,
  waitWeeks: number,
): ProtectionDeadlines {
  const sixMonths = since ? licenceDeadlines(since, today, waitWeeks).validUntil : undefined;
  const until = sixMonths && sixMonths > protection.endsOn ? "six-months" : "protection-ends";
  const validUntil = until === "six-months" && sixMonths ? sixMonths : protection.endsOn;
  const applyBy = addDays(validUntil, -7 * waitWeeks);
  const state = today > validUntil ? "expired" : today > applyBy ? "apply-now" : "ahead";
  return {
    kind: "protection",
    waitWeeks,
    endsOn: protection.endsOn,
    ...(since ? { since } : {}),
    validUntil,
    until,
    applyBy,
    state,
  };
}

function deadlinesOf(
  ruling: Ruling,
  protection: TemporaryProtection | undefined,
  since: IsoDate | undefined,
  context: AnswerContext,
): CheckAnswer["deadlines"] {
  const waitWeeks = site.licenceOffice.typicalWaitWeeks;
  if (ruling.outcome === "eu") return { kind: "eu" };
  // A learner's permit never allowed driving here: there is no period to keep.
  if (ruling.basis === "learner") return { kind: "learner" };
  if (protection) return protectionDeadlines(protection, since, context.today, waitWeeks);
  return since
    ? { kind: "dates", waitWeeks, ...licenceDeadlines(since, context.today, waitWeeks) }
    : { kind: "ask" };
}

/** The same question for another kind of licence document: the share link with another class. */
function withClass(query: CheckQuery, classCode: string | undefined, context: AnswerContext): string {
  const { classCode: _old, ...rest } = query;
  const params = canonicalQuery(classCode ? { ...rest, classCode } : rest);
  return `${localizePath("/licence-check", context.locale)}?${params}`;
}

/** The whole answer for a query that passed (`isAnswerable`). */
export function buildAnswer(query: CheckQuery & { place: Place }, context: AnswerContext): CheckAnswer {
  const ruling = rule(query.place, query.classCode);
  // A learner's permit is no licence: the protection's recognition is for licences only.
  const protection = ruling.basis === "learner" ? undefined : protectionFor(query.place);
  const place = placeName(query.place, context);
  const asked = query.classChoices !== null;
  const licenceClass = asked && ruling.listedClass ? classChoice(ruling.listedClass) : null;
  const entry = ruling.basis === "listed" ? ruling.entry : undefined;
  const footnoteTexts = context.language.notes.footnotes as Record<number, string>;
  const ids = documentIds(ruling, protection);
  const learner = ruling.basis === "learner";
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
    notes: notes(ruling, protection, context),
    deadlines: deadlinesOf(ruling, protection, query.since, context),
    special: protection
      ? {
          kind: "temporary-protection",
          endsOn: protection.endsOn,
          decision: { number: protection.decision.number, url: protection.decision.url },
          regulation: protection.regulation,
          checkedOn: protection.checkedOn,
          ended: context.today > protection.endsOn,
        }
      : null,
    learnerUrl: asked || learner ? null : withClass(query, learnerPermit, context),
    fullLicenceUrl: learner && !asked ? withClass(query, undefined, context) : null,
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
            // The office's figure we have is for a licence in place of a foreign one; a first
            // licence has its own fee, which the answer tells the visitor to ask for.
            ...(learner
              ? []
              : [{ id: "licenceOffice" as const, cents: licenceOfficeFee.upToCents, upTo: true }]),
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
