import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buyUrl } from "~/content/buy-url";
import { carRow, customerRow, instructorRow, lessonRow } from "../../../tests/support/lesson-rows";
import { openTwoInstances, type TwoInstances } from "../../../tests/support/two-instances";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database } from "../platform/db.server";
import { charge, checkoutSession, event, signedRequest } from "../payments/stripe-events.server";
import { webhookResponse } from "../payments/webhook-endpoint.server";
import { exams, mailOutbox, purchases, staffAuditLog } from "../platform/schema.server";
import { recordManualPurchase } from "../staff/customers-manual-purchase.server";
import { accountExams, ownDetailsAndExams } from "./account-exams.server";
import { customerExams } from "./customer-exams.server";
import { examAction } from "./exam-actions.server";
import { staffExamsSection } from "./staff-exams-page.server";

// The exams' loose ends: no result before the exam has begun (Frankfurt's clock, `now` given);
// a move may change who drives and in which car, under the bookings' rule that no instructor or
// car is in two places at once; and the repetition's buy link names the failed exam, whose
// payment (card, repeated deliveries, two instances, the office's purchase) is recorded on it
// once, so the office sees it paid and the customer is no longer offered it.

const secret = "whsec_test_secret";
const webhookUrl = "http://localhost/api/webhooks/stripe";
const context = { publicUrl: "http://localhost:3000" };
const RUNS = Number(process.env.EXAM_PAYMENT_RUNS ?? 10);

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(testDatabaseKinds())("exams' loose ends on $name", ({ name }) => {
  let two: TwoInstances;
  let db: Database;
  let staffId: string;
  beforeAll(async () => {
    two = await openTwoInstances(name);
    db = two.a;
    staffId = await instructorRow(db, "Office");
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await two?.close();
  });

  const examRow = async (values: Partial<typeof exams.$inferInsert> & { customerId: string }) => {
    const [row] = await db
      .insert(exams)
      .values({
        kind: "practical",
        startsAt: new Date("2027-03-30T07:30:00Z"),
        testingCentre: "TÜV",
        ...values,
      })
      .returning();
    if (!row) throw new Error("exam not written");
    return row;
  };
  const examOf = async (id: string) => (await db.select().from(exams).where(eq(exams.id, id)))[0];
  const auditOf = async (id: string) =>
    db.select().from(staffAuditLog).where(eq(staffAuditLog.subjectId, id));
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  describe("a result", () => {
    it("is refused for an exam still ahead (Frankfurt time), in the staff member's language, nothing changed", async () => {
      const customer = await customerRow(db, "es");
      // 09:30 in Frankfurt on the day the clocks go forward (28 March 2027): 07:30 UTC.
      const exam = await examRow({ customerId: customer.id, startsAt: new Date("2027-03-28T07:30:00Z") });
      const before = await examOf(exam.id);
      for (const [locale, now, message] of [
        ["es", new Date("2027-03-28T07:29:59Z"), /aún no ha tenido lugar/],
        ["en", new Date("2027-03-01T10:00:00Z"), /has not taken place yet/],
      ] as const) {
        const answer = await examAction(
          db,
          staffId,
          customer.id,
          form({ intent: "exam-result", key: randomUUID(), examId: exam.id, result: "failed" }),
          locale,
          now,
        );
        expect(answer).toMatchObject({ status: 400, form: `exam:${exam.id}` });
        if (!("errors" in answer)) throw new Error("not refused");
        expect(answer.errors.result).toMatch(message);
      }
      expect(await examOf(exam.id)).toEqual(before);
      expect(await auditOf(exam.id)).toEqual([]);
      expect(await mailsTo(customer.email)).toEqual([]);
      // The page offers no result form until the exam has begun.
      const ahead = await staffExamsSection(db, customer.id, {
        locale: "es",
        paidProducts: [],
        now: new Date("2027-03-28T07:29:59Z"),
      });
      expect(ahead.exams[0]?.resultOpen).toBe(false);
      const begun = await staffExamsSection(db, customer.id, {
        locale: "es",
        paidProducts: [],
        now: new Date("2027-03-28T07:30:00Z"),
      });
      expect(begun.exams[0]?.resultOpen).toBe(true);
      // From its start on, the result is recorded.
      const recorded = await examAction(
        db,
        staffId,
        customer.id,
        form({ intent: "exam-result", key: randomUUID(), examId: exam.id, result: "passed" }),
        "es",
        new Date("2027-03-28T07:30:00Z"),
      );
      expect(recorded).toEqual({ redirect: { done: "exam-result" } });
      expect((await examOf(exam.id))?.result).toBe("passed");
    });
  });

  describe("a move", () => {
    const now = new Date("2027-03-01T10:00:00Z");
    const move = (customerId: string, fields: Record<string, string>, locale: "en" | "es" = "en") =>
      examAction(
        db,
        staffId,
        customerId,
        form({ intent: "exam-move", key: randomUUID(), centre: "TÜV", ...fields }),
        locale,
        now,
      );

    it("changes the instructor and the car, audited with ids before and after", async () => {
      const customer = await customerRow(db);
      const carmen = await instructorRow(db, "Carmen");
      const luis = await instructorRow(db, "Luis");
      const golf = await carRow(db);
      const polo = await carRow(db);
      const exam = await examRow({ customerId: customer.id, instructorId: carmen, carId: golf });
      const answer = await move(customer.id, {
        examId: exam.id,
        day: "2027-04-06",
        time: "10:00",
        instructorId: luis,
        carId: polo,
      });
      expect(answer).toEqual({ redirect: { done: "exam-moved" } });
      expect(await examOf(exam.id)).toMatchObject({ instructorId: luis, carId: polo, sequence: 1 });
      const [entry] = await auditOf(exam.id);
      expect(entry?.before).toMatchObject({ instructorId: carmen, carId: golf });
      expect(entry?.after).toMatchObject({ instructorId: luis, carId: polo });
      // Only the car changed, the time kept: a move too (the customer is told the new car).
      expect(
        await move(customer.id, {
          examId: exam.id,
          day: "2027-04-06",
          time: "10:00",
          instructorId: luis,
          carId: golf,
        }),
      ).toEqual({
        redirect: { done: "exam-moved" },
      });
      // An empty choice means none.
      await move(customer.id, {
        examId: exam.id,
        day: "2027-04-06",
        time: "10:00",
        instructorId: "",
        carId: "",
      });
      expect(await examOf(exam.id)).toMatchObject({ instructorId: null, carId: null });
    });

    it("is refused when the instructor or the car is in a lesson or another exam then (buffer included); nothing changes", async () => {
      const customer = await customerRow(db, "es");
      const other = await customerRow(db);
      const carmen = await instructorRow(db, "Carmen");
      const luis = await instructorRow(db, "Luis");
      const golf = await carRow(db);
      const polo = await carRow(db);
      const exam = await examRow({ customerId: customer.id, instructorId: carmen, carId: golf });
      // Luis drives a lesson in the Polo on 6 April, 12:00–12:45 Frankfurt (10:00 UTC).
      await lessonRow(db, {
        customerId: other.id,
        instructorId: luis,
        carId: polo,
        startsAt: new Date("2027-04-06T10:00:00Z"),
      });
      // Another exam takes the Golf on 7 April at 09:00 Frankfurt (07:00 UTC), for two hours.
      await examRow({ customerId: other.id, carId: golf, startsAt: new Date("2027-04-07T07:00:00Z") });
      const before = await examOf(exam.id);

      // 10:00 Frankfurt + 2 hours' exam + the buffer reaches the 12:00 lesson: Luis is busy.
      const instructorBusy = await move(
        customer.id,
        { examId: exam.id, day: "2027-04-06", time: "10:00", instructorId: luis, carId: golf },
        "es",
      );
      expect(instructorBusy).toMatchObject({
        status: 409,
        errors: { instructorId: expect.stringMatching(/profesor/) },
      });
      const carBusy = await move(customer.id, {
        examId: exam.id,
        day: "2027-04-06",
        time: "10:00",
        instructorId: carmen,
        carId: polo,
      });
      expect(carBusy).toMatchObject({ status: 409, errors: { carId: expect.stringMatching(/car/) } });
      // The Golf is in the other exam at 10:30 on 7 April.
      const carInExam = await move(customer.id, { examId: exam.id, day: "2027-04-07", time: "10:30" });
      expect(carInExam).toMatchObject({ status: 409, errors: { carId: expect.any(String) } });
      expect(await examOf(exam.id)).toEqual(before);
      expect(await auditOf(exam.id)).toEqual([]);
      expect(await mailsTo(customer.email)).toEqual([]);
      // Early enough on 6 April (08:00–10:00 Frankfurt, the buffer ends before 12:00): Luis and the Polo drive it.
      expect(
        await move(customer.id, {
          examId: exam.id,
          day: "2027-04-06",
          time: "08:00",
          instructorId: luis,
          carId: polo,
        }),
      ).toEqual({ redirect: { done: "exam-moved" } });
      // A new exam is checked the same way: Luis is in the lesson at 12:00.
      const added = await examAction(
        db,
        staffId,
        other.id,
        form({
          intent: "exam-add",
          key: randomUUID(),
          kind: "practical",
          day: "2027-04-06",
          time: "11:30",
          centre: "DEKRA",
          instructorId: luis,
        }),
        "en",
        now,
      );
      expect(added).toMatchObject({ status: 409, errors: { instructorId: expect.any(String) } });
    });
  });

  describe("the repetition", () => {
    async function deliver(
      instance: Database,
      session: ReturnType<typeof checkoutSession>,
      eventId?: string,
    ) {
      const response = await webhookResponse(
        signedRequest(webhookUrl, event("checkout.session.completed", session, eventId), secret),
        { db: instance, secret, context },
      );
      return response.status;
    }

    it("has a buy link that names the failed exam, in the mail and on My account, until its payment arrives", async () => {
      const customer = await customerRow(db, "es");
      const exam = await examRow({ customerId: customer.id, result: "failed" });
      expect(buyUrl("practical-exam-repetition", "en", { simulated: true, examId: exam.id })).toContain(
        `client_reference_id=${exam.id}`,
      );
      // Another product never carries it.
      expect(buyUrl("practical-exam-package", "en", { simulated: true, examId: exam.id })).not.toContain(
        exam.id,
      );
      const page = () =>
        ownDetailsAndExams(db, customer.id).then((own) =>
          accountExams(own.exams, { email: customer.email, locale: "es", simulated: true }),
        );
      expect((await page()).repetition?.href).toContain(`client_reference_id=${exam.id}`);

      const session = checkoutSession({
        product: "practical-exam-repetition",
        email: customer.email,
        clientReferenceId: exam.id,
      });
      expect(await deliver(db, session)).toBe(200);
      const [purchase] = await db.select().from(purchases).where(eq(purchases.checkoutSessionId, session.id));
      const paid = await examOf(exam.id);
      expect(paid?.repetitionPurchaseId).toBe(purchase?.id);
      expect(paid?.repetitionPaidAt).toBeInstanceOf(Date);
      expect((await page()).repetition).toBeNull();
      const office = await staffExamsSection(db, customer.id, { locale: "es", paidProducts: [] });
      expect(office.exams.find((one) => one.id === exam.id)?.repetitionPaidAt).toBe(
        paid?.repetitionPaidAt?.toISOString(),
      );
    });

    it("paid by the office (no link): recorded on the customer's failed exam; refunded: offered again", async () => {
      const customer = await customerRow(db);
      const exam = await examRow({ customerId: customer.id, result: "failed" });
      const recorded = await recordManualPurchase(
        db,
        staffId,
        {
          email: customer.email,
          name: null,
          productId: "practical-exam-repetition",
          method: "cash",
          awaitingPayment: false,
          locale: "en",
          courseDate: null,
          lessonId: null,
          reference: null,
          note: null,
          idempotencyKey: randomUUID(),
          immediateStart: false,
          healthConsentInWriting: false,
          confirmSameReference: false,
        },
        context,
        async () => {},
      );
      if (recorded.outcome !== "recorded") throw new Error("not recorded");
      expect((await examOf(exam.id))?.repetitionPurchaseId).toBe(recorded.purchaseId);

      // A card payment refunded whole: the exam's repetition is unpaid again.
      const other = await customerRow(db);
      const failed = await examRow({ customerId: other.id, result: "failed" });
      const session = checkoutSession({
        product: "practical-exam-repetition",
        email: other.email,
        clientReferenceId: failed.id,
      });
      expect(await deliver(db, session)).toBe(200);
      expect((await examOf(failed.id))?.repetitionPaidAt).toBeInstanceOf(Date);
      const refund = charge(session.payment_intent, session.amount_total, session.amount_total);
      const response = await webhookResponse(
        signedRequest(webhookUrl, event("charge.refunded", refund), secret),
        { db, secret, context },
      );
      expect(response.status).toBe(200);
      expect(await examOf(failed.id)).toMatchObject({ repetitionPaidAt: null, repetitionPurchaseId: null });
    });

    it(
      `is recorded on its exam once under repeated and concurrent deliveries (${RUNS} runs)`,
      { timeout: 300_000 },
      async () => {
        await fc.assert(
          fc.asyncProperty(
            // Two purchases of the repetition for one failed exam (a double payment), each
            // delivered several times, on either instance, some of them the same event again.
            fc.array(
              fc.record({
                purchase: fc.nat(1),
                repeat: fc.boolean(),
                instance: fc.constantFrom("a" as const, "b" as const),
                reference: fc.constantFrom("exam" as const, "none" as const, "garbage" as const),
              }),
              { minLength: 1, maxLength: 6 },
            ),
            async (deliveries) => {
              const customer = await customerRow(db);
              const exam = await examRow({ customerId: customer.id, result: "failed" });
              const sessions = [0, 1].map(() =>
                checkoutSession({
                  product: "practical-exam-repetition",
                  email: customer.email,
                  clientReferenceId: exam.id,
                }),
              );
              const eventIds = [`evt_${randomUUID()}`, `evt_${randomUUID()}`];
              const statuses = await Promise.all(
                deliveries.map((step) => {
                  const session = sessions[step.purchase] as (typeof sessions)[number];
                  const reference =
                    step.reference === "exam" ? exam.id : step.reference === "garbage" ? "\u0000 x" : null;
                  return deliver(
                    two[step.instance],
                    { ...session, client_reference_id: reference },
                    step.repeat ? eventIds[step.purchase] : undefined,
                  );
                }),
              );
              // A delivery refused while another of the same session ran is sent again.
              for (const [index, status] of statuses.entries())
                if (status >= 500) {
                  const step = deliveries[index];
                  if (step)
                    expect(await deliver(db, sessions[step.purchase] as (typeof sessions)[number])).toBe(200);
                }
              const recorded = await db.select().from(purchases).where(eq(purchases.userId, customer.id));
              const row = await examOf(exam.id);
              // Paid by exactly one of the purchases recorded, and never moved to the other.
              expect(recorded.map((purchase) => purchase.id)).toContain(row?.repetitionPurchaseId);
              expect(row?.repetitionPaidAt).toBeInstanceOf(Date);
              const again = await Promise.all(sessions.map((session) => deliver(db, session)));
              expect(again.every((status) => status === 200)).toBe(true);
              expect((await examOf(exam.id))?.repetitionPurchaseId).toBe(row?.repetitionPurchaseId);
              expect(await customerExams(db, customer.id)).toHaveLength(1);
            },
          ),
          { numRuns: RUNS },
        );
      },
    );
  });
});
