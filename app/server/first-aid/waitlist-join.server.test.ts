import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { freshIp, mailedWaitlistToken } from "../../../tests/support/waitlist";
import type { DatabaseHandle } from "../platform/db.server";
import { removeExpired } from "../housekeeping.server";
import { firstAidWaitlist, mailOutbox, sessions, users } from "../platform/schema.server";
import { changeDateCapacity, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { confirmWaitlistEntry, joinWaitlist } from "./waitlist-join.server";
import { leaveWaitlist, waitlistOf } from "./waitlist.server";

// A waiting-list entry counts only once its address confirmed it through the mailed link: no
// place in line and no held seat before that; an unconfirmed entry runs out after 24 hours and the
// housekeeping deletes it, and every entry of a date goes the day after the course.

const staff = "staff-waitlist-join";
const hour = 3600 * 1000;

describe.each(testDatabaseKinds())("waiting-list confirmation and retention on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db
      .insert(users)
      .values({ id: staff, name: "Office", email: "office-wl-join@example.com", role: "staff" });
    await fillFirstAidDates(handle.db, "2026-11-26");
  }, 60_000);
  afterAll(() => handle?.close());

  const fullDate = async (date: string) => {
    const day = await firstAidDateOn(handle.db, "en", date);
    if (!day) throw new Error(`no date ${date}`);
    await changeDateCapacity(handle.db, staff, { dateId: day.id, capacity: 1 });
    const booking = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: `seat-${date}@example.com`,
      date,
    });
    return { id: day.id, booking };
  };
  const join = (dateId: string, email: string, now?: Date) =>
    joinWaitlist(handle.db, { dateId, email, locale: "en", ip: freshIp(), now });
  const confirm = async (email: string, now?: Date) =>
    confirmWaitlistEntry(handle.db, await mailedWaitlistToken(handle.db, email), now);
  const statusOf = async (email: string) =>
    (await handle.db.select().from(firstAidWaitlist).where(eq(firstAidWaitlist.email, email)))[0]?.status;
  const kindsTo = async (email: string) =>
    (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).map((mail) => mail.kind);

  it("offers no seat to an unconfirmed entry, and lines people up by confirmation", async () => {
    const { id } = await fullDate("2027-06-19");
    expect((await join(id, "early-fake@example.com")).result).toBe("sent");
    expect((await join(id, "real@example.com")).result).toBe("sent");
    expect(await kindsTo("early-fake@example.com")).toEqual(["waitlist-confirm"]);
    // Not on the list until confirmed: staff see nobody, a freed seat stays free.
    expect(await waitlistOf(handle.db, id)).toEqual([]);
    await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 2 });
    expect(await statusOf("early-fake@example.com")).toBe("unconfirmed");
    expect(await kindsTo("early-fake@example.com")).not.toContain("waitlist-held");
    await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 1 });

    // The later sign-up confirms first, so it is first in line.
    expect(await confirm("real@example.com")).toBe("2027-06-19");
    expect(await confirm("early-fake@example.com")).toBe("2027-06-19");
    expect((await waitlistOf(handle.db, id)).map((row) => row.email)).toEqual([
      "real@example.com",
      "early-fake@example.com",
    ]);
    await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 2 });
    expect(await statusOf("real@example.com")).toBe("offered");
    expect(await statusOf("early-fake@example.com")).toBe("waiting");
  });

  it("lets a confirmation link run out after 24 hours, and housekeeping deletes the entry", async () => {
    const { id } = await fullDate("2027-07-17");
    const asked = new Date(Date.now() - 25 * hour);
    expect((await join(id, "late@example.com", asked)).result).toBe("sent");
    expect(await confirm("late@example.com")).toBeNull();
    expect(await statusOf("late@example.com")).toBe("unconfirmed");
    expect((await join(id, "recent@example.com")).result).toBe("sent");
    await removeExpired(handle.db);
    expect(await statusOf("late@example.com")).toBeUndefined();
    // A recent one stays, and asking again sends a fresh link.
    expect(await statusOf("recent@example.com")).toBe("unconfirmed");
    expect((await join(id, "late@example.com")).result).toBe("sent");
    expect(await confirm("late@example.com")).toBe("2027-07-17");
  });

  it("deletes every entry of a date the day after the course, whatever its state", async () => {
    const { id } = await fullDate("2027-08-21");
    for (const email of ["after-1@example.com", "after-2@example.com", "after-3@example.com"])
      await join(id, email);
    for (const email of ["after-1@example.com", "after-2@example.com", "after-3@example.com"])
      await confirm(email);
    await leaveWaitlist(handle.db, await mailedWaitlistToken(handle.db, "after-2@example.com"));
    await changeDateCapacity(handle.db, staff, { dateId: id, capacity: 2 });
    expect([await statusOf("after-1@example.com"), await statusOf("after-2@example.com")]).toEqual([
      "offered",
      "left",
    ]);
    const { id: later } = await fullDate("2027-09-18");
    await join(later, "after-1@example.com");
    await confirm("after-1@example.com");
    const rowsOf = async (dateIds: string[]) =>
      handle.db.select().from(firstAidWaitlist).where(inArray(firstAidWaitlist.dateId, dateIds));
    // On the course day itself they are kept; the day after they are gone, the later date's stay.
    await removeExpired(handle.db, new Date("2027-08-21T20:00:00Z"));
    expect(await rowsOf([id])).toHaveLength(3);
    await removeExpired(handle.db, new Date("2027-08-22T08:00:00Z"));
    expect(await rowsOf([id])).toHaveLength(0);
    expect(await rowsOf([later])).toHaveLength(1);
    // The sent waiting-list mails go with an address's last entry (the outbox is marked as the
    // worker would); an address still on a list keeps them.
    await handle.db
      .update(mailOutbox)
      .set({ status: "sent" })
      .where(inArray(mailOutbox.to, ["after-1@example.com", "after-2@example.com"]));
    await removeExpired(handle.db, new Date("2027-08-22T09:00:00Z"));
    expect(await kindsTo("after-2@example.com")).toEqual([]);
    expect(await kindsTo("after-1@example.com")).toContain("waitlist-confirm");
  });

  it("deletes a session 30 days after login, a staff session 12 hours idle, unpresented", async () => {
    const now = new Date();
    const user = "session-owner";
    await handle.db.insert(users).values({ id: user, name: "S", email: "session-owner@example.com" });
    await handle.db.insert(sessions).values([
      {
        id: "staff-idle",
        userId: staff,
        token: "staff-idle-token",
        createdAt: new Date(now.getTime() - 14 * hour),
        lastActiveAt: new Date(now.getTime() - 13 * hour),
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 6 * 24 * hour),
      },
      {
        id: "staff-active",
        userId: staff,
        token: "staff-active-token",
        createdAt: new Date(now.getTime() - 14 * hour),
        lastActiveAt: new Date(now.getTime() - 1 * hour),
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 6 * 24 * hour),
      },
    ]);
    await handle.db.insert(sessions).values([
      {
        id: "old-session",
        userId: user,
        token: "old-session-token",
        createdAt: new Date(now.getTime() - 31 * 24 * hour),
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 6 * 24 * hour),
        ipAddress: "192.0.2.1",
        userAgent: "Test",
      },
      {
        id: "fresh-session",
        userId: user,
        token: "fresh-session-token",
        createdAt: new Date(now.getTime() - 2 * 24 * hour),
        updatedAt: now,
        expiresAt: new Date(now.getTime() + 6 * 24 * hour),
      },
    ]);
    await removeExpired(handle.db, now);
    const left = await handle.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user));
    expect(left.map((row) => row.id)).toEqual(["fresh-session"]);
    const staffLeft = await handle.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, staff));
    expect(staffLeft.map((row) => row.id)).toEqual(["staff-active"]);
  });
});
