import { and, asc, eq, inArray, lte, or } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { type Locale, localizePath } from "~/i18n/locale";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { isUuid } from "./offered-dates.server";
import { waitlistHeldMail } from "./waitlist-mails.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidDates, firstAidWaitlist, type WaitlistStatus } from "../platform/schema.server";
import { seatsChanged } from "../platform/seat-changes.server";
import { recordStaffAction } from "../platform/audit.server";
import { seatsTakenOn } from "./seats.server";
import type { Tx } from "./staff-action.server";

// The waiting list of a full first-aid date. Joining needs no account (waitlist-join.server.ts:
// an entry counts once its address confirmed it); a seat that frees up is offered to the first
// confirmed address and held for it (taken for everyone else) for 24 hours; an unused hold passes
// to the next (`expireHolds`, a periodic job run once across instances).

/** The page a waiting-list mail links to: leave the list, or buy the held seat. */
export function waitlistPath(token: string, locale: Locale): string {
  return localizePath(`/waiting-list/${encodeURIComponent(token)}`, locale);
}

/** The course page of a language, where the dates are chosen. */
export function coursePagePath(language: Locale, locale: Locale): string {
  return localizePath(`/${language === "es" ? "spanish" : "english"}-first-aid-course#dates`, locale);
}

const holdMs = () => firstAidSchedule.waitlistHoldHours * 3600 * 1000;

/** The states of an entry still on the list (the live unique index of the schema names the same). */
export const liveStatuses: WaitlistStatus[] = ["unconfirmed", "waiting", "offered"];
const isLive = (status: WaitlistStatus) => liveStatuses.includes(status);

/**
 * Call whenever a seat of `dateId` may have become free (a booking moved away or refunded, more
 * capacity, a hold given up or run out): while the open future date has free seats and someone
 * waits, the first in line gets a seat held for 24 hours and the mail with its link. In the caller's
 * transaction; the date row's lock makes two callers take turns.
 */
export async function offerFreedSeats(
  tx: Tx,
  dateId: string,
  { now = new Date(), today = todayInSchoolTimeZone(now) }: { now?: Date; today?: IsoDate } = {},
): Promise<number> {
  // FOR NO KEY UPDATE, as the overbooking check: not blocked by the key-share lock a booking's insert holds.
  const [day] = await tx
    .select()
    .from(firstAidDates)
    .where(eq(firstAidDates.id, dateId))
    .for("no key update");
  seatsChanged();
  if (day?.status === "cancelled") {
    // A cancelled date offers no seat again: its list ends and no hold keeps a seat on it.
    await tx
      .update(firstAidWaitlist)
      .set({ status: "expired" })
      .where(and(eq(firstAidWaitlist.dateId, dateId), inArray(firstAidWaitlist.status, liveStatuses)));
    return 0;
  }
  if (!day || day.status !== "open" || day.courseDate <= today) return 0;
  let free = day.capacity - (await seatsTakenOn(tx, dateId, { now }));
  let offered = 0;
  while (free > 0) {
    const [next] = await tx
      .select()
      .from(firstAidWaitlist)
      .where(and(eq(firstAidWaitlist.dateId, dateId), eq(firstAidWaitlist.status, "waiting")))
      .orderBy(asc(firstAidWaitlist.confirmedAt), asc(firstAidWaitlist.id))
      .limit(1)
      .for("update");
    if (!next) break;
    // A link of its own for the hold, next to the confirmation mail's (which keeps working).
    const token = newToken();
    const holdUntil = new Date(now.getTime() + holdMs());
    await tx
      .update(firstAidWaitlist)
      .set({ status: "offered", holdUntil, offerTokenHash: hashIdentifier(token) })
      .where(eq(firstAidWaitlist.id, next.id));
    await queueMail(
      tx,
      waitlistHeldMail({
        to: next.email,
        locale: next.locale,
        date: day.courseDate,
        language: day.language,
        holdUntil,
        link: `${env().PUBLIC_URL}${waitlistPath(token, next.locale)}`,
      }),
    );
    free -= 1;
    offered += 1;
  }
  return offered;
}

/** Holds whose 24 hours passed end, and each such date offers its seat to the next in line. */
export async function expireHolds(db: Database, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(firstAidWaitlist)
      .set({ status: "expired" })
      .where(and(eq(firstAidWaitlist.status, "offered"), lte(firstAidWaitlist.holdUntil, now)))
      .returning({ dateId: firstAidWaitlist.dateId });
    for (const dateId of new Set(ended.map((row) => row.dateId))) await offerFreedSeats(tx, dateId, { now });
    return ended.length;
  });
}

/** A paid booking of `email` on the date closes their entry (unconfirmed, waiting or holding): they are in. */
export async function closeEntryOnBooking(tx: Tx, dateId: string, email: string): Promise<void> {
  await tx
    .update(firstAidWaitlist)
    .set({ status: "booked" })
    .where(
      and(
        eq(firstAidWaitlist.dateId, dateId),
        eq(firstAidWaitlist.email, email.toLowerCase()),
        inArray(firstAidWaitlist.status, liveStatuses),
      ),
    );
}

/**
 * The entry a mail's link names (the confirmation mail's or the held seat's), with its date; null
 * when the token matches nothing.
 */
export async function entryByToken(db: Database | Tx, token: string) {
  if (!token || token.length > 200) return null;
  const hash = hashIdentifier(token);
  const [row] = await db
    .select({
      id: firstAidWaitlist.id,
      email: firstAidWaitlist.email,
      locale: firstAidWaitlist.locale,
      status: firstAidWaitlist.status,
      holdUntil: firstAidWaitlist.holdUntil,
      createdAt: firstAidWaitlist.createdAt,
      dateId: firstAidDates.id,
      date: firstAidDates.courseDate,
      language: firstAidDates.language,
    })
    .from(firstAidWaitlist)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidWaitlist.dateId))
    .where(or(eq(firstAidWaitlist.tokenHash, hash), eq(firstAidWaitlist.offerTokenHash, hash)));
  return row ?? null;
}

/** Leaves the list through a mail's link (either of them); a held seat goes to the next in line. */
export async function leaveWaitlist(db: Database, token: string, now = new Date()): Promise<IsoDate | null> {
  const entry = await entryByToken(db, token);
  if (!entry || !isLive(entry.status)) return null;
  return db.transaction(async (tx) => {
    const [left] = await tx
      .update(firstAidWaitlist)
      .set({ status: "left" })
      .where(and(eq(firstAidWaitlist.id, entry.id), inArray(firstAidWaitlist.status, liveStatuses)))
      .returning({ status: firstAidWaitlist.status });
    if (!left) return null;
    if (entry.status === "offered") await offerFreedSeats(tx, entry.dateId, { now });
    return entry.date;
  });
}

/** The live entries of a date in their order, for the staff date page. */
export async function waitlistOf(db: Database, dateId: string) {
  if (!isUuid(dateId)) return [];
  return db
    .select({
      id: firstAidWaitlist.id,
      email: firstAidWaitlist.email,
      locale: firstAidWaitlist.locale,
      status: firstAidWaitlist.status,
      holdUntil: firstAidWaitlist.holdUntil,
      createdAt: firstAidWaitlist.createdAt,
    })
    .from(firstAidWaitlist)
    .where(and(eq(firstAidWaitlist.dateId, dateId), inArray(firstAidWaitlist.status, ["waiting", "offered"])))
    .orderBy(asc(firstAidWaitlist.confirmedAt), asc(firstAidWaitlist.id));
}

/** Staff remove an entry (audited); a held seat goes to the next in line. False when it was gone. */
export async function removeWaitlistEntry(
  db: Database,
  staffUserId: string,
  { entryId, now = new Date() }: { entryId: string; now?: Date },
): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  return db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(firstAidWaitlist)
      .where(and(eq(firstAidWaitlist.id, entryId), inArray(firstAidWaitlist.status, ["waiting", "offered"])))
      .for("update");
    if (!entry) return false;
    await tx.update(firstAidWaitlist).set({ status: "removed" }).where(eq(firstAidWaitlist.id, entryId));
    await recordStaffAction(tx, {
      actor: staffUserId,
      action: "course-waitlist.remove",
      subjectType: "course-date",
      subjectId: entry.dateId,
      // The entry by its id, never its e-mail: the log keeps no one's contact (Art. 5 (1)(c) GDPR).
      before: { entryId, status: entry.status },
      after: { status: "removed" },
    });
    if (entry.status === "offered") await offerFreedSeats(tx, entry.dateId, { now });
    return true;
  });
}
