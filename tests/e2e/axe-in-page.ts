import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, RunOptions } from "axe-core";
import type axeCore from "axe-core";

// axe-core run in the page, as @axe-core/playwright's legacy mode runs it (the same axe.configure
// and axe.run, the same context and options), with two costs less. That package evaluates axe's
// unminified source (1.3 MB) twice per run, once to look for runPartial and once more to configure
// it; compiling it took 1.0–3.3 s of a run under load. Here the minified build of the same
// axe-core release (580 kB) is evaluated once per document, when axe is not there yet.

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's default rules plus its experimental label-in-name rule (WCAG 2.5.3, ACT 2ee8b8, axe id
 * label-content-name-mismatch). The site's own pages have no frames; Chromium's speculative
 * prerenders (speculation rules) can show up as frames that never answer axe's script, so only the
 * page itself is analysed (iframes: false). Only violations are made into results: passes and
 * incomplete findings (every text node of color-contrast) were given selectors that nothing read.
 */
const options: RunOptions = {
  iframes: false,
  resultTypes: ["violations"],
  rules: { "label-content-name-mismatch": { enabled: true } },
};

/** axe's violations on the page on show. */
export async function axeViolations(page: Page): Promise<AxeResults["violations"]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
  if (!present) await page.evaluate(axeSource);
  const outcome = await page.evaluate(async (runOptions) => {
    const axe = (window as unknown as { axe: typeof axeCore }).axe;
    axe.configure({ allowedOrigins: ["<same_origin>"], branding: { application: "playwright" } });
    try {
      const results = await axe.run({ exclude: [], include: [] }, runOptions);
      return { violations: results.violations, error: null };
    } catch (error) {
      return { violations: null, error: String(error) };
    }
  }, options);
  if (outcome.error !== null) throw new Error(`axe failed on ${page.url()}: ${outcome.error}`);
  return outcome.violations as AxeResults["violations"];
}
