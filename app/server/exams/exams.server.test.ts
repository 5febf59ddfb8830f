import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { carRow, customerRow, instructorRow } from "../../../tests/support/lesson-rows";
import { parseCalendar } from "../../../tests/support/calendar-file";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import { exams, mailOutbox, staffAuditLog, staffFormSubmissions } from "../platform/schema.server";
import { customerExams, repetitionDue } from "./customer-exams.server";
import { examAction } from "./exam-actions.server";
import { accountExams, ownDetailsAndExams, ownExamCalendarFile } from "./account-exams.server";
import { examPrice } from "./exam-prices.server";

// The office's exam forms on the customer page: recorded, moved, cancelled and given a result,
// each audited with ids and values and mailed to the customer in their language with the exam's
// calendar file (one UID, SEQUENCE counted up by a move and the cancellation, METHOD:CANCEL); a
// failed practical exam offers the repetition at the catalog's price; bad input is refused in the
// staff member's language and changes nothing; a form sent twice changes once.

const now = new Date("2027-03-01T10:00:00Z");

function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error("missing");
  return value;
}
const key = "7d0c3d8e-9a55-4c0f-8a57-1f6d8c1e2b3a";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(testDatabaseKinds())("exams on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let staffId: string;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    staffId = await instructorRow(db, "Office");
  });
  afterAll(() => handle?.close());

  const mailsTo = (to: string) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.createdAt);
  const calendarOf = (mail: { attachments: unknown }) =>
    ((mail.attachments as MailAttachment[])[0] as MailAttachment).content;

  it("records a practical exam, moves it, records a failed result, offers the repetition, and cancels the repetition", async () => {
    const customer = await customerRow(db, "es");
    const instructorId = await instructorRow(db, "Carmen");
    const carId = await carRow(db);
    const added = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-add",
        key,
        kind: "practical",
        day: "2027-03-30",
        time: "09:30",
        centre: "TÜV Frankfurt-Bockenheim",
        instructorId,
        carId,
      }),
      "en",
      now,
    );
    expect(added).toEqual({ redirect: { done: "exam-recorded" } });
    const [exam] = await customerExams(db, customer.id);
    // 30 March 2027 is summer time: 09:30 in Frankfurt is 07:30 UTC.
    expect(exam?.startsAt.toISOString()).toBe("2027-03-30T07:30:00.000Z");
    expect(exam).toMatchObject({ kind: "practical", instructorName: "Carmen", result: null });
    const [recorded] = await mailsTo(customer.email);
    expect(recorded?.kind).toBe("exam-recorded");
    expect(recorded?.subject).toContain("Examen práctico");
    expect(recorded?.text).toContain("TÜV Frankfurt-Bockenheim");
    const first = parseCalendar(calendarOf(must(recorded)));
    expect(first.method).toBe("PUBLISH");
    expect(calendarOf(must(recorded))).toContain("DTSTART;TZID=Europe/Berlin:20270330T093000");

    // The same form sent again (Back, a double click): one exam, answered as a repeat.
    const again = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-add",
        key,
        kind: "practical",
        day: "2027-03-30",
        time: "09:30",
        centre: "TÜV Frankfurt-Bockenheim",
      }),
      "en",
      now,
    );
    expect(again).toEqual({ redirect: { done: "exam-recorded", again: true } });
    expect(await customerExams(db, customer.id)).toHaveLength(1);

    const moved = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-move",
        key,
        examId: must(exam).id,
        day: "2027-04-02",
        time: "11:00",
        centre: "DEKRA Frankfurt",
      }),
      "en",
      now,
    );
    expect(moved).toEqual({ redirect: { done: "exam-moved" } });
    const movedMail = must((await mailsTo(customer.email)).at(-1));
    expect(movedMail.kind).toBe("exam-moved");
    const second = parseCalendar(calendarOf(movedMail));
    expect(second.event.uid).toBe(first.event.uid);
    expect(calendarOf(movedMail)).toContain("SEQUENCE:1");

    const result = await examAction(
      db,
      staffId,
      customer.id,
      form({ intent: "exam-result", key, examId: must(exam).id, result: "failed" }),
      "en",
      now,
    );
    expect(result).toEqual({ redirect: { done: "exam-result" } });
    const resultMail = must((await mailsTo(customer.email)).at(-1));
    expect(resultMail.kind).toBe("exam-result");
    // The repetition at the catalog's price (99,00 €, 33 % off) with its buy link, in Spanish.
    expect(resultMail.text).toContain("99,00");
    expect(resultMail.text).toMatch(/33\s%/);
    expect(resultMail.text).toContain("product=practical-exam-repetition");
    const list = await customerExams(db, customer.id);
    expect(repetitionDue(list)?.id).toBe(must(exam).id);

    const repetition = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-add",
        key: "1d0c3d8e-9a55-4c0f-8a57-1f6d8c1e2b3a",
        kind: "practical",
        day: "2027-05-03",
        time: "08:00",
        centre: "TÜV",
        repetitionOf: must(exam).id,
      }),
      "en",
      now,
    );
    expect(repetition).toEqual({ redirect: { done: "exam-recorded" } });
    const after = await customerExams(db, customer.id);
    expect(after.at(-1)?.repetitionOf).toBe(must(exam).id);
    expect(repetitionDue(after)).toBeNull();

    const cancelled = await examAction(
      db,
      staffId,
      customer.id,
      form({ intent: "exam-cancel", key, examId: must(after.at(-1)).id }),
      "en",
      now,
    );
    expect(cancelled).toEqual({ redirect: { done: "exam-cancelled" } });
    const cancelMail = must((await mailsTo(customer.email)).at(-1));
    expect(parseCalendar(calendarOf(cancelMail)).method).toBe("CANCEL");
    expect(calendarOf(cancelMail)).toContain("SEQUENCE:1");
    // Cancelled, the repetition is offered again.
    expect(repetitionDue(await customerExams(db, customer.id))?.id).toBe(must(exam).id);

    const audit = await db.select().from(staffAuditLog).where(eq(staffAuditLog.customerUserId, customer.id));
    expect(audit.map((entry) => entry.action).sort()).toEqual(
      ["exam.cancel", "exam.move", "exam.record", "exam.record", "exam.result"].sort(),
    );
    const move = audit.find((entry) => entry.action === "exam.move");
    expect(move?.before).toEqual({
      startsAt: "2027-03-30T07:30:00.000Z",
      testingCentre: "TÜV Frankfurt-Bockenheim",
    });
    expect(move?.after).toEqual({ startsAt: "2027-04-02T09:00:00.000Z", testingCentre: "DEKRA Frankfurt" });
  });

  it("refuses bad input in the staff member's language and changes nothing", async () => {
    const customer = await customerRow(db);
    const refused = await examAction(
      db,
      staffId,
      customer.id,
      form({ intent: "exam-add", key, kind: "oral", day: "2027-02-30", time: "25:00", centre: "" }),
      "es",
      now,
    );
    expect(refused).toMatchObject({ status: 400, form: "exam-add" });
    if (!("errors" in refused)) throw new Error("not refused");
    expect(refused.errors.kind).toBe("Elige el examen teórico o el práctico.");
    expect(Object.keys(refused.errors).sort()).toEqual(["centre", "day", "kind", "time"]);
    const unknownCar = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-add",
        key,
        kind: "practical",
        day: "2027-03-30",
        time: "09:30",
        centre: "TÜV",
        carId: "00000000-0000-4000-8000-000000000000",
      }),
      "en",
      now,
    );
    expect(unknownCar).toMatchObject({
      status: 400,
      errors: { carId: "This car is not known. Please choose one from the list." },
    });
    const unknownExam = await examAction(
      db,
      staffId,
      customer.id,
      form({ intent: "exam-result", key, examId: "00000000-0000-4000-8000-000000000000", result: "passed" }),
      "en",
      now,
    );
    expect(unknownExam).toMatchObject({ status: 404 });
    const notFailed = await examAction(
      db,
      staffId,
      customer.id,
      form({
        intent: "exam-add",
        key,
        kind: "practical",
        day: "2027-03-30",
        time: "09:30",
        centre: "TÜV",
        repetitionOf: "00000000-0000-4000-8000-000000000000",
      }),
      "en",
      now,
    );
    expect(notFailed).toMatchObject({ status: 400, errors: { repetitionOf: expect.any(String) } });
    expect(await db.select().from(exams).where(eq(exams.customerId, customer.id))).toEqual([]);
    expect(await mailsTo(customer.email)).toEqual([]);
    // A refusal remembers nothing: the corrected form with the same key goes through.
    expect(
      await db
        .select()
        .from(staffFormSubmissions)
        .where(and(eq(staffFormSubmissions.form, "exam"), eq(staffFormSubmissions.outcome, "refused"))),
    ).toEqual([]);
  });

  it("shows the customer their exams and the repetition after a failed practical one, and the calendar file to them only", async () => {
    const customer = await customerRow(db, "es");
    const stranger = await customerRow(db);
    const [exam] = await db
      .insert(exams)
      .values({
        customerId: customer.id,
        kind: "practical",
        startsAt: new Date("2027-03-30T07:30:00Z"),
        testingCentre: "TÜV",
        result: "failed",
      })
      .returning({ id: exams.id });
    const own = await ownDetailsAndExams(db, customer.id);
    expect(own.details?.email).toBe(customer.email);
    expect(own.exams[0]?.startsAt).toEqual(new Date("2027-03-30T07:30:00Z"));
    const page = accountExams(own.exams, { email: customer.email, locale: "es", simulated: true });
    expect(page.exams[0]).toMatchObject({
      id: exam?.id,
      result: "failed",
      calendar: `/es/my-account/exams/${exam?.id}/calendar.ics`,
    });
    expect(page.repetition).toMatchObject({
      price: expect.stringMatching(/^99,00\s€$/),
      href: expect.stringContaining("product=practical-exam-repetition"),
    });
    const file = await ownExamCalendarFile(db, { userId: customer.id, examId: must(exam).id, locale: "es" });
    expect(file?.content).toContain("SUMMARY:Examen práctico");
    expect(
      await ownExamCalendarFile(db, { userId: stranger.id, examId: must(exam).id, locale: "en" }),
    ).toBeNull();
    expect(
      await ownExamCalendarFile(db, { userId: customer.id, examId: "not-an-id", locale: "en" }),
    ).toBeNull();
  });

  it("prices an exam from the catalog: the price list with the fee, a bought package, the repetition", () => {
    expect(examPrice("theory", { repetition: false, paidProducts: [] })).toEqual({
      priceCents: 13900,
      feeCents: 2499,
      productId: null,
    });
    expect(examPrice("practical", { repetition: false, paidProducts: ["practical-exam-package"] })).toEqual({
      priceCents: null,
      feeCents: 12938,
      productId: "practical-exam-package",
    });
    expect(examPrice("practical", { repetition: true, paidProducts: [] })).toEqual({
      priceCents: 9900,
      feeCents: 12938,
      productId: "practical-exam-repetition",
    });
  });
});
