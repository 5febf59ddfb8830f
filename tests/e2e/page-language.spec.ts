import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, test } from "@playwright/test";
import type { Locale } from "../../app/i18n/locale";
import { becomeCustomer } from "./customer";
import { everyPage } from "./support";
import { appearsIn, sentencesOnlyIn } from "./language-strings";

// A page that needs script loads at most 100 KB of JavaScript (gzip) and its scripts carry only
// its own language: no sentence of the other language is in any of them. The account pages load
// no framework JavaScript (docs/decisions/025 and 033); those with an enhancement (the course
// page, a lesson, the review) load their page script and its chunks only (decision 061).

const budgetBytes = 100 * 1024;

/** The module scripts a page loads: its page scripts, their preloads and any inline module's imports. */
function moduleUrls(html: string): string[] {
  const preloads = [
    ...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]* type="module"[^>]* src="([^"]+)"/g),
  ].map((m) => m[1] as string);
  const imports = [...html.matchAll(/(?:import\s*\(?|from)\s*"(\/assets\/[^"]+\.js)"/g)].map(
    (m) => m[1] as string,
  );
  return [...new Set([...preloads, ...imports])];
}

/** A page's HTML, the text of the modules it loads and their size (gzip, as on the wire). */
async function pageScripts(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), url).toBe(200);
  const html = await response.text();
  const bodies = await Promise.all(moduleUrls(html).map(async (src) => (await request.get(src)).body()));
  const gzipBytes = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { html, js: bodies.map((body) => body.toString("utf8")).join("\n"), gzipBytes };
}

const other = (locale: Locale): Locale => (locale === "en" ? "es" : "en");
const prefix = (locale: Locale) => (locale === "en" ? "" : "/es");

/** The text of a page's inline scripts (small enhancements, hydration data, speculation rules). */
function inlineScripts(html: string): string {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join("\n");
}

// Every public page is sent without framework JavaScript; the small inline scripts some of
// them carry (the flashcard deck's labels, the checkout's one-click guard) stay in their language,
// and a page that ever gets modules again is held to the budget.
const publicPages = everyPage.filter((page) => !("account" in page && page.account));

for (const locale of ["en", "es"] as const) {
  test(`public pages' scripts carry only ${locale} texts, within the budget`, async ({ request }) => {
    const foreign = await sentencesOnlyIn(other(locale));
    expect(foreign.length).toBeGreaterThan(200);
    const localePages = publicPages.filter((page) => page.locale === locale);
    expect(localePages.length).toBeGreaterThan(30);
    for (const { url } of localePages) {
      const { html, js, gzipBytes } = await pageScripts(request, url);
      expect(
        foreign.filter((sentence) => appearsIn(`${inlineScripts(html)}\n${js}`, sentence)),
        url,
      ).toEqual([]);
      expect(gzipBytes, `${url}: ${gzipBytes} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(budgetBytes);
    }
    // The deck's script does carry its own language's words (so the check above can see them).
    const deck = inlineScripts(await (await request.get(`${prefix(locale)}/flashcard`)).text());
    expect(deck).toContain(locale === "en" ? "Hide answer" : "Ocultar respuesta");
  });

  test(`account pages carry only ${locale} texts`, async ({ page }) => {
    // Two purchases, a password (a memory-hard hash) and a login before the pages: more time.
    test.setTimeout(120_000);
    await becomeCustomer(page, prefix(locale), ["examiner-course", "conversion-assistance"]);
    const foreign = await sentencesOnlyIn(other(locale));
    for (const path of ["/my-account", "/mycourse", "/module?sid=1.1", "/my-assistance", "/review"]) {
      const url = `${prefix(locale)}${path}`;
      const { html, js, gzipBytes } = await pageScripts(page.request, url);
      // The inline scripts too: the review's carries its texts.
      expect(
        foreign.filter((sentence) => appearsIn(`${inlineScripts(html)}\n${js}`, sentence)),
        url,
      ).toEqual([]);
      // Page scripts only, never the framework's entry or route manifest.
      for (const src of moduleUrls(html)) {
        expect(src, `${url}: no framework JavaScript`).toMatch(/^\/assets\/[\w-]+-[\w-]{8}\.js$/);
        expect(src, `${url}: no framework JavaScript`).not.toMatch(/entry\.client|manifest-/);
      }
      expect(gzipBytes, `${url}: ${gzipBytes} bytes of JavaScript (gzip)`).toBeLessThanOrEqual(budgetBytes);
    }
  });
}
