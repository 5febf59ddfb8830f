import { and, eq, inArray, lt, ne, notExists } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Database } from "../platform/db.server";
import { firstAidDates, firstAidWaitlist, mailOutbox } from "../platform/schema.server";

// How long waiting-list entries are kept (storage limitation, Art. 5 (1)(e) GDPR): an entry only
// serves to offer a seat on one date, so every entry of a date goes the day after it, whatever its
// state; an entry nobody confirmed goes once its link has run out. The copies of the waiting-list
// mails sent to an address go with its last entry: no contract came of them, so they are no
// business correspondence to keep. Run by the hourly housekeeping.

/** The mails about a waiting-list entry (mail-builders.server.ts names them). */
const waitlistMailKinds = [
  "waitlist-confirm",
  "waitlist-already",
  "waitlist-held",
  "waitlist-date-cancelled",
];

export async function removeSpentWaitlistEntries(
  db: Database,
  { now = new Date(), today = todayInSchoolTimeZone(now) }: { now?: Date; today?: IsoDate } = {},
): Promise<number> {
  const pastDates = db
    .select({ id: firstAidDates.id })
    .from(firstAidDates)
    .where(lt(firstAidDates.courseDate, today));
  const afterTheDate = await db
    .delete(firstAidWaitlist)
    .where(inArray(firstAidWaitlist.dateId, pastDates))
    .returning({ id: firstAidWaitlist.id });
  const unconfirmed = await db
    .delete(firstAidWaitlist)
    .where(
      and(
        eq(firstAidWaitlist.status, "unconfirmed"),
        lt(
          firstAidWaitlist.createdAt,
          new Date(now.getTime() - firstAidSchedule.waitlistConfirmHours * 3600 * 1000),
        ),
      ),
    )
    .returning({ id: firstAidWaitlist.id });
  await db
    .delete(mailOutbox)
    .where(
      and(
        inArray(mailOutbox.kind, waitlistMailKinds),
        ne(mailOutbox.status, "pending"),
        notExists(
          db
            .select({ id: firstAidWaitlist.id })
            .from(firstAidWaitlist)
            .where(eq(firstAidWaitlist.email, mailOutbox.to)),
        ),
      ),
    );
  return afterTheDate.length + unconfirmed.length;
}
