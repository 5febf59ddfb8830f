import { expect, test } from "@playwright/test";
import { allLessons } from "../../app/content/course/modules";
import { formatPercent } from "../../app/i18n/format";
import { loginFixtureCustomer } from "./customer";
import { untilScriptRuns } from "./review-support";

// A customer opens the course, starts, completes three lessons with "Complete and
// continue", sees the percentage (3 of all lessons, counted from the data), reloads, sees it
// still, and "Continue where you left off" opens lesson 2.1.
const percent = (locale: "en" | "es") => formatPercent(Math.round((3 / allLessons.length) * 100), locale);

for (const lang of [
  {
    prefix: "",
    start: "Start the course",
    complete: "Complete and continue",
    continue: "Continue where you left off",
    progress: `Your Examiner German is ${percent("en")} driving test ready`,
    signIn: "Log in",
  },
  {
    prefix: "/es",
    start: "Empezar el curso",
    complete: "Completar y continuar",
    continue: "Continuar donde lo dejaste",
    progress: `está preparado al ${percent("es")} para el examen`,
    signIn: "Iniciar sesión",
  },
]) {
  test(`study the course (${lang.prefix || "/"})`, async ({ page }) => {
    await loginFixtureCustomer(page, lang.prefix, "course-study");
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".lesson-row")).toHaveCount(allLessons.length);
    await page.getByRole("link", { name: lang.start }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=1.1`);
    await expect(page.locator("header.site-header")).toHaveCount(0);
    // The last lesson opened records its visit once its page script runs: waited for, so the
    // course page below knows where to continue.
    const visited = page.waitForResponse((response) =>
      response.url().endsWith("/api/course/lessons/2.1/visit"),
    );
    for (const next of ["1.2", "1.3", "2.1"]) {
      await page.getByRole("button", { name: lang.complete }).click();
      await expect(page).toHaveURL(`${lang.prefix}/module?sid=${next}`);
    }
    await visited;
    await page.goto(`${lang.prefix}/mycourse`);
    await expect(page.locator(".course-progress")).toContainText(lang.progress);
    await expect(page.locator(".mark-done")).toHaveCount(3);
    await page.reload();
    await expect(page.locator(".course-progress")).toContainText(lang.progress);
    await page.getByRole("link", { name: lang.continue }).click();
    await expect(page).toHaveURL(`${lang.prefix}/module?sid=2.1`);
    // Keyboard: the round back button is reachable and leads to the course page.
    await page.locator(".round-back").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${lang.prefix}/mycourse`);
  });
}

test("the public sample lessons show the lesson view and the course's buy button", async ({ page }) => {
  const response = await page.goto("/coursedemo1");
  expect(response?.status()).toBe(200);
  await expect(page.getByText("Fahren Sie bitte los, wenn Sie so weit sind.", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: /Buy the full course/ }).first()).toHaveAttribute(
    "href",
    "/checkout?product=examiner-course",
  );
  await page.goto("/es/coursedemo2");
  await expect(page.getByRole("link", { name: /Comprar el curso completo/ }).first()).toHaveAttribute(
    "href",
    "/es/checkout?product=examiner-course",
  );
});

/** A fake speech synthesis with the given voices; what it is asked to say lands in window.spoken. */
function fakeSpeech(voiceLangs: string[]) {
  return `
    window.spoken = [];
    window.SpeechSynthesisUtterance = class { constructor(text) { this.text = text; } };
    const voices = ${JSON.stringify(voiceLangs)}.map((lang) => ({ lang, name: lang, voiceURI: lang, localService: true, default: false }));
    Object.defineProperty(window, "speechSynthesis", {
      configurable: true,
      value: {
        getVoices: () => voices,
        speak: (u) => window.spoken.push({ text: u.text, rate: u.rate, lang: u.lang, voice: u.voice && u.voice.lang }),
        cancel() {},
        addEventListener() {},
        removeEventListener() {},
      },
    });
  `;
}

test("the course page and lessons: no caching, Listen in German, and a failed click leaves the list usable", async ({
  page,
  context,
}) => {
  await loginFixtureCustomer(page, "", "course-no-caching");
  for (const path of ["/mycourse", "/module?sid=1.1"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
  }

  // While the visit is recorded the row says so; on failure it clears and we stay.
  await page.goto("/mycourse");
  await page.route("**/api/course/lessons/2.3/visit", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.fulfill({ status: 500, body: JSON.stringify({ error: "internal" }) });
  });
  // The click must reach the page's small script, not start a plain page load before it runs.
  await untilScriptRuns(page, 'a[href="/module?sid=2.3"]');
  await page.getByRole("link", { name: /^2\.3 / }).click();
  await expect(page.locator(".module-loading")).toHaveText("Module is loading...");
  await expect(page.getByRole("alert")).toHaveText("The lesson could not be opened. Please try again.");
  await expect(page.locator(".module-loading")).toHaveCount(0);
  await expect(page).toHaveURL("/mycourse");
  await page.unroute("**/api/course/lessons/2.3/visit");
  await page.getByRole("link", { name: /^2\.3 / }).click();
  await expect(page).toHaveURL("/module?sid=2.3");

  // Listen: German voice, normal and slow (0.75×); the buttons name the phrase they speak.
  await context.addInitScript(fakeSpeech(["en-US", "de-AT", "de-DE"]));
  await page.reload();
  const firstPhrase = page.locator(".phrase").first();
  const german = (await firstPhrase.locator('[lang="de"]').textContent()) ?? "";
  await firstPhrase.getByRole("button", { name: "Listen slowly" }).click();
  await firstPhrase.getByRole("button", { name: "Listen", exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken)).toEqual([
    { text: german, rate: 0.75, lang: "de-DE", voice: "de-DE" },
    { text: german, rate: 1, lang: "de-DE", voice: "de-DE" },
  ]);
  await expect(firstPhrase.getByRole("button", { name: "Listen slowly" })).toHaveAccessibleDescription(
    german,
  );
});

test("no Listen button where the browser has no German voice", async ({ page, context }) => {
  await context.addInitScript(fakeSpeech(["en-US", "es-ES"]));
  await page.goto("/coursedemo1");
  await expect(page.locator(".phrase").first()).toBeVisible();
  await expect(page.getByRole("button", { name: /Listen/ })).toHaveCount(0);
  await context.addInitScript(fakeSpeech(["de-DE"]));
  await page.reload();
  await expect(page.getByRole("button", { name: "Listen slowly" }).first()).toBeVisible();
});

test("the sample lessons are sent without framework JavaScript; a small script speaks the phrases", async ({
  page,
  context,
}) => {
  await context.addInitScript(fakeSpeech(["en-GB", "de-CH"]));
  for (const { path, slowly, normal } of [
    { path: "/coursedemo1", slowly: "Listen slowly", normal: "Listen" },
    { path: "/es/coursedemo2", slowly: "Escuchar despacio", normal: "Escuchar" },
  ]) {
    const html = await (await page.request.get(path)).text();
    // No framework: one cached page script, the Listen buttons'.
    expect(html.match(/<script[^>]*type="module"[^>]*>/g) ?? [], path).toEqual([
      expect.stringMatching(/ src="\/assets\/speak-german-[\w-]{8}\.js"/),
    ]);
    expect(html, path).not.toContain("__reactRouterContext");
    await page.goto(path);
    const phrase = page.locator(".phrase").nth(1);
    const german = (await phrase.locator('[lang="de"]').textContent()) ?? "";
    await phrase.getByRole("button", { name: slowly }).click();
    await phrase.getByRole("button", { name: normal, exact: true }).click();
    expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken), path).toEqual([
      { text: german, rate: 0.75, lang: "de-CH", voice: "de-CH" },
      { text: german, rate: 1, lang: "de-CH", voice: "de-CH" },
    ]);
    await expect(phrase.getByRole("button", { name: slowly })).toHaveAccessibleDescription(german);
  }
});
