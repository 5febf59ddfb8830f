import { readFileSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { addMonths } from "../../app/server/payments/course-access-end.server";
import { checkoutSession, event } from "../../app/server/payments/stripe-events.server";
import { asNewVisitor, CUSTOMER_PASSWORD, deliverWebhookEvent, mailedLink } from "./customer";

// Helpers of the review and offline course tests.

/** How many phrases a lesson has (its review cards), counted in the lesson file. */
export function phraseCount(lessonId: string): number {
  const source = readFileSync(path.resolve(`app/content/course/lessons/en/${lessonId}.md`), "utf8");
  return source.match(/^id: /gm)?.length ?? 0;
}

/**
 * Waits until script runs the element `selector` names: React on a page that hydrates, the small
 * inline scripts (which mark what they enhance with data-enhanced) on the pages sent without
 * framework JavaScript (the course pages, the review), and on a page with neither, its load. A key pressed or a click made before that is
 * lost on a busy machine.
 */
export async function untilScriptRuns(page: Page, selector: string) {
  await page.waitForFunction((found) => {
    const element = document.querySelector(found);
    if (!element) return false;
    if (Object.keys(element).some((key) => key.startsWith("__reactProps"))) return true;
    if (element.closest("[data-enhanced]")) return true;
    return !document.querySelector('script[type="module"]') && document.readyState === "complete";
  }, selector);
}

/** Opens a lesson from the course page (the visit is recorded before the lesson opens). */
export async function openLesson(page: Page, prefix: string, lessonId: string) {
  await page.goto(`${prefix}/mycourse`);
  // The lesson's row (not "Start the course", which leaves the visit to the lesson page).
  const selector = `.lesson-row a[href="${prefix}/module?sid=${lessonId}"]`;
  await untilScriptRuns(page, selector);
  await page.locator(selector).click();
  await expect(page).toHaveURL(`${prefix}/module?sid=${lessonId}`);
}

/** How many grades and completions wait in the page's outbox (IndexedDB). */
export function outboxSize(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("course-outbox", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("items", { autoIncrement: true });
        open.onsuccess = () => {
          const count = open.result.transaction("items").objectStore("items").count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );
}

/**
 * Waits until the course's service worker keeps these paths (in its customer cache), and where
 * `holding` names a text for a path, until the kept copy holds it. The course page and the review
 * are kept afresh on each course page load, so a copy kept before a lesson was opened may still
 * be there (the review with nothing due) while the worker fetches the new one.
 */
export async function waitUntilKept(page: Page, paths: string[], holding: Record<string, string> = {}) {
  await expect
    .poll(
      () =>
        page.evaluate(
          async ({ wanted, texts }) => {
            const cache = await caches.open("course-private-v1");
            const found = await Promise.all(
              wanted.map(async (p) => {
                const kept = await cache.match(new URL(p, location.origin).href);
                if (!kept) return false;
                const text = texts[p];
                return text === undefined || (await kept.text()).includes(text);
              }),
            );
            return found.every(Boolean);
          },
          { wanted: paths, texts: holding },
        ),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * A customer whose course access ends `secondsLeft` from now: a course purchase dated three
 * months earlier, delivered to the real webhook signed with the local (simulated) secret.
 */
export async function customerEndingSoon(page: Page, prefix: string, secondsLeft: number) {
  const email = `ending-${randomUUID()}@example.com`;
  await asNewVisitor(page);
  const end = Date.now() + secondsLeft * 1000;
  let created = end - 92 * 86_400_000;
  created += end - addMonths(new Date(created), 3).getTime();
  const session = checkoutSession({
    product: "examiner-course",
    email,
    created: Math.floor(created / 1000),
    locale: prefix ? "es" : "en",
  });
  await deliverWebhookEvent(page, event("checkout.session.completed", session));
  await page.goto(await mailedLink(email));
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('input[name="confirm"]').fill(CUSTOMER_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/login\\?passwordSet=`));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(CUSTOMER_PASSWORD);
  await page.locator('form button[type="submit"]').click();
  await expect(page).toHaveURL(`${prefix}/my-account`);
  return end;
}

/**
 * Back online: waits until the page and the course's service worker reach the server again (the
 * network emulation reaches the worker a moment after the page; a page load the worker passes on
 * before that fails as if still offline).
 */
export async function backOnline(context: BrowserContext, page: Page) {
  await context.setOffline(false);
  const reaches = (fetchIn: () => Promise<boolean>) => expect.poll(fetchIn, { timeout: 20_000 }).toBe(true);
  await reaches(() =>
    page.evaluate(() =>
      fetch("/healthz").then(
        (r) => r.ok,
        () => false,
      ),
    ),
  );
  for (const worker of context.serviceWorkers())
    await reaches(() =>
      worker.evaluate(() =>
        fetch("/healthz").then(
          (r) => r.ok,
          () => false,
        ),
      ),
    );
}
