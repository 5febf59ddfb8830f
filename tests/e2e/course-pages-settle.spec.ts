import { expect, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";

// A course page settles: once it has loaded, nothing it started keeps the network busy (a
// request whose answer was never read stayed open in Chromium, so a lesson never became
// "network idle" and Lighthouse never saw it finish). The course's service worker still keeps the
// pages for offline use after the load, from its own context.

for (const prefix of ["", "/es"]) {
  test(`a lesson, the course page and the review reach network idle within seconds (${prefix || "/"})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await loginFixtureCustomer(page, prefix, "course-pages-settle");
    const unfinished = new Set<string>();
    page.on("request", (request) => unfinished.add(`${request.method()} ${request.url()}`));
    page.on("requestfinished", (request) => unfinished.delete(`${request.method()} ${request.url()}`));
    page.on("requestfailed", (request) => unfinished.delete(`${request.method()} ${request.url()}`));
    // Twice: the second visit runs under the service worker the first one registered.
    for (const path of ["/module?sid=1.1", "/module?sid=1.2", "/mycourse", "/review", "/module?sid=1.1"]) {
      const url = `${prefix}${path}`;
      const lesson = path.startsWith("/module");
      const visit = lesson
        ? page.waitForRequest(
            (request) => request.method() === "POST" && request.url().includes("/api/course/lessons/"),
          )
        : null;
      const started = Date.now();
      await page.goto(url, { waitUntil: "networkidle", timeout: 15_000 });
      // Far below the 15 s: a page that settles does so about half a second after its load.
      expect(Date.now() - started, url).toBeLessThan(10_000);
      expect([...unfinished], url).toEqual([]);
      // The lesson's visit was posted and answered (read to its end).
      if (visit) expect((await (await visit).response())?.status(), url).toBe(200);
    }
  });
}
