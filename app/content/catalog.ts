import type { Locale } from "~/i18n/locale";
import { type VatClass, vatRates } from "./vat";

// The one catalog. Every price on the site is read from here, in EUR cents.
// Payment links are the card provider's hosted pages (Stripe Payment Links), one per language;
// the ids below are fictional placeholders the school replaces with its real links.

export interface PaymentLink {
  /** Stripe payment link id, used by the webhook to recognise the product. */
  id: string;
  url: string;
}

/** Where a bought product lives in the customer area; null = nothing to open. */
export type AccountArea = "assistance" | "course" | "high-intense" | "weekly-classes" | null;

export interface Product {
  id: ProductId;
  /** Localised product name, as shown on buttons, in e-mails and in the account area. */
  name: Record<Locale, string>;
  priceCents: number;
  /** Official testing-body fee (TÜV/DEKRA) paid on top, when the product includes an exam. */
  fee?: keyof typeof testingBodyFees;
  accountArea: AccountArea;
  paymentLinks: Record<Locale, PaymentLink>;
  /** First-aid products: which course language's dates they book. */
  firstAidLanguage?: Locale;
  /**
   * Includes the eye test. Its result is health data (Art. 9 GDPR): the checkout asks for a
   * separate, explicit consent to process it.
   */
  eyeTest?: true;
  /** Course products: months of access from purchase. */
  accessMonths?: number;
  /**
   * One driving lesson's own payment (lessons.ts `lessonPaymentProduct`): its link names the
   * lesson, and the lesson's day is the date of service on its invoice.
   */
  paysOneLesson?: true;
}

/** Official testing-body fees, stated once (24.99 theory, 129.38 practical). */
export const testingBodyFees = {
  theory: 2499,
  practical: 12938,
} as const;

/**
 * The licence office's fee for a German licence in place of a foreign one, as the City of
 * Frankfurt publishes it ("bis zu € 45,90", frankfurt.de, "Fahrerlaubnis, Umschreibung einer ausländischen – Drittstaaten", undated). Shown
 * as "up to": the office's own fee schedule decides.
 */
export const licenceOfficeFee = { upToCents: 4590 } as const;

export const productIds = [
  "conversion-assistance",
  "examiner-course",
  "driving-performance-assessment",
  "hip-1-day",
  "hip-5-days",
  "hip-10-days",
  "theory-exam-package",
  "practical-exam-package",
  "weekly-classes",
  "first-aid-es",
  "first-aid-es-eye-test",
  "first-aid-en",
  "first-aid-en-eye-test",
  "lesson-pack-5",
  "lesson-pack-10",
  "driving-lesson-45",
  "driving-lesson-90",
  "b197-test-drive",
  "practical-exam-repetition",
] as const;
export type ProductId = (typeof productIds)[number];

function links(slug: string): Record<Locale, PaymentLink> {
  return {
    en: { id: `plink_demo_${slug}_en`, url: `https://buy.stripe.com/demo_${slug}_en` },
    es: { id: `plink_demo_${slug}_es`, url: `https://buy.stripe.com/demo_${slug}_es` },
  };
}

/** A weekly-classes price list item's price (read when the catalog is built, from the list below). */
function lessonPrice(id: "lesson-45" | "b197-test-drive-25" | "practical-repetition"): number {
  return weeklyClassesItemPrices[id];
}

/** The weekly-classes prices that lesson products are sold at: stated once, in the price list. */
const weeklyClassesItemPrices = {
  "lesson-45": 6900,
  "b197-test-drive-25": 3900,
  "practical-repetition": 9900,
} as const;

/** First-aid course and eye test are priced once and combined (68.50 + 6.50). */
export const firstAidPrices = { course: 6850, eyeTest: 650 } as const;

export const products: Record<ProductId, Product> = {
  "conversion-assistance": {
    id: "conversion-assistance",
    name: { en: "Conversion assistance", es: "Asistencia para la conversión" },
    priceCents: 15000,
    accountArea: "assistance",
    paymentLinks: links("conversion_assistance"),
  },
  "examiner-course": {
    id: "examiner-course",
    name: { en: "Understand the Examiner", es: "Entiende al examinador" },
    priceCents: 5000,
    accountArea: "course",
    accessMonths: 3,
    paymentLinks: links("examiner_course"),
  },
  "driving-performance-assessment": {
    id: "driving-performance-assessment",
    name: { en: "Driving Performance Assessment", es: "Evaluación de conducción" },
    priceCents: 29700,
    accountArea: "high-intense",
    paymentLinks: links("dpa"),
  },
  "hip-1-day": {
    id: "hip-1-day",
    name: { en: "1-day High Intensity Programme", es: "Programa intensivo de 1 día" },
    priceCents: 79200,
    accountArea: "high-intense",
    paymentLinks: links("hip_1_day"),
  },
  "hip-5-days": {
    id: "hip-5-days",
    name: { en: "5-day High Intensity Programme", es: "Programa intensivo de 5 días" },
    priceCents: 396000,
    accountArea: "high-intense",
    paymentLinks: links("hip_5_days"),
  },
  "hip-10-days": {
    id: "hip-10-days",
    name: { en: "10-day High Intensity Programme", es: "Programa intensivo de 10 días" },
    priceCents: 792000,
    accountArea: "high-intense",
    paymentLinks: links("hip_10_days"),
  },
  "theory-exam-package": {
    id: "theory-exam-package",
    name: { en: "Theory exam package", es: "Paquete de examen teórico" },
    priceCents: 19800,
    fee: "theory",
    accountArea: "high-intense",
    paymentLinks: links("theory_exam"),
  },
  "practical-exam-package": {
    id: "practical-exam-package",
    name: { en: "Practical exam package", es: "Paquete de examen práctico" },
    priceCents: 39600,
    fee: "practical",
    accountArea: "high-intense",
    paymentLinks: links("practical_exam"),
  },
  // The enrol button buys the registration fee; lessons and exams are then prepaid by e-mailed link
  // (weekly classes are booked by phone appointment, then a prepayment link).
  "weekly-classes": {
    id: "weekly-classes",
    name: { en: "Weekly driving classes – enrolment", es: "Clases semanales – inscripción" },
    priceCents: 25000,
    accountArea: "weekly-classes",
    paymentLinks: links("weekly_classes"),
  },
  "first-aid-es": {
    id: "first-aid-es",
    name: { en: "First aid course (Spanish)", es: "Curso de primeros auxilios (español)" },
    priceCents: firstAidPrices.course,
    accountArea: null,
    firstAidLanguage: "es",
    paymentLinks: links("first_aid_es"),
  },
  "first-aid-es-eye-test": {
    id: "first-aid-es-eye-test",
    name: {
      en: "First aid course (Spanish) + eye test",
      es: "Curso de primeros auxilios (español) + test de visión",
    },
    priceCents: firstAidPrices.course + firstAidPrices.eyeTest,
    accountArea: null,
    firstAidLanguage: "es",
    eyeTest: true,
    paymentLinks: links("first_aid_es_eye_test"),
  },
  "first-aid-en": {
    id: "first-aid-en",
    name: { en: "First aid course (English)", es: "Curso de primeros auxilios (inglés)" },
    priceCents: firstAidPrices.course,
    accountArea: null,
    firstAidLanguage: "en",
    paymentLinks: links("first_aid_en"),
  },
  "first-aid-en-eye-test": {
    id: "first-aid-en-eye-test",
    name: {
      en: "First aid course (English) + eye test",
      es: "Curso de primeros auxilios (inglés) + test de visión",
    },
    priceCents: firstAidPrices.course + firstAidPrices.eyeTest,
    accountArea: null,
    firstAidLanguage: "en",
    eyeTest: true,
    paymentLinks: links("first_aid_en_eye_test"),
  },
  // Driving lessons (decision 069). Packs fill the prepaid balance in 45-minute lessons; a lesson
  // booked without balance is paid by its own link, which carries the lesson's id in
  // `client_reference_id` (buy-url.ts), so the webhook marks that lesson paid.
  "lesson-pack-5": {
    id: "lesson-pack-5",
    name: { en: "5 driving lessons (45 minutes each)", es: "5 clases de conducción (de 45 minutos)" },
    priceCents: 5 * lessonPrice("lesson-45"),
    accountArea: "weekly-classes",
    paymentLinks: links("lesson_pack_5"),
  },
  "lesson-pack-10": {
    id: "lesson-pack-10",
    name: { en: "10 driving lessons (45 minutes each)", es: "10 clases de conducción (de 45 minutos)" },
    priceCents: 10 * lessonPrice("lesson-45"),
    accountArea: "weekly-classes",
    paymentLinks: links("lesson_pack_10"),
  },
  "driving-lesson-45": {
    id: "driving-lesson-45",
    name: { en: "Driving lesson (45 minutes)", es: "Clase de conducción (45 minutos)" },
    priceCents: lessonPrice("lesson-45"),
    accountArea: "weekly-classes",
    paysOneLesson: true,
    paymentLinks: links("driving_lesson_45"),
  },
  "driving-lesson-90": {
    id: "driving-lesson-90",
    name: { en: "Double driving lesson (90 minutes)", es: "Clase doble de conducción (90 minutos)" },
    priceCents: 2 * lessonPrice("lesson-45"),
    accountArea: "weekly-classes",
    paysOneLesson: true,
    paymentLinks: links("driving_lesson_90"),
  },
  "b197-test-drive": {
    id: "b197-test-drive",
    name: {
      en: "Manual test drive for key number 197 (25 minutes)",
      es: "Prueba en coche manual para el código 197 (25 minutos)",
    },
    priceCents: lessonPrice("b197-test-drive-25"),
    accountArea: "weekly-classes",
    paysOneLesson: true,
    paymentLinks: links("b197_test_drive"),
  },
  // A failed practical test taken again, at the price list's repetition price (33 % off).
  "practical-exam-repetition": {
    id: "practical-exam-repetition",
    name: { en: "Practical exam, repetition", es: "Examen práctico, repetición" },
    priceCents: lessonPrice("practical-repetition"),
    fee: "practical",
    accountArea: "weekly-classes",
    paymentLinks: links("practical_exam_repetition"),
  },
};

/**
 * The theory app is sold and delivered by its publisher, not by us: /theory-app redirects
 * straight to its English purchase page. No price is shown on our site.
 */
export const theoryApp = {
  purchaseUrl: "https://theory-app.example.com/buy?lang=en",
} as const;

/**
 * Weekly classes price list. Items that are a product or a fee point at it instead
 * of repeating its figure.
 */
export const weeklyClassesPriceList = [
  { id: "inscription", priceCents: products["weekly-classes"].priceCents },
  { id: "theory-application-course", priceCents: 5000 },
  { id: "lesson-45", priceCents: weeklyClassesItemPrices["lesson-45"] },
  { id: "b197-test-drive-25", priceCents: weeklyClassesItemPrices["b197-test-drive-25"] },
  { id: "theory-exam", priceCents: 13900, fee: "theory" },
  { id: "practical-exam", priceCents: 14900, fee: "practical" },
  {
    id: "practical-repetition",
    priceCents: weeklyClassesItemPrices["practical-repetition"],
    discountPercent: 33,
  },
] as const satisfies readonly {
  id: string;
  priceCents: number;
  fee?: keyof typeof testingBodyFees;
  discountPercent?: number;
}[];

/** Exam packages: a second attempt costs half. */
export const examRetryDiscountPercent = 50;

export function product(id: ProductId): Product {
  return products[id];
}

/** The product a Stripe payment link id belongs to (the webhook's lookup). */
export function productByPaymentLinkId(linkId: string): Product | undefined {
  return Object.values(products).find((p) =>
    Object.values(p.paymentLinks).some((link) => link.id === linkId),
  );
}

/**
 * Digital content (§ 356 (5) BGB): delivered online at once, so the buyer must agree to that and
 * acknowledge losing the 14-day right of withdrawal before paying. Our only such product is the
 * course, the one product with online access.
 */
export function isDigitalContent(product: Product): boolean {
  return product.accessMonths !== undefined;
}

/** A line of an invoice: a catalog product, or the eye test sold with a first-aid course. */
export type InvoicePart = ProductId | "eye-test";

/**
 * The lines a product is invoiced as, each with its catalog price and rate. A first-aid course sold
 * with the eye test is two services taxed on their own (§ 14 (4) Nr. 7, 8 UStG: the consideration
 * and the tax per rate), so the course's rate can be set apart from the eye test's (vat.ts).
 */
export function invoicePartsOf(
  id: ProductId,
): { part: InvoicePart; priceCents: number; vatRatePercent: number }[] {
  const item = products[id];
  const language = item.firstAidLanguage;
  if (!language) return [{ part: id, priceCents: item.priceCents, vatRatePercent: vatRates.standard }];
  const course = { priceCents: firstAidPrices.course, vatRatePercent: vatRates[firstAidCourseVat] };
  if (!item.eyeTest) return [{ part: id, ...course }];
  return [
    { part: `first-aid-${language}`, ...course },
    { part: "eye-test", priceCents: firstAidPrices.eyeTest, vatRatePercent: vatRates.standard },
  ];
}

const firstAidCourseVat: VatClass = "first-aid-course";

/**
 * When the service of a product is rendered, for the invoice's date of service (§ 14 (4) Nr. 6
 * UStG): the online course at once on payment; a first-aid course on its booked date; one driving
 * lesson paid by its own link on that lesson's day; everything else (intensive days, exam
 * packages, conversion assistance, weekly classes, lesson packs, whose lessons are booked later)
 * is paid ahead and delivered on days agreed later, so its invoice states a prepayment (§ 14 (5)
 * UStG).
 */
export function serviceTiming(id: ProductId): "at-payment" | "course-date" | "lesson-date" | "prepaid" {
  const item = products[id];
  if (isDigitalContent(item)) return "at-payment";
  if (item.firstAidLanguage) return "course-date";
  if (item.paysOneLesson) return "lesson-date";
  return "prepaid";
}
