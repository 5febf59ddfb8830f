import { and, eq, gt, inArray } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { recordEndedSeats } from "../first-aid/ended-seats.server";
import type { Tx } from "../first-aid/staff-action.server";
import { offerFreedSeats } from "../first-aid/waitlist.server";
import { firstAidBookings, firstAidDates, purchases } from "../platform/schema.server";

// A deleted customer's seats on coming first-aid dates (Art. 17 GDPR): nobody will come to them
// under a name that no longer exists, so each ends as a refunded one does (the booking row goes,
// its id stays among the ended seats) and is offered to the date's waiting list. The purchase
// itself is kept as the law requires (§ 147 AO); no money moves: a refund is the staff's own form.
// A past date's booking stays: it is the record that the course was held.

export interface EndedByDeletion {
  /** Seats ended on coming dates. */
  seats: number;
  /** Of those, how many went to someone waiting. */
  offered: number;
}

export async function endSeatsOfDeletedCustomer(
  tx: Tx,
  userId: string,
  now: Date,
  today: IsoDate = todayInSchoolTimeZone(now),
): Promise<EndedByDeletion> {
  const coming = await tx
    .select({ id: firstAidBookings.id, checkoutSessionId: firstAidBookings.checkoutSessionId })
    .from(firstAidBookings)
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
    .where(and(eq(purchases.userId, userId), gt(firstAidDates.courseDate, today)));
  if (coming.length === 0) return { seats: 0, offered: 0 };
  const removed = await tx
    .delete(firstAidBookings)
    .where(
      inArray(
        firstAidBookings.id,
        coming.map((row) => row.id),
      ),
    )
    .returning({
      id: firstAidBookings.id,
      dateId: firstAidBookings.dateId,
      calendarSequence: firstAidBookings.calendarSequence,
      checkoutSessionId: firstAidBookings.checkoutSessionId,
    });
  for (const seat of removed) await recordEndedSeats(tx, seat.checkoutSessionId, [seat], "deleted");
  let offered = 0;
  for (const dateId of new Set(removed.map((seat) => seat.dateId)))
    offered += await offerFreedSeats(tx, dateId, { now, today });
  return { seats: removed.length, offered };
}
