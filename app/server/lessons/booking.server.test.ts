import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolMoment } from "~/content/schedule";
import { addBalance, addCar, addCustomer, addInstructor, addPurchase } from "../../../tests/support/lessons";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { lessonBalanceEntries, lessons, mailOutbox, staffAuditLog } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";
import { bookLesson, moveLesson } from "./booking.server";
import { cancelBySchool, cancelByCustomer, waiveLateCancellation } from "./cancel.server";

// Booking, moving and cancelling on both databases: the payment chosen (balance, link, refused),
// the re-checks inside the transaction, the 24-hour line on both sides and across the change to
// winter time, the school's cancellation and the waiver, and two customers racing for one slot.

const settings = { publicUrl: "http://localhost:3000", simulated: true };
// Monday 19 October 2026, 08:00 in Frankfurt.
const now = new Date("2026-10-19T06:00:00Z");
const at = (day: string, time: string) => schoolMoment(day, time);

describe.each(testDatabaseKinds())("lesson booking on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let instructor: string;
  let second: string;
  let manual: string;
  let automatic: string;
  beforeAll(async () => {
    handle = await open();
    instructor = await addInstructor(handle.db, { name: "Carmen" });
    second = await addInstructor(handle.db, { name: "Tom", languages: ["en"] });
    manual = await addCar(handle.db, { name: "Golf", transmission: "manual", b197: true });
    automatic = await addCar(handle.db, { name: "Zoe", transmission: "automatic" });
  }, 60_000);
  afterAll(() => handle?.close());

  const book = (
    customerId: string,
    kind: "lesson-45" | "lesson-90" | "assessment",
    start: Date,
    who = instructor,
    car = manual,
  ) =>
    bookLesson(
      handle.db,
      { customerId, kind, start, instructorId: who, carId: car, pickupPoint: "office", bookedBy: customerId },
      { ...settings, now },
    );
  const mailsTo = (customerId: string) =>
    handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, `${customerId}@customers.example`))
      .orderBy(mailOutbox.nextAttemptAt, mailOutbox.createdAt);

  it("books from the balance: one charge, the mail with a calendar file, and refuses what does not fit", async () => {
    const customer = await addCustomer(handle.db);
    await addPurchase(handle.db, customer, "weekly-classes");
    await addBalance(handle.db, customer, 5);
    const first = await book(customer, "lesson-90", at("2026-10-20", "10:00"));
    expect(first).toMatchObject({ ok: true, payment: "balance" });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({
      bought: 5,
      charged: 2,
      left: 3,
      booked: 2,
    });
    const mails = await mailsTo(customer);
    expect(mails.map((mail) => mail.kind)).toEqual(["lesson-booked"]);
    const file = (mails[0]?.attachments as MailAttachment[])[0];
    expect(file?.content).toContain("METHOD:PUBLISH");
    expect(file?.content).toContain(`UID:lesson-${first.ok ? first.lessonId : ""}@`);
    expect(file?.content).toContain("DTSTART;TZID=Europe/Berlin:20261020T100000");

    // The same instructor 10 minutes after the end is inside the buffer; another instructor and
    // car for the same customer at the same time too.
    expect(await book(customer, "lesson-45", at("2026-10-20", "11:40"))).toEqual({
      ok: false,
      refusal: "taken",
    });
    expect(await book(customer, "lesson-45", at("2026-10-20", "11:00"), second, automatic)).toEqual({
      ok: false,
      refusal: "taken",
    });
    expect(await book(customer, "lesson-45", at("2026-10-19", "12:00"))).toEqual({
      ok: false,
      refusal: "tooSoon",
    });
    expect(await book(customer, "lesson-45", at("2026-11-20", "10:00"))).toEqual({
      ok: false,
      refusal: "tooFar",
    });
    expect(await book(customer, "lesson-45", at("2026-10-20", "19:00"))).toEqual({
      ok: false,
      refusal: "unavailable",
    });

    // Three a week at most.
    expect((await book(customer, "lesson-45", at("2026-10-21", "10:00"))).ok).toBe(true);
    expect((await book(customer, "lesson-45", at("2026-10-22", "10:00"))).ok).toBe(true);
    expect(await book(customer, "lesson-45", at("2026-10-23", "10:00"))).toEqual({
      ok: false,
      refusal: "weekFull",
    });
    expect((await lessonBalance(handle.db, customer)).left).toBe(1);
    // The fourth of next week: one unit left covers a 45-minute lesson but not a double one.
    const link = await book(customer, "lesson-90", at("2026-10-27", "10:00"));
    expect(link).toMatchObject({ ok: true, payment: "link" });
    const linkMail = (await mailsTo(customer)).at(-1);
    expect(linkMail?.text).toContain(`product=driving-lesson-90`);
    expect(linkMail?.text).toContain(link.ok ? link.lessonId : "?");
    expect((await lessonBalance(handle.db, customer)).left).toBe(1);
  });

  it("lets only entitled customers book, and counts the assessment", async () => {
    const nobody = await addCustomer(handle.db);
    expect(await book(nobody, "lesson-45", at("2026-10-21", "14:00"))).toEqual({
      ok: false,
      refusal: "notEntitled",
    });
    const assessed = await addCustomer(handle.db);
    await addPurchase(handle.db, assessed, "driving-performance-assessment");
    expect(await book(assessed, "lesson-45", at("2026-10-21", "14:00"))).toEqual({
      ok: false,
      refusal: "notEntitled",
    });
    expect(await book(assessed, "assessment", at("2026-10-21", "14:00"))).toMatchObject({
      ok: true,
      payment: "link",
    });
    expect(await book(assessed, "assessment", at("2026-10-28", "14:00"))).toEqual({
      ok: false,
      refusal: "noBlocksLeft",
    });
    expect(await lessonBalance(handle.db, assessed)).toMatchObject({ bought: 0, left: 0 });
  });

  it("cancels free until 24 hours before and charges later, also across the change to winter time", async () => {
    const customer = await addCustomer(handle.db);
    await addPurchase(handle.db, customer, "weekly-classes");
    await addBalance(handle.db, customer, 10);
    // Sunday 25 October 10:00 CET (09:00Z), the day the clocks go back at 03:00 CEST (01:00Z): the
    // 24 hours before it span the 25-hour night, so the line is Saturday 11:00 CEST (09:00Z).
    const sundayDriver = await addInstructor(handle.db, {
      name: "Sunday",
      hours: [{ weekday: 7, startsAt: "08:00", endsAt: "18:00" }],
    });
    const sunday = await book(customer, "lesson-45", at("2026-10-25", "10:00"), sundayDriver, automatic);
    const tuesday = await book(customer, "lesson-45", at("2026-10-27", "08:00"));
    const sundayLate = await book(customer, "lesson-45", at("2026-10-25", "14:00"), sundayDriver, automatic);
    if (!sunday.ok || !tuesday.ok || !sundayLate.ok) throw new Error("not booked");
    expect(at("2026-10-25", "10:00").toISOString()).toBe("2026-10-25T09:00:00.000Z");
    const cancel = (lessonId: string, when: string) =>
      cancelByCustomer(handle.db, { lessonId, customerId: customer }, { ...settings, now: new Date(when) });
    // Saturday 10:59 CEST, 24 hours and a minute before: free, the unit comes back.
    expect(await cancel(sunday.lessonId, "2026-10-24T08:59:00Z")).toEqual({ ok: true, late: false });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({ left: 8, charged: 2 });
    // Sunday 14:00 CET is 13:00Z: its line is Saturday 15:00 CEST (13:00Z), not the wall clock's
    // 14:00; a minute after it is late.
    expect(await cancel(sundayLate.lessonId, "2026-10-24T13:01:00Z")).toEqual({ ok: true, late: true });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({ left: 8, charged: 2 });
    // 23 hours and 59 minutes before the Tuesday lesson: late, the charge stays.
    expect(await cancel(tuesday.lessonId, "2026-10-26T07:01:00Z")).toEqual({ ok: true, late: true });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({ left: 8, charged: 2, booked: 0 });
    const [row] = await handle.db.select().from(lessons).where(eq(lessons.id, tuesday.lessonId));
    expect(row).toMatchObject({
      state: "cancelled",
      cancelledBy: "customer",
      lateCancellation: true,
      sequence: 1,
    });
    expect(await cancel(tuesday.lessonId, "2026-10-26T07:02:00Z")).toEqual({
      ok: false,
      refusal: "notBooked",
    });
    const other = await addCustomer(handle.db);
    expect(
      await cancelByCustomer(handle.db, { lessonId: sunday.lessonId, customerId: other }, settings),
    ).toEqual({ ok: false, refusal: "notFound" });

    const files = (await mailsTo(customer)).filter((mail) => mail.kind === "lesson-cancelledByCustomer");
    expect(files).toHaveLength(3);
    const content = (files[2]?.attachments as MailAttachment[])[0]?.content;
    expect(content).toContain("METHOD:CANCEL");
    expect(content).toContain("SEQUENCE:1");

    // The office waives the late one: a waiver entry gives the unit back, audited, once.
    const staffId = await addCustomer(handle.db);
    const waive = () =>
      waiveLateCancellation(handle.db, { lessonId: tuesday.lessonId, staffId, reason: "ill" }, settings);
    expect(await waive()).toEqual({ ok: true });
    expect(await waive()).toEqual({ ok: false, refusal: "notLate" });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({ left: 9, charged: 1 });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, tuesday.lessonId), eq(staffAuditLog.action, "lesson.waive")));
    expect(audit).toHaveLength(1);
  });

  it("moves a lesson with a higher sequence, and the school's cancellation is free with other times", async () => {
    const customer = await addCustomer(handle.db, { locale: "es" });
    await addPurchase(handle.db, customer, "weekly-classes");
    await addBalance(handle.db, customer, 5);
    const booked = await book(customer, "lesson-45", at("2026-11-03", "09:00"));
    if (!booked.ok) throw new Error("not booked");
    const move = (start: Date, by: { customerId: string } | { staffId: string }, when = now) =>
      moveLesson(
        handle.db,
        { lessonId: booked.lessonId, start, instructorId: instructor, carId: manual, by },
        { ...settings, now: when },
      );
    expect(await move(at("2026-11-04", "09:00"), { customerId: customer })).toEqual({ ok: true });
    expect(
      await move(at("2026-11-05", "09:00"), { customerId: customer }, new Date("2026-11-03T09:00:00Z")),
    ).toEqual({
      ok: false,
      refusal: "tooLateToMove",
    });
    expect(await move(at("2026-11-05", "09:00"), { customerId: "someone-else" })).toEqual({
      ok: false,
      refusal: "notFound",
    });
    const staffId = await addCustomer(handle.db);
    expect(
      await cancelBySchool(handle.db, { lessonId: booked.lessonId, staffId }, { ...settings, now }),
    ).toEqual({
      ok: true,
    });
    const [row] = await handle.db.select().from(lessons).where(eq(lessons.id, booked.lessonId));
    expect(row).toMatchObject({
      state: "cancelled",
      cancelledBy: "school",
      lateCancellation: false,
      sequence: 2,
    });
    expect(await lessonBalance(handle.db, customer)).toMatchObject({ left: 5 });
    const refunds = await handle.db
      .select()
      .from(lessonBalanceEntries)
      .where(
        and(eq(lessonBalanceEntries.lessonId, booked.lessonId), eq(lessonBalanceEntries.reason, "refund")),
      );
    expect(refunds).toHaveLength(1);
    const mails = await mailsTo(customer);
    expect(mails.map((mail) => mail.kind)).toEqual([
      "lesson-booked",
      "lesson-moved",
      "lesson-cancelledBySchool",
    ]);
    expect(mails.every((mail) => mail.locale === "es")).toBe(true);
    expect(mails[2]?.text).toContain("Horas libres que puedes reservar");
  });

  it("gives the last slot to exactly one of two customers booking it at once", async () => {
    const [a, b] = [await addCustomer(handle.db), await addCustomer(handle.db)];
    for (const customer of [a, b]) {
      await addPurchase(handle.db, customer, "weekly-classes");
      await addBalance(handle.db, customer, 5);
    }
    const start = at("2026-11-10", "15:00");
    const outcomes = await Promise.all([book(a, "lesson-45", start), book(b, "lesson-45", start)]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, refusal: "taken" }]);
    const rows = await handle.db.select().from(lessons).where(eq(lessons.startsAt, start));
    expect(rows).toHaveLength(1);
    const loser = outcomes[0]?.ok ? b : a;
    expect(await lessonBalance(handle.db, loser)).toMatchObject({ left: 5 });
  });
});
