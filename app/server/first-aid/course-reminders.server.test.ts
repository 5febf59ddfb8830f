import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { bookThroughWebhook } from "../../../tests/support/first-aid-seats";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import { applyPurchaseStatus } from "../payments/purchase-recording.server";
import { firstAidBookings, mailOutbox, purchases, users } from "../platform/schema.server";
import { moveBooking } from "./booking-move.server";
import { schoolMoment } from "~/content/schedule";
import { queueDueReminders, reminderSendAt, scheduledReminders } from "./course-reminders.server";
import { firstAidDateOn } from "./date-actions.server";
import { fillFirstAidDates } from "./date-fill.server";
import { filesWrittenAtOnce } from "../../../tests/support/mail-files";

// The reminder goes out once per booking and date, two days before the course from 10:00 school
// time; never for a booking moved away or refunded; never twice, also when two runs race.

const today = "2026-11-25";
const staff = "staff-reminders";
const publicUrl = "https://school.example";

describe("the reminder's moment", () => {
  it("is 10:00 in Frankfurt two days before, in winter and in summer time", () => {
    expect(reminderSendAt("2026-12-19").toISOString()).toBe("2026-12-17T09:00:00.000Z");
    expect(reminderSendAt("2027-06-05").toISOString()).toBe("2027-06-03T08:00:00.000Z");
    expect(schoolMoment("2027-03-28", "10:00").toISOString()).toBe("2027-03-28T08:00:00.000Z");
  });
});

describe.each(testDatabaseKinds())("course reminders on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
    await handle.db.insert(users).values({ id: staff, name: "Office", email: "office@example.com" });
    await fillFirstAidDates(handle.db, today);
  });
  afterAll(() => handle?.close());

  const reminders = (to: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, "course-reminder")));
  const dateId = async (language: "en" | "es", date: string) =>
    String((await firstAidDateOn(handle.db, language, date))?.id);

  it("sends one reminder with time, venue, map and calendar file, and never a second", async () => {
    await bookThroughWebhook(handle.db, {
      product: "first-aid-es",
      email: "rem@example.com",
      date: "2026-12-05",
    });
    const [customer] = await handle.db.select().from(users).where(eq(users.email, "rem@example.com"));
    // Staff see it scheduled with its moment.
    expect(
      await scheduledReminders(handle.db, String(customer?.id), new Date("2026-11-28T12:00:00Z")),
    ).toEqual([
      { kind: "course-reminder", courseDate: "2026-12-05", sendAt: new Date("2026-12-03T09:00:00.000Z") },
    ]);
    // A minute early: nothing.
    expect(await queueDueReminders(handle.db, { now: new Date("2026-12-03T08:59:00Z"), publicUrl })).toBe(0);
    const at = new Date("2026-12-03T09:05:00Z");
    expect(await queueDueReminders(handle.db, { now: at, publicUrl })).toBe(1);
    expect(await queueDueReminders(handle.db, { now: new Date("2026-12-03T10:00:00Z"), publicUrl })).toBe(0);
    const mails = await reminders("rem@example.com");
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail.locale).toBe("es");
    expect(mail.text).toContain("9:00–17:00");
    expect(mail.text).toContain("Schweizer Straße");
    expect(mail.text).toContain("openstreetmap.org");
    expect(mail.text).toContain("pasaporte");
    const { event } = parseCalendar(String(filesWrittenAtOnce(mail.attachments)[0]?.content));
    expect(event.start.toISOString()).toBe("2026-12-05T08:00:00.000Z");
    expect(await scheduledReminders(handle.db, String(customer?.id), at)).toEqual([]);
  });

  it("sends none for a booking moved away: the new date's reminder comes at its own time", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "moved-away@example.com",
      date: "2026-12-19",
    });
    await moveBooking(handle.db, staff, {
      bookingId,
      targetDateId: await dateId("en", "2027-01-16"),
      today,
      publicUrl,
    });
    await queueDueReminders(handle.db, { now: new Date("2026-12-17T12:00:00Z"), publicUrl });
    expect(await reminders("moved-away@example.com")).toEqual([]);
    await queueDueReminders(handle.db, { now: new Date("2027-01-14T12:00:00Z"), publicUrl });
    const [mail] = await reminders("moved-away@example.com");
    expect(mail?.subject).toContain("16 January 2027");
  });

  it("sends none for a refunded booking", async () => {
    const bookingId = await bookThroughWebhook(handle.db, {
      product: "first-aid-en",
      email: "refunded@example.com",
      date: "2027-02-20",
    });
    const [seat] = await handle.db.select().from(firstAidBookings).where(eq(firstAidBookings.id, bookingId));
    const [purchase] = await handle.db
      .select()
      .from(purchases)
      .where(eq(purchases.checkoutSessionId, String(seat?.checkoutSessionId)));
    await handle.db.transaction((tx) => applyPurchaseStatus(tx, String(purchase?.id), "refunded"));
    await queueDueReminders(handle.db, { now: new Date("2027-02-18T12:00:00Z"), publicUrl });
    expect(await reminders("refunded@example.com")).toEqual([]);
  });

  it("two workers racing queue each reminder once", async () => {
    const emails = ["race-1@example.com", "race-2@example.com", "race-3@example.com"];
    for (const email of emails)
      await bookThroughWebhook(handle.db, { product: "first-aid-es", email, date: "2027-03-06" });
    const now = new Date("2027-03-04T09:30:00Z");
    const [a, b] = await Promise.all([
      queueDueReminders(handle.db, { now, publicUrl }),
      queueDueReminders(handle.db, { now, publicUrl }),
    ]);
    expect(a + b).toBe(3);
    for (const email of emails) expect(await reminders(email)).toHaveLength(1);
  });
});
