import { eq, like } from "drizzle-orm";
import { and, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { carRow, customerRow, instructorRow, lessonRow } from "../../../tests/support/lesson-rows";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { exams, lessons, mailOutbox } from "../platform/schema.server";
import { queueDueLessonReminders } from "./lesson-reminders.server";

// The reminders before a lesson (with its calendar file, instructor, car and meeting point), before
// an exam, and before an unpaid lesson's payment is due (with its payment link; the lesson stays
// booked): each once, also when two workers run the job at the same moment (on PostgreSQL over two
// connections of the pool), none for a cancelled or paid lesson, and again for a moved lesson.

const publicUrl = "https://school.example";
const HOUR = 3600_000;

describe.each(testDatabaseKinds())("lesson reminders on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let instructorId: string;
  let carId: string;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    instructorId = await instructorRow(db, "Carmen");
    carId = await carRow(db, "Golf F-DS 197");
  });
  afterAll(() => handle?.close());

  const mails = (to: string) =>
    db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.kind, "%reminder")));
  const run = (now: Date) => queueDueLessonReminders(db, { now, publicUrl, simulated: true });

  it("reminds of a lesson once across two racing workers, with its calendar file, and again after a move", async () => {
    const customer = await customerRow(db, "es");
    // Saturday 30 October 2027, 10:00 in Frankfurt (summer time: 08:00 UTC); winter time starts the next night.
    const startsAt = new Date("2027-10-30T08:00:00Z");
    const lessonId = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt,
      pickupPoint: "hauptbahnhof",
    });
    expect(await run(new Date(startsAt.getTime() - 25 * HOUR))).toBe(0);
    const now = new Date(startsAt.getTime() - 24 * HOUR);
    const [first, second] = await Promise.all([run(now), run(now)]);
    expect(first + second).toBe(1);
    const [reminder, ...more] = await mails(customer.email);
    expect(more).toEqual([]);
    expect(reminder?.kind).toBe("lesson-reminder");
    expect(reminder?.subject, reminder?.subject).toContain("10:00");
    expect(reminder?.text).toContain("Carmen");
    expect(reminder?.text).toContain("Golf F-DS 197");
    expect(reminder?.text).toContain("Estación central, salida sur");
    expect(reminder?.text).toContain("https://www.openstreetmap.org/?mlat=50.1062");
    const calendar = ((reminder?.attachments as MailAttachment[])[0] as MailAttachment).content;
    expect(calendar).toContain("DTSTART;TZID=Europe/Berlin:20271030T100000");
    expect(parseCalendar(calendar).event.uid).toContain(lessonId);
    // A later run sends nothing more.
    expect(await run(new Date(now.getTime() + HOUR))).toBe(0);
    // Moved a day later (into winter time): its own reminder, with the new time.
    await db
      .update(lessons)
      .set({
        startsAt: new Date("2027-10-31T09:00:00Z"),
        endsAt: new Date("2027-10-31T09:45:00Z"),
        sequence: sql`${lessons.sequence} + 1`,
      })
      .where(eq(lessons.id, lessonId));
    expect(await run(new Date("2027-10-30T09:00:00Z"))).toBe(1);
    const moved = (await mails(customer.email)).at(-1);
    const movedCalendar = ((moved?.attachments as MailAttachment[])[0] as MailAttachment).content;
    expect(movedCalendar).toContain("DTSTART;TZID=Europe/Berlin:20271031T100000");
    expect(movedCalendar).toContain("SEQUENCE:1");
  });

  it("reminds of an unpaid lesson with its payment link and leaves it booked; a paid or cancelled one gets nothing", async () => {
    const customer = await customerRow(db);
    const startsAt = new Date("2027-02-10T09:00:00Z");
    const unpaid = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt,
      payment: "link",
    });
    const other = await customerRow(db);
    await lessonRow(db, {
      customerId: other.id,
      instructorId,
      carId,
      startsAt: new Date("2027-02-10T09:10:00Z"),
      payment: "link",
      paidAt: new Date(),
    });
    await lessonRow(db, {
      customerId: other.id,
      instructorId,
      carId,
      startsAt: new Date("2027-02-10T09:20:00Z"),
      payment: "link",
      state: "cancelled",
    });
    const now = new Date("2027-02-09T09:30:00Z");
    await Promise.all([run(now), run(now)]);
    const sent = await mails(customer.email);
    expect(sent.map((mail) => mail.kind).sort()).toEqual(["lesson-payment-reminder", "lesson-reminder"]);
    const payment = sent.find((mail) => mail.kind === "lesson-payment-reminder");
    expect(payment?.text).toContain(`${publicUrl}/checkout?product=driving-lesson-45`);
    expect(payment?.text).toContain(`client_reference_id=${unpaid}`);
    expect(payment?.text).toContain("€69.00");
    const [lesson] = await db.select().from(lessons).where(eq(lessons.id, unpaid));
    expect(lesson?.state).toBe("booked");
    expect((await mails(other.email)).map((mail) => mail.kind)).toEqual(["lesson-reminder"]);
  });

  it("reminds of an exam once, not of a cancelled one", async () => {
    const customer = await customerRow(db, "es");
    const startsAt = new Date("2027-03-30T07:30:00Z");
    await db
      .insert(exams)
      .values({ customerId: customer.id, kind: "practical", startsAt, testingCentre: "TÜV Frankfurt" });
    await db.insert(exams).values({
      customerId: customer.id,
      kind: "theory",
      startsAt,
      testingCentre: "TÜV",
      cancelledAt: new Date(),
    });
    const now = new Date("2027-03-29T08:00:00Z");
    await Promise.all([run(now), run(now)]);
    const sent = await mails(customer.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.kind).toBe("exam-reminder");
    expect(sent[0]?.subject).toContain("Examen práctico");
  });
});
