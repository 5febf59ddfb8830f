import { and, eq, gt, inArray } from "drizzle-orm";
import { firstAidSchedule, type IsoDate, todayInSchoolTimeZone } from "~/content/schedule";
import type { Locale } from "~/i18n/locale";
import { addressKey, overLimit } from "../auth/throttle.server";
import { hashIdentifier, newToken } from "../auth/token-hash.server";
import type { Database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { isUuid } from "./offered-dates.server";
import { waitlistAlreadyMail, waitlistConfirmMail } from "./waitlist-mails.server";
import { queueMail } from "../mail/outbox.server";
import { firstAidDates, firstAidWaitlist } from "../platform/schema.server";
import { seatsTakenOn } from "./seats.server";
import { coursePagePath, entryByToken, liveStatuses, offerFreedSeats, waitlistPath } from "./waitlist.server";

// Joining a full date's waiting list without an account. Anyone can type any address, so:
// - an entry counts only once its address followed the mailed link and confirmed (double opt-in):
//   no place in line and no held seat before that, and an unconfirmed entry is deleted after
//   `waitlistConfirmHours` (housekeeping);
// - the answer is the same whether or not the address is already listed (the mail says which), so
//   the form does not tell a stranger who waits for which date (Art. 5 (1)(f) GDPR);
// - joining is throttled per network and per address: one network cannot fill a list with
//   strangers' addresses, and one address does not get a mail per click.

/** Joins per network (an IPv4 address or an IPv6 /64, as the login throttle counts them). */
export const WAITLIST_NETWORK_LIMIT = { limit: 5, windowSeconds: 10 * 60 };
/** Joins naming one address, from anywhere: each one mails that address. */
export const WAITLIST_ADDRESS_LIMIT = { limit: 3, windowSeconds: 60 * 60 };

export type JoinResult = "sent" | "throttled" | "notFull" | "unknownDate";

const confirmMs = () => firstAidSchedule.waitlistConfirmHours * 3600 * 1000;

/**
 * Asks to put `email` on the date's list (a full, open, future date): a new entry waits for its
 * confirmation; an address already listed gets a mail saying so. Either way the answer is "sent".
 */
export async function joinWaitlist(
  db: Database,
  {
    dateId,
    email,
    locale,
    ip,
    now = new Date(),
    today = todayInSchoolTimeZone(now),
  }: { dateId: string; email: string; locale: Locale; ip: string; now?: Date; today?: IsoDate },
): Promise<{ result: JoinResult; date?: IsoDate; retryAfterSeconds?: number }> {
  const address = email.trim().toLowerCase();
  if (await overLimit(db, `waitlist:ip:${addressKey(ip)}`, { ...WAITLIST_NETWORK_LIMIT, now }))
    return { result: "throttled", retryAfterSeconds: WAITLIST_NETWORK_LIMIT.windowSeconds };
  // The address hashed: the throttle table is no second copy of who asked for what.
  if (await overLimit(db, `waitlist:email:${hashIdentifier(address)}`, { ...WAITLIST_ADDRESS_LIMIT, now }))
    return { result: "throttled", retryAfterSeconds: WAITLIST_ADDRESS_LIMIT.windowSeconds };
  if (!isUuid(dateId)) return { result: "unknownDate" };
  return db.transaction(async (tx) => {
    const [day] = await tx.select().from(firstAidDates).where(eq(firstAidDates.id, dateId));
    if (!day || day.status !== "open" || day.courseDate <= today) return { result: "unknownDate" };
    if ((await seatsTakenOn(tx, dateId, { now })) < day.capacity)
      return { result: "notFull", date: day.courseDate };
    const token = newToken();
    const confirmMail = () =>
      queueMail(
        tx,
        waitlistConfirmMail({
          to: address,
          locale,
          date: day.courseDate,
          language: day.language,
          link: `${env().PUBLIC_URL}${waitlistPath(token, locale)}`,
          validHours: firstAidSchedule.waitlistConfirmHours,
        }),
      );
    const [added] = await tx
      .insert(firstAidWaitlist)
      .values({
        dateId,
        email: address,
        locale,
        tokenHash: hashIdentifier(token),
        status: "unconfirmed",
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: firstAidWaitlist.id });
    if (added) {
      await confirmMail();
      return { result: "sent", date: day.courseDate };
    }
    const [listed] = await tx
      .select()
      .from(firstAidWaitlist)
      .where(
        and(
          eq(firstAidWaitlist.dateId, dateId),
          eq(firstAidWaitlist.email, address),
          inArray(firstAidWaitlist.status, liveStatuses),
        ),
      )
      .for("update");
    if (listed?.status === "unconfirmed") {
      // Asked again before confirming (the first mail lost?): a new link, a new confirmation window.
      await tx
        .update(firstAidWaitlist)
        .set({ tokenHash: hashIdentifier(token), locale, createdAt: now })
        .where(eq(firstAidWaitlist.id, listed.id));
      await confirmMail();
    } else if (listed) {
      // Already in line: nothing changes (a new link would void the one in the earlier mail).
      await queueMail(
        tx,
        waitlistAlreadyMail({
          to: address,
          locale,
          date: day.courseDate,
          language: day.language,
          link: `${env().PUBLIC_URL}${coursePagePath(day.language, locale)}`,
        }),
      );
    }
    return { result: "sent", date: day.courseDate };
  });
}

/**
 * Confirms the entry of a confirmation link: it takes its place in line now (after everyone who
 * confirmed before) and, should a seat be free already, is offered it. The entry's date, or null
 * when the link names no entry that can still be confirmed. Confirming twice changes nothing.
 */
export async function confirmWaitlistEntry(
  db: Database,
  token: string,
  now = new Date(),
): Promise<IsoDate | null> {
  const entry = await entryByToken(db, token);
  if (!entry) return null;
  if (entry.status === "waiting" || entry.status === "offered") return entry.date;
  if (entry.status !== "unconfirmed" || !confirmable(entry.createdAt, now)) return null;
  return db.transaction(async (tx) => {
    const [confirmed] = await tx
      .update(firstAidWaitlist)
      .set({ status: "waiting", confirmedAt: now })
      .where(
        and(
          eq(firstAidWaitlist.id, entry.id),
          eq(firstAidWaitlist.status, "unconfirmed"),
          gt(firstAidWaitlist.createdAt, new Date(now.getTime() - confirmMs())),
        ),
      )
      .returning({ id: firstAidWaitlist.id });
    if (!confirmed) return null;
    await offerFreedSeats(tx, entry.dateId, { now });
    return entry.date;
  });
}

/** Whether an unconfirmed entry made at `createdAt` may still be confirmed at `now`. */
export function confirmable(createdAt: Date, now = new Date()): boolean {
  return now.getTime() - createdAt.getTime() < confirmMs();
}
