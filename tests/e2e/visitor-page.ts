import { test as base, type Page } from "@playwright/test";

// One browser page per worker for tests that look at public pages as a visitor who has not
// logged in: a fresh context per test cost a context, a renderer and a cold cache before the first
// load (0.9–9.6 s against 0.2–0.9 s for a load in a page already open, measured under load). The
// page keeps only the HTTP cache of the site's assets between tests, as a visitor's browser does
// (the site's HTML is never cached: no Cache-Control, ETag or Last-Modified); its cookies and the
// site's storage are cleared before each test. A test removes the listeners it adds to the page.
// Tests that log in, change settings of their context or use a service worker keep Playwright's
// own `page`.

interface VisitorFixtures {
  /** The worker's visitor page, with no cookies and no stored data of the site. */
  visitorPage: Page;
}

export const test = base.extend<VisitorFixtures, { workerVisitorPage: Page }>({
  workerVisitorPage: [
    async ({ browser }, provide, workerInfo) => {
      // The project's device and base URL, as the `page` fixture's context gets them.
      const { baseURL, viewport, screen, userAgent, deviceScaleFactor, isMobile, hasTouch } =
        workerInfo.project.use;
      const context = await browser.newContext({
        baseURL,
        viewport,
        screen,
        userAgent,
        deviceScaleFactor,
        isMobile,
        hasTouch,
      });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: "worker" },
  ],
  visitorPage: async ({ workerVisitorPage: page }, provide) => {
    await page.context().clearCookies();
    if (page.url().startsWith("http"))
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    await provide(page);
  },
});

export { expect } from "@playwright/test";
