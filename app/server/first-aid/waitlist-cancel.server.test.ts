import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDate } from "~/i18n/format";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { firstAidWaitlist, mailOutbox, staffAuditLog, users } from "../platform/schema.server";
import { cancelFirstAidDate, changeDateCapacity, firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { freshIp, joinConfirmed } from "../../../tests/support/waitlist";
import { joinWaitlist } from "./waitlist-join.server";

// Cancelling a date ends its waiting list, and everyone on it hears so in their language: the next
// open dates of the course's language and the course page. Dates in 2027.

const staff = "staff-waitlist-cancel";
const today = "2026-11-26";
const publicUrl = "http://localhost:3000";

describe.each(testDatabaseKinds())("a cancelled date's waiting list on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office-wl@example.com" });
    await fillFirstAidDates(handle.db, today);
  }, 60_000);
  afterAll(() => handle?.close());

  const mailsTo = (to: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "waitlist-date-cancelled")));

  it("mails each person waiting, in their language, with the next dates and the course page", async () => {
    const day = await firstAidDateOn(handle.db, "en", "2027-05-15");
    if (!day) throw new Error("no date");
    await changeDateCapacity(handle.db, staff, { dateId: day.id, capacity: 1 });
    await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "seat-wl@example.com",
      date: day.courseDate,
    });
    for (const [email, locale] of [
      ["wait-en@example.com", "en"],
      ["wait-es@example.com", "es"],
    ] as const)
      expect(await joinConfirmed(handle.db, { dateId: day.id, email, locale })).toBe("sent");
    // Asked for but never confirmed: maybe not that person's wish, so no mail about the list.
    await joinWaitlist(handle.db, {
      dateId: day.id,
      email: "unsure@example.com",
      locale: "en",
      ip: freshIp(),
    });

    expect(await cancelFirstAidDate(handle.db, staff, { dateId: day.id, today, publicUrl })).toEqual({
      ok: true,
      changed: true,
    });

    const [english] = await mailsTo("wait-en@example.com");
    expect(english?.locale).toBe("en");
    expect(english?.subject).toContain("has been cancelled");
    expect(english?.text).toContain(`${publicUrl}/english-first-aid-course#dates`);
    // The next open English dates from today on.
    expect(english?.text).toContain(formatDate("2026-12-19", "en"));
    expect(english?.text).not.toContain(formatDate("2027-05-15", "en", "full"));
    const [spanish] = await mailsTo("wait-es@example.com");
    expect(spanish?.locale).toBe("es");
    expect(spanish?.subject).toContain("se ha cancelado");
    expect(spanish?.text).toContain(`${publicUrl}/es/english-first-aid-course#dates`);
    expect(spanish?.text).toContain("en inglés");

    const live = await handle.db
      .select()
      .from(firstAidWaitlist)
      .where(and(eq(firstAidWaitlist.dateId, day.id), eq(firstAidWaitlist.status, "waiting")));
    expect(live).toHaveLength(0);
    const [audit] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, day.id), eq(staffAuditLog.action, "course-date.cancel")))
      .orderBy(desc(staffAuditLog.at));
    expect(audit?.after).toMatchObject({ waitlistTold: 2 });
    expect(await mailsTo("unsure@example.com")).toEqual([]);
  });
});
