import { type BrowserContext, expect, type Page, type Response, type Route, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";
import {
  customerEndingSoon,
  openLesson,
  outboxSize,
  phraseCount,
  untilScriptRuns,
  waitUntilKept,
} from "./review-support";
import { seriousAxeViolations } from "./support";

// The phrase review by keyboard, the offline course (grades and a completion made
// offline reach the server once each), logout clearing the device, and an ended access refused
// online and offline. Chromium, both languages.

const langs = [
  {
    prefix: "",
    due: (n: number) => `${n} phrases due today`,
    ended: "Your access to the course has ended.",
    accessEnded: "Your access ended on",
    offlinePending: "Offline: 2 grades are saved",
    drillScore: /Score: [01] of 1/,
  },
  {
    prefix: "/es",
    due: (n: number) => `${n} frases para repasar hoy`,
    ended: "Tu acceso al curso ha terminado.",
    accessEnded: "Tu acceso terminó el",
    offlinePending: "Sin conexión: 2 calificaciones están guardadas",
    drillScore: /Puntuación: [01] de 1/,
  },
];

/** A German voice that records what it is asked to say (window.spoken). */
const fakeGermanVoice = `
  window.spoken = [];
  window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
  const voices = [{ lang: "de-DE", name: "de", voiceURI: "de", localService: true, default: false }];
  Object.defineProperty(window, "speechSynthesis", { configurable: true, value: {
    getVoices: () => voices, speak: (u) => window.spoken.push({ text: u.text, rate: u.rate }),
    cancel() {}, addEventListener() {}, removeEventListener() {} } });
`;

/** The grade API requests the browser sent (body) and their status. */
/** Waits until every animation of the page (the card's turn) has finished. */
async function settled(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished)));
}

function watchGrades(page: Page) {
  const seen: { body: string; status: number }[] = [];
  // On the context: requests of a page its service worker controls are reported there. The
  // answer's body is not read here (not always available for such requests).
  page.context().on("response", (response: Response) => {
    if (!response.url().endsWith("/api/course/review/grades")) return;
    seen.push({ body: response.request().postData() ?? "", status: response.status() });
  });
  return seen;
}

for (const lang of langs) {
  test(`review five cards by keyboard, reload, the due count is right (${lang.prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(fakeGermanVoice);
    const grades = watchGrades(page);
    await loginFixtureCustomer(page, lang.prefix, "review-keyboard");
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-review")).not.toContainText(lang.due(1));
    await openLesson(page, lang.prefix, "1.2");
    const cards = phraseCount("1.2");
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-review")).toContainText(lang.due(cards));
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.locator(".course-review a").click();
    await expect(page).toHaveURL(`${lang.prefix}/review`);
    // A full page load: keys work once the review's inline script has drawn the card.
    await untilScriptRuns(page, ".review-card button");
    for (let i = 0; i < 5; i++) {
      await expect(page.locator(".review-position")).toContainText(`${i + 1}`);
      await expect(page.locator(".review-back")).toHaveCount(0);
      await expect(page.locator(".review-card [lang=de]")).toHaveCount(0);
      await page.keyboard.press("Space");
      await expect(page.locator(".review-back")).toBeVisible();
      // axe reads colours as painted: mid-turn, the back's labels are still fading in.
      if (i === 0) await settled(page);
      if (i === 0) expect(await seriousAxeViolations(page)).toEqual([]);
      await page.keyboard.press(String((i % 4) + 1));
    }
    // The front played each card's German phrase at normal speed.
    const spoken = await page.evaluate(() => (window as unknown as { spoken: { rate: number }[] }).spoken);
    expect(spoken.length).toBeGreaterThanOrEqual(5);
    expect(spoken.every((utterance) => utterance.rate === 1)).toBe(true);
    await expect.poll(() => grades.filter((g) => g.status === 200).length).toBe(5);
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-review")).toContainText(lang.due(cards - 5));
    await page.reload();
    await expect(page.locator(".course-review")).toContainText(lang.due(cards - 5));

    // The listening drill, three translations, 1–3 answer, Space goes on; scored.
    await page.goto(`${lang.prefix}/review?mode=drill`);
    await expect(page.locator(".review-choices button")).toHaveCount(3);
    await untilScriptRuns(page, ".review-choices button");
    await page.keyboard.press("2");
    await expect(page.locator(".review-back[role=status]")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Space");
    await expect(page.locator(".review-position")).toContainText(lang.drillScore);
    await expect.poll(() => grades.filter((g) => g.status === 200).length).toBe(6);
    expect(JSON.parse(grades[5]?.body ?? "{}")).toMatchObject({ mode: "drill" });
  });

  test(`offline: an opened lesson and two grades, sent once when back online (${lang.prefix || "/"})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const grades = watchGrades(page);
    await loginFixtureCustomer(page, lang.prefix, "review-offline-grades");
    await openLesson(page, lang.prefix, "2.1");
    const cards = phraseCount("2.1");
    await page.goto(`${lang.prefix}/mycourse`);
    // The review kept with the lesson's cards due, not the copy kept before the lesson opened.
    await waitUntilKept(
      page,
      [`${lang.prefix}/module?sid=2.1`, `${lang.prefix}/review`, `${lang.prefix}/mycourse`],
      { [`${lang.prefix}/review`]: `"dueTotal":${cards}` },
    );

    await context.setOffline(true);
    await page.goto(`${lang.prefix}/module?sid=2.1`);
    await expect(page.getByText("Schalten Sie dazu bitte die Zündung ein.", { exact: true })).toBeVisible();
    await page.goto(`${lang.prefix}/review`);
    // Keys reach the review once its script runs: a Space pressed before was lost on a busy machine.
    await untilScriptRuns(page, ".review-card button");
    for (let i = 0; i < 2; i++) {
      await expect(page.locator(".review-back")).toHaveCount(0);
      await page.keyboard.press("Space");
      await expect(page.locator(".review-back")).toHaveCount(1);
      await page.keyboard.press("3");
    }
    await expect(page.locator(".review-status")).toContainText(lang.offlinePending);
    expect(grades.filter((g) => g.status === 200)).toHaveLength(0);

    await context.setOffline(false);
    // The outbox sends when the browser says it is online again, which a busy machine may take a
    // few seconds to deliver.
    await expect.poll(() => grades.filter((g) => g.status === 200).length, { timeout: 20_000 }).toBe(2);
    await expect(page.locator(".review-status")).not.toContainText(lang.offlinePending);
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-review")).toContainText(lang.due(cards - 2));
    // Each grade left the browser once, and the server took both.
    expect(grades).toHaveLength(2);
    expect(new Set(grades.map((g) => JSON.parse(g.body).key)).size).toBe(2);
    // Sent again (a flaky connection's retry), a grade is a no-op.
    const again = await page.request.post("/api/course/review/grades", {
      data: grades[0]?.body,
      headers: { "content-type": "application/json" },
    });
    expect(await again.json()).toMatchObject({ replayed: true });
    await page.reload();
    await expect(page.locator(".course-review")).toContainText(lang.due(cards - 2));
  });
}

/** Counts the page's "online" events (window.onlineEvents), to show that none was needed. */
const countOnlineEvents = `window.onlineEvents = 0; window.addEventListener("online", () => { window.onlineEvents += 1; });`;

const offlineCompletion = [
  { prefix: "/es", complete: "Completar y continuar" },
  { prefix: "", complete: "Complete and continue" },
];

for (const { prefix, complete } of offlineCompletion) {
  test(`a lesson completed offline is sent when back online, with no "online" event; logout clears the device (${prefix || "/"})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await page.addInitScript(countOnlineEvents);
    await loginFixtureCustomer(page, prefix, "review-offline-lesson");
    await openLesson(page, prefix, "3.2");
    await openLesson(page, prefix, "3.1");
    await page.goto(`${prefix}/mycourse`);
    await waitUntilKept(page, [`${prefix}/module?sid=3.1`, `${prefix}/module?sid=3.2`]);
    // A dead zone on a train: the browser's flag still says online and never changes, but no
    // request to the site gets through (the page's and, where Playwright routes them, the
    // worker's). The way back is the dead zone's end alone: no setOffline(false), no "online".
    const deadZone = (route: Route) => route.abort("internetdisconnected");
    await context.route("**/*", deadZone);
    await page.goto(`${prefix}/module?sid=3.1`);
    // Offline, the page itself keeps the completion (its small script's submit handling, not a plain post).
    await untilScriptRuns(page, ".lesson-nav form");
    await page.getByRole("button", { name: complete }).click();
    await expect(page).toHaveURL(`${prefix}/module?sid=3.2`);
    await expect(page.locator(".lesson-id")).toContainText("3.2");
    expect(await outboxSize(page)).toBe(1);
    // The lesson's own load tried and failed; nothing more happens until requests get through.
    await untilScriptRuns(page, ".lesson-nav form");
    await context.unroute("**/*", deadZone);
    // Requests get through again: the page's retry sends what waits, with no event to tell it.
    await expect.poll(() => outboxSize(page), { timeout: 30_000 }).toBe(0);
    expect(await page.evaluate(() => (window as Window & { onlineEvents?: number }).onlineEvents)).toBe(0);
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    await page.goto(`${prefix}/mycourse`);
    await expect(page.locator(".mark-done")).toHaveCount(1);

    await page.goto(`${prefix}/my-account`);
    // Logout is a whole-page post even once React runs: a fetch's redirect could be lost while
    // Clear-Site-Data unregisters the service worker (the page then showed the login form).
    const logoutForm = `form[action="${prefix}/logout"]`;
    await untilScriptRuns(page, logoutForm);
    const logout = page.waitForRequest(
      (request) => request.method() === "POST" && new URL(request.url()).pathname === `${prefix}/logout`,
    );
    await page.locator(`${logoutForm} button`).click();
    expect((await logout).resourceType()).toBe("document");
    await expect(page).toHaveURL(prefix || "/");
    await expect
      .poll(() =>
        page.evaluate(async () => ({
          caches: (await caches.keys()).length,
          workers: (await navigator.serviceWorker.getRegistrations()).length,
          outbox: (await indexedDB.databases()).length,
        })),
      )
      .toEqual({ caches: 0, workers: 0, outbox: 0 });
    await context.setOffline(true);
    await expect(page.goto(`${prefix}/module?sid=3.1`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });
}

// The access ends 45 s after the purchase (room for the set-up on a busy machine), a real wait:
// both languages wait it out side by side, each in its own browser context, in one test.
test("an ended access is refused online and offline (/, /es)", async ({ browser }) => {
  test.setTimeout(180_000);
  // Each language runs to its end (a failure of one does not cut the other short); the first
  // failure is then the test's.
  const outcomes = await Promise.allSettled(
    langs.map((lang) =>
      test.step(`an ended access is refused online and offline (${lang.prefix || "/"})`, async () => {
        const context = await browser.newContext();
        try {
          await endedAccessIsRefused(context, await context.newPage(), lang);
        } finally {
          await context.close();
        }
      }),
    ),
  );
  for (const outcome of outcomes) if (outcome.status === "rejected") throw outcome.reason;
});

async function endedAccessIsRefused(context: BrowserContext, page: Page, lang: (typeof langs)[number]) {
  const end = await customerEndingSoon(page, lang.prefix, 45);
  await openLesson(page, lang.prefix, "1.1");
  await page.goto(`${lang.prefix}/mycourse`);
  await waitUntilKept(page, [`${lang.prefix}/module?sid=1.1`]);
  await page.waitForTimeout(Math.max(end - Date.now() + 1000, 0));

  await context.setOffline(true);
  await page.goto(`${lang.prefix}/module?sid=1.1`);
  await expect(page.locator("h1.offline-notice")).toHaveText(new RegExp(lang.ended));
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.goto(`${lang.prefix}/review`);
  await expect(page.locator("h1.offline-notice")).toHaveText(new RegExp(lang.ended));

  await context.setOffline(false);
  for (const path of ["/module?sid=1.1", "/review"]) {
    await page.goto(`${lang.prefix}${path}`);
    await expect(page).toHaveURL(`${lang.prefix}/mycourse`);
    await expect(page.locator(".notification-error")).toContainText(lang.accessEnded);
  }
  const refused = await page.request.post("/api/course/review/grades", {
    data: { key: "ended-access-1", phraseId: "1.1-01", grade: 3, baseVersion: 0, mode: "cards" },
  });
  expect(refused.status()).toBe(403);
}
