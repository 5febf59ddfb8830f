import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { deleteCustomerData } from "../data-requests/customer-deletion.server";
import type { DatabaseHandle } from "../platform/db.server";
import { type MailAttachment } from "../mail/mail-builders.server";
import { conversionPlans, mailOutbox, users } from "../platform/schema.server";
import { saveAppointment, switchReminders } from "./appointment-store.server";
import { planOfReminderToken, queueDuePlanReminders } from "./plan-reminders.server";
import { savePlan } from "./plan-store.server";
import { dueReminders, reminderSchedule } from "./reminder-schedule.server";

// The plan's reminders: 60, 30 and 7 days before each deadline and 2 days before each appointment,
// at 9:00 in Frankfurt on the calendar day (clock changes and month ends included); each once, also
// when two runs race; none once switched off, none for a deleted plan or customer; a moved
// appointment is reminded again.

const publicUrl = "https://school.example";

describe("the reminders' moments", () => {
  it("count calendar days back from a deadline across month ends, at 9:00 Frankfurt time", () => {
    const list = reminderSchedule([{ subject: "deadline:theory", day: "2027-03-01" }], "2026-11-29");
    expect(list.map((one) => [one.offsetDays, one.sendAt.toISOString()])).toEqual([
      [60, "2026-12-31T08:00:00.000Z"],
      [30, "2027-01-30T08:00:00.000Z"],
      [7, "2027-02-22T08:00:00.000Z"],
    ]);
    const leap = reminderSchedule([{ subject: "deadline:handover", day: "2028-03-01" }], "2027-11-29");
    expect(leap.map((one) => one.sendAt.toISOString().slice(0, 10))).toEqual([
      "2028-01-01",
      "2028-01-31",
      "2028-02-23",
    ]);
  });

  it("stay at 9:00 Frankfurt time across the change to and from summer time", () => {
    // Clocks go forward on 28 March 2027 and back on 31 October 2027 (EU Directive 2000/84/EC).
    const spring = reminderSchedule([{ subject: "deadline:practical", day: "2027-04-02" }], "2026-12-01");
    expect(spring.map((one) => one.sendAt.toISOString())).toEqual([
      "2027-02-01T08:00:00.000Z",
      "2027-03-03T08:00:00.000Z",
      "2027-03-26T08:00:00.000Z",
    ]);
    const autumn = reminderSchedule([{ subject: "appointment:eye-test", day: "2027-11-01" }], "2027-10-01");
    expect(autumn.map((one) => one.sendAt.toISOString())).toEqual(["2027-10-30T07:00:00.000Z"]);
    const week = reminderSchedule([{ subject: "deadline:theory", day: "2027-04-04" }], "2027-03-01");
    expect(week.at(-1)?.sendAt.toISOString()).toBe("2027-03-28T07:00:00.000Z");
  });

  it("send only the latest one due, and none for a day already past", () => {
    const dated = [{ subject: "deadline:theory" as const, day: "2027-03-01" }];
    expect(dueReminders(dated, new Date("2027-02-10T12:00:00Z")).map((one) => one.offsetDays)).toEqual([30]);
    expect(dueReminders(dated, new Date("2027-01-30T07:59:00Z")).map((one) => one.offsetDays)).toEqual([60]);
    expect(dueReminders(dated, new Date("2027-03-01T12:00:00Z"))).toEqual([]);
  });
});

describe.each(testDatabaseKinds())("plan reminders on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle?.close());

  /** A customer with a plan: residence from `since`, an unlisted licence (theory and practical). */
  async function customerWithPlan(since: string, locale: "en" | "es" = "en") {
    const userId = randomUUID();
    const email = `reminders-${userId}@example.com`;
    await handle.db.insert(users).values({ id: userId, email, name: "Begoña", locale });
    await savePlan(handle.db, userId, {
      country: "IN",
      region: null,
      classCode: null,
      dates: { since },
      documents: {},
    });
    return { userId, email };
  }
  const mails = (to: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.kind, "%-reminder")));

  it("queues a deadline's reminder once across two racing runs, in the customer's language", async () => {
    // Residence from 2026-09-10: the foreign licence's last day is 2027-03-10 (§ 29 (1) FeV).
    const { email } = await customerWithPlan("2026-09-10", "es");
    const now = new Date("2027-02-01T09:00:00Z");
    const [first, second] = await Promise.all([
      queueDuePlanReminders(handle.db, { now, publicUrl }),
      queueDuePlanReminders(handle.db, { now, publicUrl }),
    ]);
    const sent = await mails(email);
    expect(sent).toHaveLength(1);
    expect(first + second).toBeGreaterThanOrEqual(1);
    expect(sent[0]?.kind).toBe("plan-reminder");
    expect(sent[0]?.subject).toContain("10 de marzo de 2027");
    expect(sent[0]?.text).toContain("Lo siguiente:");
    expect(sent[0]?.text).toContain(`${publicUrl}/es/my-conversion`);
    expect(sent[0]?.links[0]).toMatch(new RegExp(`^${publicUrl}/es/plan-reminders/`));
    // A later run the same day sends nothing more; the 7 days' reminder comes in its week.
    await queueDuePlanReminders(handle.db, { now: new Date("2027-02-01T15:00:00Z"), publicUrl });
    expect(await mails(email)).toHaveLength(1);
    await queueDuePlanReminders(handle.db, { now: new Date("2027-03-03T09:00:00Z"), publicUrl });
    expect(await mails(email)).toHaveLength(2);
  });

  it("sends none after the customer switched reminders off, from the page or the mail's link", async () => {
    const { userId, email } = await customerWithPlan("2026-09-10");
    await switchReminders(handle.db, userId, false);
    await queueDuePlanReminders(handle.db, { now: new Date("2027-02-01T09:00:00Z"), publicUrl });
    expect(await mails(email)).toHaveLength(0);
    await switchReminders(handle.db, userId, true);
    await queueDuePlanReminders(handle.db, { now: new Date("2027-02-01T09:00:00Z"), publicUrl });
    const [mail] = await mails(email);
    const token = /plan-reminders\/([^/\s]+)$/.exec(mail?.links[0] ?? "")?.[1] ?? "";
    expect(await planOfReminderToken(handle.db, token)).toBe(userId);
  });

  it("sends none for a deleted plan or a deleted customer", async () => {
    const gone = await customerWithPlan("2026-09-10");
    await handle.db.delete(conversionPlans).where(eq(conversionPlans.userId, gone.userId));
    const deleted = await customerWithPlan("2026-09-10");
    expect(await deleteCustomerData(handle.db, { actor: "system", userId: deleted.userId })).toMatchObject({
      outcome: "deleted",
    });
    // The plans before were reminded at this moment already: anything queued now would be these two.
    expect(await queueDuePlanReminders(handle.db, { now: new Date("2027-02-01T09:00:00Z"), publicUrl })).toBe(
      0,
    );
    expect(await mails(gone.email)).toHaveLength(0);
    expect(await mails(deleted.email)).toHaveLength(0);
  });

  it("reminds of an appointment 2 days before with its calendar file, and again once it is moved", async () => {
    const { userId, email } = await customerWithPlan("2027-01-20");
    await saveAppointment(handle.db, userId, {
      kind: "eye-test",
      day: "2027-03-30",
      time: "09:30",
      note: "Optik Zeil 1",
    });
    // 28 March 2027 at 9:00 is 07:00 UTC: summer time has begun that night.
    await queueDuePlanReminders(handle.db, { now: new Date("2027-03-28T06:59:00Z"), publicUrl });
    expect(await mails(email)).toHaveLength(0);
    await queueDuePlanReminders(handle.db, { now: new Date("2027-03-28T07:00:00Z"), publicUrl });
    const [reminder] = await mails(email);
    expect(reminder?.kind).toBe("appointment-reminder");
    const calendar = (reminder?.attachments as MailAttachment[])[0] as MailAttachment;
    const { event } = parseCalendar(calendar.content);
    expect(String(event.summary)).toBe("Eye test");
    expect(event.start.toISOString()).toBe("2027-03-30T07:30:00.000Z");
    expect(calendar.content).toContain("DTSTART;TZID=Europe/Berlin:20270330T093000");
    // Moved to 2 April: its own reminder, a higher SEQUENCE, the same UID.
    await saveAppointment(handle.db, userId, { kind: "eye-test", day: "2027-04-02", time: null, note: null });
    await queueDuePlanReminders(handle.db, { now: new Date("2027-03-31T07:00:00Z"), publicUrl });
    const after = await mails(email);
    const moved = after.filter((mail) => mail.kind === "appointment-reminder");
    expect(moved).toHaveLength(2);
    const again = parseCalendar(
      ((moved[1]?.attachments as MailAttachment[])[0] as MailAttachment).content,
    ).event;
    expect(again.uid).toBe(parseCalendar(calendar.content).event.uid);
    expect(Number((again as unknown as { sequence: string }).sequence)).toBe(1);
    expect(((moved[1]?.attachments as MailAttachment[])[0] as MailAttachment).content).toContain(
      "DTSTART;VALUE=DATE:20270402",
    );
  });
});
