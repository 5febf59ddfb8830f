import { and, asc, desc, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { lessonRules } from "~/content/lessons";
import { textsIn } from "~/i18n/catalogs.server";
import { fill } from "~/i18n/fill";
import { formatMoment } from "~/i18n/format";
import { type Locale, localizePath } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { lessonBalanceEntries, lessons, users } from "../platform/schema.server";

// The dashboard's two lesson lists, as selects the dashboard's one statement takes in
// (readTogether): lessons paid by link still unpaid from `paymentDueHoursBefore` their start on
// (those already within it flagged), and lessons cancelled late whose charge is neither paid nor
// waived. Each row names its customer, so the office calls them.

type Reader = Pick<Database, "select">;

const HOUR_MS = 3600 * 1000;
/** How many rows each list shows. */
export const LESSON_LIST_LIMIT = 50;

/** Booked or driven lessons paid by link with no payment, starting within the due period or before. */
export function unpaidLessonsQuery(db: Reader, now: Date) {
  return db
    .select({
      id: lessons.id,
      customerId: lessons.customerId,
      email: users.email,
      name: users.name,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(
      and(
        inArray(lessons.state, ["booked", "driven", "no-show"]),
        eq(lessons.payment, "link"),
        isNull(lessons.paidAt),
        lte(lessons.startsAt, new Date(now.getTime() + lessonRules.paymentDueHoursBefore * HOUR_MS)),
      ),
    )
    .orderBy(asc(lessons.startsAt))
    .limit(LESSON_LIST_LIMIT);
}

/**
 * Lessons the customer cancelled late whose charge is still open: not waived, not paid by link,
 * and not taken from the balance (a `charge` entry not given back by a `refund` or `waiver`).
 */
export function lateCancellationsOpenQuery(db: Reader) {
  const entry = (reason: "charge" | "refund" | "waiver") =>
    sql`exists (select 1 from ${lessonBalanceEntries} where ${lessonBalanceEntries.lessonId} = ${lessons.id} and ${lessonBalanceEntries.reason} = ${reason})`;
  return db
    .select({
      id: lessons.id,
      customerId: lessons.customerId,
      email: users.email,
      name: users.name,
      kind: lessons.kind,
      startsAt: lessons.startsAt,
    })
    .from(lessons)
    .innerJoin(users, eq(users.id, lessons.customerId))
    .where(
      and(
        eq(lessons.state, "cancelled"),
        eq(lessons.lateCancellation, true),
        isNull(lessons.waivedReason),
        isNull(lessons.paidAt),
        sql`not (${entry("charge")} and not ${entry("refund")} and not ${entry("waiver")})`,
      ),
    )
    .orderBy(desc(lessons.startsAt))
    .limit(LESSON_LIST_LIMIT);
}

/** Whether an unpaid lesson is already within the payment's due period (or past its start). */
export function paymentOverdue(startsAt: Date, now: Date): boolean {
  return startsAt.getTime() - now.getTime() <= lessonRules.paymentDueHoursBefore * HOUR_MS;
}

type LessonRow = Awaited<ReturnType<typeof unpaidLessonsQuery>>[number];

/** The two lists as the dashboard shows them: each row's text in the page's language and its customer's page. */
export function lessonListsOf(
  { unpaidLessons, lateCancellations }: { unpaidLessons: LessonRow[]; lateCancellations: LessonRow[] },
  { now, locale }: { now: Date; locale: Locale },
) {
  const t = textsIn("staffDashboard", locale);
  const kinds = textsIn("lessonReminders", locale).kinds;
  const row = (template: string) => (lesson: LessonRow) => ({
    id: lesson.id,
    customer: lesson.name || lesson.email,
    path: localizePath(`/staff/customers/${encodeURIComponent(lesson.customerId)}`, locale),
    text: fill(template, { lesson: kinds[lesson.kind], date: formatMoment(lesson.startsAt, locale) }),
    startsAt: lesson.startsAt.toISOString(),
  });
  return {
    lessonLists: {
      unpaid: unpaidLessons.map((lesson) => ({
        ...row(t.unpaidLessonRow)(lesson),
        due: paymentOverdue(lesson.startsAt, now),
      })),
      lateCancelled: lateCancellations.map(row(t.lateCancellationRow)),
    },
  };
}
