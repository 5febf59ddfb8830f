// @ts-check
// The installable course's icons (web app manifest: 192 and 512 px PNG), drawn from
// the site's own logo (public/favicon.svg) by Chromium, so the icons never drift from the logo.
// Run after changing the logo: `node scripts/generate-app-icons.js` (CHROMIUM_PATH as for the tests).
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const svg = readFileSync(path.join(root, "public/favicon.svg"), "utf8");
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const size of [192, 512]) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    // Full bleed: the rounded square fills the icon; "any" purpose, the platform adds its own mask.
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${svg.replace("<svg ", `<svg width="${size}" height="${size}" `)}</body></html>`,
    );
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    });
    writeFileSync(path.join(root, `public/icons/course-${size}.png`), png);
    await page.close();
  }
} finally {
  await browser.close();
}
