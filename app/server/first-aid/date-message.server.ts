import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Locale } from "~/i18n/locale";
import type { Database } from "../platform/db.server";
import { dateMessageMail } from "../mail/date-message-mail.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidBookings, purchases, staffAuditLog, users } from "../platform/schema.server";
import { recordDateAction } from "./date-audit.server";
import { lockedDate } from "./date-actions.server";
import { changed, refused, type StaffActionResult, type Tx, unchanged } from "./staff-action.server";

// One message from the office to everyone booked on a date (a room change, what to bring), each in
// their own language, through the outbox. The page shows how many will receive it before it is
// sent; the confirmation carries a token, so a second click on "send" (or a reload of the POST)
// finds the token in the audit log and sends nothing twice.

export interface DateMessage {
  subjectEn: string;
  textEn: string;
  subjectEs: string;
  textEs: string;
}

interface Recipient {
  email: string;
  name: string | null;
  locale: Locale;
}

/** Everyone booked on the date with an address, once each (two seats, one mail). */
async function recipientsOf(db: Pick<Database, "selectDistinctOn">, dateId: string): Promise<Recipient[]> {
  const rows = await db
    .selectDistinctOn([users.email], { email: users.email, name: users.name, locale: users.locale })
    .from(firstAidBookings)
    .innerJoin(purchases, eq(purchases.checkoutSessionId, firstAidBookings.checkoutSessionId))
    .innerJoin(users, eq(users.id, purchases.userId))
    .where(and(eq(firstAidBookings.dateId, dateId), isNotNull(users.email)))
    .orderBy(asc(users.email));
  return rows;
}

/** How many people the message would reach (the confirmation step). */
export async function messageRecipientCount(db: Database, dateId: string): Promise<number> {
  return (await recipientsOf(db, dateId)).length;
}

async function alreadySent(tx: Tx, dateId: string, token: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: staffAuditLog.id })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.action, "course-date.message"),
        eq(staffAuditLog.subjectId, dateId),
        sql`${staffAuditLog.after} ->> 'token' = ${token}`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export function sendDateMessage(
  db: Database,
  staffUserId: string,
  { dateId, message, token }: { dateId: string; message: DateMessage; token: string },
): Promise<StaffActionResult & { recipients?: number }> {
  return db.transaction(async (tx) => {
    // The date's lock makes two sends of one token wait for each other: the second finds the first.
    const day = await lockedDate(tx, dateId);
    if (!day) return refused(404, "dateId", "dateNotFound");
    if (await alreadySent(tx, dateId, token)) return unchanged;
    const recipients = await recipientsOf(tx, dateId);
    if (recipients.length === 0) return refused(409, "message", "noRecipients");
    for (const recipient of recipients) {
      const es = recipient.locale === "es";
      await queueMail(
        tx,
        dateMessageMail({
          to: recipient.email,
          locale: recipient.locale,
          name: recipient.name,
          courseDate: day.courseDate,
          subject: es ? message.subjectEs : message.subjectEn,
          text: es ? message.textEs : message.textEn,
        }),
      );
    }
    await recordDateAction(tx, {
      actor: staffUserId,
      action: "course-date.message",
      subjectType: "course-date",
      subjectId: dateId,
      before: null,
      after: { token, recipients: recipients.length, ...message },
    });
    return { ...changed, recipients: recipients.length };
  });
}
