import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { asNewVisitor, loginFixtureCustomer } from "./customer";
import { expandedState, everyPage } from "./support";

// Every page is sent as HTML and CSS only (the layout renders no framework script, decision 033)
// and still works in a browser with JavaScript turned off; what a page adds runs as its own
// page script.

/** No route module asks for the framework's scripts back (a `handle` that hydrates). */
test("no page asks for the framework's JavaScript", () => {
  for (const page of everyPage) {
    const source = readFileSync(path.resolve("app", page.file), "utf8");
    expect(source, page.file).not.toMatch(/hydrate/);
  }
});

/**
 * A module preload names a chunk a page script imports (so the browser and the course's worker
 * get them at once): never on a page without a page script, and never the framework's entry or
 * route manifest.
 */
function expectOnlyPageScriptPreloads(html: string, url: string) {
  const preloads = html.match(/<link[^>]*rel="modulepreload"[^>]*>/g) ?? [];
  if (!/<script[^>]*type="module"/.test(html)) expect(preloads, url).toEqual([]);
  for (const tag of preloads) {
    expect(tag, url).toMatch(/ href="\/assets\/[\w-]+-[\w-]{8}\.js"/);
    expect(tag, url).not.toMatch(/entry\.client|manifest-/);
  }
}

for (const entry of [...everyPage, { url: "/no-such-page" }, { url: "/es/no-such-page" }]) {
  test(`${entry.url} has no framework script, preload or hydration data`, async ({ request }) => {
    const response = await request.get(entry.url);
    const html = await response.text();
    // A module script is only ever a page script: a cached file under /assets, never inline code.
    for (const tag of html.match(/<script[^>]*type="module"[^>]*>/g) ?? []) {
      expect(tag).toMatch(/ src="\/assets\/[a-z-]+-[\w-]{8}\.js"/);
    }
    expectOnlyPageScriptPreloads(html, entry.url);
    expect(html).not.toContain("__reactRouterContext");
    // Navigation stays instant: speculation rules, allowed by this response's nonce.
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    expect(html).toContain(`<script nonce="${nonce}" type="speculationrules">`);
  });
}

test("the review runs on one cached page script: no inline code, preload or hydration data", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginFixtureCustomer(page, "", "script-free-review");
  const sources = new Set<string>();
  for (const url of ["/review", "/es/review?mode=drill"]) {
    const response = await page.request.get(url);
    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers()["content-security-policy"] ?? "")?.[1];
    const modules: string[] = html.match(/<script[^>]*type="module"[^>]*>/g) ?? [];
    expect(modules, url).toHaveLength(1);
    const src = / src="(\/assets\/review-deck-[\w-]{8}\.js)"/.exec(modules[0] ?? "")?.[1];
    expect(src, url).toBeDefined();
    expect(modules[0], url).toContain(`nonce="${nonce}"`);
    sources.add(src ?? "");
    // Every other script is the speculation rules or the page script's JSON data block.
    const others = (html.match(/<script[^>]*>/g) ?? []).filter((tag) => !modules.includes(tag));
    for (const tag of others) expect(tag, url).toMatch(/type="(speculationrules|application\/json)"/);
    expectOnlyPageScriptPreloads(html, url);
    expect(html, url).not.toContain("__reactRouterContext");
    expect(html, url).toContain('id="review-deck"');
  }
  // Both languages and modes load the same file, which the browser keeps for a year.
  expect(sources.size).toBe(1);
  const asset = await page.request.get([...sources][0] ?? "");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(asset.headers()["content-type"]).toMatch(/javascript/);
});

test.describe("with JavaScript turned off, at 375 px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

  /** Presses Tab until `name` (a link or button) has the focus. */
  async function tabTo(page: Page, role: "link" | "button", name: string) {
    const target = page.getByRole(role, { name, exact: true });
    for (let step = 0; step < 30; step++) {
      if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
      await page.keyboard.press("Tab");
    }
    throw new Error(`Tab never reached ${name}`);
  }

  for (const { path: home, open, close, nav, first, blog } of [
    {
      path: "/",
      open: "Open menu",
      close: "Close menu",
      nav: "Main navigation",
      first: "About us",
      blog: "Blog",
    },
    {
      path: "/es",
      open: "Abrir menú",
      close: "Cerrar menú",
      nav: "Navegación principal",
      first: "Sobre nosotros",
      blog: "Blog",
    },
  ]) {
    test(`${home}: the burger menu works by keyboard`, async ({ page }) => {
      await page.goto(home);
      const menu = page.getByRole("navigation", { name: nav });
      await expect(menu).toBeHidden();
      await tabTo(page, "button", open);
      expect(await expandedState(page, open)).toBe(false);
      await page.keyboard.press("Enter");
      await expect(menu).toBeVisible();
      expect(await expandedState(page, close)).toBe(true);
      // Into the menu, then Escape: closed, focus back on the button.
      await page.keyboard.press("Tab");
      await expect(menu.getByRole("link", { name: first })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(page.getByRole("button", { name: open })).toBeFocused();
      // Space opens it again; a link in it loads its page, where the menu is closed.
      await page.keyboard.press("Space");
      await expect(menu).toBeVisible();
      await tabTo(page, "link", blog);
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(home === "/" ? "/blog" : "/es/blog");
      await expect(page.getByRole("navigation", { name: nav })).toBeHidden();
    });
  }

  test("the home video dialog opens and closes by keyboard, close icon and backdrop", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/videos/")) videoRequests.push(request.url());
    });
    await page.goto("/");
    const opener = page.locator(".video-modal-open");
    const dialog = page.locator("dialog.video-modal");
    await expect(opener).toBeEnabled();
    await opener.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator(".video-modal-close")).toBeFocused();
    await expect(dialog.locator("video source")).toHaveAttribute("src", /intro_en\.mp4$/);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.locator(".video-modal-close").click();
    await expect(dialog).toBeHidden();
    await opener.click();
    await page.mouse.click(5, 5);
    await expect(dialog).toBeHidden();
    expect(videoRequests).toEqual([]);
  });

  test("forms submit: logging in with a wrong password says so in the page's language", async ({ page }) => {
    await asNewVisitor(page);
    await page.goto("/es/login");
    await page.locator('input[name="email"]').fill(`nobody-${Date.now()}@example.com`);
    await page.locator('input[name="password"]').fill("not the password");
    await page.getByRole("button", { name: "Iniciar sesión" }).click();
    await expect(page.locator(".notification-error")).toHaveText(
      "Correo electrónico o contraseña incorrectos",
    );
    await expect(page).toHaveURL(/\/es\/login/);
  });

  test("a pending payment's welcome page offers to check again", async ({ page }) => {
    await page.goto("/es/welcome?session_id=cs_test_not_arrived_js_off");
    await expect(page.getByRole("status")).toContainText("Estamos confirmando tu pago.");
    const again = page.getByRole("link", { name: "Comprobar de nuevo" });
    await expect(again).toHaveAttribute("href", "/es/welcome?session_id=cs_test_not_arrived_js_off");
  });

  test("the sample lesson reads without script; its Listen buttons stay out of the way", async ({ page }) => {
    await page.goto("/es/coursedemo1");
    await expect(page.locator(".phrase").first()).toBeVisible();
    await expect(page.getByRole("button", { name: /Escuchar/ })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /Comprar el curso completo/ }).first()).toHaveAttribute(
      "href",
      "/es/checkout?product=examiner-course",
    );
  });

  test("forms submit: the map and the flipbook load on request", async ({ page }) => {
    await page.goto("/english-theory-lessons");
    await expect(page.locator(".map-embed iframe")).toHaveCount(0);
    await page.getByRole("button", { name: "Load map" }).click();
    await expect(page).toHaveURL(/\/english-theory-lessons\?map=show#map$/);
    await expect(page.locator(".map-embed iframe")).toHaveAttribute("src", site.embeds.partnerSchoolMap);

    // The query already there is kept.
    await page.goto("/es/weekly-classes?from=test");
    await page.locator(".map-embed button").click();
    await expect(page).toHaveURL(/\/es\/weekly-classes\?from=test&map=show#map$/);
    await expect(page.locator(".map-embed iframe")).toHaveAttribute("src", site.embeds.officeMap);

    await page.goto("/es/techquestions");
    await page.getByRole("button", { name: "Abrir la vista previa" }).click();
    await expect(page.locator("iframe.flipbook-frame")).toHaveAttribute("src", site.embeds.flipbook.es);
  });

  test("the first-aid eye-test box switches Book Now, the guide's boxes tick and clear", async ({ page }) => {
    await page.goto("/english-first-aid-course");
    const book = page.locator("a.book-now:visible");
    await expect(book).toHaveAttribute("data-product", "first-aid-en-eye-test");
    await page.getByRole("checkbox").uncheck();
    await expect(book).toHaveAttribute("data-product", "first-aid-en");
    // A link with the choice opens the page with it made.
    await page.goto("/english-first-aid-course?eye-test=no");
    await expect(page.getByRole("checkbox")).not.toBeChecked();
    await expect(book).toHaveAttribute("data-product", "first-aid-en");

    await page.goto("/test");
    const boxes = page.locator(".checklist").getByRole("checkbox");
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    await expect(boxes.nth(2)).toBeChecked();
    await page.getByRole("button", { name: "Untick all" }).click();
    await expect(boxes.nth(0)).not.toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();
    // Print needs the script: without it the button is not offered.
    await expect(page.locator(".checklist-print")).toBeHidden();
  });
});
