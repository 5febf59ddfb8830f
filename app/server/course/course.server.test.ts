import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLessons } from "~/content/course/modules";
import { loader as progressApi } from "~/routes/api.course.progress";
import { action as lessonEventApi } from "~/routes/api.course.lesson-event";
import { testContext, testServices } from "../../../tests/support/app-context";
import { action as completeAction, headers as moduleHeaders, loader as moduleLoader } from "~/routes/lesson";
import { headers as courseHeaders, loader as courseLoader } from "~/routes/course-overview";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { charge, checkoutSession, event } from "../payments/stripe-events.server";
import { lessonProgress } from "../platform/schema.server";
import { markComplete, readProgress } from "./progress.server";

// A phrase of lesson 4.2, which no public sample shows (coursedemo1/2 show 1.3 and 3.7).
const LESSON = "4.2";
const PHRASE = "Parken Sie bitte hinter dem weißen Auto rückwärts ein.";

// Progress on the course page counts every lesson of the course data (progress-and-lessons.server.test.ts).
const total = allLessons.length;

describe.each(testDatabaseKinds())("course access on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    const course = (email: string, extra: Partial<Parameters<typeof checkoutSession>[0]> = {}) =>
      checkoutSession({ product: "examiner-course", email, ...extra });
    const fourMonthsAgo = Math.floor(Date.now() / 1000) - 125 * 24 * 3600;
    const setups: Record<string, ReturnType<typeof event>[]> = {
      withoutCourse: [
        event(
          "checkout.session.completed",
          checkoutSession({ product: "conversion-assistance", email: "without@example.com" }),
        ),
      ],
      expired: [
        event("checkout.session.completed", course("expired@example.com", { created: fourMonthsAgo })),
      ],
      refunded: [
        event(
          "checkout.session.completed",
          course("refunded@example.com", { paymentIntent: "pi_course_refunded" }),
        ),
        event("charge.refunded", charge("pi_course_refunded", 5000, 5000)),
      ],
      pending: [event("checkout.session.completed", course("pending@example.com", { paid: false }))],
      active: [event("checkout.session.completed", course("active@example.com"))],
      other: [event("checkout.session.completed", course("other@example.com"))],
    };
    for (const [name, events] of Object.entries(setups)) {
      const email = { withoutCourse: "without@example.com" }[name] ?? `${name}@example.com`;
      const created = await customerWithSession(handle, auth, email, events);
      cookies[name] = created.cookie;
      ids[name] = created.userId;
    }
  });
  afterAll(() => handle?.close());

  const request = (path: string, who?: string, method = "GET") =>
    new Request(`http://localhost:3000${path}`, {
      method,
      headers: who ? { cookie: cookies[who] ?? "" } : {},
    });
  const args = (req: Request, params: Record<string, string> = {}) =>
    ({ request: req, params, context: testContext({ db: handle.db, auth }) }) as never;

  /** Calls a loader/action and returns status and body text, as the client would see them. */
  async function outcome(run: () => Promise<unknown> | unknown) {
    try {
      const result = await run();
      if (result instanceof Response) {
        const location = result.headers.get("location");
        return { status: result.status, body: location ? `redirect ${location}` : await result.text() };
      }
      const d = result as { data?: unknown; init?: { status?: number } };
      return { status: d.init?.status ?? 200, body: JSON.stringify(d.data ?? d) };
    } catch (thrown) {
      if (thrown instanceof Response)
        return { status: thrown.status, body: `redirect ${thrown.headers.get("location")}` };
      throw thrown;
    }
  }

  const surfaces = {
    lessonPage: (who?: string) => outcome(() => moduleLoader(args(request(`/module?sid=${LESSON}`, who)))),
    lessonPageEs: (who?: string) =>
      outcome(() => moduleLoader(args(request(`/es/module?sid=${LESSON}`, who)))),
    progressRead: (who?: string) => outcome(() => progressApi(args(request("/api/course/progress", who)))),
    visit: (who?: string) =>
      outcome(() =>
        lessonEventApi(
          args(request(`/api/course/lessons/${LESSON}/visit`, who, "POST"), { sid: LESSON, event: "visit" }),
        ),
      ),
    complete: (who?: string) =>
      outcome(() =>
        lessonEventApi(
          args(request(`/api/course/lessons/${LESSON}/complete`, who, "POST"), {
            sid: LESSON,
            event: "complete",
          }),
        ),
      ),
    completeForm: (who?: string) =>
      outcome(() => completeAction(args(request(`/module?sid=${LESSON}`, who, "POST")))),
  };

  // Where each kind of refused caller is sent from a page.
  const pageRedirect: Record<string, RegExp> = {
    visitor: /^redirect \/(es\/)?login\?redirectTo=%2F(es%2F)?module%3Fsid%3D4\.2$/,
    withoutCourse: /^redirect \/(es\/)?understand-the-examiner\?access=none$/,
    refunded: /^redirect \/(es\/)?understand-the-examiner\?access=none$/,
    pending: /^redirect \/(es\/)?understand-the-examiner\?access=none$/,
    expired: /^redirect \/(es\/)?mycourse$/,
  };

  it.each(["visitor", "withoutCourse", "expired", "refunded", "pending"])(
    "refuses %s on every surface, never sending lesson text",
    async (kind) => {
      const who = kind === "visitor" ? undefined : kind;
      for (const [name, call] of Object.entries(surfaces)) {
        const { status, body } = await call(who);
        expect(body, `${kind} ${name}`).not.toContain(PHRASE);
        if (name === "progressRead" || name === "visit" || name === "complete") {
          expect(status, `${kind} ${name}`).toBe(who === undefined ? 401 : 403);
        } else {
          expect(body, `${kind} ${name}`).toMatch(pageRedirect[kind] as RegExp);
          if (name === "lessonPageEs") expect(body).toMatch(/^redirect \/es\//);
        }
      }
      if (who)
        expect(
          await handle.db
            .select()
            .from(lessonProgress)
            .where(eq(lessonProgress.userId, ids[who] as string)),
        ).toEqual([]);
    },
  );

  it("serves everything to an active customer, lesson text with private, no-store", async () => {
    const page = (await moduleLoader(args(request(`/module?sid=${LESSON}`, "active")))) as unknown as {
      data: unknown;
      init: { status?: number; headers: Record<string, string> };
    };
    expect(page.init.status ?? 200).toBe(200);
    expect(JSON.stringify(page.data)).toContain(PHRASE);
    expect(new Headers(page.init.headers).get("cache-control")).toBe("private, no-store");
    expect((await surfaces.progressRead("active")).status).toBe(200);
    expect((await surfaces.visit("active")).status).toBe(200);
    expect((await surfaces.complete("active")).status).toBe(200);
    const next = await surfaces.completeForm("active");
    expect(next.body).toBe("redirect /module?sid=4.3");
    const { progress, lastLessonId } = await readProgress(handle.db, ids.active as string);
    expect(progress[LESSON]).toBe(true);
    // "Complete and continue" opens the next lesson: its POST records that visit.
    expect(lastLessonId).toBe("4.3");
  });

  it("records no visit when the lesson page is only fetched (GET changes nothing)", async () => {
    const userId = ids.active as string;
    await handle.db.delete(lessonProgress).where(eq(lessonProgress.userId, userId));
    for (const sid of ["1.1", "5.2"]) await moduleLoader(args(request(`/module?sid=${sid}`, "active")));
    expect(await readProgress(handle.db, userId)).toMatchObject({ lastLessonId: null });
    expect((await surfaces.visit("active")).status).toBe(200);
    expect(await readProgress(handle.db, userId)).toMatchObject({ lastLessonId: LESSON });
  });

  it("sends the page headers private, no-store for the course page and the lesson player", () => {
    for (const headers of [moduleHeaders, courseHeaders]) {
      expect(new Headers(headers() as HeadersInit).get("cache-control")).toBe("private, no-store");
    }
  });

  it("leads from the last lesson back to the course page", async () => {
    const last = await outcome(() => completeAction(args(request("/es/module?sid=7.2", "active", "POST"))));
    expect(last.body).toBe("redirect /es/mycourse");
  });

  it("shows an expired customer the end date and keeps their progress", async () => {
    const userId = ids.expired as string;
    await handle.db.insert(lessonProgress).values({ userId, lessonId: "1.1", completedAt: new Date() });
    const page = (await courseLoader(args(request("/mycourse", "expired")))) as unknown as {
      data: { state: string; endsAt: string; progress: Record<string, boolean>; percent: number };
    };
    expect(page.data.state).toBe("expired");
    expect(page.data.endsAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(page.data.progress["1.1"]).toBe(true);
    expect(page.data.percent).toBe(Math.round(100 / total));
  });

  it("answers 400 for a malformed id and 404 for an unknown lesson", async () => {
    const bad = await outcome(() =>
      lessonEventApi(
        args(request("/api/course/lessons/x/visit", "active", "POST"), { sid: "1.3'; drop", event: "visit" }),
      ),
    );
    expect(bad.status).toBe(400);
    const unknown = await outcome(() =>
      lessonEventApi(
        args(request("/api/course/lessons/9.9/visit", "active", "POST"), { sid: "9.9", event: "visit" }),
      ),
    );
    expect(unknown.status).toBe(404);
    const page = await outcome(() => moduleLoader(args(request("/module?sid=9.9", "active"))));
    expect(page.status).toBe(404);
    const none = await outcome(() => moduleLoader(args(request("/module", "active"))));
    expect(none.status).toBe(404);
  });

  it("completes a lesson once, however often and however concurrently", async () => {
    const userId = ids.active as string;
    await Promise.all(Array.from({ length: 10 }, () => markComplete(handle.db, userId, "2.2")));
    await markComplete(handle.db, userId, "2.2");
    const rows = await handle.db.select().from(lessonProgress).where(eq(lessonProgress.lessonId, "2.2"));
    expect(rows).toHaveLength(1);
  });

  it("never lets one customer read or change another's progress", async () => {
    await surfaces.complete("other");
    const mine = await outcome(() =>
      progressApi(args(request("/api/course/progress?userId=" + ids.other, "active"))),
    );
    const theirs = await readProgress(handle.db, ids.other as string);
    expect(theirs.progress[LESSON]).toBe(true);
    expect(JSON.parse(mine.body).progress["2.2"]).toBe(true);
    // A user id in the request is ignored: the session decides whose progress is written.
    const req = new Request("http://localhost:3000/api/course/lessons/7.1/complete", {
      method: "POST",
      headers: { cookie: cookies.active ?? "", "content-type": "application/json" },
      body: JSON.stringify({ userId: ids.other }),
    });
    await lessonEventApi(args(req, { sid: "7.1", event: "complete" }));
    expect((await readProgress(handle.db, ids.other as string)).progress["7.1"]).toBe(false);
    expect((await readProgress(handle.db, ids.active as string)).progress["7.1"]).toBe(true);
  });
});
