// @ts-check
// Looks at pages as a person would: `node scripts/screenshots.js [base] [path…]` saves PNGs at
// 1280 px and 375 px into screenshots/ (git-ignored) for review. Paths default to a few pages in
// both languages; the base URL defaults to http://localhost:3000.
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";

const [base = "http://localhost:3000", ...argPaths] = process.argv.slice(2);
const paths = argPaths.length ? argPaths : ["/", "/es", "/about-us", "/es/about-us", "/nope", "/es/nope"];
mkdirSync("screenshots", { recursive: true });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-quic"],
});
try {
  for (const width of [1280, 375]) {
    const page = await browser.newPage({ viewport: { width, height: width > 800 ? 900 : 800 } });
    for (const path of paths) {
      await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
      const name = path.replace(/[^a-z0-9]+/gi, "_").replace(/^_|_$/g, "") || "home";
      const file = `screenshots/${name}-${width}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
