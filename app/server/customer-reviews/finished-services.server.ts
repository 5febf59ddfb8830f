import { and, between, eq, inArray, isNotNull, notExists, notLike, sql } from "drizzle-orm";
import { allLessons } from "~/content/course/modules";
import { products } from "~/content/catalog";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { site } from "~/content/site";
import { DELETED_DOMAIN } from "../data-requests/customer-deletion.server";
import type { Database } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import {
  firstAidBookings,
  firstAidDates,
  lessonProgress,
  purchases,
  reviewInvitations,
  reviewOptOuts,
  type ReviewService,
  users,
} from "../platform/schema.server";

// The services a customer has finished and not yet been invited to review: a first-aid course the
// office marked attended, the online course with every lesson completed. Only paid purchases of
// customers who have not opted out or had their data deleted, finished between `afterDays` and
// `withinDays` days ago (site.reviewInvitations). Passed practical tests and finished intensive days
// join this list once the site records them.

export interface FinishedService {
  checkoutSessionId: string;
  userId: string;
  email: string;
  name: string;
  locale: "en" | "es";
  service: ReviewService;
  finishedOn: IsoDate;
}

const courseProductIds = Object.values(products)
  .filter((product) => product.accessMonths)
  .map((product) => product.id);

/** The days a service may have been finished on to be invited today: [from, to]. */
export function invitationWindow(now: Date, rule = site.reviewInvitations): [IsoDate, IsoDate] {
  const today = todayInSchoolTimeZone(now);
  return [addDays(today, -rule.withinDays), addDays(today, -rule.afterDays)];
}

/** The customer may be invited: not opted out, data not deleted, no invitation for this purchase. */
function invitable(checkoutSessionId: typeof purchases.checkoutSessionId) {
  return and(
    eq(users.role, "customer"),
    notLike(users.email, `%@${DELETED_DOMAIN}`),
    notExists(sql`(select 1 from ${reviewOptOuts} where ${reviewOptOuts.userId} = ${users.id})`),
    notExists(
      sql`(select 1 from ${reviewInvitations} where ${reviewInvitations.checkoutSessionId} = ${checkoutSessionId})`,
    ),
  );
}

export async function servicesToInvite(db: Database, now = new Date()): Promise<FinishedService[]> {
  const [from, to] = invitationWindow(now);
  const customer = {
    checkoutSessionId: purchases.checkoutSessionId,
    userId: users.id,
    email: users.email,
    name: users.name,
    locale: users.locale,
  };
  const firstAid = await db
    .select({ ...customer, finishedOn: firstAidDates.courseDate })
    .from(firstAidBookings)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(
      and(
        eq(firstAidBookings.attendance, "attended"),
        eq(purchases.status, "paid"),
        between(firstAidDates.courseDate, from, to),
        invitable(purchases.checkoutSessionId),
      ),
    );
  // The online course: the day its last lesson was completed, for the newest paid course purchase.
  const lastLesson = sql<string>`(max(${lessonProgress.completedAt}) at time zone 'Europe/Berlin')::date::text`;
  const courseRows = await db
    .select({ ...customer, finishedOn: lastLesson, lessons: sql<number>`count(*)::int` })
    .from(lessonProgress)
    .innerJoin(users, eq(users.id, lessonProgress.userId))
    .innerJoin(
      purchases,
      and(
        eq(purchases.userId, users.id),
        eq(purchases.status, "paid"),
        inArray(purchases.productId, courseProductIds),
        // The newest course purchase is the one the completion belongs to.
        sql`${purchases.purchasedAt} = (select max(p.purchased_at) from ${purchases} p where p.user_id = ${users.id} and p.status = 'paid' and p.product_id in ${courseProductIds})`,
      ),
    )
    .where(
      and(
        isNotNull(lessonProgress.completedAt),
        inArray(
          lessonProgress.lessonId,
          allLessons.map((lesson) => lesson.id),
        ),
        invitable(purchases.checkoutSessionId),
        // One course invitation per customer, whichever purchase it was for.
        notExists(
          sql`(select 1 from ${reviewInvitations} where ${reviewInvitations.userId} = ${users.id} and ${reviewInvitations.service} = 'course')`,
        ),
      ),
    )
    .groupBy(purchases.checkoutSessionId, users.id, users.email, users.name, users.locale);
  const course = courseRows.filter(
    (row) => row.lessons === allLessons.length && row.finishedOn >= from && row.finishedOn <= to,
  );
  return [
    ...firstAid.map((row) => ({ ...row, service: "first-aid" as const })),
    ...course.map(({ lessons: _lessons, ...row }) => ({ ...row, service: "course" as const })),
  ].map((row) => ({ ...row, locale: row.locale ?? "en", finishedOn: row.finishedOn as IsoDate }));
}
