import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as gradeApi } from "~/routes/api.course.review-grades";
import { loader as reviewLoader } from "~/routes/review";
import { testContext, testServices } from "../../../tests/support/app-context";
import { customerWithSession } from "../../../tests/support/customers";
import { testDatabaseKinds } from "../../../tests/support/test-database";
import { recordVisit } from "../course/progress.server";
import type { DatabaseHandle } from "../platform/db.server";
import type { AppServices } from "../auth/app-services.server";
import { checkoutSession, event } from "../payments/stripe-events.server";
import { reviewCards, reviewGrades } from "../platform/schema.server";
import { lessonContent } from "../site/lesson-content.server";
import { allLessons } from "~/content/course/modules";
import { cardOfPhrase, phraseCatalog, phrasesOfLessons } from "./phrase-cards.server";
import { customerCards, reviewSummaryForCustomer } from "./review-cards.server";
import { recordGrade } from "./review-grades.server";
import { reviewSession } from "./review-session.server";
import { MAX_INTERVAL_DAYS, type MemoryState, scheduleGrade } from "./review-scheduler.server";

const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;

describe("FSRS schedule on fixed dates", () => {
  it("grows the interval with good answers and shrinks it with again", () => {
    let now = new Date("2026-11-25T09:00:00Z");
    let state: MemoryState | null = null;
    const intervals: number[] = [];
    for (let i = 0; i < 4; i++) {
      const next = scheduleGrade(state, 3, now);
      intervals.push(days("2026-11-25", "2026-11-25") + next.scheduledDays);
      state = next;
      now = new Date(`${next.dueOn}T09:00:00Z`);
    }
    for (let i = 1; i < intervals.length; i++)
      expect(intervals[i]).toBeGreaterThan(intervals[i - 1] as number);
    const lapse = scheduleGrade(state, 1, now);
    expect(lapse.scheduledDays).toBeLessThan(intervals[intervals.length - 1] as number);
    expect(lapse.lapses).toBe(1);
    expect(scheduleGrade(lapse, 3, new Date(`${lapse.dueOn}T09:00:00Z`)).scheduledDays).toBeGreaterThan(
      lapse.scheduledDays,
    );
  });

  it("counts due days from today in Frankfurt and never beyond 90 days", () => {
    // 23:30 UTC on 25 November is already 26 November in Berlin.
    const late = scheduleGrade(null, 3, new Date("2026-11-25T23:30:00Z"));
    expect(days("2026-11-26", late.dueOn)).toBe(late.scheduledDays);
    let state: MemoryState | null = null;
    let now = new Date("2026-01-01T10:00:00Z");
    for (let i = 0; i < 8; i++) {
      const next = scheduleGrade(state, 4, now);
      expect(next.scheduledDays).toBeLessThanOrEqual(MAX_INTERVAL_DAYS);
      state = next;
      now = new Date(`${next.dueOn}T10:00:00Z`);
    }
    expect(state?.scheduledDays).toBe(MAX_INTERVAL_DAYS);
  });

  it("gives the same schedule for the same answers (no fuzz)", () => {
    const at = new Date("2026-11-25T09:00:00Z");
    expect(scheduleGrade(null, 2, at)).toEqual(scheduleGrade(null, 2, at));
  });
});

describe("phrase cards", () => {
  it("has one card per phrase of the course, with a unique id in both languages", () => {
    const cards = [...phraseCatalog().values()];
    expect(cards.length).toBeGreaterThanOrEqual(230);
    expect(new Set(cards.map((card) => card.id)).size).toBe(cards.length);
    for (const card of cards) {
      expect(card.id.startsWith(`${card.lessonId}-`)).toBe(true);
      expect(card.meaning.es).not.toBe(card.meaning.en);
    }
  });

  const blocks = allLessons.flatMap((lesson) =>
    (["en", "es"] as const).flatMap((locale) =>
      (lessonContent(lesson.id, locale) ?? []).flatMap((block) =>
        block.kind === "phrase" ? [{ ...block, locale }] : [],
      ),
    ),
  );

  it("marks the candidate's own lines with speaker: candidate, the same in both languages", () => {
    const said = { en: "(You say)", es: "(Tú dices)" };
    const candidates = blocks.filter((block) => block.speaker === "candidate");
    // 29 lines of the learner in each language, and only those: the meaning says so too.
    expect(candidates.filter((block) => block.locale === "en")).toHaveLength(29);
    expect(candidates.filter((block) => block.locale === "es")).toHaveLength(29);
    for (const block of blocks)
      expect(block.meaning.startsWith(said[block.locale]), block.id).toBe(block.speaker === "candidate");
  });

  it("makes one card per distinct German text; a later block's id is an alias of the first", () => {
    const cards = [...phraseCatalog().values()];
    const german = cards.map((card) => card.de);
    expect(new Set(german).size).toBe(cards.length);
    const englishBlocks = blocks.filter((block) => block.locale === "en");
    expect(new Set(englishBlocks.map((block) => block.de)).size).toBe(cards.length);
    // Every block's id leads to the card with its German text.
    for (const block of englishBlocks) expect(cardOfPhrase(block.id)?.de).toBe(block.de);
    const repeat = cardOfPhrase("3.7-10");
    expect(repeat).toMatchObject({
      id: "2.1-05",
      de: "Können Sie das bitte wiederholen?",
      aliases: ["3.1-06", "3.3-06", "3.7-10"],
      lessonIds: ["2.1", "3.1", "3.3", "3.7"],
    });
    expect(cardOfPhrase("3.2-01")?.id).toBe("3.1-04");
    expect(cardOfPhrase("3.2-06")?.id).toBe("3.1-03");
  });
});

describe.each(testDatabaseKinds())("review on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let services: AppServices;
  const cookies: Record<string, string> = {};
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    handle = await open();
    services = testServices(handle);
    const { auth } = services;
    const fourMonthsAgo = Math.floor(Date.now() / 1000) - 125 * 24 * 3600;
    const setups: Record<string, Parameters<typeof checkoutSession>[0]> = {
      active: { product: "examiner-course", email: "active@example.com" },
      other: { product: "examiner-course", email: "other@example.com" },
      expired: { product: "examiner-course", email: "expired@example.com", created: fourMonthsAgo },
      dupes: { product: "examiner-course", email: "dupes@example.com" },
    };
    for (const [name, session] of Object.entries(setups)) {
      const created = await customerWithSession(handle, auth, session.email, [
        event("checkout.session.completed", checkoutSession(session)),
      ]);
      cookies[name] = created.cookie;
      ids[name] = created.userId;
    }
  });
  afterAll(() => handle?.close());

  const user = (name: string) => ids[name] as string;
  const args = (request: Request) => ({ request, params: {}, context: testContext(services) }) as never;
  const post = (who: string | undefined, body: unknown) =>
    gradeApi(
      args(
        new Request("http://localhost:3000/api/course/review/grades", {
          method: "POST",
          headers: { "content-type": "application/json", ...(who ? { cookie: cookies[who] ?? "" } : {}) },
          body: typeof body === "string" ? body : JSON.stringify(body),
        }),
      ),
    ) as Promise<Response>;
  const grade = (phraseId: string, extra: Record<string, unknown> = {}) => ({
    key: `key-${Math.random().toString(36).slice(2)}`,
    phraseId,
    grade: 3,
    baseVersion: 0,
    mode: "cards",
    ...extra,
  });
  const first42 = () => phrasesOfLessons(["4.2"])[0]?.id as string;

  it("has cards only from the lessons the customer opened", async () => {
    expect(await customerCards(handle.db, user("active"))).toEqual([]);
    await recordVisit(handle.db, user("active"), "4.2");
    const cards = await customerCards(handle.db, user("active"));
    expect(cards.map((card) => card.phrase.id)).toEqual(phrasesOfLessons(["4.2"]).map((p) => p.id));
    expect(cards.every((card) => card.phrase.lessonId === "4.2")).toBe(true);
    const summary = await reviewSummaryForCustomer(handle.db, user("active"));
    expect(summary).toMatchObject({
      cards: cards.length,
      reviewed: 0,
      dueToday: cards.length,
      lastReviewAt: null,
    });
  });

  it("records a grade once: a replayed key is a no-op, an older state 409, unknown 404, unopened 403", async () => {
    const body = grade(first42());
    const answer = await post("active", body);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ version: 1, replayed: false });
    const replay = await post("active", body);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ version: 1, replayed: true });
    const rows = await handle.db
      .select()
      .from(reviewGrades)
      .where(and(eq(reviewGrades.userId, user("active")), eq(reviewGrades.phraseId, first42())));
    expect(rows).toHaveLength(1);

    const stale = await post("active", grade(first42(), { baseVersion: 0 }));
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ error: "stale card", version: 1 });
    expect((await post("active", grade(first42(), { baseVersion: 1 }))).status).toBe(200);

    expect((await post("active", grade("9.9-01"))).status).toBe(404);
    expect((await post("active", grade("1.1-01"))).status).toBe(403);
    const [card] = await handle.db
      .select()
      .from(reviewCards)
      .where(and(eq(reviewCards.userId, user("active")), eq(reviewCards.phraseId, first42())));
    expect(card?.version).toBe(2);
  });

  it("refuses a visitor (401), an expired customer (403) and bad input (400), changing nothing", async () => {
    expect((await post(undefined, grade(first42()))).status).toBe(401);
    await recordVisit(handle.db, user("expired"), "4.2");
    expect((await post("expired", grade(first42()))).status).toBe(403);
    expect((await post("active", "{not json")).status).toBe(400);
    expect((await post("active", grade(first42(), { grade: 5 }))).status).toBe(400);
    expect((await post("active", grade(first42(), { key: "x" }))).status).toBe(400);
    const expiredRows = await handle.db
      .select()
      .from(reviewGrades)
      .where(eq(reviewGrades.userId, user("expired")));
    expect(expiredRows).toEqual([]);
  });

  it("never lets a customer grade or see another customer's cards", async () => {
    // The other customer never opened 4.2: the same phrase is not theirs to grade.
    expect((await post("other", grade(first42()))).status).toBe(403);
    expect(await customerCards(handle.db, user("other"))).toEqual([]);
  });

  it("schedules with the server's clock: a device time is only recorded, clamped", async () => {
    await recordVisit(handle.db, user("other"), "5.1");
    const phraseId = phrasesOfLessons(["5.1"])[0]?.id as string;
    const now = new Date("2026-11-25T09:00:00Z");
    const result = await recordGrade(
      handle.db,
      user("other"),
      {
        key: "clock-skew-1",
        phraseId,
        grade: 3,
        baseVersion: 0,
        mode: "drill",
        deviceAt: "2031-01-01T00:00:00Z",
      },
      now,
    );
    expect(result).toMatchObject({ status: 200, dueOn: scheduleGrade(null, 3, now).dueOn });
    const [row] = await handle.db
      .select()
      .from(reviewGrades)
      .where(eq(reviewGrades.idempotencyKey, "clock-skew-1"));
    expect(row?.deviceAt?.toISOString()).toBe(now.toISOString());
    expect(row?.gradedAt.toISOString()).toBe(now.toISOString());
  });

  it("serves the review page to an active customer only, in the page's language, with due cards", async () => {
    const page = (path: string, who: string) =>
      reviewLoader(
        args(new Request(`http://localhost:3000${path}`, { headers: { cookie: cookies[who] ?? "" } })),
      );
    const es = (await page("/es/review?mode=drill", "active")) as unknown as {
      data: {
        mode: string;
        cards: { id: string; meaning: string; choices: string[] }[];
        texts: { heading: string };
      };
    };
    expect(es.data.mode).toBe("drill");
    expect(es.data.texts.heading).toBe("Repaso de frases");
    const catalog = phraseCatalog();
    for (const card of es.data.cards) {
      expect(card.meaning).toBe(catalog.get(card.id)?.meaning.es);
      expect(card.choices).toHaveLength(3);
      expect(card.choices).toContain(card.meaning);
      const module = catalog.get(card.id)?.moduleNumber;
      const sameModule = [...catalog.values()]
        .filter((p) => p.moduleNumber === module)
        .map((p) => p.meaning.es);
      for (const choice of card.choices) expect(sameModule).toContain(choice);
    }
    // The graded card is due in days, not today.
    expect(es.data.cards.map((card) => card.id)).not.toContain(first42());
    await expect(page("/review", "expired")).rejects.toSatisfy(
      (thrown: unknown) => thrown instanceof Response && thrown.headers.get("location") === "/mycourse",
    );
  });

  it("gives one card for a German text met in two opened lessons, and keeps a state stored under an alias", async () => {
    const who = user("dupes");
    await recordVisit(handle.db, who, "3.1");
    await recordVisit(handle.db, who, "3.3");
    const cards = await customerCards(handle.db, who);
    const repeat = cards.filter((card) => card.phrase.de === "Können Sie das bitte wiederholen?");
    expect(repeat.map((card) => card.phrase.id)).toEqual(["2.1-05"]);
    expect(new Set(cards.map((card) => card.phrase.de)).size).toBe(cards.length);
    // Lessons 3.1 and 3.3 have 6 + 9 blocks; 3.1-06 and 3.3-06 are one card.
    expect(cards).toHaveLength(6 + 9 - 1);

    // A state graded under an alias before the merge is the card's state...
    const then = new Date("2026-11-20T09:00:00Z");
    await handle.db
      .insert(reviewCards)
      .values({ userId: who, phraseId: "3.3-06", ...scheduleGrade(null, 3, then), version: 1 });
    const [card] = (await customerCards(handle.db, who)).filter((c) => c.phrase.id === "2.1-05");
    expect(card?.row).toMatchObject({ phraseId: "3.3-06", version: 1 });
    // ...a grade against it (by the card's id or by an alias, e.g. from a queued grade) continues it
    // and moves it to the card's id.
    expect((await post("dupes", grade("2.1-05", { baseVersion: 0 }))).status).toBe(409);
    const moved = await post("dupes", grade("3.1-06", { baseVersion: 1 }));
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ version: 2 });
    const rows = await handle.db.select().from(reviewCards).where(eq(reviewCards.userId, who));
    expect(rows.map((row) => [row.phraseId, row.version])).toEqual([["2.1-05", 2]]);
    const graded = await handle.db.select().from(reviewGrades).where(eq(reviewGrades.userId, who));
    expect(graded.map((row) => row.phraseId)).toEqual(["2.1-05"]);
    expect((await post("dupes", grade("3.7-10", { baseVersion: 2 }))).status).toBe(200);
  });

  it("never asks what the examiner says for a candidate's own line: the drill plays only the examiner's", async () => {
    const who = user("dupes");
    await recordVisit(handle.db, who, "4.3");
    const catalog = phraseCatalog();
    const candidateMeanings = new Set(
      [...catalog.values()]
        .filter((p) => p.speaker === "candidate")
        .flatMap((p) => [p.meaning.en, p.meaning.es]),
    );
    const cardsMode = await reviewSession(handle.db, who, "en", new Date(), "cards");
    expect(cardsMode.cards.some((card) => catalog.get(card.id)?.speaker === "candidate")).toBe(true);
    for (const locale of ["en", "es"] as const) {
      const drill = await reviewSession(handle.db, who, locale, new Date(), "drill");
      expect(drill.cards.length).toBeGreaterThan(0);
      for (const card of drill.cards) {
        expect(catalog.get(card.id)?.speaker, card.id).toBe("examiner");
        for (const choice of card.choices) expect(candidateMeanings.has(choice), choice).toBe(false);
      }
    }
  });
});
