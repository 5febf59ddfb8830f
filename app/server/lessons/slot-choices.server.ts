import { and, eq } from "drizzle-orm";
import { type LessonKindId, meetingPoints } from "~/content/lessons";
import { formatDate, formatDay, formatMoment, formatTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { isUuid } from "../first-aid/offered-dates.server";
import { cars, instructorLanguages, instructors, lessons, transmissions } from "../platform/schema.server";
import { isLateCancellation } from "./cancel.server";
import { addDays, freeSlots } from "./free-slots.server";
import { slotFacts } from "./slot-facts.server";
import { type SlotWeek, slotWeek } from "./slot-weeks.server";

// The free times the customer's page and the office's page of a customer list, one Frankfurt week
// at a time, each a booking or moving form: for a choice of kind, gearbox, language and meeting
// point, or for moving a booked lesson (its kind, its car's gearbox, its meeting point; the lesson
// itself does not stand in the way of times that overlap its own).

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

/**
 * The free times of a choice in one week for one customer, as both pages list them, with the
 * week's paging. When no week was asked for, the first week with a free time (the rest of this
 * week may be a Sunday). `movingLessonId`: the lesson being moved, whose own time counts as free.
 */
export async function slotChoices(
  db: Database,
  {
    choice,
    customerId,
    locale,
    now,
    week,
    movingLessonId = null,
  }: {
    choice: SlotChoice;
    customerId: string;
    locale: Locale;
    now: Date;
    week: SlotWeek;
    movingLessonId?: string | null;
  },
) {
  const freeIn = async (shown: SlotWeek) =>
    freeSlots(
      await slotFacts(db, shown.from, shown.until),
      { ...choice, customerId, movingLessonId },
      now,
    ).filter((slot) => slot.start >= shown.from && slot.start < shown.until);
  let free = await freeIn(week);
  while (!week.asked && free.length === 0 && week.later) {
    const next = slotWeek(now, week.later);
    if (!next) break;
    week = { ...next, asked: false };
    free = await freeIn(week);
  }
  const names = new Map(
    (await db.select({ id: instructors.userId, name: instructors.displayName }).from(instructors)).map(
      (row) => [row.id, row.name],
    ),
  );
  const slots = free.map((slot) => ({
    start: slot.start.toISOString(),
    instructorId: slot.instructorId,
    instructor: names.get(slot.instructorId) ?? "",
    carId: slot.carId,
    label: formatMoment(slot.start, locale),
    // The pages group the times under their Frankfurt day.
    day: formatDay(slot.start, locale),
    time: formatTime(slot.start, locale),
  }));
  // The week's links keep what the list is for: the choice, or the lesson being moved.
  const listQuery: Record<string, string> = movingLessonId
    ? { move: movingLessonId }
    : {
        kind: choice.kind,
        transmission: choice.transmission,
        language: choice.language ?? "",
        pickup: choice.pickup,
      };
  const weekLink = (monday: string | null) =>
    monday ? `?${new URLSearchParams({ ...listQuery, week: monday }).toString()}` : null;
  return {
    slots,
    week: {
      monday: week.monday,
      first: formatDate(week.monday, locale, "long"),
      last: formatDate(addDays(week.monday, 6), locale, "long"),
      earlier: weekLink(week.earlier),
      later: weekLink(week.later),
    },
  };
}

export type SlotChoices = Awaited<ReturnType<typeof slotChoices>>;

/**
 * The lesson a customer or the office wants to move, as the choice its free times are listed
 * for; refused when it is not this customer's, no longer booked or already begun, or (for the
 * customer) within the free-cancellation hours, after which only the school moves it.
 */
export async function moveChoice(
  db: Database,
  {
    lessonId,
    customerId,
    now,
    byCustomer,
  }: { lessonId: string; customerId: string; now: Date; byCustomer: boolean },
): Promise<
  | { ok: true; choice: SlotChoice; lessonId: string; startsAt: Date }
  | { ok: false; refusal: "notFound" | "notBooked" | "started" | "tooLateToMove" }
> {
  if (!isUuid(lessonId)) return { ok: false, refusal: "notFound" };
  const [lesson] = await db
    .select({
      kind: lessons.kind,
      state: lessons.state,
      startsAt: lessons.startsAt,
      pickup: lessons.pickupPoint,
      transmission: cars.transmission,
    })
    .from(lessons)
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .where(and(eq(lessons.id, lessonId), eq(lessons.customerId, customerId)));
  if (!lesson) return { ok: false, refusal: "notFound" };
  if (lesson.state !== "booked") return { ok: false, refusal: "notBooked" };
  if (lesson.startsAt <= now) return { ok: false, refusal: "started" };
  if (byCustomer && isLateCancellation(lesson.startsAt, now)) return { ok: false, refusal: "tooLateToMove" };
  return {
    ok: true,
    lessonId,
    startsAt: lesson.startsAt,
    choice: { kind: lesson.kind, transmission: lesson.transmission, language: null, pickup: lesson.pickup },
  };
}
