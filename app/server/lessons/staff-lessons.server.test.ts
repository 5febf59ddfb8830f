import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import staffLessonsEs from "~/i18n/messages/staff-lessons-es";
import { action as lessonsAction, loader as lessonsLoader } from "~/routes/staff-customer-lessons";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { addBalance, addCar, addInstructor, addPurchase } from "../../../tests/support/lessons";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { AppServices } from "../auth/app-services.server";
import { lessonBalanceEntries, lessons, mailOutbox, staffAuditLog, users } from "../platform/schema.server";
import { lessonBalance } from "./balance.server";

// The office's page of one customer's lessons on both databases: it books a free time for a
// customer who phoned (from their balance, audited, mailed, once per form key), cancels a coming
// lesson as the school (free, the units back), waives a late cancellation's charge only with a
// reason, and refuses another customer's lesson, bad input and anyone who is not office staff.

describe.each(testDatabaseKinds())("the office's lessons of a customer on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  let office: { userId: string; cookie: string };
  let manual: string;
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    office = await staffWithSession(handle, services.auth, `office-${randomUUID()}@example.com`, {
      staffRole: "office",
    });
    await addInstructor(handle.db, { name: "Carmen", languages: ["de", "es"] });
    manual = await addCar(handle.db, { name: "Golf", transmission: "manual" });
  }, 60_000);
  afterAll(() => handle?.close());

  async function learner(units = 4) {
    const email = `learner-${randomUUID()}@example.com`;
    const signedIn = await customerWithSession(handle, services.auth, email);
    await addPurchase(handle.db, signedIn.userId, "weekly-classes");
    if (units) await addBalance(handle.db, signedIn.userId, units);
    return { ...signedIn, email };
  }
  const pagePath = (id: string, query = "") => `/es/staff/customers/${id}/lessons${query}`;
  const choice = "?kind=lesson-45&transmission=manual&language=&pickup=office";
  const post = (id: string, form: Record<string, string>, key = randomUUID()) =>
    callRoute(lessonsAction, services, {
      path: pagePath(id),
      cookie: office.cookie,
      params: { id },
      form: { key, ...form },
    });

  it("books a free time for the customer once per key: balance charged, audited, mailed", async () => {
    const ana = await learner();
    const page = await callRoute(lessonsLoader, services, {
      path: pagePath(ana.userId, choice),
      cookie: office.cookie,
      params: { id: ana.userId },
    });
    expect(page.status).toBe(200);
    const slot = page.data.view.slots[0] as { start: string; instructorId: string; carId: string };
    expect(slot.carId).toBe(manual);
    const form = {
      intent: "book",
      kind: "lesson-45",
      transmission: "manual",
      language: "",
      pickup: "office",
      start: slot.start,
      instructor: slot.instructorId,
      car: slot.carId,
    };
    const key = randomUUID();
    const first = await post(ana.userId, form, key);
    expect(withoutPageKey(first.location)).toBe(`${pagePath(ana.userId)}?done=booked`);
    const again = await post(ana.userId, form, key);
    expect(withoutPageKey(again.location)).toBe(`${pagePath(ana.userId)}?done=booked&again=1`);

    const booked = await handle.db.select().from(lessons).where(eq(lessons.customerId, ana.userId));
    expect(booked).toHaveLength(1);
    expect(booked[0]).toMatchObject({ bookedBy: office.userId, payment: "balance", state: "booked" });
    expect((await lessonBalance(handle.db, ana.userId)).left).toBe(3);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lesson.book"), eq(staffAuditLog.customerUserId, ana.userId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actor: office.userId, subjectId: booked[0]?.id });
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, ana.email))).toHaveLength(1);

    // The page shows it with its markup and the balance left.
    const after = await callRoute(lessonsLoader, services, {
      path: pagePath(ana.userId),
      cookie: office.cookie,
      params: { id: ana.userId },
    });
    expect(after.data.view.balance.left).toBe(3);
    expect(after.data.view.lessons[0]).toMatchObject({
      id: booked[0]?.id,
      state: "booked",
      cancellable: true,
    });
  });

  it("cancels a coming lesson as the school: free, the units back, audited", async () => {
    const ben = await learner();
    const page = await callRoute(lessonsLoader, services, {
      path: pagePath(ben.userId, choice),
      cookie: office.cookie,
      params: { id: ben.userId },
    });
    const slot = page.data.view.slots.at(-1) as { start: string; instructorId: string; carId: string };
    await post(ben.userId, {
      intent: "book",
      kind: "lesson-45",
      transmission: "manual",
      language: "",
      pickup: "office",
      start: slot.start,
      instructor: slot.instructorId,
      car: slot.carId,
    });
    const [lesson] = await handle.db.select().from(lessons).where(eq(lessons.customerId, ben.userId));
    const cancelled = await post(ben.userId, { intent: "cancel", lesson: lesson?.id ?? "" });
    expect(withoutPageKey(cancelled.location)).toBe(`${pagePath(ben.userId)}?done=cancelled`);
    const [row] = await handle.db
      .select()
      .from(lessons)
      .where(eq(lessons.id, lesson?.id ?? ""));
    expect(row).toMatchObject({ state: "cancelled", cancelledBy: "school", lateCancellation: false });
    expect((await lessonBalance(handle.db, ben.userId)).left).toBe(4);
    // A second cancel of the same lesson with a new key: no longer booked, a 400 in Spanish.
    const twice = await post(ben.userId, { intent: "cancel", lesson: lesson?.id ?? "" });
    expect(twice.status).toBe(400);
    expect(twice.data.error).toBe(staffLessonsEs.errors.notBooked);
  });

  it("waives a late cancellation only with a reason, and never another customer's lesson", async () => {
    const cleo = await learner();
    const [instructor] = await handle.db.select({ id: users.id }).from(users).where(eq(users.name, "Carmen"));
    const start = new Date(Date.now() + 5 * 3_600_000);
    const [late] = await handle.db
      .insert(lessons)
      .values({
        customerId: cleo.userId,
        instructorId: instructor?.id ?? "",
        carId: manual,
        kind: "lesson-45",
        startsAt: start,
        endsAt: new Date(start.getTime() + 45 * 60_000),
        pickupPoint: "office",
        payment: "balance",
        state: "cancelled",
        cancelledBy: "customer",
        cancelledAt: new Date(),
        lateCancellation: true,
      })
      .returning({ id: lessons.id });
    const lessonId = late?.id ?? "";
    await handle.db
      .insert(lessonBalanceEntries)
      .values({ customerId: cleo.userId, units: -1, reason: "charge", lessonId });
    expect((await lessonBalance(handle.db, cleo.userId)).left).toBe(3);

    const noReason = await post(cleo.userId, { intent: "waive", lesson: lessonId, reason: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.data.error).toBe(staffLessonsEs.errors.reason);

    // Through another customer's page: not found, nothing changed.
    const other = await learner(0);
    const elsewhere = await post(other.userId, { intent: "waive", lesson: lessonId, reason: "Ill" });
    expect(elsewhere.status).toBe(404);
    expect((await lessonBalance(handle.db, cleo.userId)).left).toBe(3);

    const waived = await post(cleo.userId, { intent: "waive", lesson: lessonId, reason: "Sick note shown" });
    expect(withoutPageKey(waived.location)).toBe(`${pagePath(cleo.userId)}?done=waived`);
    expect((await lessonBalance(handle.db, cleo.userId)).left).toBe(4);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lesson.waive"), eq(staffAuditLog.subjectId, lessonId)));
    expect(JSON.stringify(audit.map((entry) => [entry.before, entry.after]))).not.toContain("Sick");
  });

  it("refuses bad input with a 400 in the staff's language, and customers get the 404", async () => {
    const dana = await learner();
    const bad = await callRoute(lessonsLoader, services, {
      path: pagePath(dana.userId, "?kind=lesson-999&transmission=manual&pickup=office"),
      cookie: office.cookie,
      params: { id: dana.userId },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe(staffLessonsEs.errors.badInput);
    const badStart = await post(dana.userId, {
      intent: "book",
      kind: "lesson-45",
      transmission: "manual",
      pickup: "office",
      start: "tomorrow",
      instructor: "x",
      car: manual,
    });
    expect(badStart.status).toBe(400);
    expect(await handle.db.select().from(lessons).where(eq(lessons.customerId, dana.userId))).toHaveLength(0);
    const asCustomer = await callRoute(lessonsLoader, services, {
      path: pagePath(dana.userId),
      cookie: dana.cookie,
      params: { id: dana.userId },
    });
    expect(asCustomer.status).toBe(404);
    const unknown = await callRoute(lessonsLoader, services, {
      path: pagePath(randomUUID()),
      cookie: office.cookie,
      params: { id: randomUUID() },
    });
    expect(unknown.status).toBe(404);
  });
});
