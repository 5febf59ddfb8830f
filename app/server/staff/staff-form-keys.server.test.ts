import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testServices } from "../../../tests/support/app-context";
import { callRoute, type RouteAnswer } from "../../../tests/support/route-call";
import { customerWithPassword } from "../../../tests/support/customers";
import { staffWithSession } from "../../../tests/support/staff";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import type { Auth } from "../auth/auth.server";
import type { DatabaseHandle } from "../platform/db.server";
import { addFirstAidDate, firstAidDateOn } from "../first-aid/date-actions.server";
import { openingSteps } from "../conversion-case/case-store.server";
import {
  addBalance,
  addCar,
  addInstructor,
  addPurchase,
  instructorFor,
  testLesson,
} from "../../../tests/support/lessons";
import {
  conversionCaseSteps,
  conversionCases,
  customerNotes,
  firstAidClosedDays,
  firstAidDates,
  cars,
  instructorAbsences,
  instructorHours,
  instructors,
  invoiceDocuments,
  lessonReadiness,
  lessons,
  schoolClosedDays,
  mailOutbox,
  purchases,
  reviews,
  staffAuditLog,
  users,
} from "../platform/schema.server";

// Every staff page with a form that changes something, opened the way staff really open it (the
// navigation, a bookmark, a link in a mail: no `?key=` in the URL), is first sent to its keyed
// URL; its form then sent twice from that page (Back and send again, a double click) is done
// once, and the second is answered as a repeat. The walk covers every staff route module with an
// action: a new one fails here until it has its scenario (or a reason to have none).

type Answer = RouteAnswer;
type RouteModule = { loader?: (args: never) => unknown; action?: (args: never) => unknown };

const routeModules = import.meta.glob<RouteModule>("../../routes/staff-*.tsx", { eager: true });
const moduleName = (file: string) => file.replace(/^.*\/(staff-[^/]+)\.tsx$/, "$1");

/** Actions that are steps of the staff login itself, before any staff page: no page form key. */
const withoutPageKey = {
  // The second factor's enrolment and code: one-time codes of their own, answered by a redirect.
  "staff-enrol": "the second factor's enrolment, before the staff session exists",
  "staff-verify": "the login's second step: the code itself is single-use",
};

const origin = "http://localhost:3000";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Scenario {
  /** The page as opened from a link without a key (a language prefix included). */
  path: () => Promise<{ path: string; params?: Record<string, string> }>;
  /** The form's fields as the page renders them (the key is added from the page). */
  form: (page: Record<string, unknown>) => Record<string, string>;
  /** What the change leaves behind besides its audit entry (a row, a mail, a flag). */
  effect: () => Promise<unknown>;
  /** The repeat's answer, compared with the first's. */
  repeat: (first: Answer, again: Answer) => void;
}

const sameAgainMarker = (first: Answer, again: Answer) => {
  expect(first.location).not.toContain("again=");
  expect(again.location).toMatch(/[?&]again=1(&|$)/);
};

describe.each(testDatabaseKinds())("staff forms on pages opened without a key, on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let auth: Auth;
  let staffCookie: string;
  let staffId: string;
  beforeAll(async () => {
    handle = await open();
    auth = testServices(handle).auth;
    ({ cookie: staffCookie, userId: staffId } = await staffWithSession(handle, auth, "keys@example.com"));
  }, 60_000);
  afterAll(() => handle?.close());

  // The paths exactly as given: this test opens pages without a key on purpose.
  const call = (
    handler: ((args: never) => unknown) | undefined,
    path: string,
    { form, params = {} }: { form?: Record<string, string>; params?: Record<string, string> } = {},
  ): Promise<Answer> =>
    callRoute(handler, { db: handle.db, auth }, { path, cookie: staffCookie, form, params, pageKey: false });

  const auditCount = async () => (await handle.db.select({ n: count() }).from(staffAuditLog))[0]?.n ?? 0;
  const failedMail = async (to: string) =>
    (
      await handle.db
        .insert(mailOutbox)
        .values({
          kind: "set-password",
          to,
          subject: "Set your password",
          text: "text",
          html: "<p>text</p>",
          locale: "en",
          status: "failed",
          attempts: 8,
          lastError: "550 mailbox unavailable",
        })
        .returning({ id: mailOutbox.id })
    )[0]?.id ?? "";
  const dashboardLoader = () => routeModules["../../routes/staff-dashboard.tsx"]?.loader;
  // How many mails went to the address (their state moves on as the mail worker sends them).
  const mailsTo = async (to: string) =>
    (await handle.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).length;

  let retryMail = "";
  let dateId = "";
  let notedId = "";
  let forgetId = "";
  let reviewId = "";
  let caseCustomerId = "";
  let lessonId = "";
  let studentId = "";
  let absenceId = "";
  let lessonCustomerId = "";
  const scenarios: Record<string, Scenario> = {
    "staff-dashboard": {
      path: async () => {
        await failedMail("bounced-dashboard@example.com");
        return { path: "/es/staff" };
      },
      form: (page) => ({
        intent: "acknowledge",
        alertKey: String((page.alerts as { failedMailsKey: string }).failedMailsKey),
      }),
      // Seen to once: the alert is gone from the dashboard.
      effect: async () =>
        (
          (await call(dashboardLoader(), `/staff?key=${crypto.randomUUID()}`)).data?.alerts as Record<
            string,
            unknown
          >
        ).failedMailsKey,
      // The first's own outcome again ("seen to"), never "someone else saw to it".
      repeat: (first, again) =>
        expect(again.location?.split("&key=")[0]).toBe(first.location?.split("&key=")[0]),
    },
    "staff-customer": {
      path: async () => {
        const id = await customerWithPassword(handle, auth, "noted@example.com");
        notedId = id;
        return { path: `/staff/customers/${id}`, params: { id } };
      },
      form: () => ({ intent: "note", text: "Asked on the phone about the eye test." }),
      effect: async () =>
        (await handle.db.select().from(customerNotes).where(eq(customerNotes.customerUserId, notedId))).map(
          (note) => note.text,
        ),
      repeat: sameAgainMarker,
    },
    "staff-customers-new-purchase": {
      path: async () => ({ path: "/staff/customers/new-purchase" }),
      form: () => ({
        email: "cash-keyless@example.com",
        name: "Cash Buyer",
        productId: "conversion-assistance",
        method: "cash",
        locale: "en",
        courseDate: "",
        reference: "",
        note: "",
      }),
      effect: async () => mailsTo("cash-keyless@example.com"),
      // Told "already recorded", with the link to it.
      repeat: (first, again) => {
        expect(first.status).toBe(303);
        expect(again.status).toBe(409);
        expect(String(again.data?.already)).toMatch(/^\/staff\/customers\/[0-9a-f-]{36}#purchase-/);
      },
    },
    "staff-dates": {
      path: async () => ({ path: "/es/staff/dates" }),
      form: () => ({
        language: "es",
        date: "2031-06-21",
        startTime: "9:00",
        endTime: "16:00",
        capacity: "10",
      }),
      effect: async () => (await firstAidDateOn(handle.db, "es", "2031-06-21"))?.id,
      repeat: sameAgainMarker,
    },
    "staff-date": {
      path: async () => {
        const added = await addFirstAidDate(handle.db, staffId, { language: "en", date: "2031-07-19" });
        dateId = added.dateId ?? "";
        return { path: `/staff/dates/${dateId}`, params: { id: dateId } };
      },
      // Closing bookings twice would be refused ("already closed") if it were done again.
      form: () => ({ intent: "close-bookings" }),
      effect: async () =>
        (await handle.db.select().from(firstAidDates).where(eq(firstAidDates.id, dateId)))[0]
          ?.bookingsClosedAt,
      repeat: sameAgainMarker,
    },
    "staff-mail": {
      path: async () => {
        retryMail = await failedMail("bounced-retry@example.com");
        return { path: "/es/staff/mail" };
      },
      form: () => ({ mailId: retryMail }),
      effect: async () => mailsTo("bounced-retry@example.com"),
      repeat: (first, again) => {
        expect(first.location).toMatch(/[?&]retried=yes(&|$)/);
        expect(again.location).toMatch(/[?&]retried=again(&|$)/);
      },
    },
    "staff-exports": {
      // A purchase paid before invoices existed: the owner issues the missing invoices at once.
      path: async () => {
        const userId = await customerWithPassword(handle, auth, "no-invoice@example.com");
        await handle.db.insert(purchases).values({
          userId,
          productId: "examiner-course",
          checkoutSessionId: "cs_keys_no_invoice",
          status: "paid",
          amountCents: 12_900,
          currency: "eur",
          locale: "en",
          newCustomer: false,
          purchasedAt: new Date("2026-02-10T09:00:00Z"),
          paidAt: new Date("2026-02-10T09:00:00Z"),
        });
        return { path: "/staff/exports" };
      },
      form: () => ({ intent: "issue-missing-invoices" }),
      effect: async () => (await handle.db.select({ n: count() }).from(invoiceDocuments))[0]?.n,
      repeat: sameAgainMarker,
    },
    "staff-team": {
      path: async () => ({ path: "/staff/team" }),
      form: () => ({
        intent: "invite",
        name: "Ana Colleague",
        email: "new-colleague@example.com",
        staffRole: "office",
      }),
      effect: async () => mailsTo("new-colleague@example.com"),
      repeat: sameAgainMarker,
    },
    "staff-reviews": {
      // A published review the office withholds for a listed reason (audited, the author told).
      path: async () => {
        const userId = await customerWithPassword(handle, auth, "reviewer@example.com");
        await handle.db.insert(purchases).values({
          userId,
          productId: "first-aid-en",
          checkoutSessionId: "cs_keys_review",
          status: "paid",
          amountCents: 6850,
          currency: "eur",
          locale: "en",
          newCustomer: true,
          purchasedAt: new Date("2026-10-01T09:00:00Z"),
          paidAt: new Date("2026-10-01T09:00:00Z"),
        });
        const [row] = await handle.db
          .insert(reviews)
          .values({
            checkoutSessionId: "cs_keys_review",
            userId,
            service: "first-aid",
            finishedOn: "2026-10-10",
            rating: 2,
            text: "Off topic",
            language: "en",
          })
          .returning({ id: reviews.id });
        reviewId = row?.id ?? "";
        return { path: "/staff/reviews" };
      },
      form: () => ({ intent: "withhold", reviewId, reason: "unrelated" }),
      effect: async () => (await handle.db.select().from(reviews).where(eq(reviews.id, reviewId)))[0]?.status,
      repeat: sameAgainMarker,
    },
    "staff-cases": {
      // The office marks an assistance buyer's booking step done (audited, the customer mailed).
      path: async () => {
        caseCustomerId = await customerWithPassword(handle, auth, "case-buyer@example.com");
        await handle.db.insert(conversionCases).values({ userId: caseCustomerId });
        await handle.db
          .insert(conversionCaseSteps)
          .values(openingSteps("2026-11-23").map((step) => ({ ...step, userId: caseCustomerId })));
        return { path: "/es/staff/cases" };
      },
      form: () => ({
        customerId: caseCustomerId,
        step: "booking",
        state: "done",
        date: "2026-11-24",
        responsible: "school",
        note: "",
      }),
      effect: async () => [
        (
          await handle.db
            .select()
            .from(conversionCaseSteps)
            .where(eq(conversionCaseSteps.userId, caseCustomerId))
        )
          .filter((step) => step.kind === "booking")
          .map((step) => step.state),
        await mailsTo("case-buyer@example.com"),
      ],
      repeat: sameAgainMarker,
    },
    "staff-my-day": {
      // The owner drives too: a lesson of theirs an hour ago, marked driven with a note.
      path: async () => {
        const customerId = await customerWithPassword(handle, auth, "student-keys@example.com");
        lessonId = await testLesson(handle.db, {
          customerId,
          instructorId: staffId,
          startsAt: new Date(Date.now() - 60 * 60_000),
        });
        studentId = customerId;
        return { path: "/es/staff/my-day" };
      },
      form: () => ({ intent: "mark", lessonId, state: "driven", note: "Roundabouts, parking" }),
      effect: async () =>
        (await handle.db.select().from(lessons).where(eq(lessons.id, lessonId))).map((row) => [
          row.state,
          row.trainingNote,
          row.markedAt?.getTime(),
        ]),
      repeat: sameAgainMarker,
    },
    "staff-team-instructors": {
      path: async () => ({ path: "/staff/team/instructors" }),
      form: () => ({
        intent: "car",
        carId: "",
        name: "Keys car F-K 1",
        transmission: "automatic",
        active: "on",
      }),
      effect: async () => (await handle.db.select().from(cars).where(eq(cars.name, "Keys car F-K 1"))).length,
      repeat: sameAgainMarker,
    },
    "staff-customer-lessons": {
      // The office books the first free time for a customer who phoned (from the balance, mailed).
      path: async () => {
        lessonCustomerId = await customerWithPassword(handle, auth, "lesson-caller@example.com");
        await addPurchase(handle.db, lessonCustomerId, "weekly-classes");
        await addBalance(handle.db, lessonCustomerId, 5);
        await addInstructor(handle.db, { name: "Keys instructor" });
        await addCar(handle.db, { name: "Keys car", transmission: "manual" });
        return {
          path: `/es/staff/customers/${lessonCustomerId}/lessons?kind=lesson-45&transmission=manual&language=&pickup=office`,
          params: { id: lessonCustomerId },
        };
      },
      form: (page) => {
        const slot = (page.view as { slots: { start: string; instructorId: string; carId: string }[] })
          .slots[0];
        return {
          intent: "book",
          kind: "lesson-45",
          transmission: "manual",
          language: "",
          pickup: "office",
          start: slot?.start ?? "",
          instructor: slot?.instructorId ?? "",
          car: slot?.carId ?? "",
        };
      },
      effect: async () => [
        (await handle.db.select().from(lessons).where(eq(lessons.customerId, lessonCustomerId))).length,
        await mailsTo("lesson-caller@example.com"),
      ],
      repeat: sameAgainMarker,
    },
    "staff-data-request": {
      path: async () => {
        const id = await customerWithPassword(handle, auth, "forget-me@example.com");
        return { path: `/staff/data-requests/${id}`, params: { id } };
      },
      form: () => ({ confirm: "yes" }),
      effect: async () => (await handle.db.select().from(users).where(eq(users.id, forgetId)))[0]?.email,
      repeat: sameAgainMarker,
    },
  };

  it("has a scenario for every staff route module with an action (or a reason for none)", () => {
    const withAction = Object.entries(routeModules)
      .filter(([, module]) => typeof module.action === "function")
      .map(([file]) => moduleName(file))
      .sort();
    expect(withAction).toEqual([...Object.keys(scenarios), ...Object.keys(withoutPageKey)].sort());
  });

  // Pages with more than one kind of form: the others, each through the same walk.
  const moreForms: [string, string, Scenario][] = [
    [
      "staff-dates",
      "a closed day",
      {
        path: async () => ({ path: "/staff/dates" }),
        form: () => ({ intent: "closed-add", day: "2031-08-12", note: "Team training" }),
        effect: async () =>
          (await handle.db.select().from(firstAidClosedDays).where(eq(firstAidClosedDays.day, "2031-08-12")))
            .length,
        repeat: (first, again) => {
          expect(first.location).toMatch(/[?&]closed=added(&|$)/);
          expect(again.location).toMatch(/[?&]closed=added&again=1(&|$)/);
        },
      },
    ],
  ];

  // The instructors' page: each of its forms.
  const instructorsPage = async () => {
    await instructorFor(handle.db, staffId, "Owner Drives");
    return { path: "/es/staff/team/instructors" };
  };
  moreForms.push(
    [
      "staff-team-instructors",
      "an instructor's profile",
      {
        path: async () => ({ path: "/staff/team/instructors" }),
        form: () => ({
          intent: "instructor",
          userId: staffId,
          displayName: "Carmen",
          "lang-es": "on",
          active: "on",
        }),
        effect: async () =>
          (await handle.db.select().from(instructors).where(eq(instructors.userId, staffId))).map((row) => [
            row.displayName,
            row.languages,
          ]),
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-team-instructors",
      "working hours",
      {
        path: instructorsPage,
        form: () => ({
          intent: "hours",
          userId: staffId,
          "hours-1": "08:00-12:00, 13:00-18:00",
          "hours-5": "9:00-13:00",
        }),
        effect: async () =>
          (await handle.db.select().from(instructorHours).where(eq(instructorHours.instructorId, staffId)))
            .length,
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-team-instructors",
      "an absence",
      {
        path: instructorsPage,
        form: () => ({
          intent: "absence-add",
          userId: staffId,
          from: "2031-03-29T08:00",
          to: "2031-03-30T18:00",
          note: "Holiday",
        }),
        effect: async () => {
          const rows = await handle.db.select().from(instructorAbsences);
          absenceId = rows[0]?.id ?? "";
          return rows.length;
        },
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-team-instructors",
      "an absence removed",
      {
        path: instructorsPage,
        form: () => ({ intent: "absence-remove", absenceId }),
        effect: async () => (await handle.db.select().from(instructorAbsences)).length,
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-team-instructors",
      "a closed day",
      {
        path: instructorsPage,
        form: () => ({ intent: "closed-day-add", day: "2031-12-24", note: "Christmas Eve" }),
        effect: async () => (await handle.db.select().from(schoolClosedDays)).length,
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-team-instructors",
      "a closed day removed",
      {
        path: instructorsPage,
        form: () => ({ intent: "closed-day-remove", day: "2031-12-24" }),
        effect: async () => (await handle.db.select().from(schoolClosedDays)).length,
        repeat: sameAgainMarker,
      },
    ],
    [
      "staff-my-day",
      "ready for the test",
      {
        path: async () => ({ path: "/staff/my-day" }),
        form: () => ({ intent: "ready", customerId: studentId, ready: "1" }),
        effect: async () =>
          (await handle.db.select().from(lessonReadiness).where(eq(lessonReadiness.customerId, studentId)))
            .length,
        repeat: sameAgainMarker,
      },
    ],
  );

  // The customer's lessons page: a lesson's own payment that matched no lesson, attached to one.
  let unmatchedLesson = "";
  let unmatchedPurchase = "";
  moreForms.push([
    "staff-customer-lessons",
    "an unmatched payment attached",
    {
      path: async () => {
        const customerId = await customerWithPassword(handle, auth, "unmatched-payer@example.com");
        unmatchedLesson = await testLesson(handle.db, {
          customerId,
          instructorId: staffId,
          startsAt: new Date(Date.now() + 5 * 86_400_000),
        });
        await handle.db.update(lessons).set({ payment: "link" }).where(eq(lessons.id, unmatchedLesson));
        unmatchedPurchase = await addPurchase(handle.db, customerId, "driving-lesson-45");
        await handle.db
          .update(purchases)
          .set({ attention: ["lessonNotMatched"] })
          .where(eq(purchases.id, unmatchedPurchase));
        return { path: `/staff/customers/${customerId}/lessons`, params: { id: customerId } };
      },
      form: () => ({ intent: "attach-payment", purchase: unmatchedPurchase, lesson: unmatchedLesson }),
      effect: async () =>
        (await handle.db.select().from(lessons).where(eq(lessons.id, unmatchedLesson))).map((row) => [
          row.purchaseId,
          row.paidAt?.getTime(),
        ]),
      repeat: sameAgainMarker,
    },
  ]);

  // The office's page of a customer's lessons: the lesson booked above, moved to another free time.
  let movedLessonId = "";
  moreForms.push([
    "staff-customer-lessons",
    "moving a lesson",
    {
      path: async () => {
        const [booked] = await handle.db
          .select({ id: lessons.id })
          .from(lessons)
          .where(eq(lessons.customerId, lessonCustomerId));
        movedLessonId = booked?.id ?? "";
        return {
          path: `/es/staff/customers/${lessonCustomerId}/lessons?move=${movedLessonId}`,
          params: { id: lessonCustomerId },
        };
      },
      form: (page) => {
        const slot = (
          page.view as { move: { slots: { start: string; instructorId: string; carId: string }[] } }
        ).move.slots.at(-1);
        return {
          intent: "move",
          lesson: movedLessonId,
          start: slot?.start ?? "",
          instructor: slot?.instructorId ?? "",
          car: slot?.carId ?? "",
        };
      },
      effect: async () => [
        (await handle.db.select().from(lessons).where(eq(lessons.id, movedLessonId)))[0]?.sequence,
        await mailsTo("lesson-caller@example.com"),
      ],
      repeat: sameAgainMarker,
    },
  ]);

  const walks: [string, string, Scenario][] = [
    ...Object.entries(scenarios).map(([name, scenario]): [string, string, Scenario] => [name, "", scenario]),
    ...moreForms,
  ];
  for (const [name, label, scenario] of walks) {
    it(`${name}${label ? ` (${label})` : ""}: opened without a key, sent twice from the page: done once, the repeat answered as one`, async () => {
      const module = routeModules[`../../routes/${name}.tsx`];
      const { path, params } = await scenario.path();
      if (name === "staff-data-request") forgetId = params?.id ?? "";

      // Opened from a link without a key: sent to the same page with a fresh one.
      const opened = await call(module?.loader, path, { params });
      expect(opened.status).toBe(302);
      const keyed = new URL(opened.location ?? "", origin);
      expect(keyed.pathname).toBe(path.split("?")[0]);
      const key = keyed.searchParams.get("key") ?? "";
      expect(key).toMatch(uuid);

      // The keyed page renders that key into its forms; Back and reload come to the same key.
      const page = await call(module?.loader, `${keyed.pathname}${keyed.search}`, { params });
      expect(page.status).toBe(200);
      expect(page.data?.formKey).toBe(key);
      expect((await call(module?.loader, `${keyed.pathname}${keyed.search}`, { params })).data?.formKey).toBe(
        key,
      );

      const form = { ...scenario.form(page.data ?? {}), key };
      const before = await auditCount();
      const first = await call(module?.action, `${keyed.pathname}${keyed.search}`, { form, params });
      expect([302, 303]).toContain(first.status);
      expect(await auditCount()).toBe(before + 1);
      const effect = await scenario.effect();

      // Back to the keyed page, the same form sent again: nothing is done a second time.
      const again = await call(module?.action, `${keyed.pathname}${keyed.search}`, { form, params });
      expect(again.status).toBeLessThan(500);
      scenario.repeat(first, again);
      expect(await auditCount()).toBe(before + 1);
      expect(await scenario.effect()).toEqual(effect);
    });
  }

  it("keeps the rest of the URL and replaces a key that is no UUID", async () => {
    const opened = await call(
      routeModules["../../routes/staff-dates.tsx"]?.loader,
      "/staff/dates?added=1&key=nope",
    );
    expect(opened.status).toBe(302);
    const keyed = new URL(opened.location ?? "", origin);
    expect(keyed.searchParams.get("added")).toBe("1");
    expect(keyed.searchParams.get("key")).toMatch(uuid);
  });
});
