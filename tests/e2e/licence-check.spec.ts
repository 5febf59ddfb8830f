import { type Browser, expect, type Page } from "@playwright/test";
import licenceCheckEn from "../../app/i18n/messages/licence-check-en";
import licenceCheckEs from "../../app/i18n/messages/licence-check-es";
import { englishWords } from "./english-words";
import { seriousAxeViolations } from "./support";
import { test } from "./visitor-page";

// The licence check as a visitor uses it, in both languages, with and without
// JavaScript: choose by keyboard, submit, read the answer, share it, and send it bad queries.
// Tests of one visitor with JavaScript on use the worker's visitor page (visitor-page.ts).
const texts = { en: licenceCheckEn, es: licenceCheckEs };
const prefix = { en: "", es: "/es" } as const;

/**
 * Moves the focus forward with Tab until it reaches `target` (the keyboard way to a button). A date
 * field takes three presses (day, month, year); the limit leaves room for a press that a busy
 * machine delivers before the page has settled (seen once in a CI run at load).
 */
async function tabTo(page: Page, target: ReturnType<Page["locator"]>) {
  for (let presses = 0; presses < 16; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

const flows = [
  {
    locale: "en" as const,
    country: "United States",
    typed: "United States",
    region: "Texas",
    // Texas lists C, then the provisional licence footnote 15 includes: one step down.
    classSteps: 1,
    query: "country=US&region=US-TX&class=C-provisional&since=2026-10-01",
    outcome: "no-test",
    eyeTest: "yes",
    firstAid: "no",
    shows: ["Provisional License", "Footnote 15", "1 April 2027", "1 October 2027"],
  },
  {
    locale: "es" as const,
    country: "Canadá",
    // Type-ahead needs plain key presses: the first letters are enough.
    typed: "Canad",
    region: "Ontario",
    // Ontario lists only G: one step down is "another class".
    classSteps: 1,
    query: "country=CA&region=CA-ON&class=other&since=2026-10-01",
    outcome: "theory-and-practical",
    eyeTest: "yes",
    firstAid: "yes",
    shows: ["Curso de primeros auxilios (español) + test de visión", "1 de abril de 2027"],
  },
];

for (const flow of flows) {
  for (const javaScriptEnabled of [false, true]) {
    if (flow.locale === "es" && javaScriptEnabled) continue;
    test(`${flow.locale}: country, region and class by keyboard give the answer; its link brings it back (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      // Four page loads in two browser contexts: room for a busy machine.
      test.setTimeout(60_000);
      const t = texts[flow.locale];
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${prefix[flow.locale]}/licence-check`);

      // Step 1: the country (a native select: typing its name picks it).
      const country = page.getByLabel(t.form.country);
      await country.focus();
      await page.keyboard.type(flow.typed);
      await expect(country.locator("option:checked")).toHaveText(flow.country);
      await tabTo(page, page.getByRole("button", { name: t.form.next }));
      await page.keyboard.press("Enter");

      // Step 2: the state or province, asked because the law distinguishes them.
      const region = page.getByLabel(t.form.region[flow.locale === "en" ? "US" : "CA"]);
      await expect(region).toBeVisible();
      await expect(page.locator("[data-outcome]")).toHaveCount(0);
      await region.focus();
      await page.keyboard.type(flow.region);
      await tabTo(page, region.locator("xpath=ancestor::form").getByRole("button"));
      await page.keyboard.press("Enter");

      // Step 3: the class (the car class is preselected and already answered), and the date.
      const licenceClass = page.getByLabel(t.form.class);
      await expect(page.locator("[data-outcome]")).toHaveCount(1);
      // The arrow keys pick the class; on a busy machine a key pressed while the page is still
      // settling can be lost, so the steps are pressed again from the preselected class until the
      // select shows the class the flow asks for.
      const preselected = await licenceClass.inputValue();
      const wanted = new URLSearchParams(flow.query).get("class") ?? "";
      await expect(async () => {
        await licenceClass.focus();
        if ((await licenceClass.inputValue()) === preselected) {
          for (let step = 0; step < flow.classSteps; step++) await page.keyboard.press("ArrowDown");
        }
        expect(await licenceClass.inputValue()).toBe(wanted);
      }).toPass({ timeout: 15_000 });
      await page.getByLabel(t.form.since).fill("2026-10-01");
      await tabTo(page, page.getByRole("button", { name: t.form.show }));
      await page.keyboard.press("Enter");

      // The forms jump to what comes next (#check-next): here, the answer.
      await expect(page).toHaveURL(new RegExp(`/licence-check\\?${flow.query}#check-next$`));
      const answer = page.locator("[data-outcome]");
      await expect(answer).toHaveAttribute("data-outcome", flow.outcome);
      await expect(answer).toHaveAttribute("data-eye-test", flow.eyeTest);
      await expect(answer).toHaveAttribute("data-first-aid", flow.firstAid);
      await expect(answer.getByRole("heading", { level: 2 }).first()).toHaveText(
        t.answer.headings[flow.outcome as keyof typeof t.answer.headings],
      );
      for (const text of flow.shows) await expect(answer).toContainText(text);
      await expect(answer.getByText(t.legal.officeDecides)).toBeVisible();
      const chat = decodeURIComponent(
        (await answer.locator("a[href^='https://wa.me/']").getAttribute("href")) ?? "",
      );
      expect(chat).toContain(flow.region);

      // The share link reproduces the answer in a fresh visit.
      const shareUrl = await page.getByLabel(t.share.link).inputValue();
      expect(shareUrl).toMatch(new RegExp(`/licence-check\\?${flow.query.replace(/[?&]/g, "\\$&")}$`));
      const summary = await page.locator(".answer-summary").textContent();
      await expectSameAnswer(browser, javaScriptEnabled, shareUrl, flow.outcome, summary ?? "");
      await context.close();
    });
  }
}

async function expectSameAnswer(
  browser: Browser,
  javaScriptEnabled: boolean,
  url: string,
  outcome: string,
  summary: string,
) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", outcome);
  await expect(page.locator(".answer-summary")).toHaveText(summary);
  await context.close();
}

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];
  const bad = [
    ["country=ZZ", t.errors.unknownCountry],
    ["country=US&region=CA-ON", t.errors.regionOfOtherCountry],
    ["country=US&region=US-ZZ", t.errors.unknownRegion],
    ["country=CA&region=CA-ON&class=G9", t.errors.unknownClass],
    ["country=JP&since=2026-02-30", t.errors.malformedDate],
    ["country=JP&since=3026-01-01", t.errors.dateTooFarAhead],
  ] as const;
  for (const [query, message] of bad) {
    test(`${locale}: ?${query} → 400 with its message on the form`, async ({ visitorPage: page }) => {
      const response = await page.goto(`${prefix[locale]}/licence-check?${query}`);
      expect(response?.status()).toBe(400);
      await expect(page.getByRole("alert")).toContainText(message);
      await expect(page.locator("[data-outcome]")).toHaveCount(0);
      await expect(page.locator("[aria-invalid='true']")).toHaveCount(1);
    });
  }

  for (const query of [
    "country=IN&since=2026-10-01",
    "country=US&region=US-FL",
    "country=ZZ",
    "country=DE",
    "country=UA&since=2026-04-01",
    "country=IN&class=learner",
  ]) {
    test(`${locale}: ?${query} has no serious axe violation`, async ({ visitorPage: page }) => {
      // axe reads every option of the 250-country select: give it time on a busy machine.
      test.setTimeout(60_000);
      await page.goto(`${prefix[locale]}/licence-check?${query}`);
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
}

test("the guide, home page and footer lead to the check, the guide with the place prefilled", async ({
  visitorPage: page,
}) => {
  await page.goto("/test");
  await page.getByRole("link", { name: "Florida" }).click();
  await expect(page).toHaveURL(/\/licence-check\?country=US&region=US-FL$/);
  await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", "theory");
  await page.goto("/es/test");
  await page.getByRole("link", { name: "Moldavia" }).click();
  await expect(page).toHaveURL(/\/es\/licence-check\?country=MD$/);
  await expect(page.locator("[data-outcome]")).toHaveAttribute("data-outcome", "practical");
  await page.goto("/");
  await expect(page.locator(".home-hero a[href='/licence-check']")).toHaveCount(1);
  await expect(page.locator("footer a[href='/licence-check']")).toHaveCount(1);
  await page.goto("/es/services-prices");
  await expect(page.locator(".cta-band a[href='/es/licence-check']")).toHaveCount(1);
  await page.goto("/es/conversion-assistance");
  await expect(page.locator("a[href='/es/licence-check']").first()).toBeVisible();
});

test("es: answers for many kinds of licence show no English word outside licence names", async ({
  visitorPage: page,
}) => {
  test.setTimeout(60_000);
  const queries = [
    "country=US&region=US-TX&class=C-provisional&since=2026-12-01",
    "country=US&region=US-IN&class=chauffeur&since=2026-06-01",
    "country=US&region=US-WA&class=intermediate",
    "country=AU&region=AU-VIC&class=C-P",
    "country=CA&region=CA-MB&class=4F",
    "country=GB",
    "country=ES&since=2026-01-01",
    "country=AL&class=AM",
    "country=NA",
    "country=XK",
    "country=TW",
    "country=RS",
    "country=US",
    "country=ZZ",
    "country=UA&since=2026-04-01",
    "country=IN&class=learner",
    "country=CA&region=CA-ON&class=learner",
  ];
  for (const query of queries) {
    await page.goto(`/es/licence-check?${query}`);
    // English licence names carry lang="en"; German terms lang="de" (as the site-wide check skips them).
    const text = await page.locator("main").evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      for (const element of copy.querySelectorAll("[lang]:not([lang^='es']), input")) element.remove();
      return copy.textContent ?? "";
    });
    const words = (text.match(/\p{L}[\p{L}'’-]*\p{L}|\p{L}/gu) ?? []).filter((word) =>
      englishWords.has(word.toLowerCase()),
    );
    expect(words, query).toEqual([]);
  }
});

// A learner's permit is no licence (§ 29 (3) Nr. 1 FeV): its own choice and its own answer. A
// Ukrainian licence is valid while its holder has temporary protection: said first, with the end
// date and its source, then the conversion with both tests.
const protectionEnd = { en: "4 March 2027", es: "4 de marzo de 2027" } as const;

for (const locale of ["en", "es"] as const) {
  const t = texts[locale];
  for (const javaScriptEnabled of [false, true]) {
    const js = `JavaScript ${javaScriptEnabled ? "on" : "off"}`;

    test(`${locale}: a learner's permit chosen in the form gets the full training, and is offered where no class is asked (${js})`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${prefix[locale]}/licence-check?country=CA&region=CA-ON`);
      await page.getByLabel(t.form.class).selectOption({ label: t.form.learnerPermit });
      await page.getByRole("button", { name: t.form.show }).click();
      await expect(page).toHaveURL(/\?country=CA&region=CA-ON&class=learner(&since=)?#check-next$/);
      const answer = page.locator("[data-outcome]");
      await expect(answer).toHaveAttribute("data-outcome", "full-training");
      await expect(answer).toHaveAttribute("data-eye-test", "yes");
      await expect(answer).toHaveAttribute("data-first-aid", "yes");
      await expect(answer.getByRole("heading", { level: 2 }).first()).toHaveText(
        t.answer.headings["full-training"],
      );
      await expect(answer.locator(".answer-summary")).toHaveText(t.answer.summaries["full-training"]);
      for (const fact of ["theory", "practical", "eye-test", "first-aid", "training"])
        await expect(answer.locator(`[data-fact="${fact}"]`)).toHaveAttribute("data-value", "yes");
      await expect(answer.getByText(t.deadlines.learner)).toBeVisible();
      await expect(answer.locator("[data-deadline]")).toHaveCount(0);
      await expect(answer.locator("[data-service='weekly-classes']")).toHaveCount(1);
      await expect(answer.locator("[data-service='conversion-assistance']")).toHaveCount(0);
      await expect(answer.locator("[data-document='foreign-licence-original']")).toHaveCount(0);
      await expect(page.getByLabel(t.form.class)).toHaveValue("learner");

      // India: no class is asked; the answer links to the learner's permit and back.
      await page.goto(`${prefix[locale]}/licence-check?country=IN`);
      await expect(answer).toHaveAttribute("data-outcome", "theory-and-practical");
      await page.getByRole("link", { name: t.answer.learnerLink }).click();
      await expect(page).toHaveURL(/\?country=IN&class=learner$/);
      await expect(answer).toHaveAttribute("data-outcome", "full-training");
      // A date given later keeps the learner's permit: the country form carries it.
      await page.getByLabel(t.form.since).fill("2026-10-01");
      await page.getByRole("button", { name: t.form.show }).click();
      await expect(page).toHaveURL(/\?country=IN&class=learner&since=2026-10-01#check-next$/);
      await expect(answer).toHaveAttribute("data-outcome", "full-training");
      await page.getByRole("link", { name: t.answer.fullLicenceLink }).click();
      await expect(page).toHaveURL(/\?country=IN&since=2026-10-01$/);
      await expect(answer).toHaveAttribute("data-outcome", "theory-and-practical");
      await context.close();
    });

    test(`${locale}: a Ukrainian licence is valid while temporary protection lasts, said first, with and without a date (${js})`, async ({
      browser,
    }) => {
      test.setTimeout(60_000);
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const response = await page.goto(`${prefix[locale]}/licence-check?country=UA`);
      expect(response?.status()).toBe(200);
      const answer = page.locator("[data-outcome]");
      await expect(answer).toHaveAttribute("data-special", "temporary-protection");
      await expect(answer).toHaveAttribute("data-outcome", "theory-and-practical");
      await expect(answer.getByRole("heading", { level: 2 }).first()).toHaveText(t.protection.heading);
      const protection = answer.locator("[data-protection='ends-on']");
      await expect(protection).toContainText(protectionEnd[locale]);
      await expect(protection.locator("a[href*='eur-lex.europa.eu']")).toHaveCount(1);
      await expect(answer.getByRole("heading", { name: t.protection.afterHeading })).toBeVisible();
      await expect(answer.locator("[data-deadline='valid-until']")).toHaveAttribute(
        "data-until",
        "protection-ends",
      );
      await expect(answer.locator("[data-deadline='valid-until']")).toContainText(protectionEnd[locale]);
      await expect(answer.locator("[data-document='certified-translation']")).toHaveCount(0);
      await expect(answer.locator("[data-legal='temporary-protection']")).toBeVisible();

      // With a date whose 6 months are over: still valid until the protection ends, not expired.
      await page.getByLabel(t.form.since).fill("2026-04-01");
      await page.getByRole("button", { name: t.form.show }).click();
      await expect(page).toHaveURL(/\?country=UA&since=2026-04-01#check-next$/);
      await expect(answer).toHaveAttribute("data-special", "temporary-protection");
      await expect(answer.locator("[data-deadline-state='expired']")).toHaveCount(0);
      await expect(answer.locator("[data-deadline='valid-until']")).toContainText(protectionEnd[locale]);
      // A recent date: the 6 months end after the protection, so they count.
      await page.goto(`${prefix[locale]}/licence-check?country=UA&since=2026-11-01`);
      await expect(answer.locator("[data-deadline='valid-until']")).toHaveAttribute(
        "data-until",
        "six-months",
      );
      await context.close();
    });
  }
}
