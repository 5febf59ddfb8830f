import { asc, eq } from "drizzle-orm";
import { buyUrl } from "~/content/buy-url";
import { lessonKindFacts, lessonRules, meetingPoints } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { cars, instructorLanguages, instructors, lessons, transmissions } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import type { MoveRefusal } from "./booking.server";
import type { CancelRefusal } from "./cancel.server";
import { freeCancellationUntil, isLateCancellation } from "./cancel.server";
import { fillRefusal } from "./refusal-fill.server";
import { bookableKinds } from "./entitlement.server";
import { lessonPaymentLink, paymentDue } from "./lesson-mails.server";
import { type moveChoice, type SlotChoice, slotChoices } from "./slot-choices.server";
import type { SlotWeek } from "./slot-weeks.server";

// What /my-lessons shows: the balance, the customer's lessons, and for a chosen kind, gearbox,
// language and meeting point the free times of one week, each a booking form; or, for a lesson
// being moved, its free times, each a moving form. Every text in the page's language; the page
// itself is script-free (plain forms and links).

type MovingLesson = Extract<Awaited<ReturnType<typeof moveChoice>>, { ok: true }>;

export function refusalText(
  refusal: MoveRefusal | CancelRefusal | "badInput" | "badWeek",
  locale: Locale,
): string {
  const t = textsIn("lessons", locale).errors;
  if (refusal === "notLate" || refusal === "started") return t.notBooked;
  return fillRefusal(t[refusal], refusal);
}

export async function myLessonsView(
  db: Database,
  {
    userId,
    email,
    locale,
    choice,
    week,
    moving = null,
    now = new Date(),
    simulated,
  }: {
    userId: string;
    email: string;
    locale: Locale;
    choice: SlotChoice | null;
    /** The week whose free times are listed (for the choice or the lesson being moved). */
    week: SlotWeek;
    moving?: MovingLesson | null;
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
    const movable = cancellable && !late;
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
      // Moving is the customer's until the free-cancellation line, like cancelling free.
      moveLink: movable ? `?move=${row.id}` : null,
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
  const offered = choice ? await slotChoices(db, { choice, customerId: userId, locale, now, week }) : null;
  const move = moving
    ? {
        lessonId: moving.lessonId,
        choice: moving.choice,
        heading: fill(t.move.heading, {
          kind: t.kinds[moving.choice.kind],
          date: formatMoment(moving.startsAt, locale),
        }),
        ...(await slotChoices(db, {
          choice: moving.choice,
          customerId: userId,
          locale,
          now,
          week,
          movingLessonId: moving.lessonId,
        })),
      }
    : null;
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
    slots: offered?.slots ?? null,
    week: offered?.week ?? null,
    move,
    paymentNote:
      units !== null && balance.left >= units
        ? fill(t.book.fromBalance, { units: String(units), left: String(balance.left) })
        : choice
          ? t.book.byLink
          : null,
    intro: fill(t.intro, { hours }),
    cancelledLate: fill(t.done.cancelledLate, { hours }),
    none: t.book.none,
    maxPerWeek: fill(t.book.maxPerWeek, { count: String(lessonRules.maxLessonsPerWeek) }),
    buyLinks: {
      pack: buyUrl("lesson-pack-5", locale, { simulated, email }),
      weeklyClasses: "/weekly-classes",
      intensive: "/high-intense-training",
    },
  };
}

export type MyLessonsView = Awaited<ReturnType<typeof myLessonsView>>;
