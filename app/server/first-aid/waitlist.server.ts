import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import { type Locale, localizePath } from "~/i18n/locale";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import type { Database } from "../db.server";
import { env } from "../env.server";
import { isUuid } from "../first-aid.server";
import { waitlistHeldMail, waitlistJoinedMail } from "../mail/booking-mails.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidDates, firstAidWaitlist } from "../schema.server";
import { seatsChanged } from "../seat-changes.server";
import { recordStaffAction } from "../staff/audit.server";
import { seatsTakenOn } from "./seats.server";
import type { Tx } from "./staff-action.server";

// The waiting list of a full first-aid date. Joining needs no account; a seat that frees up is
// offered to the first waiting address and held for it (taken for everyone else) for 24 hours; an
// unused hold passes to the next (`expireHolds`, a periodic job run once across instances).

/** The page a waiting-list mail links to: leave the list, or buy the held seat. */
export function waitlistPath(token: string, locale: Locale): string {
  return localizePath(`/waiting-list/${encodeURIComponent(token)}`, locale);
}

const holdMs = () => firstAidSchedule.waitlistHoldHours * 3600 * 1000;

export type JoinResult = "joined" | "already" | "notFull" | "unknownDate";

/** Puts `email` on the date's list (a full, open, future date) and mails the confirmation. */
export async function joinWaitlist(
  db: Database,
  {
    dateId,
    email,
    locale,
    now = new Date(),
    today = todayInSchoolTimeZone(now),
  }: { dateId: string; email: string; locale: Locale; now?: Date; today?: IsoDate },
): Promise<{ result: JoinResult; date?: IsoDate }> {
  if (!isUuid(dateId)) return { result: "unknownDate" };
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [day] = await tx.select().from(firstAidDates).where(eq(firstAidDates.id, dateId));
    if (!day || day.status !== "open" || day.courseDate <= today) return { result: "unknownDate" };
    if ((await seatsTakenOn(tx, dateId, { now })) < day.capacity)
      return { result: "notFull", date: day.courseDate };
    const token = newToken();
    const [added] = await tx
      .insert(firstAidWaitlist)
      .values({ dateId, email: address, locale, tokenHash: hashIdentifier(token) })
      .onConflictDoNothing()
      .returning({ id: firstAidWaitlist.id });
    if (!added) return { result: "already", date: day.courseDate };
    await queueMail(
      tx,
      waitlistJoinedMail({
        to: address,
        locale,
        date: day.courseDate,
        language: day.language,
        leaveLink: `${env().PUBLIC_URL}${waitlistPath(token, locale)}`,
      }),
    );
    return { result: "joined", date: day.courseDate };
  });
}

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
      .where(
        and(eq(firstAidWaitlist.dateId, dateId), inArray(firstAidWaitlist.status, ["waiting", "offered"])),
      );
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
      .orderBy(asc(firstAidWaitlist.createdAt), asc(firstAidWaitlist.id))
      .limit(1)
      .for("update");
    if (!next) break;
    const token = newToken();
    const holdUntil = new Date(now.getTime() + holdMs());
    await tx
      .update(firstAidWaitlist)
      .set({ status: "offered", holdUntil, tokenHash: hashIdentifier(token) })
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

/** A paid booking of `email` on the date closes their entry (waiting or holding): they are in. */
export async function closeEntryOnBooking(tx: Tx, dateId: string, email: string): Promise<void> {
  await tx
    .update(firstAidWaitlist)
    .set({ status: "booked" })
    .where(
      and(
        eq(firstAidWaitlist.dateId, dateId),
        eq(firstAidWaitlist.email, email.toLowerCase()),
        inArray(firstAidWaitlist.status, ["waiting", "offered"]),
      ),
    );
}

/** The entry a mail's link names, with its date (null when the token matches nothing). */
export async function entryByToken(db: Database, token: string) {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({
      id: firstAidWaitlist.id,
      email: firstAidWaitlist.email,
      locale: firstAidWaitlist.locale,
      status: firstAidWaitlist.status,
      holdUntil: firstAidWaitlist.holdUntil,
      dateId: firstAidDates.id,
      date: firstAidDates.courseDate,
      language: firstAidDates.language,
    })
    .from(firstAidWaitlist)
    .innerJoin(firstAidDates, eq(firstAidDates.id, firstAidWaitlist.dateId))
    .where(eq(firstAidWaitlist.tokenHash, hashIdentifier(token)));
  return row ?? null;
}

/** Leaves the list through the mail's link; a held seat goes to the next in line. */
export async function leaveWaitlist(db: Database, token: string, now = new Date()): Promise<IsoDate | null> {
  const entry = await entryByToken(db, token);
  if (!entry || (entry.status !== "waiting" && entry.status !== "offered")) return null;
  await db.transaction(async (tx) => {
    const [left] = await tx
      .update(firstAidWaitlist)
      .set({ status: "left" })
      .where(and(eq(firstAidWaitlist.id, entry.id), inArray(firstAidWaitlist.status, ["waiting", "offered"])))
      .returning({ status: firstAidWaitlist.status });
    if (left && entry.status === "offered") await offerFreedSeats(tx, entry.dateId, { now });
  });
  return entry.date;
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
    .orderBy(asc(firstAidWaitlist.createdAt), asc(firstAidWaitlist.id));
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
      before: { entryId, email: entry.email, status: entry.status },
      after: { status: "removed" },
    });
    if (entry.status === "offered") await offerFreedSeats(tx, entry.dateId, { now });
    return true;
  });
}
