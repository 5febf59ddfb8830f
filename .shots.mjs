import { chromium } from "playwright-core";
const base = "http://localhost:5101";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const [prefix, tag] of [["", "en"], ["/es", "es"]]) {
  for (const [width, size] of [[1280, "desktop"], [375, "mobile"]]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}${prefix}/${tag === "en" ? "english" : "spanish"}-first-aid-course`);
    await page.locator("#dates").screenshot({ path: `/tmp/bc/shots/first-aid-${tag}-${size}.png` });
    await page.goto(`${base}${prefix}/login`);
    await page.locator('input[name="email"]').fill("demo@example.com");
    await page.locator('input[name="password"]').fill("driving in frankfurt demo");
    await page.locator('form button[type="submit"]').click();
    await page.waitForURL(`${base}${prefix}/my-account`);
    await page.screenshot({ path: `/tmp/bc/shots/my-account-${tag}-${size}.png`, fullPage: true });
    await page.locator(".own-bookings a.button-primary").first().click();
    await page.waitForURL(/bookings\//);
    await page.screenshot({ path: `/tmp/bc/shots/change-${tag}-${size}.png`, fullPage: true });
    await context.close();
  }
}
await browser.close();
