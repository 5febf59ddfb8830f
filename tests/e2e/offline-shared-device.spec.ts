import { expect, test } from "@playwright/test";
import { loginFixtureCustomer } from "./customer";
import { backOnline, openLesson, outboxSize, untilScriptRuns, waitUntilKept } from "./review-support";

// One browser profile, two people: customer A's session ends without logout (here the cookies go,
// as when the session cookie expires), and what A's course left on the device (the offline copy,
// a completion queued offline) must reach neither a visitor without a session nor customer B.

for (const { prefix, complete } of [
  { prefix: "/es", complete: "Completar y continuar" },
  { prefix: "", complete: "Complete and continue" },
]) {
  test(`a session that ends without logout leaves nothing for the next person (${prefix || "/"})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const completions: string[] = [];
    context.on("request", (request) => {
      if (request.method() === "POST" && /\/api\/course\/lessons\/[^/]+\/complete$/.test(request.url()))
        completions.push(request.url());
    });

    await loginFixtureCustomer(page, prefix, "offline-shared-device-first");
    await openLesson(page, prefix, "3.2");
    await openLesson(page, prefix, "3.1");
    await page.goto(`${prefix}/mycourse`);
    await waitUntilKept(page, [`${prefix}/mycourse`, `${prefix}/module?sid=3.1`, `${prefix}/module?sid=3.2`]);

    // Offline, A completes a lesson: it waits in the outbox.
    await context.setOffline(true);
    await page.goto(`${prefix}/module?sid=3.1`);
    await untilScriptRuns(page, ".lesson-nav form");
    await page.getByRole("button", { name: complete }).click();
    await expect(page).toHaveURL(`${prefix}/module?sid=3.2`);
    expect(await outboxSize(page)).toBe(1);

    // A's session ends on this device without logout; online again, a visitor opens a page.
    await context.clearCookies();
    await backOnline(context, page);
    await page.goto(prefix || "/");
    await context.setOffline(true);
    await page.goto(`${prefix}/mycourse`);
    await expect(page.locator("h1.offline-notice")).toBeVisible();
    await expect(page.locator(".lesson-row")).toHaveCount(0);
    await backOnline(context, page);

    // Customer B logs in on the same profile: A's completion is never sent under B's session.
    const before = completions.length;
    await loginFixtureCustomer(page, prefix, "offline-shared-device-second");
    await page.goto(`${prefix}/mycourse`);
    await untilScriptRuns(page, ".lesson-row a");
    await expect.poll(() => outboxSize(page)).toBe(0);
    expect(completions.slice(before)).toEqual([]);
    await page.reload();
    await expect(page.locator(".mark-done")).toHaveCount(0);
  });
}
