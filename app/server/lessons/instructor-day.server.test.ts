import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as dayAction, loader as dayLoader } from "~/routes/staff-my-day";
import { loader as recordLoader } from "~/routes/my-lessons-record";
import { loader as customersLoader } from "~/routes/staff-customers";
import { action as instructorsAction } from "~/routes/staff-team-instructors";
import staffMyDayEs from "~/i18n/messages/staff-my-day-es";
import staffInstructorsEs from "~/i18n/messages/staff-instructors-es";
import { todayInSchoolTimeZone } from "~/content/schedule";
import { testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { testLesson } from "../../../tests/support/lessons";
import { callRoute } from "../../../tests/support/route-call";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { instructorHours, lessonReadiness, lessons, staffAuditLog } from "../platform/schema.server";
import { schoolDayBounds } from "./instructor-day.server";
import { parseHoursSpans } from "./working-hours.server";

// The instructor's day and the training record through their loaders and actions, on both
// databases: an instructor sees and marks only their own lessons, never before the start; owner
// and office open any instructor's day; the note reaches the customer's record and no one else's;
// the audit keeps ids and values, never the note's text.

describe.each(testDatabaseKinds())("the instructor's day on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let carmen: { userId: string; cookie: string };
  let luis: { userId: string; cookie: string };
  let office: { userId: string; cookie: string };
  let student: { userId: string; cookie: string };
  let other: { userId: string; cookie: string };
  let past = "";
  let coming = "";
  let luisLesson = "";

  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    carmen = await staffWithSession(handle, auth, "carmen@example.com", { staffRole: "instructor" });
    luis = await staffWithSession(handle, auth, "luis@example.com", { staffRole: "instructor" });
    office = await staffWithSession(handle, auth, "office-day@example.com", { staffRole: "office" });
    student = await customerWithSession(handle, auth, "student-day@example.com");
    other = await customerWithSession(handle, auth, "other-student@example.com");
    const now = Date.now();
    past = await testLesson(handle.db, {
      customerId: student.userId,
      instructorId: carmen.userId,
      startsAt: new Date(now - 50 * 60_000),
    });
    coming = await testLesson(handle.db, {
      customerId: student.userId,
      instructorId: carmen.userId,
      startsAt: new Date(now + 3 * 3600_000),
    });
    luisLesson = await testLesson(handle.db, {
      customerId: other.userId,
      instructorId: luis.userId,
      startsAt: new Date(now - 50 * 60_000),
    });
  }, 180_000);
  afterAll(() => handle?.close());

  const call = (
    handler: (args: never) => unknown,
    path: string,
    cookie: string,
    form?: Record<string, string>,
  ) => callRoute(handler, { db: handle.db, auth }, { path, cookie, form });

  it("shows an instructor their own lessons of the day, in order, and nobody else's", async () => {
    // The day of the past lesson (a test run just after midnight would see it on yesterday).
    const day = todayInSchoolTimeZone(new Date(Date.now() - 50 * 60_000));
    const page = await call(dayLoader, `/es/staff/my-day?day=${day}`, carmen.cookie);
    expect(page.status).toBe(200);
    const ids = (page.data.lessons as { id: string }[]).map((lesson) => lesson.id);
    expect(ids).toContain(past);
    expect(ids).not.toContain(luisLesson);
    expect(page.data.choices).toEqual([]);
    const [first] = page.data.lessons as { point: { mapLink: string }; markable: boolean; phone: unknown }[];
    expect(first?.point.mapLink).toMatch(/^https:\/\/www\.openstreetmap\.org\//);
    expect(first?.markable).toBe(true);
  });

  it("answers another instructor's day with the 404 for an instructor, opens it for the office", async () => {
    const refused = await call(dayLoader, `/staff/my-day?instructor=${luis.userId}`, carmen.cookie);
    expect(refused.status).toBe(404);
    const own = await call(dayLoader, `/staff/my-day?instructor=${carmen.userId}`, carmen.cookie);
    expect(own.status).toBe(200);
    const byOffice = await call(dayLoader, `/staff/my-day?instructor=${luis.userId}`, office.cookie);
    expect(byOffice.status).toBe(200);
    expect((byOffice.data.lessons as { id: string }[]).map((lesson) => lesson.id)).toContain(luisLesson);
    expect((await call(dayLoader, "/staff/my-day?instructor=nobody", office.cookie)).status).toBe(404);
  });

  it("refuses an instructor every office page (the site's 404)", async () => {
    expect((await call(customersLoader, "/staff/customers", carmen.cookie)).status).toBe(404);
    const team = await call(instructorsAction, "/staff/team/instructors", carmen.cookie, {
      intent: "closed-day-add",
      day: "2031-01-02",
    });
    expect(team.status).toBe(404);
  });

  it("refuses to mark someone else's lesson, a lesson not started, a bad state, a long note", async () => {
    const mark = (lessonId: string, extra: Record<string, string> = {}) =>
      call(dayAction, "/es/staff/my-day", carmen.cookie, {
        intent: "mark",
        lessonId,
        state: "driven",
        note: "x",
        ...extra,
      });
    const foreign = await mark(luisLesson);
    expect(foreign.status).toBe(404);
    expect(foreign.data.error).toBe(staffMyDayEs.errors["not-found"]);
    const early = await mark(coming);
    expect(early.status).toBe(409);
    expect(early.data.error).toBe(staffMyDayEs.errors["not-yet"]);
    expect((await mark(past, { state: "cancelled" })).status).toBe(400);
    const long = await mark(past, { note: "a".repeat(2001) });
    expect(long.status).toBe(400);
    expect(long.data.error).toBe(staffMyDayEs.errors.note);
    const rows = await handle.db.select().from(lessons).where(eq(lessons.id, past));
    expect(rows[0]?.state).toBe("booked");
    expect((await handle.db.select().from(lessons).where(eq(lessons.id, luisLesson)))[0]?.state).toBe(
      "booked",
    );
  });

  it("marks the instructor's lesson driven with a note: the customer's record shows it, the audit not its text", async () => {
    const note = "Roundabouts at Platz der Republik; parallel parking";
    const marked = await call(dayAction, "/es/staff/my-day", carmen.cookie, {
      intent: "mark",
      lessonId: past,
      state: "driven",
      note,
    });
    expect(marked.status).toBe(303);
    expect(marked.location).toMatch(/^\/es\/staff\/my-day\?done=marked/);
    const [row] = await handle.db.select().from(lessons).where(eq(lessons.id, past));
    expect([row?.state, row?.trainingNote]).toEqual(["driven", note]);
    expect(row?.markedAt).toBeInstanceOf(Date);
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, "lesson.mark"), eq(staffAuditLog.subjectId, past)));
    expect(entry?.customerUserId).toBe(student.userId);
    expect(JSON.stringify(entry)).not.toContain("Roundabouts");

    const record = await call(recordLoader, "/es/my-lessons/record", student.cookie);
    expect(record.status).toBe(200);
    expect(record.data.entries).toEqual([expect.objectContaining({ id: past, note, state: "driven" })]);
    const otherRecord = await call(recordLoader, "/my-lessons/record", other.cookie);
    expect(otherRecord.data.entries).toEqual([]);
  });

  it("marks a student ready for the test and takes it back; only their own instructor may", async () => {
    const ready = (cookie: string, value: string) =>
      call(dayAction, "/staff/my-day", cookie, { intent: "ready", customerId: student.userId, ready: value });
    expect((await ready(luis.cookie, "1")).status).toBe(404);
    expect((await ready(carmen.cookie, "1")).status).toBe(303);
    expect(
      await handle.db.select().from(lessonReadiness).where(eq(lessonReadiness.customerId, student.userId)),
    ).toHaveLength(1);
    expect((await call(recordLoader, "/my-lessons/record", student.cookie)).data.readySince).not.toBeNull();
    expect((await ready(carmen.cookie, "0")).status).toBe(303);
    expect(await handle.db.select().from(lessonReadiness)).toHaveLength(0);
  });

  it("refuses bad working hours in the owner's language and keeps the old ones", async () => {
    const owner = await staffWithSession(handle, auth, "owner-day@example.com");
    await handle.db
      .insert(instructorHours)
      .values({ instructorId: carmen.userId, weekday: 1, startsAt: "08:00", endsAt: "12:00" });
    const bad = await call(instructorsAction, "/es/staff/team/instructors", owner.cookie, {
      intent: "hours",
      userId: carmen.userId,
      "hours-1": "10:00-09:00",
    });
    expect(bad.status).toBe(400);
    expect(bad.data.error).toBe(staffInstructorsEs.errors.hours);
    expect(
      await handle.db.select().from(instructorHours).where(eq(instructorHours.instructorId, carmen.userId)),
    ).toHaveLength(1);
  });
});

describe("working hours and school days", () => {
  it("reads spans, refuses overlaps and reversed spans", () => {
    expect(parseHoursSpans("13:00-18:00, 8:00-12:00")).toEqual([
      { startsAt: "08:00", endsAt: "12:00" },
      { startsAt: "13:00", endsAt: "18:00" },
    ]);
    expect(parseHoursSpans("")).toEqual([]);
    expect(parseHoursSpans("08:00-12:00, 11:00-13:00")).toBeNull();
    expect(parseHoursSpans("12:00-08:00")).toBeNull();
    expect(parseHoursSpans("8-12")).toBeNull();
    expect(parseHoursSpans("20:00-24:30")).toBeNull();
  });

  it("gives the school day 23 hours when the clocks go forward and 25 when they go back", () => {
    const hours = (day: string) => {
      const { from, to } = schoolDayBounds(day);
      return (to.getTime() - from.getTime()) / 3600_000;
    };
    expect(hours("2026-03-29")).toBe(23);
    expect(hours("2026-10-25")).toBe(25);
    expect(hours("2026-11-29")).toBe(24);
  });
});
