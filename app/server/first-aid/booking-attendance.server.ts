import { eq } from "drizzle-orm";
import { type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { isUuid } from "./offered-dates.server";
import { type BookingAttendance, firstAidBookings, firstAidDates, purchases } from "../platform/schema.server";
import { recordDateAction } from "./date-audit.server";
import { changed, refused, type StaffActionResult, unchanged } from "./staff-action.server";

// After the course, staff mark each booking attended or no-show (for the partner institute's
// certificate list and for a no-show's questions later). On the course day or after only; the
// booking row is locked so two staff marking at once leave one answer and one audit row each.

export function markAttendance(
  db: Database,
  staffUserId: string,
  {
    bookingId,
    attendance,
    today = todayInSchoolTimeZone(),
  }: { bookingId: string; attendance: BookingAttendance; today?: IsoDate },
): Promise<StaffActionResult> {
  return db.transaction(async (tx) => {
    if (!isUuid(bookingId)) return refused(404, "bookingId", "bookingNotFound");
    const [booking] = await tx
      .select({
        id: firstAidBookings.id,
        attendance: firstAidBookings.attendance,
        dateId: firstAidBookings.dateId,
        courseDate: firstAidDates.courseDate,
        customerUserId: purchases.userId,
      })
      .from(firstAidBookings)
      .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidBookings.dateId))
      .leftJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
      .where(eq(firstAidBookings.id, bookingId))
      .for("update", { of: firstAidBookings });
    if (!booking) return refused(404, "bookingId", "bookingNotFound");
    if (booking.courseDate > today) return refused(409, "bookingId", "dateNotYet");
    if (booking.attendance === attendance) return unchanged;
    await tx
      .update(firstAidBookings)
      .set({ attendance, attendanceMarkedAt: new Date() })
      .where(eq(firstAidBookings.id, bookingId));
    await recordDateAction(tx, {
      actor: staffUserId,
      action: "course-booking.attendance",
      subjectType: "course-booking",
      subjectId: bookingId,
      customerUserId: booking.customerUserId,
      before: { attendance: booking.attendance, dateId: booking.dateId },
      after: { attendance },
    });
    return changed;
  });
}
