import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolMoment } from "~/content/schedule";
import lessonsEs from "~/i18n/messages/lessons-es";
import staffLessonsEs from "~/i18n/messages/staff-lessons-es";
import { action as myLessonsAction, loader as myLessonsLoader } from "~/routes/my-lessons";
import { action as staffAction, loader as staffLoader } from "~/routes/staff-customer-lessons";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import {
  addBalance,
  addCar,
  addCustomer,
  addInstructor,
  addPurchase,
  testLesson,
} from "../../../tests/support/lessons";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { DatabaseHandle } from "../platform/db.server";
import type { MailAttachment } from "../mail/mail-builders.server";
import type { AppServices } from "../auth/app-services.server";
import { lessons, mailOutbox, staffAuditLog } from "../platform/schema.server";
import { bookLesson } from "./booking.server";
import { slotChoices } from "./slot-choices.server";
import { slotWeek } from "./slot-weeks.server";

// Moving a lesson from the pages on both databases: the customer moves their own lesson more than
// a day ahead (SEQUENCE raised, the "moved" mail with its calendar file), is refused within the day
// and when the time was just taken, nothing changed; the office moves any coming lesson, once per
// form key and audited; a bad week is a 400. And the week's free times across the change to winter
// time, where the lesson being moved does not stand in its own way.

const settings = { publicUrl: "http://localhost:3000", simulated: true };
const hour = 3_600_000;
type Slot = { start: string; instructorId: string; carId: string };

describe.each(testDatabaseKinds())("moving a lesson from the pages on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  let office: { userId: string; cookie: string };
  let instructor: string;
  let car: string;
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    office = await staffWithSession(handle, services.auth, `office-${randomUUID()}@example.com`, {
      staffRole: "office",
    });
    // An id as the auth library makes a staff user's (no UUID), as in the app.
    instructor = await addInstructor(handle.db, {
      id: `instructor${randomUUID().replaceAll("-", "").slice(0, 20)}` as ReturnType<typeof randomUUID>,
      name: "Carmen",
      languages: ["de", "es"],
    });
    car = await addCar(handle.db, { name: "Golf", transmission: "manual" });
  }, 60_000);
  afterAll(() => handle?.close());

  async function learner() {
    const email = `mover-${randomUUID()}@example.com`;
    const signedIn = await customerWithSession(handle, services.auth, email);
    await addPurchase(handle.db, signedIn.userId, "weekly-classes");
    await addBalance(handle.db, signedIn.userId, 4);
    return { ...signedIn, email };
  }
  /** A booked 45-minute lesson `hours` from now, on the quarter hour. */
  const lessonIn = (customerId: string, hours: number) =>
    testLesson(handle.db, {
      customerId,
      instructorId: instructor,
      carId: car,
      startsAt: new Date(Math.ceil((Date.now() + hours * hour) / (15 * 60_000)) * 15 * 60_000),
    });
  const lessonRow = async (id: string) =>
    (await handle.db.select().from(lessons).where(eq(lessons.id, id)))[0];
  const mine = (cookie: string, query = "") =>
    callRoute(myLessonsLoader, services, { path: `/es/my-lessons${query}`, cookie });
  const postMine = (cookie: string, form: Record<string, string>) =>
    callRoute(myLessonsAction, services, { path: "/es/my-lessons", cookie, form });
  const moveForm = (lesson: string, slot: Slot) => ({
    intent: "move",
    lesson,
    start: slot.start,
    instructor: slot.instructorId,
    car: slot.carId,
  });

  it("the customer moves their lesson more than a day ahead: new time, SEQUENCE 1, the moved mail", async () => {
    const ana = await learner();
    const lessonId = await lessonIn(ana.userId, 30);
    const page = await mine(ana.cookie);
    expect(page.data.view.lessons[0]).toMatchObject({ id: lessonId, moveLink: `?move=${lessonId}` });
    const choice = await mine(ana.cookie, `?move=${lessonId}`);
    expect(choice.status).toBe(200);
    expect(choice.data.view.move.lessonId).toBe(lessonId);
    const slot = choice.data.view.move.slots[0] as Slot;
    expect(slot).toBeDefined();

    const moved = await postMine(ana.cookie, moveForm(lessonId, slot));
    expect(moved.status).toBe(303);
    expect(moved.location).toBe("/es/my-lessons?done=moved");
    expect(await lessonRow(lessonId)).toMatchObject({
      startsAt: new Date(slot.start),
      instructorId: slot.instructorId,
      carId: slot.carId,
      sequence: 1,
      state: "booked",
    });
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, ana.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["lesson-moved"]);
    const file = (mails[0]?.attachments as MailAttachment[])[0]?.content ?? "";
    expect(file).toContain(`UID:lesson-${lessonId}@`);
    expect(file).toContain("SEQUENCE:1");
    const done = await mine(ana.cookie, "?done=moved");
    expect(done.data.done).toBe("moved");
  });

  it("within 24 hours the customer has no move link, and a posted move is refused with nothing changed", async () => {
    const ben = await learner();
    const lessonId = await lessonIn(ben.userId, 20);
    const before = await lessonRow(lessonId);
    const page = await mine(ben.cookie);
    expect(page.data.view.lessons[0]).toMatchObject({ id: lessonId, moveLink: null });
    const tooLate = lessonsEs.errors.tooLateToMove.replace("{hours}", "24");
    const asked = await mine(ben.cookie, `?move=${lessonId}`);
    expect(asked.status).toBe(400);
    expect(asked.data.error).toBe(tooLate);
    expect(asked.data.view.move).toBeNull();

    const start = new Date(before?.startsAt.getTime() ?? 0);
    start.setUTCDate(start.getUTCDate() + 3);
    const posted = await postMine(ben.cookie, {
      intent: "move",
      lesson: lessonId,
      start: start.toISOString(),
      instructor,
      car,
    });
    expect(posted.status).toBe(400);
    expect(posted.data.error).toBe(tooLate);
    expect(await lessonRow(lessonId)).toEqual(before);
    expect(await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, ben.email))).toEqual([]);

    // Another customer's lesson is not found, whatever its time.
    const other = await learner();
    const theirs = await lessonIn(other.userId, 50);
    expect((await mine(ben.cookie, `?move=${theirs}`)).data.error).toBe(lessonsEs.errors.notFound);
    const foreign = await postMine(ben.cookie, {
      ...moveForm(theirs, { start: start.toISOString(), instructorId: instructor, carId: car }),
    });
    expect(foreign.status).toBe(400);
    expect((await lessonRow(theirs))?.sequence).toBe(0);
  });

  it("a time taken meanwhile is refused as just taken, the lesson kept where it was", async () => {
    const cris = await learner();
    const rival = await learner();
    const lessonId = await lessonIn(cris.userId, 50);
    const before = await lessonRow(lessonId);
    const choice = await mine(cris.cookie, `?move=${lessonId}`);
    const slots = choice.data.view.move.slots as Slot[];
    // A time that does not overlap the lesson itself, so only the rival's booking is in the way.
    const slot = slots.find(
      (entry) => Math.abs(new Date(entry.start).getTime() - (before?.startsAt.getTime() ?? 0)) > 3 * hour,
    ) as Slot;
    const rivalBooking = await bookLesson(
      handle.db,
      {
        customerId: rival.userId,
        kind: "lesson-45",
        start: new Date(slot.start),
        instructorId: slot.instructorId,
        carId: slot.carId,
        pickupPoint: "office",
        bookedBy: rival.userId,
      },
      settings,
    );
    expect(rivalBooking).toMatchObject({ ok: true });
    const posted = await postMine(cris.cookie, moveForm(lessonId, slot));
    expect(posted.status).toBe(400);
    expect(posted.data.error).toBe(lessonsEs.errors.taken);
    expect(await lessonRow(lessonId)).toEqual(before);
  });

  it("a week that is no Monday of the booking window is a 400 with a message, never a 500", async () => {
    const dani = await learner();
    const lessonId = await lessonIn(dani.userId, 40);
    const badWeek = lessonsEs.errors.badWeek.replace("{weeks}", "4");
    for (const week of ["2026-02-30", "tomorrow", "2020-01-06", addWeeks(10), "2026-11-31"]) {
      const page = await mine(
        dani.cookie,
        `?kind=lesson-45&transmission=manual&language=&pickup=office&week=${week}`,
      );
      expect(page.status, week).toBe(400);
      expect(page.data.error).toBe(badWeek);
      const move = await mine(dani.cookie, `?move=${lessonId}&week=${week}`);
      expect(move.status, week).toBe(400);
    }
    // The last week of the window, by its link.
    const first = await mine(dani.cookie, `?move=${lessonId}`);
    let week = first.data.view.move.week as { monday: string; later: string | null };
    const seen = [week.monday];
    while (week.later) {
      const next = await mine(dani.cookie, week.later);
      expect(next.status).toBe(200);
      week = next.data.view.move.week;
      seen.push(week.monday);
    }
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("the office moves a lesson within the last day: once per key, SEQUENCE 1, mailed and audited", async () => {
    const eva = await learner();
    const lessonId = await lessonIn(eva.userId, 20);
    const path = `/es/staff/customers/${eva.userId}/lessons`;
    const page = await callRoute(staffLoader, services, {
      path: `${path}?move=${lessonId}`,
      cookie: office.cookie,
      params: { id: eva.userId },
    });
    expect(page.status).toBe(200);
    expect(page.data.view.lessons[0]).toMatchObject({ id: lessonId, moveLink: `?move=${lessonId}` });
    const slot = page.data.view.move.slots[0] as Slot;
    const key = randomUUID();
    const post = () =>
      callRoute(staffAction, services, {
        path,
        cookie: office.cookie,
        params: { id: eva.userId },
        form: { key, ...moveForm(lessonId, slot) },
      });
    expect(withoutPageKey((await post()).location)).toBe(`${path}?done=moved`);
    expect(withoutPageKey((await post()).location)).toBe(`${path}?done=moved&again=1`);
    expect(await lessonRow(lessonId)).toMatchObject({ startsAt: new Date(slot.start), sequence: 1 });
    const mails = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, eva.email));
    expect(mails.map((mail) => mail.kind)).toEqual(["lesson-moved"]);
    expect((mails[0]?.attachments as MailAttachment[])[0]?.content).toContain("SEQUENCE:1");
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lesson.move"), eq(staffAuditLog.subjectId, lessonId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: office.userId,
      customerUserId: eva.userId,
      after: { startsAt: slot.start, instructorId: slot.instructorId, carId: slot.carId },
    });

    // Another customer's lesson from this customer's page: not found, not moved.
    const other = await learner();
    const theirs = await lessonIn(other.userId, 60);
    const foreign = await callRoute(staffAction, services, {
      path,
      cookie: office.cookie,
      params: { id: eva.userId },
      form: { key: randomUUID(), ...moveForm(theirs, slot) },
    });
    expect(foreign.status).toBe(404);
    expect((await lessonRow(theirs))?.sequence).toBe(0);
    // A bad week on the office's page: 400 in the staff member's language.
    const bad = await callRoute(staffLoader, services, {
      path: `${path}?move=${lessonId}&week=2026-13-01`,
      cookie: office.cookie,
      params: { id: eva.userId },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe(staffLessonsEs.errors.badWeek.replace("{weeks}", "4"));
  });

  it("lists one week across the change to winter time, the moved lesson not in its own way", async () => {
    // Monday 12 October 2026, 08:00 in Frankfurt; an instructor who also drives on Sunday evenings.
    const now = new Date("2026-10-12T06:00:00Z");
    const sunday = await addInstructor(handle.db, {
      name: "Dora",
      languages: ["en"],
      hours: [
        { weekday: 2, startsAt: "09:00", endsAt: "10:00" },
        { weekday: 7, startsAt: "20:00", endsAt: "22:00" },
      ],
    });
    const customerId = await addCustomer(handle.db);
    const week = slotWeek(now, "2026-10-19");
    if (!week) throw new Error("no week");
    const choice = {
      kind: "lesson-45" as const,
      transmission: "manual" as const,
      language: "en" as const,
      pickup: "office",
    };
    const listed = await slotChoices(handle.db, { choice, customerId, locale: "en", now, week });
    const starts = listed.slots.filter((slot) => slot.instructorId === sunday).map((slot) => slot.start);
    // Sunday 25 October is in winter time (UTC+1): 20:00 there is 19:00 UTC; Monday 26th is not in the week.
    expect(starts).toContain(schoolMoment("2026-10-25", "20:00").toISOString());
    expect(starts).toContain("2026-10-25T19:00:00.000Z");
    expect(starts).toContain(schoolMoment("2026-10-20", "09:00").toISOString());
    expect(
      starts.every((start) => start >= "2026-10-18T22:00:00.000Z" && start < "2026-10-25T23:00:00.000Z"),
    ).toBe(true);
    expect(listed.week).toMatchObject({
      monday: "2026-10-19",
      earlier: "?kind=lesson-45&transmission=manual&language=en&pickup=office&week=2026-10-12",
      later: "?kind=lesson-45&transmission=manual&language=en&pickup=office&week=2026-10-26",
    });

    // Dora's one Tuesday hour holds one 45-minute lesson: booked, 09:00 is gone; moving it, 09:00 is free again.
    const booked = await testLesson(handle.db, {
      customerId,
      instructorId: sunday,
      carId: car,
      startsAt: schoolMoment("2026-10-20", "09:00"),
    });
    const tuesday = schoolMoment("2026-10-20", "09:00").toISOString();
    const without = await slotChoices(handle.db, { choice, customerId, locale: "en", now, week });
    expect(without.slots.some((slot) => slot.instructorId === sunday && slot.start === tuesday)).toBe(false);
    const moving = await slotChoices(handle.db, {
      choice,
      customerId,
      locale: "en",
      now,
      week,
      movingLessonId: booked,
    });
    expect(moving.slots.some((slot) => slot.instructorId === sunday && slot.start === tuesday)).toBe(true);
    expect(moving.week.later).toBe(`?move=${booked}&week=2026-10-26`);
  });
});

/** A Monday some weeks from now, beyond the booking window. */
function addWeeks(weeks: number): string {
  const day = new Date(Date.now() + weeks * 7 * 24 * hour);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}
