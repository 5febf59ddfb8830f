import { and, asc, eq } from "drizzle-orm";
import { meetingPoint, meetingPoints } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { type ProductId, products } from "~/content/catalog";
import { formatDay, formatMoment, formatMoney, formatTime } from "~/i18n/format";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import {
  cars,
  instructorLanguages,
  instructors,
  lessons,
  transmissions,
  users,
} from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import { bookableKinds } from "./entitlement.server";
import { type moveChoice, type SlotChoice, slotChoices } from "./slot-choices.server";
import type { SlotWeek } from "./slot-weeks.server";
import { unmatchedLessonPayments } from "./unmatched-lesson-payments.server";

// What the office sees of one customer's driving lessons (/staff/customers/:id/lessons): the
// balance, every lesson with what the office may do with it (cancel a coming one as the school,
// waive a late cancellation's charge, move it) and, for a chosen kind, gearbox, language and meeting
// point, one week's free times to book for a customer who phoned, or those to move a lesson to. In
// the staff member's language.

export async function staffLessonsView(
  db: Database,
  {
    customerId,
    locale,
    choice,
    week,
    moving = null,
    now = new Date(),
  }: {
    customerId: string;
    locale: Locale;
    choice: SlotChoice | null;
    week: SlotWeek;
    moving?: Extract<Awaited<ReturnType<typeof moveChoice>>, { ok: true }> | null;
    now?: Date;
  },
) {
  const [customer] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, "customer")));
  if (!customer) return null;
  const t = textsIn("staffLessons", locale);
  const words = textsIn("lessons", locale);
  const rows = await db
    .select({
      id: lessons.id,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
      endsAt: lessons.endsAt,
      state: lessons.state,
      payment: lessons.payment,
      paidAt: lessons.paidAt,
      cancelledBy: lessons.cancelledBy,
      lateCancellation: lessons.lateCancellation,
      waivedReason: lessons.waivedReason,
      pickupPoint: lessons.pickupPoint,
      instructor: instructors.displayName,
      car: cars.name,
    })
    .from(lessons)
    .innerJoin(instructors, eq(instructors.userId, lessons.instructorId))
    .innerJoin(cars, eq(cars.id, lessons.carId))
    .where(eq(lessons.customerId, customerId))
    .orderBy(asc(lessons.startsAt));
  const kinds = await bookableKinds(db, customerId);
  const offered = choice ? await slotChoices(db, { choice, customerId, locale, now, week }) : null;
  const unmatched = await unmatchedLessonPayments(db, customerId);
  const move = moving
    ? {
        lessonId: moving.lessonId,
        heading: fill(t.move.heading, {
          kind: words.kinds[moving.choice.kind],
          date: formatMoment(moving.startsAt, locale),
        }),
        ...(await slotChoices(db, {
          choice: moving.choice,
          customerId,
          locale,
          now,
          week,
          movingLessonId: moving.lessonId,
        })),
      }
    : null;
  return {
    customer,
    balance: await lessonBalance(db, customerId),
    lessons: rows.map((row) => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      state: row.state,
      when: `${formatMoment(row.startsAt, locale)}–${formatTime(row.endsAt, locale)}`,
      kind: words.kinds[row.kind],
      instructor: row.instructor,
      car: row.car,
      pickup: meetingPoint(row.pickupPoint)?.name[locale] ?? row.pickupPoint,
      stateText:
        row.state === "cancelled"
          ? `${words.states.cancelled} ${row.cancelledBy === "school" ? t.lessons.bySchool : t.lessons.byCustomer}`
          : words.states[row.state],
      payment:
        row.state === "cancelled" && row.lateCancellation
          ? row.waivedReason !== null
            ? t.lessons.lateWaived
            : t.lessons.late
          : row.payment === "balance"
            ? t.lessons.fromBalance
            : row.paidAt
              ? t.lessons.linkPaid
              : t.lessons.linkUnpaid,
      cancellable: row.state === "booked" && row.startsAt > now,
      // The office moves a lesson at any time before it begins (the customer's 24 hours bind only them).
      moveLink: row.state === "booked" && row.startsAt > now ? `?move=${row.id}` : null,
      waivable: row.state === "cancelled" && row.lateCancellation && row.waivedReason === null,
    })),
    // A lesson's own payment that matched no lesson, with the lessons it may still pay.
    unmatchedPayments: unmatched.map(({ purchase, lessons: payable }) => ({
      id: purchase.id,
      label: fill(t.unmatched.paid, {
        date: formatDay(purchase.paidAt ?? purchase.purchasedAt, locale),
        product: products[purchase.productId as ProductId]?.name[locale] ?? purchase.productId,
        amount: formatMoney(
          purchase.amountCents ?? products[purchase.productId as ProductId]?.priceCents ?? 0,
          locale,
        ),
      }),
      lessons: payable.map((lesson) => ({
        id: lesson.id,
        label: `${formatMoment(lesson.startsAt, locale)} · ${words.kinds[lesson.kind]}`,
      })),
    })),
    kinds: kinds.map((kind) => ({ id: kind, label: words.kinds[kind] })),
    transmissions: transmissions.map((id) => ({ id, label: words.transmissions[id] })),
    languages: instructorLanguages.map((id) => ({ id, label: words.languages[id] })),
    meetingPoints: meetingPoints.map((point) => ({ id: point.id, label: point.name[locale] })),
    choice,
    slots: offered?.slots ?? null,
    week: offered?.week ?? null,
    move,
    title: fill(t.title, { customer: customer.name || customer.email }),
  };
}

export type StaffLessonsView = NonNullable<Awaited<ReturnType<typeof staffLessonsView>>>;
