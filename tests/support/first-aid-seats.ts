import type { IsoDate } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import type { Database } from "~/server/db.server";
import { dateRowFor } from "~/server/first-aid.server";
import { firstAidBookings } from "~/server/schema";

// Issue 14 §3: a seat belongs to a date row. Tests that need seats taken book them here: the date's
// row (made by the rule's defaults when missing), then `count` bookings with their own sessions.

export async function bookSeats(
  db: Database,
  language: Locale,
  courseDate: IsoDate,
  count: number,
  sessionPrefix = `cs_${language}_${courseDate}`,
): Promise<string> {
  const dateId = await dateRowFor(db, language, courseDate);
  if (count > 0)
    await db
      .insert(firstAidBookings)
      .values(
        Array.from({ length: count }, (_, i) => ({ dateId, checkoutSessionId: `${sessionPrefix}_${i}` })),
      );
  return dateId;
}
