import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allLessons } from "~/content/course/modules";
import { todayInSchoolTimeZone } from "~/content/schedule";
import customerReviewsEs from "~/i18n/messages/customer-reviews-es";
import { action as staffReviewsAction, loader as staffReviewsLoader } from "~/routes/staff-reviews";
import { callRoute } from "../../../tests/support/route-call";
import { withoutPageKey } from "../../../tests/support/staff-page-key";
import { staffWithSession } from "../../../tests/support/staff";
import { testServices } from "../../../tests/support/app-context";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { deleteCustomerData } from "../data-requests/customer-deletion.server";
import type { DatabaseHandle } from "../platform/db.server";
import { addDays } from "../licence-check/deadlines.server";
import {
  firstAidBookings,
  firstAidDates,
  lessonProgress,
  mailOutbox,
  purchases,
  reviewInvitations,
  reviews,
  staffAuditLog,
  users,
} from "../platform/schema.server";
import { queueDueInvitations, queueDueReviewReminders } from "./invitations.server";
import { replyToReview, withholdReview } from "./moderation.server";
import { publishedReviews, reviewSummaries } from "./published.server";
import { reviewAction, reviewPage } from "./write-review.server";

// Verified reviews on both databases: one invitation per finished service, sent once however many
// instances ask; none after "do not invite me"; a link writes one review; the summaries count
// published reviews only; withholding needs a reason, is audited, and tells the author.

const publicUrl = "http://localhost:3000";
const DAY = 86_400_000;

describe.each(testDatabaseKinds())("verified reviews on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let staffId: string;
  let staffCookie: string;
  const now = new Date();
  const today = todayInSchoolTimeZone(now);

  /** A customer with a paid purchase of `product`, bought 20 days ago. */
  async function customer(id: string, name: string, locale: "en" | "es", product: string) {
    await handle.db.insert(users).values({ id, name, email: `${id}@example.com`, locale });
    await handle.db.insert(purchases).values({
      userId: id,
      productId: product,
      checkoutSessionId: `cs_${id}`,
      status: "paid",
      amountCents: 6850,
      currency: "eur",
      locale,
      newCustomer: true,
      purchasedAt: new Date(now.getTime() - 20 * DAY),
      paidAt: new Date(now.getTime() - 20 * DAY),
    });
    return `cs_${id}`;
  }

  /** A first-aid seat on a course `daysAgo` days ago, marked as `attendance`. */
  async function firstAidSeat(session: string, daysAgo: number, attendance: "attended" | "no-show") {
    const courseDate = addDays(today, -daysAgo);
    await handle.db
      .insert(firstAidDates)
      .values({ language: "en", courseDate, startTime: "09:00", endTime: "17:00", capacity: 12 })
      .onConflictDoNothing();
    const [date] = await handle.db
      .select()
      .from(firstAidDates)
      .where(and(eq(firstAidDates.language, "en"), eq(firstAidDates.courseDate, courseDate)));
    await handle.db
      .insert(firstAidBookings)
      .values({ dateId: date?.id ?? "", checkoutSessionId: session, attendance });
  }

  const invitationMails = (kind: "review-invitation" | "review-reminder" = "review-invitation") =>
    handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, kind));
  const tokenIn = (text: string) => /\/write-a-review\/([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? "";
  const post = (token: string, form: Record<string, string>, locale = "") =>
    reviewAction(
      handle.db,
      new Request(`${publicUrl}${locale}/write-a-review/${token}`, {
        method: "POST",
        body: new URLSearchParams(form),
      }),
      token,
    );
  /** What the action answered, or threw as a `data(…)` answer: its status and data. */
  async function answer(promise: Promise<unknown>) {
    try {
      const result = (await promise) as { type?: string; data?: unknown; init?: { status?: number } };
      return result?.type === "DataWithResponseInit"
        ? { status: result.init?.status ?? 200, data: result.data as Record<string, unknown> }
        : { status: 200, data: result as Record<string, unknown> };
    } catch (thrown) {
      const error = thrown as { type?: string; data?: unknown; init?: { status?: number } };
      if (error?.type !== "DataWithResponseInit") throw thrown;
      return { status: error.init?.status ?? 500, data: error.data as Record<string, unknown> };
    }
  }

  beforeAll(async () => {
    handle = await open();
    ({ userId: staffId, cookie: staffCookie } = await staffWithSession(
      handle,
      testServices(handle).auth,
      "office@example.com",
    ));
    // Attended two days ago (en, es); a no-show; attended long ago; attended today (too soon).
    await firstAidSeat(await customer("ana", "Ana María López", "es", "first-aid-es"), 2, "attended");
    await firstAidSeat(await customer("priya", "Priya Sharma", "en", "first-aid-en"), 3, "attended");
    await firstAidSeat(await customer("absent", "Absent Person", "en", "first-aid-en"), 2, "no-show");
    await firstAidSeat(await customer("old", "Old Customer", "en", "first-aid-en"), 90, "attended");
    await firstAidSeat(await customer("today", "Today Customer", "en", "first-aid-en"), 0, "attended");
    // The online course, every lesson completed yesterday; and one lesson short.
    await customer("learner", "Lee", "en", "examiner-course");
    await customer("halfway", "Half Way", "en", "examiner-course");
    const yesterday = new Date(now.getTime() - DAY);
    await handle.db
      .insert(lessonProgress)
      .values(
        allLessons.map((lesson) => ({ userId: "learner", lessonId: lesson.id, completedAt: yesterday })),
      );
    await handle.db
      .insert(lessonProgress)
      .values(
        allLessons
          .slice(1)
          .map((lesson) => ({ userId: "halfway", lessonId: lesson.id, completedAt: yesterday })),
      );
  }, 120_000);
  afterAll(() => handle?.close());

  it("invites each finished service once, however many runs race, in the customer's language", async () => {
    const runs = await Promise.all([
      queueDueInvitations(handle.db, { now, publicUrl }),
      queueDueInvitations(handle.db, { now, publicUrl }),
    ]);
    expect(runs[0] + runs[1]).toBe(3);
    expect(await queueDueInvitations(handle.db, { now, publicUrl })).toBe(0);
    const mails = await invitationMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual([
      "ana@example.com",
      "learner@example.com",
      "priya@example.com",
    ]);
    const ana = mails.find((mail) => mail.to === "ana@example.com");
    expect(ana?.locale).toBe("es");
    expect(ana?.subject).toBe("¿Qué tal tu curso de primeros auxilios?");
    expect(ana?.text).toContain(`${publicUrl}/es/write-a-review/`);
    expect(ana?.text).toContain(customerReviewsEs.mail.invitation.fair);
    const invitations = await handle.db.select().from(reviewInvitations);
    expect(invitations.find((row) => row.userId === "learner")?.service).toBe("course");
    // The link's token is stored hashed only.
    expect(invitations.map((row) => row.tokenHash)).not.toContain(tokenIn(ana?.text ?? ""));
  });

  it("writes one review through a link, refuses bad input in the page's language, and spends the link", async () => {
    const mail = (await invitationMails()).find((row) => row.to === "ana@example.com");
    const token = tokenIn(mail?.text ?? "");
    const page = await reviewPage(handle.db, new Request(`${publicUrl}/es/write-a-review/${token}`), token);
    expect(page).toMatchObject({ state: "open", initialName: "Ana L.", language: "es" });

    const bad = await answer(
      post(token, { rating: "7", text: "  ", display: "initial", language: "es" }, "/es"),
    );
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toEqual({
      rating: customerReviewsEs.form.errors.rating,
      text: customerReviewsEs.form.errors.textMissing,
    });
    expect(await handle.db.select().from(reviews)).toEqual([]);

    const form = {
      rating: "5",
      text: "Muy claro y paciente.\nVolvería.",
      display: "initial",
      language: "es",
    };
    expect((await answer(post(token, form, "/es"))).data).toEqual({ done: "written" });
    const again = await answer(post(token, { ...form, rating: "1" }, "/es"));
    expect(again.status).toBe(409);
    const written = await handle.db.select().from(reviews);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      checkoutSessionId: "cs_ana",
      service: "first-aid",
      rating: 5,
      text: "Muy claro y paciente.\nVolvería.",
      authorName: "Ana L.",
      language: "es",
      status: "published",
    });
    const unknown = await answer(post("not-a-real-token-at-all-0000", form));
    expect(unknown.status).toBe(404);
  });

  it("sends one reminder a week later, not after a review or an opt-out, once across runs", async () => {
    const mail = (await invitationMails()).find((row) => row.to === "learner@example.com");
    // The learner asks, through the mail program's one-click unsubscribe, not to be asked again.
    const optOut = await answer(post(tokenIn(mail?.text ?? ""), { "List-Unsubscribe": "One-Click" }));
    expect(optOut.data).toEqual({ done: "optedOut" });
    const later = new Date(now.getTime() + 8 * DAY);
    const runs = await Promise.all([
      queueDueReviewReminders(handle.db, { now: later, publicUrl }),
      queueDueReviewReminders(handle.db, { now: later, publicUrl }),
    ]);
    expect(runs[0] + runs[1]).toBe(1);
    expect((await invitationMails("review-reminder")).map((row) => row.to)).toEqual(["priya@example.com"]);
    expect(
      await queueDueReviewReminders(handle.db, { now: new Date(later.getTime() + 30 * DAY), publicUrl }),
    ).toBe(0);
    // The reminder's own link opens the same invitation.
    const reminder = (await invitationMails("review-reminder"))[0];
    const written = await answer(
      post(tokenIn(reminder?.text ?? ""), {
        rating: "2",
        text: "Too long a day.",
        display: "anonymous",
        language: "en",
      }),
    );
    expect(written.data).toEqual({ done: "written" });
  });

  it("counts published reviews only, per language and overall; withholding needs a reason, is audited and told", async () => {
    expect(await reviewSummaries(handle.db, "en")).toEqual({
      overall: { average: 3.5, count: 2 },
      language: { average: 2, count: 1 },
    });
    const [english] = await publishedReviews(handle.db, "en");
    expect(english).toMatchObject({ author: null, rating: 2, service: "first-aid" });
    expect(
      await replyToReview(handle.db, staffId, {
        reviewId: english?.id ?? "",
        reply: "Thank you, we shortened it.",
      }),
    ).toBe("replied");
    expect((await publishedReviews(handle.db, "en"))[0]?.reply).toBe("Thank you, we shortened it.");

    const [spanish] = await publishedReviews(handle.db, "es");
    expect(
      await withholdReview(handle.db, staffId, { reviewId: spanish?.id ?? "", reason: "personal-data" }),
    ).toBe("withheld");
    expect(await withholdReview(handle.db, staffId, { reviewId: spanish?.id ?? "", reason: "insult" })).toBe(
      "gone",
    );
    expect(await publishedReviews(handle.db, "es")).toEqual([]);
    expect(await reviewSummaries(handle.db, "es")).toEqual({
      overall: { average: 2, count: 1 },
      language: null,
    });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, "review.withhold"), eq(staffAuditLog.subjectId, spanish?.id ?? "")),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor: staffId,
      customerUserId: "ana",
      after: { reason: "personal-data" },
    });
    const told = await handle.db.select().from(mailOutbox).where(eq(mailOutbox.kind, "review-withheld"));
    expect(told.map((row) => [row.to, row.locale])).toEqual([["ana@example.com", "es"]]);
    expect(told[0]?.text).toContain(customerReviewsEs.mail.withheld.reasons["personal-data"]);
  });

  it("after a deletion: the review stays without its name, and the customer is never invited again", async () => {
    await handle.db
      .update(reviews)
      .set({ status: "published" })
      .where(eq(reviews.checkoutSessionId, "cs_ana"));
    expect(await deleteCustomerData(handle.db, { actor: staffId, userId: "ana" })).toMatchObject({
      outcome: "deleted",
    });
    const [kept] = await handle.db.select().from(reviews).where(eq(reviews.checkoutSessionId, "cs_ana"));
    expect(kept).toMatchObject({ authorName: null, userId: null, rating: 5 });
    expect(
      await handle.db.select().from(reviewInvitations).where(eq(reviewInvitations.userId, "ana")),
    ).toEqual([]);
    expect(await queueDueInvitations(handle.db, { now, publicUrl })).toBe(0);
  });

  it("the office's page: a withhold without a reason is refused in its language; with one, done once per form", async () => {
    const services = testServices(handle);
    const [english] = await publishedReviews(handle.db, "en");
    const key = crypto.randomUUID();
    const call = (form: Record<string, string>) =>
      callRoute(staffReviewsAction, services, {
        path: `/es/staff/reviews?key=${key}`,
        cookie: staffCookie,
        form,
      });
    const refused = await call({ intent: "withhold", reviewId: english?.id ?? "", key });
    expect(refused.status).toBe(400);
    expect(refused.data).toEqual({ error: customerReviewsEs.staff.errors.reason });
    const form = { intent: "withhold", reviewId: english?.id ?? "", reason: "unrelated", key };
    const first = await call(form);
    expect(withoutPageKey(first.location)).toBe("/es/staff/reviews?done=withheld");
    const again = await call(form);
    expect(withoutPageKey(again.location)).toBe("/es/staff/reviews?done=withheld&again=1");
    const page = await callRoute(staffReviewsLoader, services, {
      path: "/es/staff/reviews",
      cookie: staffCookie,
    });
    const listed = (page.data.reviews as { id: string; status: string }[]).find(
      (row) => row.id === english?.id,
    );
    expect(listed?.status).toBe("withheld");
    expect(
      await handle.db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.subjectId, english?.id ?? "")),
    ).toHaveLength(2); // the reply earlier, this withholding once
  });
});
