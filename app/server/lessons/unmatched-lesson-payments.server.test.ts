import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { carRow, customerRow, instructorRow, lessonRow } from "../../../tests/support/lesson-rows";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Database, DatabaseHandle } from "../platform/db.server";
import { checkoutSession, event, signedRequest } from "../payments/stripe-events.server";
import { webhookResponse } from "../payments/webhook-endpoint.server";
import { lessons, purchases, staffAuditLog, staffFormSubmissions } from "../platform/schema.server";
import { staffLessonAction } from "./staff-lesson-actions.server";
import { staffLessonsView } from "./staff-lessons-page.server";
import { slotWeek, type SlotWeek } from "./slot-weeks.server";

// A lesson's own payment that matched no lesson is kept and flagged; the office attaches it later,
// on the customer's lessons page, to one of that customer's unpaid lessons of the kind it pays.
// The lesson then counts as paid and the flag (the dashboard's entry) goes; attaching twice, or to
// a paid lesson, another kind or another customer's lesson, is refused and changes nothing.

const secret = "whsec_test_secret";
const settings = { publicUrl: "http://localhost:3000", simulated: true };

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe.each(testDatabaseKinds())("unmatched lesson payments on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let staffId: string;
  let instructorId: string;
  let carId: string;
  let day = 0;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    staffId = await instructorRow(db, "Office");
    instructorId = await instructorRow(db, "Carmen");
    carId = await carRow(db);
    vi.spyOn(console, "warn").mockImplementation(() => {});
  }, 60_000);
  afterAll(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  });

  /** A lesson paid by link, each on its own day ahead. */
  const linkLesson = (customerId: string, kind: "lesson-45" | "lesson-90" = "lesson-45") => {
    day += 1;
    return lessonRow(db, {
      customerId,
      instructorId,
      carId,
      kind,
      payment: "link",
      startsAt: new Date(Date.UTC(2027, 5, 1) + day * 86_400_000 + 8 * 3_600_000),
    });
  };

  /** A per-lesson card payment naming no lesson it can pay: kept and flagged. */
  async function unmatchedPayment(
    email: string,
    product: "driving-lesson-45" | "driving-lesson-90" = "driving-lesson-45",
  ) {
    const session = checkoutSession({ product, email, clientReferenceId: randomUUID() });
    const response = await webhookResponse(
      signedRequest(
        "http://localhost/api/webhooks/stripe",
        event("checkout.session.completed", session),
        secret,
      ),
      { db, secret, context: { publicUrl: settings.publicUrl } },
    );
    expect(response.status).toBe(200);
    const [purchase] = await db.select().from(purchases).where(eq(purchases.checkoutSessionId, session.id));
    expect(purchase?.attention).toContain("lessonNotMatched");
    return purchase as typeof purchases.$inferSelect;
  }

  const attach = (customerId: string, purchaseId: string, lessonId: string, key = randomUUID()) =>
    staffLessonAction(
      db,
      {
        staffId,
        customerId,
        form: form({ intent: "attach-payment", key, purchase: purchaseId, lesson: lessonId }),
      },
      settings,
    );
  const lessonOf = async (id: string) => (await db.select().from(lessons).where(eq(lessons.id, id)))[0];
  const purchaseOf = async (id: string) => (await db.select().from(purchases).where(eq(purchases.id, id)))[0];

  it("lists the payment with the customer's unpaid lessons of its kind, and attaching it pays the lesson and clears the flag", async () => {
    const customer = await customerRow(db, "es");
    const unpaid = await linkLesson(customer.id);
    const double = await linkLesson(customer.id, "lesson-90");
    const fromBalance = await lessonRow(db, {
      customerId: customer.id,
      instructorId,
      carId,
      startsAt: new Date(Date.UTC(2027, 8, 1, 8)),
    });
    const payment = await unmatchedPayment(customer.email);

    const view = await staffLessonsView(db, {
      customerId: customer.id,
      locale: "es",
      choice: null,
      week: thisWeek(),
    });
    expect(view?.unmatchedPayments).toHaveLength(1);
    expect(view?.unmatchedPayments[0]?.id).toBe(payment.id);
    // Only the unpaid 45-minute lesson paid by link: not the double lesson, not one from the balance.
    expect(view?.unmatchedPayments[0]?.lessons.map((lesson) => lesson.id)).toEqual([unpaid]);
    expect(view?.unmatchedPayments[0]?.label).toMatch(/^Pagado el/);
    expect([double, fromBalance]).not.toContain(view?.unmatchedPayments[0]?.lessons[0]?.id);

    const key = randomUUID();
    expect(await attach(customer.id, payment.id, unpaid, key)).toEqual({ done: "attached" });
    const lesson = await lessonOf(unpaid);
    expect(lesson?.purchaseId).toBe(payment.id);
    expect(lesson?.paidAt).toBeInstanceOf(Date);
    expect((await purchaseOf(payment.id))?.attention).not.toContain("lessonNotMatched");
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lesson.attach-payment"), eq(staffAuditLog.subjectId, unpaid)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ purchaseId: payment.id, paidAt: lesson?.paidAt?.toISOString() });
    // The same form again (Back, a double click): answered as a repeat, nothing done twice.
    expect(await attach(customer.id, payment.id, unpaid, key)).toEqual({ done: "attached", again: true });
    expect(
      (await staffLessonsView(db, { customerId: customer.id, locale: "es", choice: null, week: thisWeek() }))
        ?.unmatchedPayments,
    ).toEqual([]);
  });

  it("refuses attaching twice, to a paid lesson, another kind or another customer's lesson: 4xx, nothing changed", async () => {
    const customer = await customerRow(db);
    const stranger = await customerRow(db);
    const first = await linkLesson(customer.id);
    const second = await linkLesson(customer.id);
    const double = await linkLesson(customer.id, "lesson-90");
    const strangers = await linkLesson(stranger.id);
    const payment = await unmatchedPayment(customer.email);
    const other = await unmatchedPayment(customer.email);
    expect(await attach(customer.id, payment.id, first)).toEqual({ done: "attached" });
    const lessonsBefore = await db.select().from(lessons).orderBy(lessons.id);
    const purchasesBefore = await db.select().from(purchases).orderBy(purchases.id);
    const auditBefore = await db.select().from(staffAuditLog);

    // The payment already attached, even to another lesson, with a new key.
    expect(await attach(customer.id, payment.id, second)).toEqual({ error: "paymentAttached", status: 400 });
    // The lesson already paid.
    expect(await attach(customer.id, other.id, first)).toEqual({ error: "lessonNotPayable", status: 400 });
    // A 45-minute payment for a double lesson.
    expect(await attach(customer.id, other.id, double)).toEqual({ error: "lessonNotPayable", status: 400 });
    // Another customer's lesson, or the payment on another customer's page.
    expect(await attach(customer.id, other.id, strangers)).toEqual({ error: "notFound", status: 404 });
    expect(await attach(stranger.id, other.id, strangers)).toEqual({ error: "paymentNotFound", status: 404 });
    // Unreadable ids.
    expect(await attach(customer.id, "not-a-purchase", second)).toEqual({
      error: "paymentNotFound",
      status: 404,
    });
    expect(await attach(customer.id, other.id, "")).toEqual({ error: "badLesson", status: 400 });

    expect(await db.select().from(lessons).orderBy(lessons.id)).toEqual(lessonsBefore);
    expect(await db.select().from(purchases).orderBy(purchases.id)).toEqual(purchasesBefore);
    expect(await db.select().from(staffAuditLog)).toEqual(auditBefore);
    // A refusal claims no key: the corrected form goes through.
    expect(
      await db
        .select()
        .from(staffFormSubmissions)
        .where(
          and(
            eq(staffFormSubmissions.form, "lesson-attach-payment"),
            eq(staffFormSubmissions.outcome, "refused"),
          ),
        ),
    ).toEqual([]);
    expect(await attach(customer.id, other.id, second)).toEqual({ done: "attached" });
  });
});

/** The booking window's first week, as the page shows it when no week is asked for. */
function thisWeek(): SlotWeek {
  const week = slotWeek(new Date(), null);
  if (!week) throw new Error("the booking window has no first week");
  return week;
}
