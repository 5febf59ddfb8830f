import { asc, eq } from "drizzle-orm";
import { buyUrl } from "~/content/buy-url";
import { lessonKindFacts, lessonRules, meetingPoints, type LessonKindId } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatDay, formatMoment, formatTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { cars, instructorLanguages, instructors, lessons, transmissions } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import { type BookingRefusal } from "./booking.server";
import type { CancelRefusal } from "./cancel.server";
import { freeCancellationUntil, isLateCancellation } from "./cancel.server";
import { bookableKinds } from "./entitlement.server";
import { bookingWindow, freeSlots } from "./free-slots.server";
import { lessonPaymentLink, paymentDue } from "./lesson-mails.server";
import { slotFacts } from "./slot-facts.server";

// What /my-lessons shows: the balance, the customer's lessons, and for a chosen kind, gearbox,
// language and meeting point the free times of the next weeks, each a booking form. Every text in
// the page's language; the page itself is script-free (plain forms).

/**
 * The soonest free times the page lists: four weeks of two instructors' quarter hours would be
 * thousands of forms, far over the account pages' budget.
 */
export const SLOTS_SHOWN = 60;

export interface SlotChoice {
  kind: LessonKindId;
  transmission: (typeof transmissions)[number];
  language: (typeof instructorLanguages)[number] | null;
  pickup: string;
}

/** The choice from a query or a form; null when a field is not one of the lists' values. */
export function readChoice(
  params: URLSearchParams | FormData,
  kinds: readonly LessonKindId[],
): SlotChoice | null {
  const text = (name: string) => {
    const value = params.get(name);
    return typeof value === "string" ? value : "";
  };
  const kind = kinds.find((entry) => entry === text("kind"));
  const transmission = transmissions.find((entry) => entry === text("transmission"));
  const languageText = text("language");
  const language = instructorLanguages.find((entry) => entry === languageText) ?? null;
  const pickup = meetingPoints.find((point) => point.id === text("pickup"))?.id;
  if (!kind || !transmission || !pickup || (languageText !== "" && !language)) return null;
  return { kind, transmission, language, pickup };
}

export function refusalText(
  refusal: BookingRefusal | CancelRefusal | "notFound" | "badInput",
  locale: Locale,
): string {
  const t = textsIn("lessons", locale).errors;
  const values = {
    hours: String(lessonRules.minimumNoticeHours),
    weeks: String(lessonRules.horizonWeeks),
    count: String(lessonRules.maxLessonsPerWeek),
  };
  if (refusal === "notLate" || refusal === "started") return t.notBooked;
  return fill(t[refusal], values);
}

/**
 * The soonest free times of a choice for one customer, as both the customer's page and the
 * office's page of that customer list them (each a booking form).
 */
export async function slotChoices(
  db: Database,
  { choice, customerId, locale, now }: { choice: SlotChoice; customerId: string; locale: Locale; now: Date },
) {
  const { from, until } = bookingWindow(now);
  const facts = await slotFacts(db, from, until);
  const names = new Map(
    (await db.select({ id: instructors.userId, name: instructors.displayName }).from(instructors)).map(
      (row) => [row.id, row.name],
    ),
  );
  return freeSlots(facts, { ...choice, customerId }, now)
    .slice(0, SLOTS_SHOWN)
    .map((slot) => ({
      start: slot.start.toISOString(),
      instructorId: slot.instructorId,
      instructor: names.get(slot.instructorId) ?? "",
      carId: slot.carId,
      label: formatMoment(slot.start, locale),
      // The customer's page groups the times under their Frankfurt day.
      day: formatDay(slot.start, locale),
      time: formatTime(slot.start, locale),
    }));
}

export async function myLessonsView(
  db: Database,
  {
    userId,
    email,
    locale,
    choice,
    now = new Date(),
    simulated,
  }: {
    userId: string;
    email: string;
    locale: Locale;
    choice: SlotChoice | null;
    now?: Date;
    simulated: boolean;
  },
) {
  const t = textsIn("lessons", locale);
  const kinds = await bookableKinds(db, userId);
  const balance = await lessonBalance(db, userId);
  const rows = await db
    .select({
      id: lessons.id,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      state: lessons.state,
      payment: lessons.payment,
      paidAt: lessons.paidAt,
      lateCancellation: lessons.lateCancellation,
      waivedReason: lessons.waivedReason,
      pickupPoint: lessons.pickupPoint,
      instructor: instructors.displayName,
      car: cars.name,
    })
    .from(lessons)
    .innerJoin(instructors, eq(instructors.userId, lessons.instructorId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .where(eq(lessons.customerId, userId))
    .orderBy(asc(lessons.startsAt));
  const hours = String(lessonRules.freeCancellationHours);
  const lessonViews = rows.map((row) => {
    const point = meetingPoints.find((entry) => entry.id === row.pickupPoint);
    const payLink = lessonPaymentLink({ ...row, locale, email }, simulated);
    const cancellable = row.state === "booked" && row.startsAt > now;
    const late = isLateCancellation(row.startsAt, now);
    return {
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      state: row.state,
      kind: t.kinds[row.kind],
      when: `${formatMoment(row.startsAt, locale)}–${formatMoment(row.endsAt, locale).split(", ").at(-1)}`,
      instructor: row.instructor,
      car: row.car,
      pickup: point ? { name: point.name[locale], address: point.address, mapLink: point.mapLink } : null,
      payment:
        row.state === "cancelled" && row.lateCancellation
          ? row.waivedReason !== null
            ? t.lessons.waived
            : t.lessons.lateCharged
          : row.state === "cancelled"
            ? null
            : row.payment === "balance"
              ? t.lessons.paidBalance
              : row.paidAt
                ? t.lessons.paid
                : fill(t.lessons.payByLink, { date: formatMoment(paymentDue(row), locale) }),
      payLink:
        row.state === "cancelled" && (!row.lateCancellation || row.waivedReason !== null) ? null : payLink,
      cancel: cancellable
        ? {
            late,
            label: late
              ? fill(t.lessons.cancelLate, { hours })
              : fill(t.lessons.cancelFree, {
                  deadline: formatMoment(freeCancellationUntil(row.startsAt), locale),
                }),
          }
        : null,
    };
  });
  const slots = choice ? await slotChoices(db, { choice, customerId: userId, locale, now }) : null;
  const units = choice ? lessonKindFacts[choice.kind].balanceUnits : null;
  return {
    t,
    kinds: kinds.map((kind) => ({ id: kind, label: t.kinds[kind] })),
    transmissions: transmissions.map((id) => ({ id, label: t.transmissions[id] })),
    languages: instructorLanguages.map((id) => ({ id, label: t.languages[id] })),
    meetingPoints: meetingPoints.map((point) => ({ id: point.id, label: point.name[locale] })),
    balance,
    lessons: lessonViews,
    choice,
    slots,
    paymentNote:
      units !== null && balance.left >= units
        ? fill(t.book.fromBalance, { units: String(units), left: String(balance.left) })
        : choice
          ? t.book.byLink
          : null,
    intro: fill(t.intro, { hours }),
    cancelledLate: fill(t.done.cancelledLate, { hours }),
    none: fill(t.book.none, { weeks: String(lessonRules.horizonWeeks) }),
    freeIn: fill(t.book.freeIn, { weeks: String(lessonRules.horizonWeeks) }),
    maxPerWeek: fill(t.book.maxPerWeek, { count: String(lessonRules.maxLessonsPerWeek) }),
    buyLinks: {
      pack: buyUrl("lesson-pack-5", locale, { simulated, email }),
      weeklyClasses: "/weekly-classes",
      intensive: "/high-intense-training",
    },
  };
}

export type MyLessonsView = Awaited<ReturnType<typeof myLessonsView>>;
