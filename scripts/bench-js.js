// @ts-check
// JS per page for `npm run bench`, with playwright-core: every response of resource type "script"
// is fetched again and gzipped with zlib (default level, as the app's compression middleware does),
// so the figure does not depend on how the server happened to encode it. Inline scripts (speculation
// rules, hydration data, small enhancements) are counted separately.
import { CHROMIUM_FLAGS, CHROMIUM_PATH, errorText, gzipSize } from "./bench-lib.js";

/**
 * @param {import("./bench-pages.js").PageResult[]} pages
 * @param {{ progress: (message: string) => void, cleanups: Array<() => Promise<void>> }} options
 */
export async function measureJs(pages, { progress, cleanups }) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  cleanups.push(() => browser.close());
  /** @type {Map<string, { bytes: number, gzipBytes: number }>} */
  const sizes = new Map();
  try {
    for (const page of pages) {
      progress(`JS: ${page.path}`);
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      try {
        const tab = await context.newPage();
        /** @type {Set<string>} */
        const scripts = new Set();
        tab.on("response", (response) => {
          if (response.request().resourceType() === "script") scripts.add(response.url());
        });
        await tab.goto(page.url, { waitUntil: "networkidle", timeout: 60_000 });
        const inline = await tab.$$eval("script:not([src])", (elements) =>
          elements
            .filter((el) =>
              /^(|module|text\/javascript|application\/javascript)$/i.test(el.getAttribute("type") ?? ""),
            )
            .map((el) => el.textContent ?? ""),
        );
        const files = [];
        for (const url of scripts) {
          let size = sizes.get(url);
          if (!size) {
            const body = Buffer.from(await (await fetch(url)).arrayBuffer());
            size = { bytes: body.length, gzipBytes: gzipSize(body) };
            sizes.set(url, size);
          }
          files.push({ url, ...size });
        }
        page.js = {
          files,
          gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0),
          inlineGzipBytes: inline.length ? gzipSize(inline.join("\n")) : 0,
          error: null,
        };
      } catch (error) {
        page.js = { files: [], gzipBytes: 0, inlineGzipBytes: 0, error: errorText(error) };
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    cleanups.pop();
  }
}
