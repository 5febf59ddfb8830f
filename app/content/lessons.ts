import type { Locale } from "~/i18n/locale";
import { type ProductId, weeklyClassesPriceList } from "./catalog";

// Driving lessons as the school books them (decision 069): what each kind of lesson is,
// the school's booking rules and its meeting points. Prices come from the one catalog; the rules
// are the school's to change here, and only here.

export type LessonKindId =
  "lesson-45" | "lesson-90" | "b197-test-drive-25" | "assessment" | "intensive-block";

export interface LessonKindFacts {
  minutes: number;
  /**
   * 45-minute units it takes from the prepaid balance; null when it is not paid from the balance
   * (the key-number-197 test drive is paid per drive by link; the assessment and the intensive days by their
   * own purchase, which entitles the buyer to book them).
   */
  balanceUnits: number | null;
  /** Its price per lesson, from the catalog, when it is sold per lesson. */
  priceCents: number | null;
  /** Which purchases let a customer book it (any paid one of these products). */
  bookableWith: readonly ProductId[];
}

function priceOf(id: (typeof weeklyClassesPriceList)[number]["id"]): number {
  const item = weeklyClassesPriceList.find((entry) => entry.id === id);
  if (!item) throw new Error(`No price list item ${id}`);
  return item.priceCents;
}

export const lessonKindFacts: Record<LessonKindId, LessonKindFacts> = {
  "lesson-45": {
    minutes: 45,
    balanceUnits: 1,
    priceCents: priceOf("lesson-45"),
    bookableWith: ["weekly-classes"],
  },
  // The school's double lesson: two 45-minute lessons back to back, priced as two.
  "lesson-90": {
    minutes: 90,
    balanceUnits: 2,
    priceCents: 2 * priceOf("lesson-45"),
    bookableWith: ["weekly-classes"],
  },
  "b197-test-drive-25": {
    minutes: 25,
    balanceUnits: null,
    priceCents: priceOf("b197-test-drive-25"),
    bookableWith: ["weekly-classes", "hip-5-days", "hip-10-days"],
  },
  // The Driving Performance Assessment: 60 minutes, one per purchase (SPEC: "60 min assessment").
  assessment: {
    minutes: 60,
    balanceUnits: null,
    priceCents: null,
    bookableWith: ["driving-performance-assessment"],
  },
  // The intensive days are booked as 60-minute blocks: 4 per day bought (SPEC: 4 × 60 min a day).
  "intensive-block": {
    minutes: 60,
    balanceUnits: null,
    priceCents: null,
    bookableWith: ["hip-1-day", "hip-5-days", "hip-10-days"],
  },
};

/**
 * The product whose payment link pays one lesson of a kind booked without balance (its link
 * carries the lesson's id, buy-url.ts); null when the kind is never paid per lesson.
 */
export const lessonPaymentProduct: Record<LessonKindId, ProductId | null> = {
  "lesson-45": "driving-lesson-45",
  "lesson-90": "driving-lesson-90",
  "b197-test-drive-25": "b197-test-drive",
  assessment: null,
  "intensive-block": null,
};

/** 45-minute units a lesson pack adds to the balance when it is paid. */
export const lessonPackUnits: Partial<Record<ProductId, number>> = {
  "lesson-pack-5": 5,
  "lesson-pack-10": 10,
};

/** How many blocks a purchase of an intensive programme or the assessment entitles the buyer to. */
export const blocksPerPurchase: Partial<Record<ProductId, { kind: LessonKindId; count: number }>> = {
  "driving-performance-assessment": { kind: "assessment", count: 1 },
  "hip-1-day": { kind: "intensive-block", count: 4 },
  "hip-5-days": { kind: "intensive-block", count: 20 },
  "hip-10-days": { kind: "intensive-block", count: 40 },
};

/** The school's booking rules ("free cancellation up to 24 hours before", "payment due one day before"). */
export const lessonRules = {
  /** A customer's cancellation is free until this many hours before the start (Frankfurt time). */
  freeCancellationHours: 24,
  /** A lesson paid by link must be paid this many hours before it starts; then office and customer are told. */
  paymentDueHoursBefore: 24,
  /** Minutes kept free after each lesson for the drive to the next pick-up. */
  bufferMinutes: 15,
  /** Free slots start on this grid (minutes past the hour). */
  slotStepMinutes: 15,
  /** How far ahead customers see free slots. */
  horizonWeeks: 4,
  /** The earliest a customer can book: this many hours from now. */
  minimumNoticeHours: 12,
  /** Lessons per customer per ISO week (Monday to Sunday, Frankfurt), counted as bookings of any kind. */
  maxLessonsPerWeek: 3,
  /** The reminder mail goes this many hours before a lesson or an exam. */
  reminderHoursBefore: 24,
} as const;

/** The longest reason the office gives for waiving a late cancellation's charge (staff only, never in the audit). */
export const waiverReasonMaxLength = 300;

export interface MeetingPoint {
  id: string;
  name: Record<Locale, string>;
  address: string;
  /** The map link the pages and mails give for it. */
  mapLink: string;
}

/**
 * Where an instructor picks a student up. Fictional like the rest of the site's addresses: the
 * school replaces them here.
 */
export const meetingPoints: readonly MeetingPoint[] = [
  {
    id: "office",
    name: { en: "Our office", es: "Nuestra oficina" },
    address: "Musterstraße 1, 60311 Frankfurt am Main",
    mapLink: "https://www.openstreetmap.org/?mlat=50.1109&mlon=8.6821#map=17/50.1109/8.6821",
  },
  {
    id: "hauptbahnhof",
    name: { en: "Central station, south exit", es: "Estación central, salida sur" },
    address: "Poststraße, 60329 Frankfurt am Main",
    mapLink: "https://www.openstreetmap.org/?mlat=50.1062&mlon=8.6628#map=17/50.1062/8.6628",
  },
  {
    id: "bockenheimer-warte",
    name: { en: "Bockenheimer Warte (U-Bahn)", es: "Bockenheimer Warte (metro)" },
    address: "Bockenheimer Landstraße, 60325 Frankfurt am Main",
    mapLink: "https://www.openstreetmap.org/?mlat=50.1203&mlon=8.6521#map=17/50.1203/8.6521",
  },
  {
    id: "suedbahnhof",
    name: { en: "Südbahnhof (Sachsenhausen)", es: "Südbahnhof (Sachsenhausen)" },
    address: "Diesterwegplatz, 60594 Frankfurt am Main",
    mapLink: "https://www.openstreetmap.org/?mlat=50.0990&mlon=8.6866#map=17/50.0990/8.6866",
  },
];

export function meetingPoint(id: string): MeetingPoint | undefined {
  return meetingPoints.find((point) => point.id === id);
}

/**
 * How long an exam keeps its instructor and car busy: the practical test with the drive to the
 * testing centre and back. An exam row holds only its start.
 */
export const examBusyMinutes = 120;
